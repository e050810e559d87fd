/**
 * Validation of a step's action (`do`): its kind must be an adapter action kind,
 * and its fields are checked against the field table of that kind, required fields
 * present and unknown fields reported.
 */
import { ACTION_KINDS } from '../../adapter/action.js';
import { ACTION_FIELDS, type FieldType } from '../action-fields.js';
import { isObject, join, show, typeName, type Checker } from './checker.js';
import { validateField, type RefScope } from './references.js';

/** Check a step's `do` against the field table of its action kind. */
export function validateAction(c: Checker, action: unknown, at: string, scope: RefScope): void {
  if (!isObject(action)) {
    c.add(
      at,
      `"do" must be an action object, found ${typeName(action)}`,
      'write { "kind": "transform", "object": { "$card": "c1" } }',
    );
    return;
  }
  const kind = action.kind;
  if (typeof kind !== 'string' || !(ACTION_KINDS as readonly string[]).includes(kind)) {
    c.add(`${at}.kind`, `unknown action kind ${show(kind)}`, `use one of: ${ACTION_KINDS.join(', ')}`);
    return;
  }
  const fields: Readonly<Record<string, { readonly field: FieldType; readonly required: boolean }>> =
    ACTION_FIELDS[kind as keyof typeof ACTION_FIELDS];
  const allowed = ['kind', ...Object.keys(fields)];
  c.object(action, at, allowed, `a "${kind}" action`);
  for (const [name, spec] of Object.entries(fields)) {
    const value = action[name];
    if (value === undefined) {
      if (spec.required) c.add(join(at, name), `a "${kind}" action needs "${name}"`, `add "${name}"`);
      continue;
    }
    validateField(c, spec.field, value, join(at, name), scope);
  }
}
