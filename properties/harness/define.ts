/**
 * `defineProperty`: turns a rule statement (id, clauses, mechanics, generator
 * constraints, checks) into a `PropertyDefinition` that runs on any adapter with
 * fast-check, shrinks failures, and reports passed / failed / error / not-supported.
 */
import type { EngineAdapter, EngineDescription } from '../../adapter/engine-adapter.js';
import { declarationOf } from '../../adapter/declaration.js';
import type { GameEventKind } from '../../model/events.js';
import type { Mechanic } from '../../adapter/mechanics.js';
import { descriptionProblem } from '../../adapter/description-check.js';
import type { PropertyResult } from '../../results/result.js';
import type { SetupConstraints } from '../../generators/setup.js';
import { stepsArb, withGameLength } from '../../generators/steps.js';
import { declaredStepConstraints } from '../../generators/declared-steps.js';
import type { PropertyDefinition, RunOptions } from '../property.js';
import { evaluate, judge, type PropertyChecks } from './outcome.js';
import { fromSearch, resultsOf } from './result.js';
import { runActions } from './trace.js';
import type { ViewReads } from './snapshot.js';
import { type CoreEntry, coreOf, coreOutsideEdition, coreText, unmetCore } from '../core.js';
import { defaultCatalog } from '../../generators/catalog.js';
import { declaredSetupArb } from '../../generators/restrict.js';
import { eventsUnreported } from './events.js';
import { Past } from './past.js';
import { search } from './search.js';
import { type Subject, subjectUntaken } from './subject.js';
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
  /**
   * What its checks judge, and how to tell a game reached it (harness/subject.ts): a check whose judged games never
   * reached it is `not-reached`, not passed. Every property states one (test/properties/subjects.test.ts).
   */
  readonly subject?: Subject;
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
  const head = {
    id,
    description,
    rules,
    mechanics,
    ...(spec.subject === undefined ? {} : { subject: spec.subject.text }),
  };
  return {
    id,
    description,
    rules,
    mechanics,
    core,
    ...(spec.cost === undefined ? {} : { cost: spec.cost }),
    ...(spec.events === undefined ? {} : { events: spec.events }),
    ...(spec.subject === undefined ? {} : { subject: spec.subject.text }),
    replay: async (adapter, setup, actions, texts, options, judged) =>
      judge(adapter, spec, await runActions(adapter, setup, actions, texts, options), options, Past.of(judged)),
    async check(adapter: EngineAdapter, options: RunOptions): Promise<PropertyResult> {
      const result = resultsOf(head, performance.now());
      let declared: readonly string[];
      let description: EngineDescription;
      try {
        description = await adapter.describe();
        const problem = descriptionProblem(description);
        if (problem !== null) return result('error', 0, { message: problem });
        declared = description.mechanics;
      } catch (e) {
        return result('error', 0, {
          message: `describe() failed: ${e instanceof Error ? e.message : String(e)}`,
        });
      }
      const edition = options.edition ?? DEFAULT_EDITION;
      const outside = outsideEditionReason({ rules, mechanics: coreOutsideEdition(core, edition) }, edition);
      if (outside !== null) return result('not-supported', 0, { message: outside });
      // Games keep to the core and the declared mechanics that exist in the edition: setups are cut
      // down, and steps needing others skipped. The property runs when they meet its core.
      const usable = withinEdition(declared, edition);
      const missing = unmetCore(core, usable);
      if (missing.length > 0)
        return result('not-supported', 0, { message: `engine does not declare: ${coreText(missing)}` });
      // What else it declares (adapter/declaration.ts): games keep to it, and events it cannot report are not read.
      const declaration = declarationOf(description, usable);
      const unreported = eventsUnreported(spec.events, declaration);
      if (unreported !== null) return result('not-supported', 0, { message: unreported });
      const untaken = subjectUntaken(spec.subject, declaration);
      if (untaken !== null) return result('not-supported', 0, { message: untaken });

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
      const found = await search({
        id,
        options,
        setups,
        steps: stepsArb(declaredStepConstraints(withGameLength(games.steps, options), declaration)),
        play: (setup, steps, past) => evaluate(adapter, spec, setup, steps, traceOptions, past),
        judge: (trace, past) => judge(adapter, spec, trace, traceOptions, past),
        stage: (past) => ({ adapter, checks: spec, traceOptions, edition, options, past }),
        ...(spec.subject === undefined ? {} : { subject: spec.subject }),
      });
      return fromSearch(result, found);
    },
  };
}
