/**
 * `obverse replay` of a counterexample on an engine that does not declare what it needs (issue 22):
 * it says not-supported, naming what is missing, instead of failing at the engine's `start`.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import mutant from '../../examples/mutants/face-down-has-a-name.js';
import { property } from '../../properties/708/face-down-no-name.js';
import { counterexampleFile } from '../../reports/files.js';
import { obverseInProcess } from '../support/cli.js';

describe('obverse replay on an engine without the mechanics', () => {
  it('says not-supported with what the case needs, and plays nothing', async () => {
    const r = await property.check(mutant, { runs: 100, seed: 1, maxShrinks: 10 });
    expect(r.status).toBe('failed');
    const ce = r.counterexample;
    if (ce === undefined) throw new Error('no counterexample');
    const dir = await mkdtemp(join(tmpdir(), 'obverse-replay-ns-'));
    const file = join(dir, 'ce.json');
    const content = counterexampleFile(
      { ...r, counterexample: ce },
      { engine: { name: 'm', version: '1' }, edition: '2026-04-17', runs: 100 },
    );
    await writeFile(file, JSON.stringify(content));
    const replay = await obverseInProcess(['replay', file, '--engine', 'examples/engines/transform-only']);
    expect(replay.err).toBe('');
    expect(replay.code).toBe(0);
    const said = /^N\/S: 708\/face-down-no-name is not supported by transform-only-example: (.*); nothing was played$/m;
    expect(said.exec(replay.out)?.[1]).toMatch(/morph|manifest|cloak/);
    expect(replay.out).not.toMatch(/start|FAIL/);
  }, 600_000);
});
