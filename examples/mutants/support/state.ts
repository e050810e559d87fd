/** Helpers for mutants that rewrite the reference engine's state after a step. */
import type { CardDefinition } from '../../../model/card.js';
import type { GameObject } from '../../../model/game-object.js';
import type { GameState } from '../../../model/game-state.js';
import type { ObjectId } from '../../../model/ids.js';

/** The printed card definition behind an object, if it is one card. */
export function cardOf(state: GameState, object: GameObject): CardDefinition | null {
  return object.represents.kind === 'card' ? (state.cards[object.represents.card] ?? null) : null;
}

/**
 * Rename object `from` to `to` everywhere in the state (zone lists, attachments,
 * effects, look permissions): the tool for identity bugs (400.7, 712.18).
 */
export function renameObject(state: GameState, from: ObjectId, to: ObjectId): GameState {
  const swap = (id: ObjectId) => (id === from ? to : id);
  const objects: Record<ObjectId, GameObject> = {};
  for (const [key, o] of Object.entries(state.objects)) {
    const renamed = { ...o, id: swap(o.id), attachedTo: o.attachedTo === null ? null : swap(o.attachedTo) };
    objects[swap(key)] = renamed;
  }
  return {
    ...state,
    objects,
    battlefield: state.battlefield.map(swap),
    stack: state.stack.map(swap),
    exile: state.exile.map(swap),
    players: state.players.map((p) => ({
      ...p,
      library: p.library.map(swap),
      hand: p.hand.map(swap),
      graveyard: p.graveyard.map(swap),
    })),
    effects: state.effects.map((e) => ({ ...e, affected: swap(e.affected) })),
    lookPermissions: state.lookPermissions.map((l) => ({ ...l, object: swap(l.object) })),
  };
}
