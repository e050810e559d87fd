/**
 * Mutant: an Aura's enchant ability is ignored once the Aura is on the battlefield.
 *
 * Bug: the engine checks what an Aura may enchant only when it is cast, so an "enchant
 * creature" Aura stays on a permanent that stops being a creature (a creature transformed
 * into a planeswalker), and an effect can attach it to anything. Breaks 704.5m (and 701.3b).
 */
import type { CardDefinition } from '../../model/card.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'An Aura enchanting an object its enchant ability does not allow stays (and can be attached to it).',
  clause: '704.5m',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/704.5m-aura-enchanting-an-illegal-object'],
};

/** The card as the engine reads it: with no enchant ability. */
function withoutEnchant(card: CardDefinition): CardDefinition {
  const faces = card.faces.map((f) => ({ ...f, abilities: f.abilities.filter((a) => a.kind !== 'enchant') }));
  return { ...card, faces } as unknown as CardDefinition;
}

export default mutantEngine({
  name: 'aura-ignores-enchant',
  step(state, action, reference) {
    const cards = Object.fromEntries(Object.entries(state.cards).map(([k, c]) => [k, withoutEnchant(c)]));
    const result = reference({ ...state, cards }, action);
    return result.ok ? { ...result, state: { ...result.state, cards: state.cards } } : result;
  },
});
