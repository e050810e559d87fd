/**
 * The engine-side reproduction of a counterexample (issues 21 and 38): replay its actions on the engine up
 * to and including the failing step, ask the engine for its reproduction of the game with the failure it
 * should show (`GameSession.reproduce`, the protocol's `reproduce`), then run it: a verdict is confirmed
 * only when the engine alone shows the deviation (exit 1). Engines without `reproduce` give nothing and
 * are told nothing; anything going wrong here leaves the verdict as it was, at most unconfirmed.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  EngineAdapter,
  EngineReproduction,
  GameSession,
  ReproductionCheck,
  ReproductionRun,
} from '../../adapter/engine-adapter.js';
import type { Counterexample } from '../../reports/report.js';

/** How long a reproduction may run before it is stopped (and the verdict stays unconfirmed). */
export const REPRODUCTION_TIMEOUT_MS = 300_000;
const OUTPUT_LINES = 20;

/** What the counterexample's failed check saw, as the engine is told it. */
export function reproductionCheck(ce: Counterexample): ReproductionCheck {
  return { message: ce.message, expected: ce.expected, actual: ce.actual };
}

/** The engine's reproduction (undefined: the engine has no `reproduce`) and whether it reproduces. */
export interface EngineReproductionOutcome {
  readonly reproduction?: EngineReproduction;
  readonly run?: ReproductionRun;
}

const unconfirmed = (reason: string): ReproductionRun => ({ reproduces: false, exitCode: null, reason, output: [] });

/** Ask the engine for its reproduction of `ce` and run it. */
export async function engineReproduction(
  adapter: EngineAdapter,
  ce: Counterexample,
  timeoutMs = REPRODUCTION_TIMEOUT_MS,
): Promise<EngineReproductionOutcome> {
  let session: GameSession;
  try {
    session = await adapter.start(ce.setup);
  } catch {
    return {};
  }
  let reproduction: EngineReproduction | undefined;
  try {
    if (session.reproduce === undefined) return {};
    // Right after setup (-1), the engine reproduces the setup itself: no action is applied.
    for (const action of ce.actions.slice(0, ce.failingStep + 1)) await session.apply(action);
    reproduction = (await session.reproduce(reproductionCheck(ce))) ?? undefined;
  } catch (e) {
    return { run: unconfirmed(`the engine gave no reproduction: ${e instanceof Error ? e.message : String(e)}`) };
  } finally {
    try {
      await session.close?.();
    } catch {
      // A failing close is reported by the run itself, not here.
    }
  }
  if (reproduction === undefined) return { run: unconfirmed('the engine gave no reproduction') };
  return { reproduction, run: await runReproduction(reproduction, timeoutMs) };
}

/** Write the reproduction's script and state in a temporary folder and run its `run` command there. */
export async function runReproduction(r: EngineReproduction, timeoutMs = REPRODUCTION_TIMEOUT_MS) {
  if (r.run === undefined || r.run.length === 0) return unconfirmed('the reproduction gives no command to run it');
  const dir = await mkdtemp(join(tmpdir(), 'obverse-reproduction-'));
  try {
    const files = { script: join(dir, 'repro'), state: join(dir, 'engine-state.json') };
    await writeFile(files.script, r.script);
    await writeFile(files.state, `${JSON.stringify(r.state)}\n`);
    const argv = r.run.map((word) => word.replace('{script}', files.script).replace('{state}', files.state));
    return await runCommand(argv, dir, timeoutMs);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runCommand(argv: readonly string[], cwd: string, timeoutMs: number): Promise<ReproductionRun> {
  return new Promise((resolve) => {
    const [command, ...args] = argv as [string, ...string[]];
    const out: string[] = [];
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => out.push(...chunk.toString('utf8').split('\n'));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    const finish = (exitCode: number | null, reason?: string) => {
      clearTimeout(timer);
      const output = out.filter((l) => l.trim() !== '').slice(-OUTPUT_LINES);
      const reproduces = exitCode === 1;
      resolve({ reproduces, exitCode, ...(reproduces ? {} : { reason: reason ?? whyNot(exitCode) }), output });
    };
    child.on('error', (e) => finish(null, `it could not be started: ${e.message}`));
    child.on('close', (code) => finish(timedOut ? null : code, timedOut ? `stopped after ${timeoutMs} ms` : undefined));
  });
}

function whyNot(exitCode: number | null): string {
  if (exitCode === 0) return 'the engine alone does not show the deviation (exit 0)';
  return `the reproduction could not tell (exit ${exitCode})`;
}
