/**
 * Mutant: lifelink does nothing.
 *
 * Bug: the engine reads deathtouch, wither and infect from a damage source but not lifelink, so damage from a
 * source with lifelink gains its controller no life, whether it is dealt to a player or to a creature,
 * planeswalker or battle. This is what the reference engine did before life totals (issue 23). Breaks 120.3f.
 */
import { damageSource } from '../../engine/actions/damage-source.js';
import { playerOf, updatePlayer } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: "Damage from a source with lifelink gains the source's controller no life.",
  clause: '120.3f',
  group: 'dfc',
  properties: ['120/damage-to-players-and-lifelink'],
  scenarios: [
    'rules/120.3f-lifelink-source-gains-its-controller-life',
    'rules/120.3f-face-down-source-has-no-lifelink',
  ],
};

export default mutantEngine({
  name: 'lifelink-ignored',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'deal-damage' && action.kind !== 'deal-damage-to-player') return result;
    if (action.source === undefined || !result.ok || result.state.gameOver) return result;
    const source = damageSource(state, action.source, action.kind);
    if (!source.ok || !source.value.traits.lifelink || source.value.controller === null) return result;
    // The damage did nothing (120.1, a stale or phased-out recipient): there was no life to gain anyway.
    if (result.events.some((e) => e.kind === 'no-effect')) return result;
    const controller = source.value.controller;
    if (playerOf(result.state, controller)?.left !== false) return result;
    const lost = updatePlayer(result.state, controller, (p) => ({ ...p, life: p.life - action.amount }));
    return done(lost, result.events);
  },
});
