/**
 * Mutant: a token copy of a double-faced permanent is single-faced.
 *
 * Bug: the token copies only the face that is up and gets one face, as the rules
 * said before March of the Machine (2023-04-14), so it can't transform. Breaks 707.8a
 * (a token copy of a double-faced permanent is a double-faced token with the same
 * face up) and, through it, 701.27a for that token.
 */
import type { Characteristics } from '../../model/characteristics.js';
import type { TokenDefinition } from '../../model/card.js';
import { copiableValues } from '../../engine/characteristics/compute.js';
import { addCopyEffect } from '../../engine/actions/copy.js';
import { enteredEvents } from '../../engine/zones/enter.js';
import { createCardObject } from '../../engine/zones/move.js';
import { permanentOf, playerOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

function shell(values: Characteristics): TokenDefinition {
  const { manaValue: _mv, colors: _c, name, ...rest } = values;
  return { layout: 'single', faces: [{ ...rest, name: name ?? 'Copy', colorIndicator: null }] };
}

export const mutant: MutantFacts = {
  bug: 'A token copy of a double-faced permanent is single-faced.',
  clause: '707.8a',
  group: 'dfc',
  properties: ['712/copy-takes-face-up'],
  scenarios: [],
};

export default mutantEngine({
  name: 'token-copy-single-faced',
  step(state, action, reference) {
    if (action.kind !== 'create-token-copy') return reference(state, action);
    const player = playerOf(state, action.player);
    const source = permanentOf(state, action.of);
    if (!player || player.left || !source) return reference(state, action);
    // The bug: always a one-faced token carrying the face-up values.
    const values = copiableValues(state, source) as Characteristics;
    let [s, id] = createCardObject(state, { kind: 'token', token: shell(values), copy: true }, action.player, {
      to: 'battlefield',
    });
    s = addCopyEffect(s, id, values);
    return done(s, [{ kind: 'token-created', object: id }, ...enteredEvents(s, id)]);
  },
});
