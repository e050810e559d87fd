/** Where an object id is listed in the state, and how to add or remove it (400.1). */
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, PlayerId } from '../../model/ids.js';
import type { ZoneName } from '../../model/zone.js';
import { updatePlayer } from '../state-access.js';

export type Position = 'top' | 'bottom';

export function removeFromZone(state: GameState, id: ObjectId, zone: ZoneName, owner: PlayerId): GameState {
  const drop = (ids: readonly ObjectId[]) => ids.filter((x) => x !== id);
  switch (zone) {
    case 'battlefield':
      return { ...state, battlefield: drop(state.battlefield) };
    case 'stack':
      return { ...state, stack: drop(state.stack) };
    case 'exile':
      return { ...state, exile: drop(state.exile) };
    case 'library':
      return updatePlayer(state, owner, (p) => ({ ...p, library: drop(p.library) }));
    case 'hand':
      return updatePlayer(state, owner, (p) => ({ ...p, hand: drop(p.hand) }));
    case 'graveyard':
      return updatePlayer(state, owner, (p) => ({ ...p, graveyard: drop(p.graveyard) }));
    case 'command':
    case 'outside':
      return state; // not listed: objects there are found through `objects`
  }
}

/** Add to a zone. Libraries take `position` (default top); stacks push on top; others append. */
export function addToZone(
  state: GameState,
  id: ObjectId,
  zone: ZoneName,
  owner: PlayerId,
  position: Position = 'top',
): GameState {
  switch (zone) {
    case 'battlefield':
      return { ...state, battlefield: [...state.battlefield, id] };
    case 'stack':
      return { ...state, stack: [...state.stack, id] };
    case 'exile':
      return { ...state, exile: [...state.exile, id] };
    case 'library':
      return updatePlayer(state, owner, (p) => ({
        ...p,
        library: position === 'top' ? [id, ...p.library] : [...p.library, id],
      }));
    case 'hand':
      return updatePlayer(state, owner, (p) => ({ ...p, hand: [...p.hand, id] }));
    case 'graveyard':
      return updatePlayer(state, owner, (p) => ({ ...p, graveyard: [...p.graveyard, id] }));
    case 'command':
    case 'outside':
      return state;
  }
}
