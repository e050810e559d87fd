/**
 * Deliberately broken engines for the face-down property tests: the reference engine
 * with one realistic bug each, made by rewriting its answers or its state around an
 * action, or by rewriting what a player is shown.
 */
import type { Action } from '../../../adapter/action.js';
import type { ActionResult, EngineAdapter, GameSession } from '../../../adapter/engine-adapter.js';
import type { GameSetup } from '../../../model/setup.js';
import type { GameView, ObjectView, Viewer } from '../../../model/view.js';
import { referenceEngine, type ReferenceSession } from '../../../engine/reference-adapter.js';

export interface ApplyContext {
  readonly session: ReferenceSession;
  readonly action: Action;
  /** Apply an action with the correct reference engine. */
  readonly run: (action: Action) => ActionResult;
}

export interface Breakage {
  readonly apply?: (ctx: ApplyContext) => ActionResult;
  readonly observe?: (view: GameView, viewer: Viewer, session: ReferenceSession) => GameView;
}

/** The reference engine with one bug. */
export function broken(breakage: Breakage): EngineAdapter {
  return {
    describe: () => referenceEngine.describe(),
    async start(setup: GameSetup): Promise<GameSession> {
      const session = (await referenceEngine.start(setup)) as ReferenceSession;
      return {
        apply(action) {
          const run = (a: Action) => session.apply(a);
          return breakage.apply ? breakage.apply({ session, action, run }) : run(action);
        },
        observe(viewer) {
          const view = session.observe(viewer);
          return breakage.observe ? breakage.observe(view, viewer, session) : view;
        },
      };
    },
  };
}

/** Whether an object is a face-down spell or permanent (not an exiled card). */
export function faceDownHere(o: ObjectView): boolean {
  return o.faceDown !== null && o.faceDown.by !== 'exile' && (o.zone === 'battlefield' || o.zone === 'stack');
}
