/**
 * Mutant: "whenever another creature dies" does not look back in time: a permanent that leaves
 * the battlefield at the same time as the creature does not see it die.
 *
 * Bug: the engine asks only the permanents still on the battlefield after the event, so two
 * creatures dying together do not see each other. Breaks 603.10a (and 704.8).
 */
import type { GameState } from '../../model/game-state.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A permanent leaving at the same time as a dying creature does not see it die (no look back in time).',
  clause: '603.10a',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/603.10a-creatures-dying-together-see-each-other-die'],
};

export default mutantEngine({
  name: 'dies-trigger-without-look-back',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const s: GameState = result.state;
    const before = new Set(state.stack);
    const unseen = (id: string): boolean => {
      const o = s.objects[id];
      return (
        !before.has(id) &&
        o?.represents.kind === 'triggered-ability' &&
        o.represents.ability.trigger.kind === 'another-creature-dies' &&
        s.objects[o.represents.source]?.zone !== 'battlefield'
      );
    };
    const dropped = s.stack.filter(unseen);
    if (dropped.length === 0) return result;
    const objects = { ...s.objects };
    for (const id of dropped) delete objects[id];
    const sources = new Set(
      dropped.map((id) =>
        s.objects[id]?.represents.kind === 'triggered-ability' ? s.objects[id].represents.source : '',
      ),
    );
    return {
      ...result,
      state: { ...s, objects, stack: s.stack.filter((id) => !dropped.includes(id)) },
      events: result.events.filter(
        (e) => !(e.kind === 'triggered' && e.trigger === 'another-creature-dies' && sources.has(e.source)),
      ),
    };
  },
});
