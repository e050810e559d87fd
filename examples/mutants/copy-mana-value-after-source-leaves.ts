/**
 * Mutant: a copy of a back face takes the front face's mana value once the copied permanent leaves.
 *
 * Bug: the engine looks a copy's mana cost up from the copied card whenever the copied permanent
 * is gone, instead of keeping the copiable values taken when the copy effect began, so a permanent
 * that became a copy of a transformed double-faced permanent (mana value 0, no mana cost) shows
 * the front face's mana cost and mana value after that permanent leaves the battlefield. Breaks
 * 707.2 (copiable values are locked in as the copy effect begins) and 202.3b. Needs a history:
 * transform, become a copy of the back face, the source leaves.
 */
import { objectOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { manaValueOfCost } from '../../model/mana.js';
import type { CardKey } from '../../model/ids.js';
import { cardMemory, zoneChanges } from './support/card-memory.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: "A copy of a back face takes the front face's mana value once the copied permanent leaves the battlefield.",
  clause: '707.2',
  group: 'history',
  properties: ['712/mana-value-by-face'],
  scenarios: [],
};

/** Copy effect id -> the card it copied a back face of (keyed by effect id, kept as the "card" key). */
const copiedBackOf = cardMemory<CardKey>();

export default mutantEngine({
  name: 'copy-mana-value-after-source-leaves',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const memory = new Map(copiedBackOf.of(state));
    let s = result.state;
    for (const e of result.events) {
      if (e.kind !== 'became-copy') continue;
      const source = objectOf(state, e.of);
      const effect = s.effects.filter((x) => x.affected === e.object && x.change.kind === 'copy').at(-1);
      if (source?.represents.kind === 'card' && source.face === 'back' && source.faceDown === null && effect)
        memory.set(effect.id, source.represents.card);
    }
    const left = new Set(
      zoneChanges(result.events)
        .filter((e) => e.from === 'battlefield')
        .map((e) => objectOf(state, e.object))
        .flatMap((o) => (o?.represents.kind === 'card' ? [o.represents.card] : [])),
    );
    const effects = s.effects.map((x) => {
      const card = memory.get(x.id);
      const front = card === undefined ? undefined : s.cards[card]?.faces[0];
      if (card === undefined || !left.has(card) || x.change.kind !== 'copy' || !front) return x;
      memory.delete(x.id);
      const values = { ...x.change.values, manaCost: front.manaCost, manaValue: manaValueOfCost(front.manaCost) };
      return { ...x, change: { ...x.change, values } };
    });
    if (effects.some((x, i) => x !== s.effects[i])) s = { ...s, effects };
    copiedBackOf.keep(s, memory);
    return s === result.state ? result : done(s, result.events);
  },
});
