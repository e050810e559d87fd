/**
 * Running a setup and a sequence of steps through an adapter, recording the result
 * and every view after each step. Engine exceptions and timeouts end the trace and
 * are recorded as `failure` (status `error`), never thrown.
 */
import type { Action } from '../../adapter/action.js';
import { actionNeeds, unmetNeeds } from '../../adapter/mechanic-needs.js';
import { unplayableActionKinds } from '../../adapter/ability-needs.js';
import { factsOfView } from '../../adapter/action-features.js';
import { type Declaration, untakenParts } from '../../adapter/declaration.js';
import type { ActionResult, EngineAdapter, GameSession } from '../../adapter/engine-adapter.js';
import type { GameSetup } from '../../model/setup.js';
import { resolveStep, type ResolvedStep } from '../../generators/resolve-step.js';
import type { GeneratedStep } from '../../generators/steps.js';
import { allObjects } from '../../model/view-read.js';
import { applyThenObserve, observeAll, type Snapshot, type ViewReads } from './snapshot.js';
import { withTimeout } from './timeout.js';
import { isEngineFault } from '../../isolation/fault.js';
import { isSetupNotSupported } from '../../adapter/setup-not-supported.js';
import type { RunOptions } from '../run-options.js';
import { DEFAULT_EDITION, type RulesEdition } from '../../model/rules-edition.js';

/** One action given to the engine, with the game before and after. */
export interface StepRecord {
  /** Position among the actions given to the engine (the counterexample's `actions`). */
  readonly index: number;
  /** Position in the abstract step list (null when replaying concrete actions). */
  readonly stepIndex: number | null;
  readonly step: GeneratedStep | null;
  readonly action: Action;
  /** Readable line, e.g. `cloak top of P1 library`. */
  readonly text: string;
  readonly result: ActionResult;
  readonly before: Snapshot;
  readonly after: Snapshot;
}

/** An engine exception or timeout: what was being done when it happened. */
export interface EngineFailure {
  readonly phase: 'start' | 'apply' | 'observe';
  readonly message: string;
  /** The action being applied or observed after, if any. */
  readonly action: Action | null;
  readonly text: string | null;
  /** The engine's last lines on stderr, when it is isolated and said something. */
  readonly lastWords?: readonly string[];
  /** A fault (timeout, crash, exit, malformed answer, protocol violation): never shrunk (harness/fault-latch.ts). */
  readonly engineStopped?: true;
}

export interface Trace {
  readonly setup: GameSetup;
  /** Views right after setup (null if the engine failed to start). */
  readonly initial: Snapshot | null;
  readonly records: readonly StepRecord[];
  /** Abstract steps whose indices did not resolve (their precondition failed). */
  readonly skipped: readonly { readonly stepIndex: number; readonly reason: string }[];
  readonly failure: EngineFailure | null;
  /** The engine rejected an action with the coded rejection `unsupported`: the run is discarded, not judged. */
  readonly unsupported?: Unsupported | null;
  /** The rules edition the trace is checked against (spec/editions.ts); absent: the newest. */
  readonly edition?: RulesEdition;
}

/** How a trace runs: the run options' timeout, and the mechanics its steps keep to. */
export interface TraceOptions extends Pick<RunOptions, 'timeoutMs'> {
  /**
   * The engine's declared mechanics: a step whose action needs others is skipped, so the
   * game keeps to the core and these (`adapter/mechanic-needs.ts`). Default: no limit.
   */
  readonly mechanics?: readonly string[];
  /** The rules edition the checks follow (default: the newest). */
  readonly edition?: RulesEdition;
  /** The engine's whole declaration, when it lists ability kinds: a step bringing another is skipped. */
  readonly declaration?: Declaration;
  /** Which views to observe after setup and each step (default: every view). */
  readonly reads?: ViewReads;
}

/** An action the engine answered with the `unsupported` rejection, or a setup it cannot build (`start`). */
export interface Unsupported {
  readonly kind: Action['kind'] | 'start';
  readonly text: string;
  readonly message: string;
}

/** The rejection code by which an engine says it does not implement an action (docs/adapter.md). */
export const UNSUPPORTED = 'unsupported';

type Source = (
  snapshot: Snapshot,
  goneIds: readonly string[],
  position: number,
  records: readonly StepRecord[],
) => (ResolvedStep & { readonly step: GeneratedStep | null; readonly stepIndex: number | null }) | null;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

let lastYield = performance.now();

/**
 * An in-process engine answers in microtasks only, which would keep timers and signals
 * (Ctrl-C) waiting until a whole check ends: give them a turn every 50 ms of games.
 */
async function letSignalsIn(): Promise<void> {
  if (performance.now() - lastYield < 50) return;
  await new Promise((resolve) => setImmediate(resolve));
  lastYield = performance.now();
}

/**
 * An isolated engine's error carries its last words; a fault (a timeout, a crash, an exit, a malformed answer:
 * isolation/fault.ts) is marked, so that it is not shrunk.
 */
export function lastWords(e: unknown): { readonly lastWords?: readonly string[]; readonly engineStopped?: true } {
  const words = (e as { lastWords?: unknown } | null)?.lastWords;
  return {
    ...(Array.isArray(words) && words.length > 0 ? { lastWords: words as string[] } : {}),
    ...(isEngineFault(e) ? { engineStopped: true as const } : {}),
  };
}

async function run(adapter: EngineAdapter, setup: GameSetup, next: Source, options: TraceOptions): Promise<Trace> {
  const players = setup.players.map((p) => p.id);
  const records: StepRecord[] = [];
  const skipped: { stepIndex: number; reason: string }[] = [];
  const t = options.timeoutMs;
  await letSignalsIn();
  const edition = options.edition ?? DEFAULT_EDITION;
  let session: GameSession;
  try {
    session = await withTimeout(Promise.resolve(adapter.start(setup)), t, 'start');
  } catch (e) {
    // The engine cannot build this setup (adapter/setup-not-supported.ts): discarded, not an error.
    const cannot = isSetupNotSupported(e);
    return {
      setup,
      initial: null,
      records,
      skipped,
      failure: cannot ? null : { phase: 'start', message: message(e), action: null, text: null, ...lastWords(e) },
      unsupported: cannot ? { kind: 'start', text: 'start the setup', message: message(e) } : null,
      edition,
    };
  }
  let failure: EngineFailure | null = null;
  let unsupported: Unsupported | null = null;
  let initial: Snapshot | null = null;
  try {
    initial = await withTimeout(observeAll(session, players, options.reads), t, 'observe');
    const seen = new Set(allObjects(initial.referee).map((o) => o.id));
    let current = initial;
    for (let position = 0; ; position++) {
      const present = new Set(allObjects(current.referee).map((o) => o.id));
      const resolved = next(
        current,
        [...seen].filter((id) => !present.has(id)),
        position,
        records,
      );
      if (resolved === null) break;
      if (!resolved.ok) {
        skipped.push({ stepIndex: resolved.stepIndex ?? position, reason: resolved.skipped });
        continue;
      }
      const unmet = options.mechanics === undefined ? [] : unmetNeeds(actionNeeds(resolved.action), options.mechanics);
      if (unmet.length > 0) {
        skipped.push({
          stepIndex: resolved.stepIndex ?? position,
          reason: `needs an undeclared mechanic (${unmet.map((n) => `${n.what}: ${n.anyOf.join(' or ')}`).join('; ')})`,
        });
        continue;
      }
      // An ability of a kind the engine does not declare (adapter/declaration.ts) is kept out of its games too.
      const refused = options.declaration ? unplayableActionKinds(resolved.action, options.declaration) : [];
      if (refused.length > 0) {
        skipped.push({
          stepIndex: resolved.stepIndex ?? position,
          reason: `brings ability kinds ${refused.join(', ')}`,
        });
        continue;
      }
      // An action kind or feature the engine does not take by its own routes (adapter/action-features.ts) likewise.
      const untaken = options.declaration
        ? untakenParts(resolved.action, factsOfView(current.referee), options.declaration)
        : [];
      if (untaken.length > 0) {
        skipped.push({
          stepIndex: resolved.stepIndex ?? position,
          reason: `not taken by the engine: ${untaken.join(', ')}`,
        });
        continue;
      }
      let result: ActionResult;
      let step: ReturnType<typeof applyThenObserve>;
      try {
        // Inside the try: an in-process engine's apply may throw as it is called.
        step = applyThenObserve(session, resolved.action, players, options.reads);
        result = await withTimeout(step.result, t, 'apply');
      } catch (e) {
        failure = {
          phase: 'apply',
          message: message(e),
          action: resolved.action,
          text: resolved.text,
          ...lastWords(e),
        };
        break;
      }
      if (!result.ok && result.rejection.code === UNSUPPORTED) {
        unsupported = { kind: resolved.action.kind, text: resolved.text, message: result.rejection.message };
        break;
      }
      let after: Snapshot;
      try {
        after = await withTimeout(step.after(), t, 'observe');
      } catch (e) {
        failure = {
          phase: 'observe',
          message: message(e),
          action: resolved.action,
          text: resolved.text,
          ...lastWords(e),
        };
        break;
      }
      for (const o of allObjects(after.referee)) seen.add(o.id);
      records.push({
        index: records.length,
        stepIndex: resolved.stepIndex,
        step: resolved.step,
        action: resolved.action,
        text: resolved.text,
        result,
        before: current,
        after,
      });
      current = after;
    }
  } catch (e) {
    failure = { phase: 'observe', message: message(e), action: null, text: null, ...lastWords(e) };
  } finally {
    try {
      await session.close?.();
    } catch {
      // A failing close does not change what was observed.
    }
  }
  return { setup, initial, records, skipped, failure, unsupported, edition };
}

/** Run abstract steps, resolving each against the referee view of the moment. */
export function runSteps(
  adapter: EngineAdapter,
  setup: GameSetup,
  steps: readonly GeneratedStep[],
  options: TraceOptions = {},
): Promise<Trace> {
  let i = 0;
  return run(
    adapter,
    setup,
    (snap, goneIds, _position, records) => {
      const step = steps[i];
      if (step === undefined) return null;
      const stepIndex = i++;
      return { ...resolveStep({ view: snap.referee, goneIds, history: records }, step), step, stepIndex };
    },
    options,
  );
}

/**
 * Run concrete actions (ids as a previous run of the same engine issued them), e.g. to replay or compare;
 * `translate` gives each action as this engine is to take it, from its view of the moment (another engine's ids).
 */
export function runActions(
  adapter: EngineAdapter,
  setup: GameSetup,
  actions: readonly Action[],
  texts: readonly string[] = [],
  options: TraceOptions = {},
  translate?: (action: Action, current: Snapshot, position: number) => Action,
): Promise<Trace> {
  return run(
    adapter,
    setup,
    (snap, _gone, position) => {
      const recorded = actions[position];
      if (recorded === undefined) return null;
      const action = translate === undefined ? recorded : translate(recorded, snap, position);
      return { ok: true, action, text: texts[position] ?? action.kind, step: null, stepIndex: null };
    },
    options,
  );
}
