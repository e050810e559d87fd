/**
 * Scaffolding for mutants: the reference engine with one deliberate bug. A mutant
 * replaces the pure step (it may call the reference step and change its answer) and
 * may post-process views. Nothing in `engine/` is edited: mutants wrap its pure parts.
 */
import {
  ADAPTER_CONTRACT,
  type ActionResult,
  type EngineAdapter,
  type GameSession,
} from '../../../adapter/engine-adapter.js';
import type { Action } from '../../../adapter/action.js';
import { MECHANICS } from '../../../adapter/mechanics.js';
import type { GameObject } from '../../../model/game-object.js';
import type { GameState } from '../../../model/game-state.js';
import type { ObjectId } from '../../../model/ids.js';
import type { GameSetup } from '../../../model/setup.js';
import type { GameView, Viewer } from '../../../model/view.js';
import { initialState } from '../../../engine/setup.js';
import { step as referenceStep } from '../../../engine/step.js';
import type { Rejection } from '../../../adapter/rejection.js';
import type { StepResult } from '../../../engine/step-result.js';
import { observe as referenceObserve } from '../../../engine/view.js';
import { IdTable } from './ids.js';
import { editionMechanics, type RulesEdition } from '../../../spec/editions.js';

/** The reference engine's pure step, handed to a mutant so it can defer to it. */
export type StepFunction = (state: GameState, action: Action) => StepResult;

/**
 * What a mutant's step returns: a reference step result, or a rejection that still
 * changed the game (a bug the reference engine cannot express: 733.1 not honoured).
 */
export type MutantStepResult =
  | StepResult
  | { readonly ok: false; readonly rejection: Rejection; readonly state: GameState };

function changedAnyway(result: MutantStepResult): result is Extract<MutantStepResult, { ok: false; state: GameState }> {
  return !result.ok && 'state' in result;
}

/** One deliberate bug, as a change to the step function and/or to views. */
export interface MutantSpec {
  /** Engine name, `obverse-mutant/<name>`, so reports say which mutant ran. */
  readonly name: string;
  /** The buggy step; defaults to the reference step. */
  readonly step?: (state: GameState, action: Action, reference: StepFunction) => MutantStepResult;
  /** Post-process a view the reference engine produced; defaults to none. */
  readonly view?: (view: GameView, state: GameState, viewer: Viewer) => GameView;
  /** The id the engine shows for an object (views, events, and actions it accepts); defaults to its own. */
  readonly id?: (object: GameObject, state: GameState) => ObjectId;
  /** The rules edition it plays by and declares (default: the newest, declared implicitly). */
  readonly edition?: RulesEdition;
}

/** A session like ReferenceSession, with the mutant's step and view. */
class MutantSession implements GameSession {
  private readonly ids: IdTable | null;

  constructor(
    private state: GameState,
    private readonly spec: MutantSpec,
  ) {
    this.ids = spec.id ? new IdTable(spec.id) : null;
    this.ids?.learn(state);
  }

  apply(shownAction: Action): ActionResult {
    const action = this.ids ? this.ids.toEngine(shownAction) : shownAction;
    const result = this.spec.step
      ? this.spec.step(this.state, action, referenceStep)
      : referenceStep(this.state, action);
    if (!result.ok) {
      if (changedAnyway(result)) this.state = result.state;
      this.ids?.learn(this.state);
      return { ok: false, rejection: result.rejection };
    }
    this.state = result.state;
    this.ids?.learn(this.state);
    return { ok: true, events: this.ids ? this.ids.toShown(result.events) : result.events };
  }

  observe(viewer: Viewer): GameView {
    if (viewer !== 'referee' && !this.state.players.some((p) => p.id === viewer)) {
      throw new Error(`observe: "${viewer}" is not a player of this game`);
    }
    const view = referenceObserve(this.state, viewer);
    const bugged = this.spec.view ? this.spec.view(view, this.state, viewer) : view;
    return this.ids ? this.ids.toShown(bugged) : bugged;
  }
}

const specs = new WeakMap<EngineAdapter, MutantSpec>();

/** The bug a mutant engine was made from (tests compose two mutants into a two-bug engine with it). */
export function mutantSpecOf(engine: EngineAdapter): MutantSpec | undefined {
  return specs.get(engine);
}

/** An engine adapter for a mutant; it declares every mechanic of its edition, as the reference does. */
export function mutantEngine(spec: MutantSpec): EngineAdapter {
  const engine: EngineAdapter = {
    describe: () => ({
      name: `obverse-mutant/${spec.name}`,
      version: '0.1.0',
      contract: ADAPTER_CONTRACT,
      ...(spec.edition === undefined
        ? { mechanics: MECHANICS }
        : { mechanics: editionMechanics(spec.edition), edition: spec.edition }),
    }),
    start: (setup: GameSetup) => new MutantSession(initialState(setup, spec.edition), spec),
  };
  specs.set(engine, spec);
  return engine;
}
