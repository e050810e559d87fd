/**
 * `defineProperty`: turns a rule statement (id, clauses, mechanics, generator
 * constraints, checks) into a `PropertyDefinition` that runs on any adapter with
 * fast-check, shrinks failures, and reports passed / failed / error / not-supported.
 */
import fc from 'fast-check';
import type { EngineAdapter, EngineDescription } from '../../adapter/engine-adapter.js';
import { declarationOf } from '../../adapter/declaration.js';
import type { GameEventKind } from '../../model/events.js';
import type { Mechanic } from '../../adapter/mechanics.js';
import { descriptionProblem } from '../../adapter/description-check.js';
import type { PropertyResult, Status } from '../../results/result.js';
import type { SetupConstraints } from '../../generators/setup.js';
import { stepsArb, withGameLength } from '../../generators/steps.js';
import type { PropertyDefinition, RunOptions } from '../property.js';
import { buildCounterexample, faultMark, withShrinking } from './counterexample.js';
import { evaluate, judge, OutcomeError, type PropertyChecks } from './outcome.js';
import { resultsOf } from './result.js';
import { runActions } from './trace.js';
import type { ViewReads } from './snapshot.js';
import { faultLatch } from './fault-latch.js';
import { shrinkBudgetFor } from './shrink-budget.js';
import { type CoreEntry, coreOf, coreOutsideEdition, coreText, unmetCore } from '../core.js';
import { shrinkFurther } from './shrink-stage.js';
import { defaultCatalog } from '../../generators/catalog.js';
import { declaredSetupArb } from '../../generators/restrict.js';
import { eventsUnreported } from './events.js';
import { allDiscarded, DiscardLog } from './discards.js';
import { type Games, games as profiles } from './games.js';
import { DEFAULT_EDITION, editionRules, outsideEditionReason, withinEdition } from '../../spec/editions.js';

export interface PropertySpec extends PropertyChecks {
  readonly id: string;
  readonly description: string;
  readonly rules: readonly string[];
  /** The mechanics its games concern (reports list them); those outside `core` only widen its games when declared. */
  readonly mechanics: readonly Mechanic[];
  /**
   * What the engine must declare for it to run, when less than all of `mechanics`: each entry a mechanic, or a list
   * any one of which will do (`core: ['transform', ['morph', 'manifest']]`). Its cases needing an undeclared
   * mechanic are never played: games keep to the core and the declared mechanics.
   */
  readonly core?: readonly CoreEntry[];
  /**
   * The games it needs: a named profile of ./games.ts, tuned (default `games.mixed()`). The catalog is mixed into
   * the cards unless the profile's `cards.catalog` is given.
   */
  readonly games?: Games;
  /**
   * The views its checks read: `referee` when they look only at `snapshot.referee` (players' views are then not
   * observed, and reading one is an error); default `every-view`.
   */
  readonly reads?: ViewReads;
  /** What one run costs compared with most properties' (PropertyDefinition.cost); default 1. */
  readonly cost?: number;
  /**
   * The event kinds (model/events.ts) its checks judge by and cannot judge without: on an engine declaring
   * `events` without one of them it is `not-supported`, saying which (docs/adapter.md lists them per property).
   */
  readonly events?: readonly GameEventKind[];
}

const gamesById = new Map<string, Games>();

/** The games a property defined here plays (its tuned profile), for measuring reach (`npm run coverage:situations`). */
export function gamesOf(id: string): Games | undefined {
  return gamesById.get(id);
}

export function defineProperty(spec: PropertySpec): PropertyDefinition {
  const { id, description, rules, mechanics } = spec;
  const core = coreOf(spec.core, mechanics);
  const games = spec.games ?? profiles.mixed();
  gamesById.set(spec.id, games);
  const result = (status: Status, runs: number, start: number, extra?: Partial<PropertyResult>): PropertyResult =>
    resultsOf({ id, description, rules, mechanics }, start)(status, runs, extra);
  return {
    id,
    description,
    rules,
    mechanics,
    core,
    ...(spec.cost === undefined ? {} : { cost: spec.cost }),
    ...(spec.events === undefined ? {} : { events: spec.events }),
    replay: async (adapter, setup, actions, texts, options) =>
      judge(adapter, spec, await runActions(adapter, setup, actions, texts, options), options),
    async check(adapter: EngineAdapter, options: RunOptions): Promise<PropertyResult> {
      const start = performance.now();
      let declared: readonly string[];
      let description: EngineDescription;
      try {
        description = await adapter.describe();
        const problem = descriptionProblem(description);
        if (problem !== null) return result('error', 0, start, { message: problem });
        declared = description.mechanics;
      } catch (e) {
        return result('error', 0, start, {
          message: `describe() failed: ${e instanceof Error ? e.message : String(e)}`,
        });
      }
      const edition = options.edition ?? DEFAULT_EDITION;
      const outside = outsideEditionReason({ rules, mechanics: coreOutsideEdition(core, edition) }, edition);
      if (outside !== null) return result('not-supported', 0, start, { message: outside });
      // Games keep to the core and the declared mechanics that exist in the edition: setups are cut
      // down, and steps needing others skipped. The property runs when they meet its core.
      const usable = withinEdition(declared, edition);
      const missing = unmetCore(core, usable);
      if (missing.length > 0)
        return result('not-supported', 0, start, { message: `engine does not declare: ${coreText(missing)}` });
      // What else it declares (adapter/declaration.ts): games keep to it, and events it cannot report are not read.
      const declaration = declarationOf(description, usable);
      const unreported = eventsUnreported(spec.events, declaration);
      if (unreported !== null) return result('not-supported', 0, start, { message: unreported });

      // Setups obey the edition's legend rule, so that none starts with it pending (704.3, 704.5j).
      const setupConstraints: SetupConstraints = {
        ...games.setup,
        cards: { catalog: defaultCatalog(), ...games.setup.cards },
        legendRule: editionRules(edition).legendRule,
      };
      const traceOptions = {
        edition,
        mechanics: usable,
        declaration,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        ...(spec.reads === undefined ? {} : { reads: spec.reads }),
      };
      const setups = declaredSetupArb(setupConstraints, declaration);
      const discards = new DiscardLog();
      const latch = faultLatch();
      const budget = shrinkBudgetFor(options);
      const prop = fc.asyncProperty(setups, stepsArb(withGameLength(games.steps, options)), async (setup, steps) => {
        options.onRun?.();
        latch.skipAfterFault();
        budget.attempt();
        const outcome = await evaluate(adapter, spec, setup, steps, traceOptions);
        latch.note(outcome);
        discards.record(outcome.kind === 'discarded' ? outcome.reason : null);
        if (outcome.kind !== 'pass' && outcome.kind !== 'discarded') {
          budget.failed();
          throw new OutcomeError(outcome);
        }
      });
      const details = await fc.check(prop, {
        numRuns: options.runs,
        seed: options.seed,
        ...(options.path === undefined ? {} : { path: options.path }),
      });
      const discarded = discards.summary(details.numRuns);
      const counted = discarded === undefined ? {} : { discarded };
      if (!details.failed && discarded !== undefined && discarded.runs === details.numRuns) {
        return result('not-supported', details.numRuns, start, {
          ...counted,
          message: allDiscarded(discarded),
        });
      }
      if (!details.failed) return result('passed', details.numRuns, start, counted);
      if (details.counterexample === null) {
        return result('error', details.numRuns, start, {
          message: details.interrupted ? 'run interrupted' : 'too many skipped runs',
        });
      }
      const err = details.errorInstance;
      if (!(err instanceof OutcomeError)) {
        return result('error', details.numRuns, start, {
          message: `property code failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
        });
      }
      const [failingSetup, failingSteps] = details.counterexample;
      const since = budget.firstFailureAt();
      const shrunk = await shrinkFurther(
        { adapter, checks: spec, traceOptions, edition, options, ...(since === undefined ? {} : { since }) },
        failingSetup,
        failingSteps,
        err.outcome,
      );
      const counterexample = shrunk.about(
        withShrinking(
          buildCounterexample(id, details.seed, details.counterexamplePath, shrunk.outcome, options.gameLength),
          budget.cutShort(),
        ),
      );
      return err.outcome.kind === 'violation'
        ? result('failed', details.numRuns, start, { counterexample, ...counted })
        : result('error', details.numRuns, start, {
            counterexample,
            message: counterexample.message,
            ...faultMark(err.outcome),
            ...counted,
          });
    },
  };
}
