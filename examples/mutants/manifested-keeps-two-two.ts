/**
 * Mutant: a card once manifested or cloaked keeps a 2/2 base after it is turned face up and after it leaves.
 *
 * Bug: the engine writes the face-down 2/2 into the card's own base power and toughness when it manifests it (so
 * that its layer system needs no face-down special case), and never restores them: turned face up, or put into a
 * graveyard or a hand, the card is still 2/2. Seen in a real engine (issue 39). Breaks 708.8 (turned face up, a
 * permanent's copiable values revert to its normal ones) and 400.7 (in its new zone the card is a new object with
 * its printed values).
 */
import type { GameState } from '../../model/game-state.js';
import type { CardKey } from '../../model/ids.js';
import { isManifestLike } from '../../model/face-down.js';
import { mapObjects } from '../../model/view-objects.js';
import { objectOf } from '../../engine/state-access.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A card once manifested or cloaked keeps a 2/2 base after it is turned face up and after it leaves.',
  clause: '708.8',
  group: 'face-down',
  properties: ['400/printed-characteristics-again'],
  scenarios: [],
};

/** The cards each state's game has manifested or cloaked so far (states are immutable: one entry per state). */
const manifested = new WeakMap<GameState, ReadonlySet<CardKey>>();

function remembered(state: GameState): ReadonlySet<CardKey> {
  const known = manifested.get(state);
  if (known !== undefined) return known;
  const now = new Set<CardKey>();
  for (const o of Object.values(state.objects))
    if (o.faceDown !== null && o.faceDown !== 'exile' && isManifestLike(o.faceDown) && o.represents.kind === 'card')
      now.add(o.represents.card);
  manifested.set(state, now);
  return now;
}

export default mutantEngine({
  name: 'manifested-keeps-two-two',
  step(state, action, reference) {
    const before = remembered(state);
    const result = reference(state, action);
    if (result.ok) manifested.set(result.state, new Set([...before, ...remembered(result.state)]));
    return result;
  },
  view(view, state) {
    const cards = remembered(state);
    return mapObjects(view, (o) => {
      const object = objectOf(state, o.id);
      const c = o.characteristics;
      if (object?.represents.kind !== 'card' || !cards.has(object.represents.card)) return o;
      if (o.faceDown !== null || c === null || c.power === null || c.toughness === null) return o;
      const net = o.zone === 'battlefield' ? (o.counters['+1/+1'] ?? 0) - (o.counters['-1/-1'] ?? 0) : 0;
      return { ...o, characteristics: { ...c, power: 2 + net, toughness: 2 + net } };
    });
  },
});
