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
import { type Divergence, divergencesFrom, usableMechanics } from './divergence.js';
import { eventKindsFor } from './events-match.js';
import {
  defaultCatalog,
  type EngineAdapter,
  fromSearch,
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
  declaredStepConstraints,
  declarationOf,
  type RunOptions,
  runSteps,
  stepsArb,
  withGameLength,
  judge,
  type Outcome,
  Past,
  type PropertyChecks,
  resultsOf,
  search,
  type Subject,
  type TraceOptions,
  type Trace,
  runActions,
} from '../harness/index.js';

export const DIFFERENTIAL_ID = 'differential/views-match-reference';

/** The comparison as a property's checks: the game the engine played against the same actions on `reference`. */
function checksFor(reference: EngineAdapter): PropertyChecks {
  return {
    checkTrace: async (mine: Trace, adapter: EngineAdapter, options: TraceOptions) => {
      const events = eventKindsFor(await adapter.describe());
      return divergencesFrom(mine, reference, await usableMechanics(adapter, options), options, events);
    },
  };
}

/**
 * One game judged: an engine that failed mid-game took fewer steps, which is its error, not a divergence; a
 * divergence before the failure is still the verdict.
 */
async function judgeGame(
  adapter: EngineAdapter,
  reference: EngineAdapter,
  mine: Trace,
  options: TraceOptions,
  past: Past,
): Promise<Outcome> {
  if (mine.failure === null) return judge(adapter, checksFor(reference), mine, options, past);
  const outcome = await judge(adapter, checksFor(reference), { ...mine, failure: null }, options, past);
  if (outcome.kind === 'violation' && outcome.failingStep < mine.records.length) return outcome;
  return outcome.kind === 'discarded' ? outcome : { kind: 'engine-error', trace: mine };
}

/** What the differential judges: a step both engines played (acceptance and every view after it compared). */
const SUBJECT: Subject = { text: 'a step both engines played', step: () => true };

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
  const head = { id: DIFFERENTIAL_ID, description, rules: [], mechanics: [], subject: SUBJECT.text };
  const referenceOf = (edition: RulesEdition) =>
    edition === DEFAULT_EDITION || forEdition === undefined ? reference : forEdition(edition);
  const definition: PropertyDefinition = {
    id: DIFFERENTIAL_ID,
    kind: 'differential',
    description,
    rules: [],
    mechanics: [],
    subject: SUBJECT.text,
    // Each run plays the game on both engines and compares every view.
    cost: 4,
    // The recorded actions on the engine, and the same actions on the reference engine of the edition.
    replay: async (adapter, setup, actions, texts, options, judged) => {
      const mine = await runActions(adapter, setup, actions, texts, options);
      return judgeGame(adapter, referenceOf(options.edition ?? DEFAULT_EDITION), mine, options, Past.of(judged));
    },
    async check(adapter: EngineAdapter, options: RunOptions): Promise<PropertyResult> {
      const result = resultsOf(head, performance.now(), 'differential');
      const description = await adapter.describe();
      const problem = descriptionProblem(description);
      if (problem !== null) return result('error', 0, { message: problem });
      // Both engines play the same games, kept to the core and the mechanics the engine declares
      // that exist in the edition; under an older edition the reference plays by that edition.
      const edition = options.edition ?? DEFAULT_EDITION;
      const usable = withinEdition(description.mechanics, edition);
      // What else it declares (adapter/declaration.ts): the games keep to it as well.
      const declaration = declarationOf(description, usable);
      const traceOptions = {
        edition,
        mechanics: usable,
        declaration,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      };
      const referenceNow = referenceOf(edition);
      const found = await search({
        id: DIFFERENTIAL_ID,
        options,
        setups: declaredSetupArb(
          { cards: { catalog: defaultCatalog() }, legendRule: editionRules(edition).legendRule },
          declaration,
        ),
        steps: stepsArb(declaredStepConstraints(withGameLength(undefined, options), declaration)),
        play: async (setup, steps, past) =>
          judgeGame(adapter, referenceNow, await runSteps(adapter, setup, steps, traceOptions), traceOptions, past),
        judge: (trace, past) => judgeGame(adapter, referenceNow, trace, traceOptions, past),
        // The smallest game that still diverges the same way (past what was judged past), recorded itself.
        stage: (past) => ({ adapter, checks: checksFor(referenceNow), traceOptions, edition, options, past }),
        subject: SUBJECT,
      });
      return fromSearch(result, found);
    },
  };
  return definition;
}

export type { Divergence };

/** Registered like every property (its file exports `property`); reported as its own kind. */
export const property: PropertyDefinition = viewsMatchReference(referenceEngine, referenceEngineFor);
