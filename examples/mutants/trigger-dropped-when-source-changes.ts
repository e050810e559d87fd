/**
 * Mutant: an ability that triggered is dropped when its source no longer has it.
 *
 * Bug: the engine records only "the source's trigger fired" and looks the ability up on the source when
 * it puts abilities on the stack; a source that changed in between (a daybound card turned face up at
 * night and transformed at once, a double-faced token that enters and transforms at once) no longer has
 * the ability, so nothing goes on the stack. This is what the reference engine did before issue 23.
 * Breaks 603.2, 603.3 and 113.7a.
 */
import { characteristics } from '../../engine/characteristics/compute.js';
import { objectOf, withLastKnown } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { removeFromZone } from '../../engine/zones/zone-lists.js';
import type { GameState } from '../../model/game-state.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A triggered ability is not put on the stack when its source transformed or turned over meanwhile.',
  clause: '603.2',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/603.2-trigger-outlives-its-source-transforming'],
};

/** Whether the source, as it is at the end of the step (or as it last was), has a triggered ability with `trigger`. */
function stillHas(state: GameState, source: string, trigger: string): boolean {
  const read = objectOf(state, source) ? state : withLastKnown(state, source);
  const o = read && objectOf(read, source);
  if (!read || !o) return false;
  return (characteristics(read, o)?.abilities ?? []).some((a) => a.kind === 'triggered' && a.trigger.kind === trigger);
}

export default mutantEngine({
  name: 'trigger-dropped-when-source-changes',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    let s = result.state;
    for (const id of s.stack) {
      const r = s.objects[id]?.represents;
      if (state.objects[id] || r?.kind !== 'triggered-ability') continue;
      if (stillHas(s, r.source, r.ability.trigger.kind)) continue;
      const { [id]: _, ...objects } = s.objects;
      s = { ...removeFromZone(s, id, 'stack', s.objects[id]?.owner ?? 'P1'), objects };
    }
    return done(s, result.events);
  },
});
