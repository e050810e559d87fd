/**
 * The declaration beside the mechanics over the CLI (docs/adapter.md, "What an engine can play"): it reaches the
 * checks through the engine's handshake, an unknown name fails the handshake naming the valid ones (exit 3), a
 * property judging by an event the engine does not report is not-supported saying why, and the discarded games
 * are summed up at the end with their top reasons.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { obverseInProcess, ROOT } from '../support/cli.js';

const reference = JSON.stringify(join(ROOT, 'dist/engine/reference-adapter.js'));

async function engine(describe: string, apply = 'session.apply(action)'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'obverse-declaration-'));
  await writeFile(
    join(dir, 'engine.mjs'),
    `import { referenceEngine } from ${reference};\n` +
      `export default { describe: () => ({ ...referenceEngine.describe(), ${describe} }), ` +
      `start: async (setup) => { const session = await referenceEngine.start(setup); ` +
      `return { apply: (action) => ${apply}, observe: (v) => session.observe(v) }; } };\n`,
  );
  return dir;
}

describe('the declaration over the CLI', () => {
  it('an unknown ability kind fails the handshake, listing the valid ones', async () => {
    const dir = await engine("abilities: ['keyword', 'flying']");
    const run = await obverseInProcess(['check', '--engine', 'engine.mjs', '--runs', '1', '--out', 'r'], dir);
    expect(run.code, run.out + run.err).toBe(3);
    expect(run.err).toContain('describe() names ability kinds that do not exist in abilities: "flying"; valid names:');
  });

  it('events reach the checks, and discarded games are summed up with their reasons', async () => {
    const dir = await engine(
      "events: ['zone-change', 'entered', 'no-effect', 'turned-face-up']",
      "action.kind === 'tap' ? { ok: false, rejection: { code: 'unsupported', clause: null, " +
        "message: 'no tapping' } } : session.apply(action)",
    );
    const run = await obverseInProcess(
      [
        'check',
        '--engine',
        'engine.mjs',
        '--runs',
        '20',
        '--jobs',
        '1',
        '--properties',
        '708/reveal-on-leaving,708/turn-face-up-same-object',
        '--out',
        'r',
        '--show-not-supported',
      ],
      dir,
    );
    expect(run.out).toMatch(/N\/S {3}property 708\/reveal-on-leaving {2}the engine does not report `revealed` events/);
    expect(run.out).toMatch(/^discarded as unsupported: \d+ of \d+ generated games \(\d+%\); most in /m);
    expect(run.out).toMatch(/^ +\d+ {2}tap: no tapping \(in 1 check\)$/m);
  }, 300_000);
});
