/**
 * Mutant: a copy of an ability always keeps the original's targets.
 *
 * Bug: the engine ignores the new targets chosen for a copy of an ability (707.10c): the copy is put on the stack
 * with the original's targets, even when its controller chose another (legal) target, and a choice of an illegal
 * new target is not refused. Breaks 707.10c.
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: "A copy of an ability always keeps the original's targets: new targets are ignored, illegal ones not refused.",
  clause: '707.10c',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/707.10c-copied-ability-may-get-new-targets'],
};

export default mutantEngine({
  name: 'copied-ability-keeps-targets',
  step(state, action, reference) {
    if (action.kind !== 'copy-ability' || action.targets === undefined) return reference(state, action);
    const { targets: _ignored, ...unchanged } = action;
    return reference(state, unchanged);
  },
});
