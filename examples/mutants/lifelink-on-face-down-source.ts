/**
 * Mutant: a face-down source has the lifelink of the card underneath.
 *
 * Bug: the engine reads the damage source's lifelink from its card rather than from the face-down permanent it
 * is, which has no abilities (708.2a): damage from a face-down creature whose card has lifelink gains its
 * controller life. Breaks 120.3f with 708.2a.
 */
import { characteristics } from '../../engine/characteristics/compute.js';
import { objectOf, playerOf, updatePlayer } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A face-down damage source has the lifelink of the card underneath.',
  clause: '120.3f',
  group: 'face-down',
  properties: ['120/damage-to-players-and-lifelink'],
  scenarios: ['rules/120.3f-face-down-source-has-no-lifelink'],
};

export default mutantEngine({
  name: 'lifelink-on-face-down-source',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'deal-damage' && action.kind !== 'deal-damage-to-player') return result;
    if (action.source === undefined || !result.ok || result.state.gameOver) return result;
    const source = objectOf(state, action.source);
    if (source === undefined || source.zone !== 'battlefield' || source.faceDown === null || source.phasedOut)
      return result;
    const card = characteristics(state, source, { ignoreFaceDown: true });
    const lifelink = card?.abilities.some((a) => a.kind === 'keyword' && a.keyword.toLowerCase() === 'lifelink');
    if (lifelink !== true || result.events.some((e) => e.kind === 'no-effect')) return result;
    if (playerOf(result.state, source.controller)?.left !== false) return result;
    const gained = updatePlayer(result.state, source.controller, (p) => ({ ...p, life: p.life + action.amount }));
    return done(gained, result.events);
  },
});
