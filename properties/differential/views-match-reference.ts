/**
 * Differential mode: the same generated games run on the engine under test and on the
 * reference engine; after setup and after every step, acceptance and every view (the
 * referee's and each player's, ids renamed canonically, an ability's description by presence only: its words are
 * the engine's own, canonical-ids.ts) must be equal. This is not a
 * rule property: it says where two engines differ, not which one is right, so it is
 * reported as its own kind (`differential`), separately from the properties.
 * The reference takes the actions the engine took (divergence.ts), so a failing game is minimised like a
 * property's and its recorded actions replay exactly on both engines.
 */
import fc from 'fast-check';
import { divergenceFrom, usableMechanics } from './divergence.js';
import { eventKindsFor } from './events-match.js';
import {
  allDiscarded,
  buildCounterexample,
  defaultCatalog,
  DiscardLog,
  discardReason,
  faultLatch,
  faultMark,
  shrinkBudgetFor,
  withShrinking,
  type EngineAdapter,
  OutcomeError,
  type PropertyDefinition,
  type PropertyResult,
  referenceEngine,
  referenceEngineFor,
  DEFAULT_EDITION,
  descriptionProblem,
  editionRules,
  type RulesEdition,
  withinEdition,
  declaredSetupArb,
  declarationOf,
  type RunOptions,
  runSteps,
  type Status,
  stepsArb,
  withGameLength,
  failureMatches,
  judge,
  type PropertyChecks,
  shrinkFurther,
  type TraceOptions,
  type Trace,
  runActions,
  type Counterexample,
} from '../harness/index.js';

export const DIFFERENTIAL_ID = 'differential/views-match-reference';

type Divergence = NonNullable<Awaited<ReturnType<typeof divergenceFrom>>>;

/**
 * The comparison as a property's checks (for the minimiser and `obverse replay`): the game the engine played
 * against the same actions on `reference`; a divergence `ignore` accepts (one the expectations file knows) passes.
 */
function checksFor(reference: EngineAdapter, ignore?: (mine: Trace, d: Divergence) => boolean): PropertyChecks {
  return {
    checkTrace: async (mine: Trace, adapter: EngineAdapter, options: TraceOptions) => {
      const events = eventKindsFor(await adapter.describe());
      const d = await divergenceFrom(mine, reference, await usableMechanics(adapter, options), options, events);
      return d === null || ignore?.(mine, d) === true ? null : d;
    },
  };
}

/**
 * The differential check against `reference` (the reference engine, normally). Under an older
 * rules edition it compares with `forEdition(edition)` (the reference engine of that edition).
 */
export function viewsMatchReference(
  reference: EngineAdapter,
  forEdition?: (edition: RulesEdition) => EngineAdapter,
): PropertyDefinition {
  const description =
    'After setup and every step, the engine accepts or rejects as the reference engine does, and every view ' +
    "equals the reference engine's (ids renamed).";
  const result = (
    status: Status,
    runs: number,
    start: number,
    extra: Partial<PropertyResult> = {},
  ): PropertyResult => ({
    id: DIFFERENTIAL_ID,
    kind: 'differential',
    description,
    rules: [],
    mechanics: [],
    status,
    runs,
    durationMs: Math.round(performance.now() - start),
    ...extra,
  });
  const definition: PropertyDefinition = {
    id: DIFFERENTIAL_ID,
    kind: 'differential',
    description,
    rules: [],
    mechanics: [],
    // Each run plays the game on both engines and compares every view.
    cost: 4,
    // The recorded actions on the engine, and the same actions on the reference engine of the edition.
    replay: async (adapter, setup, actions, texts, options) => {
      const edition = options.edition ?? DEFAULT_EDITION;
      const referenceNow = edition === DEFAULT_EDITION || forEdition === undefined ? reference : forEdition(edition);
      return judge(
        adapter,
        checksFor(referenceNow),
        await runActions(adapter, setup, actions, texts, options),
        options,
      );
    },
    async check(adapter: EngineAdapter, options: RunOptions): Promise<PropertyResult> {
      const start = performance.now();
      const description = await adapter.describe();
      const problem = descriptionProblem(description);
      if (problem !== null) return result('error', 0, start, { message: problem });
      const declared = description.mechanics;
      // Both engines play the same games, kept to the core and the mechanics the engine declares
      // that exist in the edition; under an older edition the reference plays by that edition.
      const edition = options.edition ?? DEFAULT_EDITION;
      const usable = withinEdition(declared, edition);
      // What else it declares (adapter/declaration.ts): the games keep to it as well.
      const declaration = declarationOf(description, usable);
      const traceOptions = {
        edition,
        mechanics: usable,
        declaration,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      };
      const referenceNow = edition === DEFAULT_EDITION || forEdition === undefined ? reference : forEdition(edition);
      const known = options.known?.[DIFFERENTIAL_ID];
      let knownSeen = 0;
      /** Whether the expectations file knows this divergence already. */
      const isKnown = (mine: Trace, d: Divergence): boolean => {
        const action = d.failingStep < 0 ? 'setup' : (mine.records[d.failingStep]?.action.kind ?? 'none');
        return known !== undefined && failureMatches(known, { message: d.violation.message, action });
      };
      const discards = new DiscardLog();
      const latch = faultLatch();
      const budget = shrinkBudgetFor(options);
      const prop = fc.asyncProperty(
        declaredSetupArb(
          { cards: { catalog: defaultCatalog() }, legendRule: editionRules(edition).legendRule },
          declaration,
        ),
        stepsArb(withGameLength(undefined, options)),
        async (setup, steps) => {
          latch.skipAfterFault();
          budget.attempt();
          const mine = await runSteps(adapter, setup, steps, traceOptions);
          discards.record(mine.unsupported ? discardReason(mine.unsupported) : null);
          if (mine.unsupported) return;
          const d = await divergenceFrom(mine, referenceNow, usable, traceOptions, eventKindsFor(description));
          // An engine that failed mid-game took fewer steps: that is its error, not a divergence.
          const cut = mine.failure !== null && d !== null && d.failingStep >= mine.records.length;
          if (d && !cut) {
            // A divergence the expectations file knows says nothing new: look on for another kind.
            if (isKnown(mine, d)) {
              knownSeen++;
              return;
            }
            budget.failed();
            throw new OutcomeError({ kind: 'violation', trace: mine, ...d });
          }
          if (mine.failure) {
            budget.failed();
            latch.note({ kind: 'engine-error', trace: mine });
            throw new OutcomeError({ kind: 'engine-error', trace: mine });
          }
        },
      );
      const details = await fc.check(prop, {
        numRuns: options.runs,
        seed: options.seed,
        ...(options.path === undefined ? {} : { path: options.path }),
      });
      const discarded = discards.summary(details.numRuns);
      const counted = discarded === undefined ? {} : { discarded };
      if (!details.failed && discarded !== undefined && discarded.runs === details.numRuns)
        return result('not-supported', details.numRuns, start, {
          ...counted,
          message: allDiscarded(discarded),
        });
      // Only the known divergence was found: report it (found again without passing over it, so it is shrunk and
      // replayable by seed and path), for the expectations file to recognise.
      if (!details.failed && knownSeen > 0) {
        const { [DIFFERENTIAL_ID]: _, ...others } = options.known ?? {};
        return definition.check(adapter, { ...options, known: others });
      }
      if (!details.failed) return result('passed', details.numRuns, start, counted);
      const err = details.errorInstance;
      if (!(err instanceof OutcomeError))
        return result('error', details.numRuns, start, {
          message: `differential check failed: ${err instanceof Error ? err.message : String(err)}`,
        });
      // The smallest game that still diverges the same way (a known divergence does not count), recorded itself.
      const failing = details.counterexample;
      const since = budget.firstFailureAt();
      const stage = { adapter, checks: checksFor(referenceNow, isKnown), traceOptions, edition, options };
      const shrunk =
        failing === null
          ? { outcome: err.outcome, about: (ce: Counterexample) => ce }
          : await shrinkFurther({ ...stage, ...(since === undefined ? {} : { since }) }, ...failing, err.outcome);
      const counterexample = shrunk.about(
        withShrinking(
          buildCounterexample(
            DIFFERENTIAL_ID,
            details.seed,
            details.counterexamplePath ?? '',
            shrunk.outcome,
            options.gameLength,
          ),
          budget.cutShort(),
        ),
      );
      return result(err.outcome.kind === 'violation' ? 'failed' : 'error', details.numRuns, start, {
        counterexample,
        ...(err.outcome.kind === 'violation' ? {} : { message: counterexample.message, ...faultMark(err.outcome) }),
      });
    },
  };
  return definition;
}

/** Registered like every property (its file exports `property`); reported as its own kind. */
export const property: PropertyDefinition = viewsMatchReference(referenceEngine, referenceEngineFor);
