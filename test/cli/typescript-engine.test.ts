/**
 * `--engine ./adapter.ts` and `.mts` load with no flags: the CLI registers tsx's loader
 * for TypeScript paths. The adapters here use TypeScript-only syntax and import a
 * sibling TypeScript module by its `.js` name, as a TypeScript project would.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');
const fake = pathToFileURL(join(import.meta.dirname, 'fixtures/fake-engine.mjs')).href;

const SCENARIO = {
  format: 'obverse-scenario/1',
  id: 'test/ts-pass',
  title: 'Transform shows the back face',
  description: 'A TypeScript adapter plays a scenario.',
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
export const naming: Naming = { name: 'typescript-engine' } satisfies Naming;
`;

const adapter = (extension: string): string => `import type { EngineAdapter } from '${join(root, 'api/index.js')}';
import fake from '${fake}';
import { naming } from './naming.${extension}';

const adapter: EngineAdapter = {
  describe: () => ({ ...(fake.describe() as ReturnType<EngineAdapter['describe']> & object), name: naming.name }),
  start: (setup) => fake.start(setup),
};
export default adapter;
`;

describe('TypeScript engine modules', () => {
  for (const extension of ['ts', 'mts']) {
    it(`--engine adapter.${extension} loads without flags and runs`, async () => {
      const dir = await mkdtemp(join(tmpdir(), 'obverse-ts-'));
      await mkdir(join(dir, 'cases'));
      await writeFile(join(dir, 'cases/pass.json'), JSON.stringify(SCENARIO));
      await writeFile(join(dir, `naming.${extension}`), NAMING);
      await writeFile(join(dir, `adapter.${extension}`), adapter(extension === 'ts' ? 'js' : 'mjs'));
      await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'my-engine', type: 'module' }));
      const r = spawnSync(
        process.execPath,
        [main, 'check', '--engine', `./adapter.${extension}`, '--scenarios', 'cases', '--properties', 'test/*'],
        { cwd: dir, encoding: 'utf8', timeout: 600_000, env: { ...process.env, NODE_OPTIONS: '' } },
      );
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('obverse check: typescript-engine 1.2.3');
      expect(r.stdout).toMatch(/^PASS {2}scenario test\/ts-pass /m);
    });
  }
});
