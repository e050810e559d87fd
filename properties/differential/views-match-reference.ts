/**
 * Differential mode: the same generated games run on the engine under test and on the
 * reference engine; after setup and after every step, acceptance and every view (the
 * referee's and each player's, ids renamed canonically) must be equal. This is not a
 * rule property: it says where two engines differ, not which one is right, so it is
 * reported as its own kind (`differential`), separately from the properties.
 */
import fc from 'fast-check';
import { CanonicalIds } from './canonical-ids.js';
import { withinDeclaredRules, withinDeclaredViews } from './declared-rules.js';
import { firstDifference, shortValue } from './first-difference.js';
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
  restrictSetup,
  type RunOptions,
  runSteps,
  setupArb,
  type Snapshot,
  type Status,
  stepsArb,
  type Trace,
  withGameLength,
  violation,
  type Violation,
  failureMatches,
} from '../harness/index.js';

export const DIFFERENTIAL_ID = 'differential/views-match-reference';

/** A path with the engine's own ids for the canonical names (`referee.stack[#3]` -> `referee.stack[o7]`). */
function ownIds(path: string, ids: CanonicalIds): string {
  return path.replace(/\[(#\d+)\]/g, (whole, name: string) => {
    const id = ids.ownId(name);
    return id === undefined ? whole : `[${id}]`;
  });
}

/** The first place where the two traces differ, or null when they agree throughout. */
export function firstDivergence(
  mine: Trace,
  reference: Trace,
): { readonly failingStep: number; readonly violation: Violation } | null {
  const a = new CanonicalIds();
  const b = new CanonicalIds();
  const compare = (x: Snapshot, y: Snapshot, at: number, when: string) => {
    const [cx, cy] = [a.snapshot(x), b.snapshot(y)];
    for (const viewer of ['referee', ...Object.keys(cy.players)]) {
      const vx = viewer === 'referee' ? cx.referee : cx.players[viewer];
      const vy = viewer === 'referee' ? cy.referee : cy.players[viewer];
      const d = firstDifference(vy, vx, viewer);
      if (d !== null)
        return {
          failingStep: at,
          // The place and the two values in the message; the element holding them as expected and actual, so the
          // diff is of one object, not of two whole views.
          violation: violation(
            `${when}: ${viewer}'s view differs from the reference engine's at ${ownIds(d.path, a)}: ` +
              `reference ${shortValue(d.expected)}, this engine ${shortValue(d.actual)}`,
            d.context.expected,
            d.context.actual,
          ),
        };
    }
    return null;
  };
  if (mine.initial && reference.initial) {
    const d = compare(mine.initial, reference.initial, -1, 'after setup');
    if (d) return d;
  }
  for (const [i, x] of mine.records.entries()) {
    const y = reference.records[i];
    if (y === undefined) break;
    if (x.result.ok !== y.result.ok) {
      const said = (r: typeof x.result) => (r.ok ? 'accepted' : `rejected (${r.rejection.code})`);
      return {
        failingStep: i,
        violation: violation(
          `${x.text}: the reference engine ${said(y.result)} it, this engine ${said(x.result)} it`,
          said(y.result),
          said(x.result),
        ),
      };
    }
    const d = compare(x.after, y.after, i, x.text);
    if (d) return d;
  }
  if (mine.records.length !== reference.records.length) {
    return {
      failingStep: Math.min(mine.records.length, reference.records.length),
      violation: violation(
        'the two engines did not take the same steps (a step resolved on one engine only)',
        reference.records.length,
        mine.records.length,
      ),
    };
  }
  return null;
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
      const traceOptions = {
        edition,
        mechanics: usable,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      };
      const referenceNow = edition === DEFAULT_EDITION || forEdition === undefined ? reference : forEdition(edition);
      const known = options.known?.[DIFFERENTIAL_ID];
      let knownSeen = 0;
      const discards = new DiscardLog();
      const latch = faultLatch();
      const budget = shrinkBudgetFor(options);
      const prop = fc.asyncProperty(
        setupArb({ cards: { catalog: defaultCatalog() }, legendRule: editionRules(edition).legendRule }).map((s) =>
          restrictSetup(s, usable),
        ),
        stepsArb(withGameLength(undefined, options)),
        async (setup, steps) => {
          latch.skipAfterFault();
          budget.attempt();
          const mine = await runSteps(adapter, setup, steps, traceOptions);
          discards.record(mine.unsupported ? discardReason(mine.unsupported) : null);
          if (mine.unsupported) return;
          const theirs = await runSteps(referenceNow, setup, steps, traceOptions);
          const compared = withinDeclaredRules(mine, theirs, usable);
          const d = firstDivergence(
            withinDeclaredViews(compared.mine, usable),
            withinDeclaredViews(compared.reference, usable),
          );
          // An engine that failed mid-game took fewer steps: that is its error, not a divergence.
          const cut = mine.failure !== null && d !== null && d.failingStep >= mine.records.length;
          if (d && !cut) {
            // A divergence the expectations file knows says nothing new: look on for another kind.
            const action = d.failingStep < 0 ? 'setup' : (mine.records[d.failingStep]?.action.kind ?? 'none');
            if (known !== undefined && failureMatches(known, { message: d.violation.message, action })) {
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
      const counterexample = withShrinking(
        buildCounterexample(
          DIFFERENTIAL_ID,
          details.seed,
          details.counterexamplePath ?? '',
          err.outcome,
          options.gameLength,
        ),
        budget.cutShort(),
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
