/**
 * Mutant: an Aura put onto the battlefield by an effect enters attached to nothing.
 *
 * Bug: the engine puts the Aura card or token onto the battlefield like any other permanent, without having its
 * controller choose what it enchants, so the state-based actions put it straight into the graveyard (704.5m). This
 * is what the reference engine did before issue 40, and generated games put catalog Auras onto the battlefield.
 * Breaks 303.4f.
 */
import { settle } from '../../engine/priority/settle.js';
import { updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'An Aura put onto the battlefield (or created) with nothing named to enchant enters attached to nothing.',
  clause: '303.4f',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/303.4f-an-aura-put-onto-the-battlefield-enchants-what-its-controller-chooses'],
};

export default mutantEngine({
  name: 'aura-enters-unattached',
  step(state, action, reference) {
    const result = reference(state, action);
    const chosen =
      action.kind === 'create-token-copy' ||
      ((action.kind === 'put-onto-battlefield' || action.kind === 'create-token') && action.attachedTo === undefined);
    if (!result.ok || !chosen) return result;
    const attached = result.events.flatMap((e) => (e.kind === 'attached' ? [e.object] : []));
    if (attached.length === 0) return result;
    let s = result.state;
    for (const id of attached) if (s.objects[id]?.zone === 'battlefield') s = updateObject(s, id, { attachedTo: null });
    return done(
      ...settle(
        s,
        result.events.filter((e) => e.kind !== 'attached'),
      ),
    );
  },
});
