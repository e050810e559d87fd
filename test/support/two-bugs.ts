/**
 * Two of the repository's mutants combined into one engine with both bugs (issue 39: a check that fails goes on to
 * find failures of other kinds; measured on two bugs at once): the second mutant's step runs over the first's,
 * as if the first were its reference, and its views over the first's views.
 */
import { join } from 'node:path';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { mutantEngine, mutantSpecOf, type MutantSpec } from '../../examples/mutants/support/mutant-engine.js';

const ROOT = join(import.meta.dirname, '../..');

async function specOf(name: string): Promise<MutantSpec> {
  const engine = ((await import(join(ROOT, 'examples/mutants', `${name}.ts`))) as { default: EngineAdapter }).default;
  const spec = mutantSpecOf(engine);
  if (spec === undefined) throw new Error(`examples/mutants/${name}.ts is not made by mutantEngine`);
  if (spec.id !== undefined || spec.edition !== undefined)
    throw new Error(`${name} renames ids or plays another edition: not combined here`);
  return spec;
}

/** The engine with the bugs of mutants `first` and `second` (neither renaming ids nor playing an older edition). */
export async function twoBugs(first: string, second: string): Promise<EngineAdapter> {
  const [a, b] = await Promise.all([specOf(first), specOf(second)]);
  return mutantEngine({
    name: `${first}+${second}`,
    step: (state, action, reference) => {
      const under = (s: typeof state, x: typeof action) => (a.step ? a.step(s, x, reference) : reference(s, x));
      const result = b.step ? b.step(state, action, under as typeof reference) : under(state, action);
      return result;
    },
    view: (view, state, viewer) => {
      const once = a.view ? a.view(view, state, viewer) : view;
      return b.view ? b.view(once, state, viewer) : once;
    },
  });
}
