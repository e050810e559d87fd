/**
 * Reading shard report folders for `obverse merge` and checking they are the shares of one
 * run: each has a report.json of the same format, engine, edition, seed, runs, selection and
 * shard count, no share appears twice, none is missing. Anything else is a UsageError (exit 2).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { COUNTEREXAMPLE_DIR, SCENARIO_DIR } from '../../reports/files.js';
import { REPORT_FORMAT, type Report, type ShardInfo } from '../../reports/report.js';
import { UsageError } from '../errors.js';

/** One shard's report and the extra files beside it (counterexamples, regression scenarios). */
export interface ShardReport {
  readonly dir: string;
  readonly report: Report & { readonly shard: ShardInfo };
  /** Paths relative to the folder, e.g. `counterexamples/708-x.json`, with their text. */
  readonly files: readonly { readonly path: string; readonly content: string }[];
}

function bad(message: string): UsageError {
  return new UsageError(message, 'merge');
}

async function extraFiles(dir: string): Promise<ShardReport['files']> {
  const found: { path: string; content: string }[] = [];
  for (const sub of [COUNTEREXAMPLE_DIR, SCENARIO_DIR]) {
    let names: string[] = [];
    try {
      names = (await readdir(join(dir, sub))).filter((n) => n.endsWith('.json')).sort();
    } catch {
      continue;
    }
    for (const name of names)
      found.push({ path: `${sub}/${name}`, content: await readFile(join(dir, sub, name), 'utf8') });
  }
  return found;
}

async function readShard(dir: string, cwd: string): Promise<ShardReport> {
  const file = join(resolve(cwd, dir), 'report.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw bad(
      code === 'ENOENT' || code === 'ENOTDIR'
        ? `${dir}: no report.json there (give folders written by obverse check --shard k/n --out <dir>)`
        : `${dir}: cannot read report.json (${String(code ?? e)})`,
    );
  }
  let report: Report;
  try {
    report = JSON.parse(text) as Report;
  } catch {
    throw bad(`${dir}/report.json is not JSON (a report cut short?): run that shard again`);
  }
  if (report.format !== REPORT_FORMAT) throw bad(`${dir}/report.json is not an ${REPORT_FORMAT} report`);
  if (report.shard === undefined)
    throw bad(`${dir}/report.json is not a shard's report: it was written without --shard k/n`);
  return { dir, report: report as ShardReport['report'], files: await extraFiles(resolve(cwd, dir)) };
}

/** What must be the same in every share of one run, with a readable name. */
const SAME: readonly (readonly [string, (r: Report) => unknown])[] = [
  ['engine', (r) => r.engine],
  ['rules edition', (r) => r.edition],
  ['seed', (r) => r.seed],
  ['runs', (r) => r.runs],
  ['shard count', (r) => r.shard?.total],
  ['selection of checks (--properties, --scenarios, --expectations)', (r) => r.shard?.plan],
  ['expectations file', (r) => r.expectations?.file],
];

/** Read every folder and check they are all the shares of one run; sorted by shard index. */
export async function readShards(dirs: readonly string[], cwd: string): Promise<readonly ShardReport[]> {
  const shards: ShardReport[] = [];
  for (const dir of dirs) shards.push(await readShard(dir, cwd));
  const [first, ...rest] = shards;
  if (first === undefined) throw bad('no shard folders given');
  for (const other of rest) {
    for (const [what, get] of SAME) {
      const [a, b] = [JSON.stringify(get(other.report)), JSON.stringify(get(first.report))];
      if (a !== b)
        throw bad(
          `${other.dir} and ${first.dir} are not shards of one run: different ${what} ` +
            `(${a?.slice(0, 80)} vs ${b?.slice(0, 80)})`,
        );
    }
  }
  const total = first.report.shard.total;
  const byIndex = new Map<number, string>();
  for (const s of shards) {
    const earlier = byIndex.get(s.report.shard.index);
    if (earlier !== undefined) throw bad(`${s.dir} and ${earlier} are both shard ${s.report.shard.index}/${total}`);
    byIndex.set(s.report.shard.index, s.dir);
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((k) => !byIndex.has(k));
  if (missing.length > 0)
    throw bad(`shard ${missing.map((k) => `${k}/${total}`).join(', ')} missing: give all ${total} shard folders`);
  return [...shards].sort((a, b) => a.report.shard.index - b.report.shard.index);
}
