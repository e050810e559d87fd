/**
 * Mutant: a player may keep any number of Roles on the same permanent.
 *
 * Bug: the engine does not know the Role rule, so a second Role a player puts on a creature
 * does not replace the first. Breaks 704.5y (and 303.7a).
 */
import type { TokenDefinition } from '../../model/card.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Every Role a player puts on a permanent stays, not only the newest.',
  clause: '704.5y',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/704.5y-a-player-keeps-only-their-newest-role'],
};

/** The token as the engine reads it: an Aura without the Role subtype, so no Role rule applies. */
function withoutRole(token: TokenDefinition): TokenDefinition {
  const faces = token.faces.map((f) => ({ ...f, subtypes: f.subtypes.filter((t) => t !== 'Role') }));
  return { ...token, faces } as unknown as TokenDefinition;
}

export default mutantEngine({
  name: 'roles-all-stay',
  step(state, action, reference) {
    if (action.kind !== 'create-token') return reference(state, action);
    return reference(state, { ...action, token: withoutRole(action.token) });
  },
});
