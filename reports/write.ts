/**
 * Writing a report folder so that no run is lost and no report is half old, half new:
 * every file is first written under a temporary name in its own folder, and only when
 * all are written are they renamed into place, one after another. If any write fails,
 * the temporary files are removed and the previous report stays as it was.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { COUNTEREXAMPLE_DIR, SCENARIO_DIR } from './files.js';
import type { Report } from './report.js';

/** One file of a report folder: its path relative to the folder, and its text. */
export interface ReportFile {
  readonly path: string;
  readonly content: string;
}

/** Serialise a report as it is stored: two-space JSON with a final newline. */
export function serialiseReport(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** Remove counterexample and scenario files of an earlier run that this set does not replace. */
async function removeStale(dir: string, keep: ReadonlySet<string>): Promise<void> {
  for (const sub of [COUNTEREXAMPLE_DIR, SCENARIO_DIR]) {
    let names: string[];
    try {
      names = await readdir(join(dir, sub));
    } catch {
      continue;
    }
    for (const name of names) {
      const path = `${sub}/${name}`;
      if (name.endsWith('.json') && !keep.has(path)) await rm(join(dir, path), { force: true });
    }
  }
}

/** Write the set of files into `dir` (created if needed), all together; returns their absolute paths. */
export async function writeReportFiles(dir: string, files: readonly ReportFile[]): Promise<readonly string[]> {
  const suffix = `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const staged: { readonly temp: string; readonly final: string }[] = [];
  try {
    for (const file of files) {
      const final = join(dir, file.path);
      await mkdir(dirname(final), { recursive: true });
      const temp = `${final}${suffix}`;
      staged.push({ temp, final });
      await writeFile(temp, file.content);
    }
  } catch (e) {
    await Promise.all(staged.map((s) => rm(s.temp, { force: true })));
    throw e;
  }
  for (const s of staged) await rename(s.temp, s.final);
  await removeStale(dir, new Set(files.map((f) => f.path)));
  return staged.map((s) => s.final);
}
