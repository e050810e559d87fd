/**
 * Mutant: turning a permanent face up triggers its "enters" abilities.
 *
 * Bug: the engine treats turning face up as the permanent arriving, so it reports an
 * `entered` event and fires "when this enters" triggers, a classic mistake with morph.
 * Breaks 708.8 (turning face up is not entering the battlefield; enters abilities
 * don't trigger) and 603.6a.
 */
import type { GameEvent } from '../../model/events.js';
import { characteristics } from '../../engine/characteristics/compute.js';
import { objectOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Turning a permanent face up triggers its "enters" abilities.',
  clause: '708.8',
  group: 'face-down',
  properties: ['708/turn-face-up-same-object'],
  scenarios: ['rules/708.8-turned-face-up-triggers-no-enters'],
};

export default mutantEngine({
  name: 'face-up-triggers-enters',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'turn-face-up' || !result.ok || !result.events.some((e) => e.kind === 'turned-face-up'))
      return result;
    const permanent = objectOf(result.state, action.object);
    if (!permanent) return result;
    const extra: GameEvent[] = [{ kind: 'entered', object: permanent.id, face: permanent.face, faceDown: null }];
    for (const ability of characteristics(result.state, permanent)?.abilities ?? []) {
      if (ability.kind === 'triggered' && ability.trigger.kind === 'enters')
        extra.push({ kind: 'triggered', source: permanent.id, trigger: 'enters' });
    }
    return done(result.state, [...result.events, ...extra]);
  },
});
