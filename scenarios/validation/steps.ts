/**
 * What scenarios/schema.json cannot say about a step: the objects and players its action names
 * exist (for objects: in setup.cards, or captured by an earlier step's `as`), capture names are
 * not reused, and its expectations name setup players, viewers and defined objects. Captures
 * accumulate across steps, so a step may refer only to objects captured before it, and its
 * expectations also to its own capture. The step's shape is the schema's.
 */
import { ACTION_FIELDS, type FieldType } from '../action-fields.js';
import { isObject, join, type Checker } from './checker.js';
import { checkExpect } from './expectations.js';
import { checkPlayer, checkReference, isReference, type RefScope } from './references.js';
import type { SetupFacts } from './setup.js';

/** Check one action field's references and player ids. */
function checkField(c: Checker, field: FieldType, value: unknown, at: string, scope: RefScope): void {
  if (field.type === 'object' && isReference(value)) checkReference(c, value, at, scope);
  else if ((field.type === 'object-pair' || field.type === 'objects') && Array.isArray(value))
    value.forEach((v, i) => {
      checkField(c, { type: 'object' }, v, `${at}[${i}]`, scope);
    });
  else if (field.type === 'player') checkPlayer(c, value, at, scope);
  else if (field.type === 'players' && Array.isArray(value))
    value.forEach((v, i) => {
      checkPlayer(c, v, `${at}[${i}]`, scope);
    });
}

/** Check a step's `do` against what is defined before it. */
function checkAction(c: Checker, action: unknown, at: string, scope: RefScope): void {
  if (!isObject(action) || typeof action.kind !== 'string' || !Object.hasOwn(ACTION_FIELDS, action.kind)) return;
  const fields: Readonly<Record<string, { readonly field: FieldType }>> =
    ACTION_FIELDS[action.kind as keyof typeof ACTION_FIELDS];
  for (const [name, spec] of Object.entries(fields)) {
    if (action[name] !== undefined) checkField(c, spec.field, action[name], join(at, name), scope);
  }
  checkSplitHalf(c, action, at);
}

/** A split card is cast as its left or its right half (709.3): the mode must say which. */
function checkSplitHalf(c: Checker, action: Readonly<Record<string, unknown>>, at: string): void {
  const mode = action.mode;
  if (action.kind !== 'cast' || !isObject(mode) || mode.kind !== 'split-half') return;
  if (mode.half !== 'left' && mode.half !== 'right')
    c.add(
      join(join(at, 'mode'), 'half'),
      `a split-half cast names the half it casts; got ${JSON.stringify(mode.half) ?? 'nothing'}`,
      'write "half": "left" or "half": "right" (709.3)',
    );
}

/** Check one step; adds its `as` name to `captures` for the steps after it. */
export function checkStep(c: Checker, step: unknown, at: string, setup: SetupFacts, captures: Set<string>): void {
  if (!isObject(step)) return;
  checkAction(c, step.do, `${at}.do`, { ...setup, captures: new Set(captures), inExpectation: false });
  if (typeof step.as === 'string' && step.as !== '') {
    if (captures.has(step.as))
      c.add(`${at}.as`, `"${step.as}" is already captured by an earlier step`, 'choose a new name');
    captures.add(step.as);
  }
  if (step.expect !== undefined)
    checkExpect(c, step.expect, `${at}.expect`, { ...setup, captures: new Set(captures), inExpectation: true });
}
