/**
 * Validation of one scenario step: its action, note, capture name (`as`) and
 * expectations. Captures accumulate across steps, so a step may refer only to
 * objects captured before it, and its expectations also to its own capture.
 */
import { validateAction } from './actions.js';
import type { Checker } from './checker.js';
import { validateExpect } from './expectations.js';
import type { RefScope } from './references.js';
import type { SetupFacts } from './setup.js';

const STEP_KEYS = ['do', 'as', 'expect', 'note'];

/** Check one step; adds its `as` name to `captures` for the steps after it. */
export function validateStep(c: Checker, step: unknown, at: string, setup: SetupFacts, captures: Set<string>): void {
  if (!c.object(step, at, STEP_KEYS, 'a step')) return;
  const scope: RefScope = { ...setup, captures: new Set(captures), inExpectation: false };
  validateAction(c, step.do, `${at}.do`, scope);
  if (step.note !== undefined && typeof step.note !== 'string')
    c.add(`${at}.note`, 'note must be a string', 'write a short sentence');
  if (step.as !== undefined && c.string(step.as, `${at}.as`, '"as"')) {
    if (captures.has(step.as))
      c.add(`${at}.as`, `"${step.as}" is already captured by an earlier step`, 'choose a new name');
    captures.add(step.as);
  }
  if (step.expect !== undefined) {
    validateExpect(c, step.expect, `${at}.expect`, { ...setup, captures: new Set(captures), inExpectation: true });
  }
}
