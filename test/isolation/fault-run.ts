/**
 * Running `obverse check` on a faulty engine (test/isolation/fixtures), for the fault-injection tests:
 * faults.test.ts (a few of each kind, `npm test`) and faults.e2e.test.ts (the rest, `npm run test:e2e`).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Report } from '../../reports/report.js';
import { type CliRun, obverseInProcess } from '../support/cli.js';

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');
const fixtures = join(import.meta.dirname, 'fixtures');
const PROPERTIES = ['712/transform-keeps-identity', 'general/conservation'];

export interface Run {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
  readonly report: Report | null;
}

let work = '';
/** Each fault's module, written once: concurrent tests of one fault (in process and over stdio) share the file. */
let modules = new Map<string, Promise<string>>();

/** Call in beforeAll: the built CLI is there, and a folder for the faulty modules and reports. */
export async function prepareFaults(): Promise<void> {
  expect(existsSync(main), 'npm run build first').toBe(true);
  work = await mkdtemp(join(tmpdir(), 'obverse-faults-'));
  modules = new Map<string, Promise<string>>();
}

/**
 * A module exporting the reference engine with `fault` injected. Written once per fault: writing it again for a
 * second test while the first test's engine (re)started from it let that engine read a file cut short ("has no
 * default export").
 */
export function faultyModule(fault: string): Promise<string> {
  const known = modules.get(fault);
  if (known !== undefined) return known;
  const file = join(work, `${fault}.mjs`);
  const helper = JSON.stringify(join(fixtures, 'faulty-engine.mjs'));
  const written = writeFile(
    file,
    `import { faultyEngine } from ${helper};\nexport default faultyEngine('${fault}');\n`,
  ).then(() => file);
  modules.set(fault, written);
  return written;
}

/** Hangs are tested with a small --timeout; every other case keeps the generous default. */
const HANGS = new Set(['loop', 'never']);

/**
 * `obverse check` on `engine` with a small plan. `inProcess` runs the CLI's `main` in this process, for a
 * `--engine-cmd` engine (the engine is still a process of its own, and the fault is its): it saves starting a
 * node for the suite. An `--engine` module keeps a child process: in process, its worker would load the suite's
 * TypeScript sources through tsx, which costs more than the process.
 */
export async function check(engine: readonly string[], name: string, inProcess = false): Promise<Run> {
  const out = join(work, `report-${name}`);
  const timeout = HANGS.has(name.replace(/^(module|stdio)-/, '')) ? ['--timeout', '1000'] : [];
  const args = [
    'check',
    ...engine,
    ...timeout,
    '--runs',
    '1',
    // One check at a time: these tests are about isolating a faulty engine, not about --jobs (test/cli/jobs.test.ts),
    // and 24 concurrent runs each starting a worker per core cost more than the faults themselves.
    '--jobs',
    '1',
    // Nor about shrinking: an error that leaves the engine running would otherwise be shrunk, game after game.
    '--max-shrinks',
    '0',
    '--properties',
    PROPERTIES.join(','),
    '--out',
    out,
  ];
  const run = inProcess ? await obverseInProcess(args, root) : await child(args);
  const report = await readFile(join(out, 'report.json'), 'utf8')
    .then((text) => JSON.parse(text) as Report)
    .catch(() => null);
  return { ...run, report };
}

/** The built CLI in a child process, its exit code and output. */
function child(args: readonly string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [main, ...args], { cwd: root });
    let out = '';
    let err = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
    proc.on('close', (code) => resolve({ code, out, err }));
  });
}

const node = JSON.stringify(process.execPath);
export const served = (module: string): string[] => [
  '--engine-cmd',
  `${node} ${JSON.stringify(main)} engine --stdio --engine ${JSON.stringify(module)}`,
];
/** test/isolation/fixtures/raw-engine.mjs with `fault`; with `log`, it appends its pid and each request's method. */
export const raw = (fault: string, log?: string): string[] => [
  '--engine-cmd',
  [
    node,
    JSON.stringify(join(fixtures, 'raw-engine.mjs')),
    fault,
    ...(log === undefined ? [] : [JSON.stringify(log)]),
  ].join(' '),
];

/** The folder of this run's faulty modules and reports (prepareFaults makes it). */
export const workFolder = (): string => work;

/** Every selected property reported (the run carried on), each an `error` whose reason matches. */
export function expectErrors(run: Run, reason: RegExp): void {
  expect(run.err, 'no stack trace of the suite').not.toMatch(/^\s+at /m);
  expect(run.code, run.out + run.err).toBe(1);
  expect(run.report, 'the report is written').not.toBeNull();
  const results = run.report?.properties ?? [];
  expect(results.map((r) => r.id).sort()).toEqual([...PROPERTIES].sort());
  for (const r of results) {
    expect(r.status, `${r.id}: ${r.message}`).toBe('error');
    expect(r.message).toMatch(reason);
    expect(r.counterexample?.setup.players.length).toBeGreaterThan(0);
    expect(r.counterexample?.actions.length).toBeGreaterThan(0);
  }
  expect(run.out).toMatch(reason);
}

export const MODULE_FAULTS: readonly (readonly [string, RegExp])[] = [
  ['loop', /did not answer within 1000 ms/],
  ['never', /did not answer within 1000 ms/],
  ['exit', /exit/],
  ['rejection', /nobody catches this|exited with code|had already stopped/],
  ['apply-undefined', /apply\([^)]*\) returned nothing \(undefined\)/],
  ['apply-malformed', /apply\([^)]*\) returned a result /],
  ['observe-null', /observe\('[^']+'\) returned null instead of a view/],
  ['observe-wrong-types', /observe\('[^']+'\) returned a view whose gameOver must be boolean/],
];

/** The faults `npm test` injects (faults.test.ts); faults.e2e.test.ts injects the others. */
export const FAST_MODULE_FAULTS: ReadonlySet<string> = new Set(['loop', 'observe-null']);
export const FAST_STDIO_FAULTS: ReadonlySet<string> = new Set(['exit']);

/** Over stdio, a process that exits or rejects is seen as a process that stopped. */
export function stdioReason(fault: string, reason: RegExp): RegExp {
  if (fault === 'exit') return /exited with code 0|had already stopped/;
  if (fault === 'rejection') return /exited with code|had already stopped/;
  return reason;
}
