/**
 * `obverse replay <counterexample.json>`: play one counterexample again on the engine
 * recorded in it (its module, or its command run again in the folder it ran in; or `--engine` /
 * `--engine-cmd`), print every step with what the referee and each player
 * see, mark the step where it breaks, and exit 1 if it still fails, 0 if it no longer
 * does. It writes no files, so the report it came from stays as it was.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pc from 'picocolors';
import { viewLines } from '../../reports/board-text.js';
import type { CounterexampleFile } from '../../reports/files.js';
import { clauseLines, setupLines } from '../../reports/story.js';
import { diffText } from '../../reports/diff.js';
import { clauseById } from '../../spec/index.js';
import { PROTOCOL } from '../../protocol/messages.js';
import { type LoadedEngine, loadEngineCommand, loadEngineModule, loadReferenceEngine } from '../engine.js';
import { EngineLoadError, EXIT } from '../errors.js';
import type { Io } from '../io.js';
import { readCounterexampleFile } from './file.js';
import { checkReplayable, judgeAgain, notSupportedReason, type Verdict } from './judge.js';
import type { ReplayOptions } from './options.js';

export { parseReplayArgs, type ReplayOptions } from './options.js';

/**
 * The engine given (`--engine`, `--engine-cmd`, run from here), else the one recorded in the file: its module, or
 * its command run again in the folder it ran in; else the reference engine if that is what found it.
 */
async function engineFor(file: CounterexampleFile, options: ReplayOptions, cwd: string): Promise<LoadedEngine> {
  const recorded = file.engine;
  const timeoutMs = options.timeoutMs ?? recorded.timeoutMs;
  const isolation = timeoutMs === undefined ? {} : { timeoutMs };
  if (options.engine !== undefined) return loadEngineModule(options.engine, cwd, isolation);
  if (options.engineCmd !== undefined) return loadEngineCommand(options.engineCmd, cwd, isolation);
  if (recorded.module !== undefined) return loadEngineModule(recorded.module, cwd, isolation);
  if (recorded.command !== undefined) {
    if (recorded.protocol !== undefined && recorded.protocol !== PROTOCOL) {
      throw new EngineLoadError(
        `the counterexample's engine command spoke ${recorded.protocol}, this obverse speaks ${PROTOCOL}: ` +
          'give an engine with --engine-cmd',
      );
    }
    const folder = recorded.cwd ?? cwd;
    // A report moved to another machine: say so, rather than the shell's "spawn /bin/sh ENOENT".
    if (!existsSync(folder)) {
      throw new EngineLoadError(
        `the counterexample's engine command ran in ${folder}, which does not exist here: ` +
          'give the engine with --engine-cmd "<command>" (run from the current folder)',
      );
    }
    return loadEngineCommand(recorded.command, folder, isolation);
  }
  const reference = await loadReferenceEngine();
  if (recorded.name !== reference.description.name) {
    throw new EngineLoadError(
      `the counterexample was found on "${recorded.name}" and records no engine module or command: ` +
        'give it with --engine or --engine-cmd',
    );
  }
  return reference;
}

function indent(lines: readonly string[], by = '      '): string[] {
  return lines.map((l) => `${by}${l}`);
}

/** The story of the replay: setup, each step with every view, the failing step marked. */
function story(file: CounterexampleFile, verdict: Verdict, color: boolean): string[] {
  const c = pc.createColors(color);
  const { trace } = verdict;
  const out = ['Setup:', ...indent(setupLines(file.counterexample.setup), '  ')];
  const board = (snapshot: NonNullable<typeof trace.initial>) => [
    ...['referee', ...Object.keys(snapshot.players)].flatMap((viewer) => {
      const view = viewer === 'referee' ? snapshot.referee : snapshot.players[viewer];
      return view === undefined ? [] : [`    ${viewer} sees:`, ...indent(viewLines(view))];
    }),
  ];
  const mark = (i: number) => (verdict.failingStep === i ? c.bold(c.red('  <-- fails here')) : '');
  if (trace.initial !== null) out.push(`After setup${mark(-1)}`, ...board(trace.initial));
  for (const r of trace.records) {
    const answer = r.result.ok ? 'accepted' : `rejected (${r.result.rejection.code})`;
    out.push(`Step ${r.index + 1}: ${r.text}: ${answer}${mark(r.index)}`, ...board(r.after));
  }
  if (trace.failure !== null)
    out.push(c.red(`The engine failed during ${trace.failure.phase}: ${trace.failure.message}`));
  return out;
}

/** Run `obverse replay`; returns the exit code. */
export async function runReplay(options: ReplayOptions, io: Io): Promise<number> {
  const file = await readCounterexampleFile(options.file, resolve(io.cwd, options.file));
  await checkReplayable(file);
  const engine = await engineFor(file, options, io.cwd);
  try {
    return await replayOn(file, engine, io);
  } finally {
    // Whatever the engine left open, the replay ends here.
    await engine.dispose();
  }
}

async function replayOn(file: CounterexampleFile, engine: LoadedEngine, io: Io): Promise<number> {
  const color = io.color === true;
  const c = pc.createColors(color);
  io.out(
    `obverse replay: ${file.kind} ${file.id} on ${engine.description.name} ${engine.description.version} ` +
      `(found on ${file.engine.name}, seed ${file.counterexample.seed})`,
  );
  const unsupported = await notSupportedReason(file, engine.description.mechanics);
  if (unsupported !== null) {
    // Starting the game would only make the engine fail at `start`: the case is outside what it implements.
    io.out(`N/S: ${file.id} is not supported by ${engine.description.name}: ${unsupported}; nothing was played`);
    return EXIT.ok;
  }
  const verdict = await judgeAgain(file, engine.adapter);
  for (const line of story(file, verdict, color)) io.out(line);
  if (!verdict.fails) {
    io.out(c.green(`PASS: ${file.id} no longer fails on ${engine.description.name}`));
    return EXIT.ok;
  }
  const where =
    verdict.failingStep === null
      ? ''
      : verdict.failingStep < 0
        ? ' right after setup'
        : ` at step ${verdict.failingStep + 1}`;
  io.out(c.bold(c.red(`FAIL${where}: ${verdict.message}`)));
  const summaries = Object.fromEntries(file.rules.map((id) => [id, clauseById(id)?.summary ?? '']));
  for (const line of clauseLines(file.rules, summaries)) io.out(`  ${line}`);
  if (verdict.expected !== undefined || verdict.actual !== undefined) {
    io.out('Expected (-) vs actual (+):');
    for (const line of diffText(verdict.expected, verdict.actual)) io.out(`  ${line}`);
  }
  return EXIT.failures;
}
