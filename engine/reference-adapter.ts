/**
 * The reference engine behind the adapter contract (obverse-adapter/1). It keeps the
 * current state in a session; every change goes through the pure `step`.
 */
import {
  ADAPTER_CONTRACT,
  type EngineAdapter,
  type EngineDescription,
  type GameSession,
  type ActionResult,
} from '../adapter/engine-adapter.js';
import { MECHANICS } from '../adapter/mechanics.js';
import { DEFAULT_EDITION, editionMechanics, type RulesEdition } from '../spec/editions.js';
import type { Action } from '../adapter/action.js';
import type { GameState } from '../model/game-state.js';
import type { GameSetup } from '../model/setup.js';
import type { GameView, Viewer } from '../model/view.js';
import { initialState } from './setup.js';
import { step } from './step.js';
import { observe } from './view.js';

export const REFERENCE_DESCRIPTION: EngineDescription = {
  name: 'obverse-reference',
  version: '0.1.0',
  contract: ADAPTER_CONTRACT,
  mechanics: MECHANICS,
  edition: DEFAULT_EDITION,
};

/** A game session over the pure reference engine. `state` is exposed for tests and mutants. */
export class ReferenceSession implements GameSession {
  constructor(public state: GameState) {}

  apply(action: Action): ActionResult {
    const result = step(this.state, action);
    if (!result.ok) return result;
    this.state = result.state;
    return { ok: true, events: result.events };
  }

  observe(viewer: Viewer): GameView {
    if (viewer !== 'referee' && !this.state.players.some((p) => p.id === viewer)) {
      throw new Error(
        `observe: "${viewer}" is not a player of this game (players: ` +
          `${this.state.players.map((p) => p.id).join(', ')})`,
      );
    }
    return observe(this.state, viewer);
  }
}

/** The reference engine, written from the rule text of edition 2026-04-17. */
export const referenceEngine: EngineAdapter = {
  describe: () => REFERENCE_DESCRIPTION,
  start: (setup: GameSetup) => new ReferenceSession(initialState(setup)),
};

/**
 * The reference engine playing by an edition's rules (spec/editions.ts): it declares only the
 * mechanics that edition has, and its games read that edition's rule values.
 */
export function referenceEngineFor(edition: RulesEdition): EngineAdapter {
  if (edition === DEFAULT_EDITION) return referenceEngine;
  const description: EngineDescription = { ...REFERENCE_DESCRIPTION, mechanics: editionMechanics(edition), edition };
  return {
    describe: () => description,
    start: (setup: GameSetup) => new ReferenceSession(initialState(setup, edition)),
  };
}

export default referenceEngine;
