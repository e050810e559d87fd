/**
 * Mutant: a permanent entering face down triggers the enters abilities of its hidden card.
 *
 * Bug: the engine checks enters triggers against the card that entered rather than against
 * the permanent, so a manifested, cloaked, morphed or face-down-put card whose front face has
 * "when this enters" triggers it and puts it on the stack. Breaks 708.3 (an object put onto the
 * battlefield face down is turned face down before it enters, so its enters abilities do not
 * trigger) and 708.2a (a face-down permanent has no abilities).
 */
import type { TriggeredAbility } from '../../model/ability.js';
import type { GameEvent } from '../../model/events.js';
import { definitionOf } from '../../engine/characteristics/printed.js';
import { type PendingTrigger, putTriggersOnStack } from '../../engine/priority/triggers.js';
import { objectOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A permanent entering face down triggers the "enters" abilities of its hidden card.',
  clause: '708.3',
  group: 'face-down',
  properties: ['708/no-hidden-ability-triggers'],
  scenarios: ['rules/708.3-face-down-entering-triggers-nothing'],
};

export default mutantEngine({
  name: 'face-down-triggers-hidden-enters',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const extra: GameEvent[] = [];
    const pending: PendingTrigger[] = [];
    for (const e of result.events) {
      if (e.kind !== 'entered' || e.faceDown === null) continue;
      const permanent = objectOf(result.state, e.object);
      const front = permanent && definitionOf(result.state, permanent)?.faces[0];
      if (!permanent || !front) continue;
      for (const ability of front.abilities) {
        if (ability.kind !== 'triggered' || ability.trigger.kind !== 'enters') continue;
        extra.push({ kind: 'triggered', source: permanent.id, trigger: 'enters' });
        pending.push({ source: permanent.id, controller: permanent.controller, ability: ability as TriggeredAbility });
      }
    }
    if (extra.length === 0) return result;
    return done(putTriggersOnStack(result.state, pending), [...result.events, ...extra]);
  },
});
