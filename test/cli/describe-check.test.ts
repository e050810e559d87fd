/**
 * A malformed `describe()` (mechanics that is not an array, a missing name, ...) is said as it is: which field,
 * what was found, what is expected; never an internal TypeError (issue 22: "description.mechanics.filter is
 * not a function"). Over the CLI it fails the handshake (exit 3); in process, the runner API throws the same.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { descriptionProblem } from '../../adapter/description-check.js';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { property as identity } from '../../properties/712/transform-keeps-identity.js';
import { runSuite } from '../../suite/run.js';
import { obverseInProcess, ROOT } from '../support/cli.js';

const good = { name: 'e', version: '1', contract: 'obverse-adapter/1', mechanics: ['transform'] };

describe('descriptionProblem', () => {
  it('accepts a well-formed description, with or without an edition', () => {
    expect(descriptionProblem(good)).toBeNull();
    expect(descriptionProblem({ ...good, mechanics: [], edition: '2026-04-17' })).toBeNull();
  });

  it('names the field, what was found and what is expected', () => {
    expect(descriptionProblem({ ...good, mechanics: 'transform' })).toBe(
      'describe() must give mechanics as an array of mechanic names (e.g. ["transform"], or [] for the core ' +
        'alone), found "transform" (a string)',
    );
    expect(descriptionProblem({ ...good, mechanics: undefined })).toMatch(/mechanics .*found nothing \(the field/);
    expect(descriptionProblem({ ...good, mechanics: [3] })).toMatch(
      /^describe\(\) names mechanics that do not exist: 3;/,
    );
    expect(descriptionProblem({ ...good, name: 7 })).toBe(
      'describe() must give name as a non-empty string, found 7 (a number)',
    );
    expect(descriptionProblem({ ...good, version: null })).toMatch(
      /version as a non-empty string, found null \(null\)/,
    );
    expect(descriptionProblem({ ...good, edition: 2026 })).toMatch(/edition, when it gives one, .*found 2026/);
    expect(descriptionProblem(null)).toMatch(/^describe\(\) must return an object/);
    expect(descriptionProblem({ ...good, contract: undefined })).toMatch(
      /contract "obverse-adapter\/1", found undefined/,
    );
  });
});

describe('a malformed describe() in a run', () => {
  it('obverse check --engine: exit 3 naming the field, no TypeError', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'obverse-describe-'));
    const reference = JSON.stringify(join(ROOT, 'dist/engine/reference-adapter.js'));
    await writeFile(
      join(dir, 'engine.mjs'),
      `import { referenceEngine } from ${reference};\n` +
        `export default { describe: () => ({ ...referenceEngine.describe(), mechanics: 'transform' }), ` +
        'start: (setup) => referenceEngine.start(setup) };\n',
    );
    // Through the CLI's main, in process (exit 3 as a shell sees it is test/cli/cli.test.ts's); the module still
    // loads in its own worker thread.
    const run = await obverseInProcess(['check', '--engine', 'engine.mjs', '--runs', '1', '--out', 'report'], dir);
    expect(run.code, run.out + run.err).toBe(3);
    expect(run.err).toContain(
      'obverse: engine module engine.mjs: handshake failed in the engine: describe() must give mechanics as an ' +
        'array of mechanic names',
    );
    expect(run.err).not.toMatch(/is not a function|TypeError/);
  });

  it('in process: runSuite throws the message; a property run directly is an error saying it', async () => {
    const engine: EngineAdapter = {
      describe: async () => ({ ...(await referenceEngine.describe()), mechanics: 'transform' }) as never,
      start: (setup) => referenceEngine.start(setup),
    };
    await expect(runSuite(engine, { runs: 1, properties: ['712/transform-keeps-identity'] })).rejects.toThrow(
      /^describe\(\) must give mechanics as an array/,
    );
    const r = await identity.check(engine, { runs: 1, seed: 1 });
    expect([r.status, r.message]).toEqual(['error', expect.stringMatching(/^describe\(\) must give mechanics/)]);
  });
});
