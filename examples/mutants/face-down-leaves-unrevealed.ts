/**
 * Mutant: a face-down permanent or spell that leaves is not revealed.
 *
 * Bug: the zone change forgets to reveal the card, so opponents never learn what the
 * morph or manifested card was (and cannot check it was legal). Breaks 708.9 (a
 * face-down permanent leaving the battlefield, a face-down spell leaving the stack for
 * anywhere but the battlefield, and face-down objects of a player who leaves the game
 * are revealed).
 */
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A face-down permanent or spell that leaves is not revealed.',
  clause: '708.9',
  group: 'face-down',
  properties: ['708/reveal-on-leaving'],
  scenarios: [],
};

export default mutantEngine({
  name: 'face-down-leaves-unrevealed',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    // The bug: drop the reveal of any object that changed zones in this step.
    const moved = new Set(result.events.flatMap((e) => (e.kind === 'zone-change' ? [e.object] : [])));
    const kept = result.events.filter((e) => !(e.kind === 'revealed' && moved.has(e.object)));
    return kept.length === result.events.length ? result : done(result.state, kept);
  },
});
