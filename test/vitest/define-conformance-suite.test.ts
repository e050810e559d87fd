/**
 * `defineConformanceSuite` from `obverse/vitest`, through the example in
 * examples/vitest/: one vitest test per check, named by its id; it passes on the
 * reference engine, and on a mutant the failing test's message is the counterexample
 * story with the replay command.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { suiteChecks } from '../../suite/run.js';

const root = join(import.meta.dirname, '../..');
const SELECTED = '712/only-double-faced-transform,712/transform-keeps-identity,dfc/seed-000-r18-*,rules/712.5*';

interface JsonReport {
  readonly testResults: readonly {
    readonly assertionResults: readonly { title: string; status: string; failureMessages: string[] }[];
  }[];
}

async function runExample(
  engine?: string,
): Promise<{ code: number | null; tests: JsonReport['testResults'][0]['assertionResults'] }> {
  const out = join(await mkdtemp(join(tmpdir(), 'obverse-vitest-')), 'report.json');
  // A clean environment: the outer vitest's variables must not leak into the inner run.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      // The example's configuration, with our dist/ loaded as an installed package's would be (example.config.ts).
      'test/vitest/example.config.ts',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 900_000,
      env: { ...env, NODE_OPTIONS: '', OBVERSE_PROPERTIES: SELECTED, ...(engine ? { OBVERSE_ENGINE: engine } : {}) },
    },
  );
  const report = JSON.parse(await readFile(out, 'utf8')) as JsonReport;
  return { code: r.status, tests: report.testResults.flatMap((f) => f.assertionResults) };
}

describe('defineConformanceSuite (obverse/vitest)', () => {
  it('registers one test per selected check, named by its id, all passing on the reference engine', async () => {
    const { code, tests } = await runExample();
    const ids = (await suiteChecks({ properties: SELECTED.split(',') })).map((c) => c.id);
    expect(ids.length).toBeGreaterThan(3);
    expect(tests.map((t) => t.title)).toEqual(ids);
    expect(tests.filter((t) => t.status !== 'passed')).toEqual([]);
    expect(code).toBe(0);
  }, 900_000);

  it('fails on a mutant with the counterexample story and the replay command as the message', async () => {
    // The built mutant: loading a TypeScript adapter is vitest's own work, and the source would be transformed.
    const engine = 'dist/examples/mutants/non-dfc-transforms.js';
    const { code, tests } = await runExample(engine);
    expect(code).toBe(1);
    const failed = tests.find((t) => t.title === '712/only-double-faced-transform');
    expect(failed?.status).toBe('failed');
    const message = failed?.failureMessages.join('\n') ?? '';
    expect(message).toContain('property 712/only-double-faced-transform failed');
    expect(message).toMatch(/counterexample \(seed 1, path [\d:]+\), failing at step \d+:/);
    expect(message).toMatch(/> \d+\. transform /);
    // Steps count from 1, as in the report's story (issue 22).
    const failing = Number(/failing at step (\d+):/.exec(message)?.[1]);
    expect(message).toMatch(new RegExp(`> ${failing}\\. transform `));
    // The replay command is `obverse replay <file>`, the counterexample file written for it (issue 22).
    const replay = /replay: npx obverse replay (\S+)$/m.exec(message);
    expect(replay?.[1]).toMatch(/counterexamples\/712-only-double-faced-transform\.json$/);
    const file = JSON.parse(await readFile(replay?.[1] ?? '', 'utf8')) as {
      format: string;
      engine: { module: string };
    };
    expect(file.format).toBe('obverse-counterexample/1');
    expect(file.engine.module).toBe(join(root, engine));
    expect(tests.find((t) => t.title === '712/transform-keeps-identity')?.status).toBe('passed');
  }, 900_000);
});
