/**
 * What `obverse check` prints for a partial engine and for failures (issue 22): the not-supported
 * results folded into one line counting what the engine does not declare (`--show-not-supported`
 * lists them one by one), and each failure's `obverse replay <file>` command after the run.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notSupportedLine } from '../../cli/check/output.js';
import type { PropertyResult } from '../../reports/report.js';
import { obverseInProcess as obverse } from '../support/cli.js';

const result = (id: string, message: string): PropertyResult => ({
  id,
  kind: 'property',
  description: '',
  rules: [],
  mechanics: [],
  status: 'not-supported',
  runs: 0,
  durationMs: 0,
  message,
});

describe('the not-supported line', () => {
  it('counts the results and what they need, most needed first', () => {
    const line = notSupportedLine([
      result('a', 'engine does not declare: copy'),
      result('b', 'engine does not declare: morph or manifest, copy'),
      result('c', 'the engine does not declare: meld'),
      result('d', 'not in the rules of edition 2011-09-30: cloak (since 2024-11-08)'),
    ]);
    expect(line).toBe(
      'N/S   4 not supported (not declared: copy 2, meld 1, morph or manifest 1; 1 for other reasons); ' +
        '--show-not-supported lists them',
    );
    expect(notSupportedLine([{ ...result('e', ''), status: 'passed' }])).toBeNull();
  });

  // What is printed is the point here, not the process: through the CLI's main, in process (a real process's
  // output: test/cli/cli.test.ts, test/cli/pipe.test.ts).
  it('folds N/S lines by default, and --show-not-supported prints each', async () => {
    // The built example and one check at a time: what is printed is the point here, not loading TypeScript
    // (test/examples/transform-only-engine.test.ts) nor --jobs (test/cli/jobs.test.ts).
    const args = ['check', '--engine', 'dist/examples/engines/transform-only', '--runs', '2', '--jobs', '1'];
    const only = ['--properties', '712/copy-takes-face-up,712/transform-keeps-identity,foundation/*'];
    const folded = await obverse([...args, ...only, '--out', await mkdtemp(join(tmpdir(), 'obverse-fold-'))]);
    expect(folded.code).toBe(0);
    expect(folded.out).not.toMatch(/^N\/S {3}(property|scenario) /m);
    expect(folded.out).toMatch(/^N\/S {3}\d+ not supported \(not declared: .*copy \d+.*\); --show-not-supported/m);
    // At 2 runs its one judged game may reach no transform: then it says so (issue 39), neither PASS nor FAIL.
    expect(folded.out).toMatch(/^(PASS {2}|N\/R {3})property 712\/transform-keeps-identity/m);
    const out = await mkdtemp(join(tmpdir(), 'obverse-fold-'));
    const listed = await obverse([...args, ...only, '--show-not-supported', '--out', out]);
    expect(listed.out).toMatch(/^N\/S {3}property 712\/copy-takes-face-up {2}engine does not declare: copy$/m);
    expect(listed.out).not.toMatch(/not supported \(not declared/);
  }, 600_000);

  it('prints the replay command of each failure after the run', async () => {
    const out = await mkdtemp(join(tmpdir(), 'obverse-replay-line-'));
    const mutant = 'dist/examples/mutants/back-face-mana-value-zero.js';
    // Not shrunk: the line is printed for any counterexample (shrinking 20 times cost 1.5 CPU-s here).
    const only = ['--properties', '712/mana-value-by-face', '--runs', '40', '--max-shrinks', '0', '--jobs', '1'];
    const r = await obverse(['check', '--engine', mutant, ...only, '--out', out]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `replay 712/mana-value-by-face: npx obverse replay ${join(out, 'counterexamples/712-mana-value-by-face.json')}`,
    );
  }, 600_000);
});
