/**
 * Mutant: the legend rule reads a transformed permanent's name from its front face.
 *
 * Bug: the engine keys the legend rule by the card's name, which it stores once, as the front face's name, instead
 * of by the name of the face that is up. A transformed legend then meets the legend rule with a legend named like
 * its front face, and escapes it beside a legend named like its back face. Breaks 704.5j with 712.8e (a
 * nonmodal double-faced permanent with its back face up has only its back face's characteristics, its name
 * included).
 */
import type { CardDefinition } from '../../model/card.js';
import type { GameState } from '../../model/game-state.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: "The legend rule compares transformed permanents by their front face's name.",
  clause: '704.5j',
  group: 'dfc',
  properties: ['704/no-state-based-action-pending'],
  scenarios: ['rules/704.5j-a-transformed-legend-is-named-by-its-back-face'],
};

const renamed = new WeakMap<GameState['cards'], GameState['cards']>();

/** The cards with each transforming card's back face named like its front face: the names the buggy rule reads. */
function frontNames(state: GameState): GameState['cards'] {
  const known = renamed.get(state.cards);
  if (known !== undefined) return known;
  const cards: Record<string, CardDefinition> = {};
  let changed = false;
  for (const [key, def] of Object.entries(state.cards)) {
    if (def.layout === 'nonmodal-dfc' && def.faces[1].name !== def.faces[0].name) {
      cards[key] = { ...def, faces: [def.faces[0], { ...def.faces[1], name: def.faces[0].name }] };
      changed = true;
    } else cards[key] = def;
  }
  const out = changed ? cards : state.cards;
  renamed.set(state.cards, out);
  return out;
}

/** Events whose values copy names out of the step (copies take copiable values, reveals and looks show cards). */
const SHOWS_NAMES = new Set(['became-copy', 'token-created', 'revealed', 'looked', 'name-chosen']);

export default mutantEngine({
  name: 'legend-rule-by-front-name',
  step(state, action, reference) {
    const cards = frontNames(state);
    if (cards === state.cards) return reference(state, action);
    // The step as the buggy engine reads names, its state given back the printed cards; a step that copies or
    // shows a card would carry the wrong names out, and is the reference's (the bug is only the legend rule's).
    const result = reference({ ...state, cards }, action);
    if (!result.ok) return reference(state, action);
    if (result.events.some((e) => SHOWS_NAMES.has(e.kind))) return reference(state, action);
    return { ...result, state: { ...result.state, cards: state.cards } };
  },
});
