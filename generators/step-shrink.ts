/**
 * Re-aiming a generated step (for the minimiser, properties/harness/minimise.ts): a step names its objects
 * by an index into a list of the current view (generators/resolve-target.ts), so taking a card out of the
 * setup can move what an index picks. Setting a step's indices anew lets a smaller setup aim at the same
 * object again.
 */
import type { GeneratedStep } from './generated-step.js';

function isTarget(value: unknown): value is { readonly zone: string; readonly index: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { zone?: unknown }).zone === 'string' &&
    typeof (value as { index?: unknown }).index === 'number'
  );
}

/** Whether the step names objects by index. */
export function hasTargets(step: GeneratedStep): boolean {
  return Object.values(step).some(isTarget);
}

/** The step with every target's index set to `index`. */
export function aimedAt(step: GeneratedStep, index: number): GeneratedStep {
  const entries = Object.entries(step).map(([k, v]) => [k, isTarget(v) ? { ...v, index } : v]);
  return Object.fromEntries(entries) as GeneratedStep;
}
