/**
 * What scenarios/schema.json cannot say about object references (`$card`, `$ref`, `$battlefield`,
 * `$stackTop`, with `$at` in expectations) and player fields: each must name something the setup or
 * an earlier step's capture defines, and `$at` belongs to expectations only. Their shape is the
 * schema's; a malformed one is left to it.
 */
import { REFERENCE_KEYS } from '../format.js';
import { isObject, show, type Checker, type Json } from './checker.js';

/** What references may name at a given place. */
export interface RefScope {
  readonly cards: ReadonlySet<string>;
  readonly players: ReadonlySet<string>;
  readonly captures: ReadonlySet<string>;
  /** `$at` is meaningful only in expectations. */
  readonly inExpectation: boolean;
}

/** True for an object written as a reference (one of its keys is a reference key). */
export function isReference(value: unknown): value is Json {
  return isObject(value) && REFERENCE_KEYS.some((k) => k in value);
}

/** Check that a player id names a setup player. */
export function checkPlayer(c: Checker, value: unknown, at: string, scope: RefScope): void {
  if (typeof value === 'string' && !scope.players.has(value))
    c.add(at, `unknown player ${show(value)}`, `use one of the setup players: ${[...scope.players].join(', ')}`);
}

/** Check that a reference names what is defined at this place. */
export function checkReference(c: Checker, ref: Json, at: string, scope: RefScope): void {
  if ('$at' in ref && !scope.inExpectation)
    c.add(
      `${at}.$at`,
      '"$at" is only meaningful in expectations; actions resolve against the game before the step',
      'remove "$at"',
    );
  const key = REFERENCE_KEYS.find((k) => k in ref);
  const value = key === undefined ? undefined : ref[key];
  if (key === '$card' && typeof value === 'string' && !scope.cards.has(value)) {
    c.add(at, `{"$card": ${show(value)}} names no card of setup.cards`, `use one of: ${[...scope.cards].join(', ')}`);
  } else if (key === '$ref' && typeof value === 'string' && !scope.captures.has(value)) {
    const known = scope.captures.size === 0 ? 'none yet' : [...scope.captures].join(', ');
    c.add(
      at,
      `{"$ref": ${show(value)}} is not defined by an earlier step's "as" (defined: ${known})`,
      'add "as": "<name>" to the step that creates the object, or use { "$card": ... }',
    );
  } else if (key === '$battlefield' && isObject(value)) {
    checkPlayer(c, value.controller, `${at}.$battlefield.controller`, scope);
  }
}

/** Check every reference inside an expected value (references may stand for any value, at any depth). */
export function checkReferencesIn(c: Checker, value: unknown, at: string, scope: RefScope): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      checkReferencesIn(c, v, `${at}[${i}]`, scope);
    });
    return;
  }
  if (!isObject(value)) return;
  if (isReference(value)) {
    checkReference(c, value, at, scope);
    return;
  }
  for (const [k, v] of Object.entries(value)) checkReferencesIn(c, v, at === '' ? k : `${at}.${k}`, scope);
}
