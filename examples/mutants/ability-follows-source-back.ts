/**
 * Mutant: an ability on the stack whose source left the battlefield and came back acts on the returned permanent.
 *
 * Bug: the engine follows an object through its zone changes (one record per card, its id updated as it moves)
 * and lets an ability find its source by that record. When the source leaves the battlefield and returns before
 * the ability resolves, "put a +1/+1 counter on this", "untap this" or "transform this" acts on the permanent
 * that came back. Breaks 400.7 (the permanent that returns is a new object, with no relation to the ability) and
 * 608.2h (an effect reading its source uses it as it last existed, never the new object) with 113.7a. Needs a
 * history: an ability waiting on the stack, its source leaving and returning, then the ability resolving.
 */
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { zoneChanges } from './support/card-memory.js';

export const mutant: MutantFacts = {
  bug: 'An ability whose source left the battlefield and returned acts on the returned permanent as it resolves.',
  clause: '400.7',
  group: 'history',
  properties: ['400/ability-ignores-returned-source'],
  scenarios: [],
};

/** Where each object went: its id after its latest zone change, per state (the buggy engine's record of cards). */
const movedTo = new WeakMap<GameState, ReadonlyMap<ObjectId, ObjectId>>();

/** The object `id` became through its zone changes, if it became one that is now on the battlefield. */
function followed(state: GameState, id: ObjectId): ObjectId | null {
  const moves = movedTo.get(state);
  let at = id;
  for (let next = moves?.get(at); next !== undefined; next = moves?.get(at)) at = next;
  return at !== id && state.objects[at]?.zone === 'battlefield' ? at : null;
}

/** The state with the top ability's source replaced by the permanent it became, when its own source is gone. */
function sourceFollowed(state: GameState): GameState {
  const top = state.stack.at(-1);
  const ability = top === undefined ? undefined : state.objects[top];
  const r = ability?.represents;
  if (ability === undefined || (r?.kind !== 'triggered-ability' && r?.kind !== 'transform-ability')) return state;
  if (state.objects[r.source]?.zone === 'battlefield') return state;
  const now = followed(state, r.source);
  if (now === null) return state;
  return { ...state, objects: { ...state.objects, [ability.id]: { ...ability, represents: { ...r, source: now } } } };
}

export default mutantEngine({
  name: 'ability-follows-source-back',
  step(state, action, reference) {
    const result = reference(action.kind === 'resolve' ? sourceFollowed(state) : state, action);
    if (!result.ok) return result;
    const changes = zoneChanges(result.events);
    if (changes.length === 0) movedTo.set(result.state, movedTo.get(state) ?? new Map());
    else {
      const moves = new Map(movedTo.get(state));
      for (const e of changes) moves.set(e.object, e.newObject);
      movedTo.set(result.state, moves);
    }
    return result;
  },
});
