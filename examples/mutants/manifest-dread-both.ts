/**
 * Mutant: manifest dread manifests both cards it looked at.
 *
 * Bug: manifest dread is implemented as "manifest the top two", so both cards go onto
 * the battlefield face down and none goes to the graveyard. Breaks 701.62a (look at
 * the top two, manifest one of them, put the rest into the graveyard).
 */
import type { GameEvent } from '../../model/events.js';
import { playerOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { enteredEvents } from '../../engine/zones/enter.js';
import { moveObject } from '../../engine/zones/move.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Manifest dread manifests both cards it looked at.',
  clause: '701.62a',
  group: 'face-down',
  properties: ['701/manifest-dread-moves-two'],
  scenarios: [],
};

export default mutantEngine({
  name: 'manifest-dread-both',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'manifest-dread' || !result.ok) return result;
    const looked = (playerOf(state, action.player)?.library ?? []).slice(0, 2);
    if (looked.length < 2) return result;
    let s = state;
    const events: GameEvent[] = [];
    for (const card of looked) {
      const moved = moveObject(s, card, { to: 'battlefield', controller: action.player, faceDown: 'manifest-dread' });
      s = moved.state;
      events.push(...moved.events, ...enteredEvents(s, moved.newIds[0] as string));
    }
    return done(s, events);
  },
});
