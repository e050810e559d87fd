/**
 * `npm run bench:discards [-- --runs N] [-- --engines transform-only,python,phase] [-- --seed N]`: issue 39's
 * target for generated games kept inside what an engine declares: each example engine's default check (`--jobs 1`,
 * built CLI), and from its report.json the generated games each check that ran discarded as unsupported. Prints,
 * per engine, the share of all generated games in the checks that ran discarded, against the target (at most 2 in
 * 10, the issue's wording: games of the checks that run), then the worst single check's share (shown, not the
 * target: a check with few runs that reached anything can lose most of them to one route) and the reasons given
 * most often.
 * The phase.rs adapter is measured only when its virtual environment exists (examples/engines/phase/setup.sh).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { discardSummary } from '../reports/discards.js';
import type { Report } from '../reports/report.js';

const ROOT = resolve(import.meta.dirname, '..');
/** At most this share of the generated games of the checks that run may be discarded (issue 39). */
const TARGET = 0.2;

const ENGINES: Readonly<Record<string, { readonly args: readonly string[]; readonly needs?: string }>> = {
  'transform-only': { args: ['--engine', 'examples/engines/transform-only'] },
  python: { args: ['--engine-cmd', 'python3 examples/engines/python/engine.py'] },
  phase: {
    args: ['--engine-cmd', 'examples/engines/phase/.venv/bin/python examples/engines/phase/adapter.py'],
    needs: 'examples/engines/phase/.venv/bin/python',
  },
};

const { values } = parseArgs({
  options: { runs: { type: 'string' }, seed: { type: 'string' }, engines: { type: 'string' } },
});
const runs = values.runs ?? '100';
const names = (values.engines ?? Object.keys(ENGINES).join(',')).split(',');

for (const name of names) {
  const engine = ENGINES[name];
  if (engine === undefined) throw new Error(`no example engine ${name}; known: ${Object.keys(ENGINES).join(', ')}`);
  if (engine.needs !== undefined && !existsSync(join(ROOT, engine.needs))) {
    console.log(`${name}: not measured (${engine.needs} is missing)`);
    continue;
  }
  const out = mkdtempSync(join(tmpdir(), 'obverse-discards-'));
  try {
    const args = ['dist/cli/main.js', 'check', ...engine.args, '--runs', runs, '--jobs', '1', '--out', out];
    if (values.seed !== undefined) args.push('--seed', values.seed);
    spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', stdio: 'ignore' });
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as Report;
    const s = discardSummary(report.properties);
    const worst = s.checks[0];
    const share = s.games === 0 ? 0 : s.discarded / s.games;
    const verdict = share <= TARGET ? 'met' : 'NOT met';
    console.log(
      `${name}: ${s.discarded} of ${s.games} generated games discarded in ${s.checks.length} checks ` +
        `(${(100 * share).toFixed(1)}%; target <= 2 in 10: ${verdict}); worst check ` +
        `${worst === undefined ? 'none' : `${worst.id} ${worst.discarded}/${worst.runs}`}`,
    );
    for (const c of s.checks.filter((x) => x.discarded > 0)) console.log(`  ${c.id}: ${c.discarded}/${c.runs}`);
    for (const r of s.reasons.slice(0, 5)) console.log(`  reason: ${r.games} games, ${r.checks} checks: ${r.reason}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
