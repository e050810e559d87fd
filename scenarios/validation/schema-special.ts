/**
 * Problems said in the scenario's words at the few places of the schema where a general message
 * ("unknown value", "must be a string") would be vague: the clause id pattern, the steps that may
 * not be empty, operators, references, a value meant as none of a union's forms.
 */
import type { ErrorObject } from 'ajv';
import { OPERATOR_KEYS, REFERENCE_KEYS } from '../format.js';
import { show } from './checker.js';
import { noFormOf } from './structure.js';
import { joinAt, lastKey, list, type Located, place } from './schema-words.js';

/** A problem said in the scenario's words for a few places where a general message would be vague. */
export function special(e: ErrorObject, at: string, parent: unknown, owner: string): Located | null {
  const p = place(e);
  // A `false` subschema has no mark of its own: its place is its owner's plus the path inside it.
  const falsePlace = `${owner}${e.schemaPath.slice(1)}`;
  const value = e.data;
  if (e.keyword === 'minItems' && /^#\/then\/properties\/steps$/.test(p))
    return {
      at,
      message: 'steps is empty',
      hint: 'list at least one step { "do": { "kind": ... } } (none only with an "initial" expectation)',
    };
  if (e.keyword === 'pattern' && /^#\/properties\/rules\/items$/.test(p))
    return {
      at,
      message: `${show(value)} is not a clause id`,
      hint: 'cite a clause of edition 2026-04-17 such as "712.15a"',
    };
  if (e.keyword === 'pattern' && p === '#/properties/id')
    return {
      at,
      message: `id ${show(value)} contains whitespace`,
      hint: 'use a path-like id such as "foundation/transform-keeps-identity"',
    };
  if (e.keyword === 'enum' && /^#\/properties\/mechanics\/items$/.test(p))
    return { at, message: `unknown mechanic ${show(value)}`, hint: `use one of: ${list(e)}` };
  if (e.keyword === 'enum' && /^#\/\$defs\/eventMatcher\/allOf\/1\/properties\/kind$/.test(p))
    return { at, message: `unknown event kind ${show(value)}`, hint: `use one of: ${list(e)}` };
  if (e.keyword === 'enum' && /\/battlefield\/items\/properties\/faceDown$/.test(p))
    return { at, message: `unknown face-down way ${show(value)}`, hint: `use one of: ${list(e)}` };
  if (
    (e.keyword === 'minItems' || e.keyword === 'maxItems') &&
    /^#\/\$defs\/(card|token)Definition\/oneOf\/\d+\/properties\/faces$/.test(p)
  ) {
    const n = e.params.limit as number;
    const layout = (parent as { layout?: unknown } | undefined)?.layout;
    return { at, message: `a ${String(layout)} card has ${n} face(s)`, hint: `list ${n} face object(s) in "faces"` };
  }
  if (e.keyword === 'dependentRequired' && /^#\/\$defs\/operator\/oneOf\/1$/.test(p))
    return { at, message: '"$where" and "$count" go together', hint: 'write { "$where": { ... }, "$count": 1 }' };
  if (e.keyword === 'not' && p === '#/$defs/objectExpectation')
    return {
      at: joinAt(at, 'match'),
      message: 'an absent object has nothing to match',
      hint: 'remove "match" or "absent"',
    };
  if (e.keyword === 'false schema' && /expectation\/else\/properties\/code/.test(falsePlace))
    return {
      at,
      message: '"code" checks a rejection, so it needs "ok": false',
      hint: 'add "ok": false or remove "code"',
    };
  if (e.keyword === 'false schema' && /expectation\/then\/properties\/(events|noEvents)/.test(falsePlace)) {
    const key = lastKey(at);
    return {
      at,
      message: `a rejected action has no events, so "${key}" can never be checked`,
      hint: `remove "${key}" or "ok": false`,
    };
  }
  if (e.keyword === 'additionalProperties' && /^#\/\$defs\/operator\/oneOf\/\d$/.test(p)) {
    const key = e.params.additionalProperty as string;
    if (!key.startsWith('$'))
      return {
        at,
        message: `an object mixes "$" keys (${Object.keys(value as object)
          .filter((k) => k.startsWith('$'))
          .join(', ')}) with plain fields`,
        hint: 'a "$" object is a whole reference or operator; nest it under the field it checks',
      };
    if (p.endsWith('/0')) return { at, message: '"$absent" must be true and alone', hint: 'write { "$absent": true }' };
    if (p.endsWith('/2')) return { at, message: '"$not" stands alone', hint: 'write { "$not": <expected value> }' };
    return {
      at: joinAt(at, key),
      message: `unknown operator "${key}"`,
      hint: `use a reference (${REFERENCE_KEYS.join(', ')}) or an operator (${OPERATOR_KEYS.join(', ')})`,
    };
  }
  if (e.keyword === 'additionalProperties' && /^#\/\$defs\/reference\/oneOf\/\d$/.test(p))
    return {
      at,
      message:
        `a reference has exactly one of ${REFERENCE_KEYS.join(', ')} (and, in expectations, "$at"), ` +
        `found ${show(value)}`,
      hint: 'split it into separate references',
    };
  return null;
}

/** A value meant as none of a union's forms. */
export function noFormProblem(e: ErrorObject, at: string): Located {
  const none = noFormOf(e);
  const value = e.data;
  if (none?.union === '#/$defs/reference')
    return {
      at,
      message: `an object must be given as a reference, found ${show(value)}`,
      hint:
        'write { "$card": "c1" }, { "$ref": "name" }, { "$battlefield": { "controller": "P1", "index": 0 } } ' +
        'or { "$stackTop": true } or { "$stack": 0 }',
    };
  if (none?.tag !== undefined) {
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    const tagValue = isObject ? (value as Record<string, unknown>)[none.tag] : undefined;
    const what = none.tag === 'kind' && none.union === '#/$defs/action' ? 'action kind' : none.tag;
    if (!isObject)
      return {
        at,
        message: `${lastKey(at)} must be an object with "${none.tag}", found ${show(value)}`,
        hint: `write { "${none.tag}": "${none.values?.[0] ?? ''}", ... }`,
      };
    return {
      at: joinAt(at, none.tag),
      message: `unknown ${what} ${show(tagValue)}`,
      hint: `use one of: ${(none.values ?? []).join(', ')}`,
    };
  }
  return {
    at,
    message: `${lastKey(at)} has none of the allowed forms, found ${show(value)}`,
    hint: 'see scenarios/schema.json',
  };
}
