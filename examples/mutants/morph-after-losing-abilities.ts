/**
 * Mutant: a face-down permanent is turned face up for its morph or disguise cost
 * after it has lost all abilities.
 *
 * Bug: the engine checks the printed card for a morph or disguise ability instead of
 * asking what the permanent would have if it were face up now, so an effect that
 * removes abilities (layer 6) does not close the route. Breaks 702.37e and 702.168d
 * (you may turn it face up only if it would have the ability face up).
 */
import type { GameEvent } from '../../model/events.js';
import { frontFaceOf } from '../../engine/characteristics/printed.js';
import { objectOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A face-down permanent is turned face up for its morph or disguise cost after it has lost all abilities.',
  clause: '702.37e',
  group: 'face-down',
  properties: ['702/turn-face-up-routes'],
  scenarios: [],
};

export default mutantEngine({
  name: 'morph-after-losing-abilities',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'turn-face-up' || result.ok) return result;
    if (result.rejection.code !== 'turn-face-up/no-morph' && result.rejection.code !== 'turn-face-up/no-disguise')
      return result;
    const permanent = objectOf(state, action.object);
    const printed = permanent ? (frontFaceOf(state, permanent)?.abilities ?? []) : [];
    const wanted = action.route === 'morph' ? ['morph', 'megamorph'] : ['disguise'];
    if (!printed.some((a) => wanted.includes(a.kind))) return result;
    // The bug: the printed ability is enough; turn it face up as an effect would.
    const forced = reference(state, { ...action, route: 'effect' });
    if (!forced.ok) return forced;
    const events: GameEvent[] = forced.events.map((e) =>
      e.kind === 'turned-face-up' ? { ...e, route: action.route } : e,
    );
    return done(forced.state, events);
  },
});
