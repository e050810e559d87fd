/**
 * Mutant: nightbound permanents do not transform as night becomes day.
 *
 * Bug: the engine transforms daybound permanents as it becomes night but forgets the way back:
 * when day comes, a werewolf back face up stays Wildsong Howler. Breaks 702.145f (by day a
 * nightbound permanent back face up is transformed at once) and 702.145e.
 */
import { done } from '../../engine/step-result.js';
import type { GameObject } from '../../model/game-object.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Nightbound permanents stay back face up when night becomes day.',
  clause: '702.145f',
  group: 'dfc',
  properties: ['702/daybound-follows-day-and-night'],
  scenarios: [
    'rules/731.2a-day-becomes-night-when-no-spells-were-cast',
    'rules/702.145g-nightbound-permanent-makes-it-night',
  ],
};

export default mutantEngine({
  name: 'nightbound-stays-by-day',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok || state.dayNight !== 'night' || result.state.dayNight !== 'day') return result;
    // Undo the transforms to the front face that day brought to permanents already on the battlefield.
    const undone = new Set(
      result.events.flatMap((e) =>
        e.kind === 'transformed' && e.face === 'front' && state.objects[e.object]?.face === 'back' ? [e.object] : [],
      ),
    );
    if (undone.size === 0) return result;
    const objects: Record<string, GameObject> = { ...result.state.objects };
    for (const id of undone) objects[id] = { ...(objects[id] as GameObject), face: 'back' };
    const events = result.events.filter((e) => !(e.kind === 'transformed' && undone.has(e.object)));
    return done({ ...result.state, objects }, events);
  },
});
