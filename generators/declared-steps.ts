/**
 * Steps kept to the action kinds an engine declares it takes (adapter/action-features.ts): a step kind that is an
 * action kind the engine does not take is drawn with weight 0, so that its games spend their length on steps it can
 * play rather than on steps the trace would skip (properties/harness/trace.ts still skips any, from motifs say).
 */
import { isActionKind } from '../adapter/action-features.js';
import type { Declaration } from '../adapter/declaration.js';
import type { StepKind, StepWeights } from './generated-step.js';
import { DEFAULT_STEP_WEIGHTS, type StepConstraints } from './steps.js';

/** `c` with the weights of the step kinds `declared` does not take set to 0 (unchanged when it takes every kind). */
export function declaredStepConstraints(c: StepConstraints, declared: Declaration): StepConstraints {
  const actions = declared.actions;
  if (actions === null) return c;
  const weights: Record<string, number> = { ...DEFAULT_STEP_WEIGHTS, ...c.weights };
  const untaken = (Object.keys(weights) as StepKind[]).filter((k) => isActionKind(k) && !actions.has(k));
  const kept = Object.entries(weights).filter(([k, w]) => w > 0 && !untaken.includes(k as StepKind));
  // A property drawing only steps the engine does not take keeps its weights: the trace skips them, and the check
  // says which were not played.
  if (kept.length === 0 || untaken.length === 0) return c;
  for (const k of untaken) weights[k] = 0;
  return { ...c, weights: weights as StepWeights };
}
