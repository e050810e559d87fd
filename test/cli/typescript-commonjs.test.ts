/**
 * `--engine ./adapter.ts` in a project whose package.json says `"type": "commonjs"` (what `npm init -y` writes
 * with npm 11) or says no type at all: the adapter, written with `import` and `export default` as the docs show,
 * loads and runs (issue 22: it exited 3 with "Cannot require() ES Module ... in a cycle"). It imports an ES
 * module (the fake engine) and a sibling TypeScript module by its `.js` name, as a TypeScript project would.
 * typescript-engine.test.ts covers `"type": "module"` and `.mts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN, ROOT } from '../support/cli.js';

const fake = join(import.meta.dirname, 'fixtures/fake-engine.mjs');

const SCENARIO = {
  format: 'obverse-scenario/1',
  id: 'test/cjs-pass',
  title: 'Transform shows the back face',
  description: 'A TypeScript adapter in a CommonJS project plays a scenario.',
  rules: ['712.18'],
  mechanics: ['transform'],
  setup: {
    players: [{ id: 'P1', battlefield: [{ card: 'c1' }] }, { id: 'P2' }],
    cards: {
      c1: {
        layout: 'nonmodal-dfc',
        faces: [
          { name: 'Front', types: ['Creature'] },
          { name: 'Back', types: ['Creature'] },
        ],
      },
    },
  },
  steps: [
    {
      do: { kind: 'transform', object: { $card: 'c1' } },
      expect: { views: { P2: [{ object: { $card: 'c1' }, match: { face: 'back' } }] } },
    },
  ],
};

const NAMING = `export interface Naming { readonly name: string }
export const naming: Naming = { name: 'commonjs-typescript-engine' } satisfies Naming;
`;

const ADAPTER = `import type { EngineAdapter } from '${join(ROOT, 'api/index.js')}';
import fake from ${JSON.stringify(fake)};
import { naming } from './naming.js';

const adapter: EngineAdapter = {
  describe: () => ({ ...(fake.describe() as ReturnType<EngineAdapter['describe']> & object), name: naming.name }),
  start: (setup) => fake.start(setup),
};
export default adapter;
`;

/** What `npm init -y` writes with npm 11, and a package.json that names no type. */
const MANIFESTS = {
  'type commonjs (npm init -y)': { name: 'my-engine', version: '1.0.0', main: 'index.js', type: 'commonjs' },
  'no type': { name: 'my-engine', version: '1.0.0' },
};

describe('a TypeScript engine module in a CommonJS project', () => {
  for (const [label, manifest] of Object.entries(MANIFESTS)) {
    it(`${label}: --engine ./adapter.ts loads and runs`, async () => {
      const dir = await mkdtemp(join(tmpdir(), 'obverse-ts-cjs-'));
      await mkdir(join(dir, 'cases'));
      await writeFile(join(dir, 'cases/pass.json'), JSON.stringify(SCENARIO));
      await writeFile(join(dir, 'naming.ts'), NAMING);
      await writeFile(join(dir, 'adapter.ts'), ADAPTER);
      await writeFile(join(dir, 'package.json'), JSON.stringify(manifest));
      const r = spawnSync(
        process.execPath,
        [MAIN, 'check', '--engine', './adapter.ts', '--scenarios', 'cases', '--properties', 'test/*'],
        { cwd: dir, encoding: 'utf8', timeout: 600_000, env: { ...process.env, NODE_OPTIONS: '' } },
      );
      expect(r.stderr).toBe('');
      expect(r.status, r.stdout).toBe(0);
      expect(r.stdout).toContain('obverse check: commonjs-typescript-engine 1.2.3');
      expect(r.stdout).toMatch(/^PASS {2}scenario test\/cjs-pass /m);
    });
  }
});
