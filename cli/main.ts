#!/usr/bin/env node
/**
 * The `obverse` command line: `check` runs properties and scenarios against an
 * engine, `replay` plays one counterexample again, `rules` prints the clause matrix,
 * `editions` lists rules editions and diffs two, `spec check` compares a rules text file
 * with spec/, `engine --stdio` serves the reference engine, `diff` compares two reports, `dashboard` builds a
 * static site from many. Exit codes: 0 all as expected,
 * 1 unexpected failures, 2 bad usage or input, 3 the engine could not be loaded.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCheckArgs } from './check/options.js';
import { EngineLoadError, EXIT, UsageError } from './errors.js';
import { processIo, type Io } from './io.js';
import { packageVersion, shippedScenarios } from './paths.js';
import { ScenarioLoadError } from '../scenarios/problems.js';
import { scenarioUsageError } from './scenario-errors.js';
import { parseMergeArgs } from './merge/options.js';
import { parseReplayArgs } from './replay/options.js';
import {
  CHECK_USAGE,
  DASHBOARD_USAGE,
  DIFF_USAGE,
  EDITIONS_USAGE,
  ENGINE_USAGE,
  MAIN_USAGE,
  MERGE_USAGE,
  REPLAY_USAGE,
  RULES_USAGE,
  SPEC_USAGE,
} from './usage.js';

const COMMAND_USAGE: Readonly<Record<string, string>> = {
  check: CHECK_USAGE,
  replay: REPLAY_USAGE,
  rules: RULES_USAGE,
  engine: ENGINE_USAGE,
  editions: EDITIONS_USAGE,
  spec: SPEC_USAGE,
  merge: MERGE_USAGE,
  diff: DIFF_USAGE,
  dashboard: DASHBOARD_USAGE,
};

function dispatch(args: readonly string[], io: Io): number | Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.out(MAIN_USAGE);
    return command === undefined ? EXIT.usage : EXIT.ok;
  }
  if (command === '--version' || command === '-v') {
    io.out(packageVersion());
    return EXIT.ok;
  }
  if (command === 'check') {
    const options = parseCheckArgs(rest);
    if (options === null) {
      io.out(CHECK_USAGE);
      return EXIT.ok;
    }
    // Loaded only now, so bad usage is answered without loading the properties and the engine.
    return import('./check/index.js').then(({ runCheck }) => runCheck(options, io));
  }
  if (command === 'replay') {
    const options = parseReplayArgs(rest);
    if (options === null) {
      io.out(REPLAY_USAGE);
      return EXIT.ok;
    }
    return import('./replay/index.js').then(({ runReplay }) => runReplay(options, io));
  }
  // Each command loads what it needs when it is run: a process (a --jobs worker's engine, an engine served over
  // stdio, `obverse --help`) then starts without importing the others' modules.
  if (command === 'rules')
    return import('./rules.js').then(({ parseRulesArgs, runRules }) => {
      const options = parseRulesArgs(rest);
      if (options !== null) return runRules(options, io);
      io.out(RULES_USAGE);
      return EXIT.ok;
    });
  if (command === 'engine')
    return import('./engine-serve.js').then(({ parseEngineArgs, runEngineServe }) => {
      const options = parseEngineArgs(rest);
      if (options !== null) return runEngineServe(options, io);
      io.out(ENGINE_USAGE);
      return EXIT.ok;
    });
  if (command === 'editions')
    return import('./editions/index.js').then(({ parseEditionsArgs, runEditions }) => {
      const options = parseEditionsArgs(rest);
      if (options !== null) return runEditions(options, io);
      io.out(EDITIONS_USAGE);
      return EXIT.ok;
    });
  if (command === 'spec') return spec(rest, io);
  if (command === 'merge') {
    const options = parseMergeArgs(rest);
    if (options === null) {
      io.out(MERGE_USAGE);
      return EXIT.ok;
    }
    return import('./merge/index.js').then(({ runMerge }) => runMerge(options, io));
  }
  if (command === 'diff')
    return import('./diff/index.js').then(({ parseDiffArgs, runDiff }) => {
      const options = parseDiffArgs(rest);
      if (options !== null) return runDiff(options, io);
      io.out(DIFF_USAGE);
      return EXIT.ok;
    });
  if (command === 'dashboard')
    return import('./dashboard/index.js').then(({ parseDashboardArgs, runDashboard }) => {
      const options = parseDashboardArgs(rest);
      if (options !== null) return runDashboard(options, io);
      io.out(DASHBOARD_USAGE);
      return EXIT.ok;
    });
  throw new UsageError(`unknown command "${command}"`);
}

/** `obverse spec <subcommand>`: only `check` so far. */
async function spec(args: readonly string[], io: Io): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.out(SPEC_USAGE);
    return sub === undefined ? EXIT.usage : EXIT.ok;
  }
  if (sub !== 'check')
    throw new UsageError(`unknown spec subcommand "${sub}" (use: obverse spec check --rules <file>)`, 'spec');
  const { parseSpecCheckArgs, runSpecCheck } = await import('./spec-check.js');
  const options = parseSpecCheckArgs(rest);
  if (options === null) {
    io.out(SPEC_USAGE);
    return EXIT.ok;
  }
  return await runSpecCheck(options, io);
}

/** Run the CLI with `args` (without `node` and the script); returns the exit code. */
export async function main(args: readonly string[], io: Io = processIo): Promise<number> {
  try {
    return await dispatch(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`obverse: ${e.message}`);
      io.err(
        e.command !== undefined && COMMAND_USAGE[e.command] !== undefined
          ? `Run 'obverse ${e.command} --help' for usage.`
          : "Run 'obverse --help' for usage.",
      );
      return EXIT.usage;
    }
    if (e instanceof EngineLoadError) {
      io.err(`obverse: ${e.message}`);
      return EXIT.engine;
    }
    if (e instanceof ScenarioLoadError) {
      // Commands that read only the package's own scenarios (editions diff, spec check) and did not say so.
      const { message } = scenarioUsageError(e, args[0] ?? 'obverse', { kind: 'shipped', dir: shippedScenarios() });
      io.err(`obverse: ${message}`);
      return EXIT.usage;
    }
    io.err(`obverse: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return EXIT.failures;
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  const code = await main(process.argv.slice(2));
  // After Ctrl-C or SIGTERM the interrupted property may still be running: leave now.
  if (code === 130 || code === 143) process.exit(code);
  process.exitCode = code;
}
