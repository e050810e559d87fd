/**
 * Mutant: object ids embed the card's catalog number, so a face-down object's id
 * tells which card it is.
 *
 * Bug: the engine builds each object id from the card's database id (here a hash of
 * its front face's name), as clients that reuse a card's catalog id for every object
 * it becomes do; an opponent reading "o7.4f2a" can look the card up. Breaks 708.5 and
 * 406.3 (nothing in a player's view may depend on a card hidden from them) and the
 * DESIGN.md rule that ids never reveal the card.
 */
import type { CardDefinition } from '../../model/card.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

/** A catalog number from the card's name (FNV-1a, 16 bits): stable, and different for most cards. */
function catalogNumber(def: CardDefinition): string {
  let h = 0x811c9dc5;
  for (const ch of def.faces[0].name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return (h & 0xffff).toString(16);
}

export const mutant: MutantFacts = {
  bug: "Object ids embed the card's catalog number, so a face-down object's id tells which card it is.",
  clause: '708.5',
  group: 'face-down',
  properties: ['708/no-hidden-information-leak'],
  scenarios: [],
};

export default mutantEngine({
  name: 'face-down-id-from-card',
  id: (object, state) => {
    const r = object.represents;
    const def = r.kind === 'card' ? state.cards[r.card] : undefined;
    return def ? `${object.id}.${catalogNumber(def)}` : object.id;
  },
});
