/**
 * The differential check compares an engine with the reference only where the engine claims
 * to follow the same rules. Most rules outside an engine's declared mechanics never come up,
 * because its games keep to the cards and actions those mechanics allow; state-based actions
 * (704.3) are different: a core action (damage, counters) or a transform can make one apply.
 * For an engine that does not declare `state-based-actions`, the comparison stops before the
 * first step where the reference engine performed one: from there on the two games differ by
 * a rule the engine never claimed, not by a mistake in what it claims.
 */
import type { Trace } from '../harness/index.js';

/** The index of the first step at which `reference` performed a state-based action, or null. */
export function firstStateBasedAction(reference: Trace): number | null {
  const i = reference.records.findIndex(
    (r) => r.result.ok && r.result.events.some((e) => e.kind === 'state-based-action'),
  );
  return i < 0 ? null : i;
}

/**
 * Both traces cut to the steps the engine's declared mechanics answer for: unchanged when it
 * declares `state-based-actions` or the reference performed none, else cut before the first
 * step where the reference performed one.
 */
export function withinDeclaredRules(
  mine: Trace,
  reference: Trace,
  declared: readonly string[],
): { readonly mine: Trace; readonly reference: Trace } {
  if (declared.includes('state-based-actions')) return { mine, reference };
  const cut = firstStateBasedAction(reference);
  if (cut === null) return { mine, reference };
  return {
    mine: { ...mine, records: mine.records.slice(0, cut) },
    reference: { ...reference, records: reference.records.slice(0, cut) },
  };
}
