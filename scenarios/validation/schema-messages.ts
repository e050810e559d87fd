/**
 * ajv's errors for a scenario, said as located problems: the place in the scenario (`steps[2].do.to`),
 * what is wrong in the scenario's words ("unknown key "expct" in a step", "a "transform" action needs
 * "object"") and what to do. Messages are built from the schema itself (its allowed keys and values),
 * with a few places named in words (NOUNS, LABELS, SPECIAL).
 */
import type { ErrorObject } from 'ajv';
import { show } from './checker.js';
import { noFormOf } from './structure.js';
import { noFormProblem, special } from './schema-special.js';
import { joinAt, labelOf, list, type Located, nounOf, pathOf, place, typeProblem, valueAt } from './schema-words.js';

export type { Located } from './schema-words.js';

/** One ajv error as a problem; null for errors that only echo another (if, propertyNames). */
export function problemOf(e: ErrorObject, root: unknown, owner = '?'): Located | null {
  const at = pathOf(e.instancePath);
  if (e.keyword === 'if' || e.keyword === 'propertyNames') return null;
  const s = special(e, at, valueAt(root, e.instancePath.split('/').slice(1, -1)), owner);
  if (s !== null) return s;
  if (e.keyword === 'not' && noFormOf(e) !== undefined) return noFormProblem(e, at);
  if (e.propertyName !== undefined) {
    const allowed = list(e);
    return {
      at: joinAt(at, e.propertyName),
      message: `unknown key "${e.propertyName}" in ${nounOf(e, at)}`,
      hint: `remove it, or use one of: ${allowed}`,
    };
  }
  const label = labelOf(e, at);
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = e.params.additionalProperty as string;
      const allowed = Object.keys((e.parentSchema?.properties as object | undefined) ?? {});
      return {
        at: joinAt(at, key),
        message: `unknown key "${key}" in ${nounOf(e, at)}`,
        hint: allowed.length === 0 ? 'remove it' : `remove it, or use one of: ${allowed.join(', ')}`,
      };
    }
    case 'required': {
      const key = e.params.missingProperty as string;
      return { at: joinAt(at, key), message: `${nounOf(e, at)} needs "${key}"`, hint: `add "${key}"` };
    }
    case 'type':
      return typeProblem(e, at);
    case 'enum':
      return { at, message: `unknown value ${show(e.data)}`, hint: `use one of: ${list(e)}` };
    case 'const':
      return {
        at,
        message: `${label} must be ${show(e.params.allowedValue)}, found ${show(e.data)}`,
        hint: `write ${show(e.params.allowedValue)}`,
      };
    case 'minLength':
      return { at, message: `${label} must be a non-empty string`, hint: `give ${label} as a string` };
    case 'minimum':
      return {
        at,
        message: `${label} must be an integer >= ${e.params.limit}, found ${show(e.data)}`,
        hint: `give a whole number from ${e.params.limit} up`,
      };
    case 'minItems':
    case 'maxItems': {
      const n = e.params.limit as number;
      const min = e.parentSchema?.minItems;
      const max = e.parentSchema?.maxItems;
      const count = min === max ? `exactly ${n}` : e.keyword === 'minItems' ? `at least ${n}` : `at most ${n}`;
      return {
        at,
        message: `${label} must list ${count} item(s), found ${Array.isArray(e.data) ? e.data.length : show(e.data)}`,
        hint: `list ${count}`,
      };
    }
    case 'oneOf':
    case 'anyOf': {
      const branches = (e.parentSchema?.[e.keyword] as { required?: string[] }[] | undefined) ?? [];
      const keys = branches.map((b) => b.required?.[0]);
      if (keys.every((k) => k !== undefined)) {
        const names = keys.map((k) => `"${k}"`);
        const words = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
        return {
          at,
          message: `${nounOf(e, at)} needs exactly one of ${words}`,
          hint: `give one of ${words}, not more`,
        };
      }
      return {
        at,
        message: `${label} has none of the allowed forms, found ${show(e.data)}`,
        hint: 'see scenarios/schema.json',
      };
    }
    default:
      return {
        at,
        message: `${label} ${e.message ?? 'is not allowed here'}`,
        hint: 'see scenarios/schema.json and docs/scenario-format.md',
      };
  }
}

/** Every problem of a list of ajv errors, without the errors of the forms of a union that failed as a whole. */
export function problemsOf(errors: readonly ErrorObject[], root: unknown): Located[] {
  const failedUnions = errors
    .filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')
    .map((e) => `${place(e)}/${e.keyword}/`);
  const kept = errors.filter((e) => !failedUnions.some((u) => place(e).startsWith(u)));
  // The node holding an if/then/else, by the instance it checked: the owner of a `false` subschema there.
  const owners = new Map(errors.filter((e) => e.keyword === 'if').map((e) => [e.instancePath, place(e)]));
  const seen = new Set<string>();
  const out: Located[] = [];
  for (const e of kept) {
    const parentPointer = e.instancePath.replace(/\/[^/]*$/, '');
    const p = problemOf(e, root, owners.get(parentPointer));
    if (p === null) continue;
    const key = `${p.at}\n${p.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(p);
    }
  }
  return out;
}
