/**
 * Validation of typed action fields and of object references (`$card`, `$ref`,
 * `$battlefield`, `$stackTop`, with `$at` in expectations): each reference must
 * name something the setup or an earlier step's capture defines.
 */
import { CARD_TYPES } from '../../model/characteristics.js';
import type { FieldType } from '../action-fields.js';
import { REFERENCE_KEYS } from '../format.js';
import { validateTokenDefinition } from './cards.js';
import { isObject, show, type Checker, type Json } from './checker.js';

/** What references may name at a given place. */
export interface RefScope {
  readonly cards: ReadonlySet<string>;
  readonly players: ReadonlySet<string>;
  readonly captures: ReadonlySet<string>;
  /** `$at` is meaningful only in expectations. */
  readonly inExpectation: boolean;
}

/** Check one action field value against its field type. */
export function validateField(c: Checker, field: FieldType, value: unknown, at: string, scope: RefScope): void {
  switch (field.type) {
    case 'object':
      if (!isObject(value) || !REFERENCE_KEYS.some((k) => k in value)) {
        c.add(
          at,
          `an object must be given as a reference, found ${show(value)}`,
          'write { "$card": "c1" }, { "$ref": "name" }, { "$battlefield": { "controller": "P1", "index": 0 } } ' +
            'or { "$stackTop": true } or { "$stack": 0 }',
        );
        return;
      }
      validateReference(c, value, at, scope);
      return;
    case 'object-pair':
      if (!Array.isArray(value) || value.length !== 2) {
        c.add(at, 'expected exactly two object references', 'write [{ "$card": "c1" }, { "$card": "c2" }]');
        return;
      }
      value.forEach((v, i) => {
        validateField(c, { type: 'object' }, v, `${at}[${i}]`, scope);
      });
      return;
    case 'objects':
      if (!Array.isArray(value) || value.length === 0) {
        c.add(at, 'expected a non-empty array of object references', 'write [{ "$stack": 0 }, { "$stack": 1 }]');
        return;
      }
      value.forEach((v, i) => {
        validateField(c, { type: 'object' }, v, `${at}[${i}]`, scope);
      });
      return;
    case 'player':
      if (typeof value !== 'string' || !scope.players.has(value)) {
        c.add(at, `unknown player ${show(value)}`, `use one of the setup players: ${[...scope.players].join(', ')}`);
      }
      return;
    case 'players':
      if (!Array.isArray(value)) c.add(at, 'expected an array of player ids', 'write ["P1", "P2"]');
      else
        value.forEach((v, i) => {
          validateField(c, { type: 'player' }, v, `${at}[${i}]`, scope);
        });
      return;
    case 'boolean':
      if (typeof value !== 'boolean') c.add(at, `expected a boolean, found ${show(value)}`, 'write true or false');
      return;
    case 'string':
      c.string(value, at, 'this field');
      return;
    case 'integer':
      c.integer(value, at, 'this field', field.min);
      return;
    case 'card-types':
      if (!Array.isArray(value) || value.some((v) => !(CARD_TYPES as readonly unknown[]).includes(v))) {
        c.add(at, `expected an array of card types, found ${show(value)}`, `use some of: ${CARD_TYPES.join(', ')}`);
      }
      return;
    case 'integers':
      if (!Array.isArray(value)) c.add(at, 'expected an array of integers', 'write [1, 0, 2]');
      else
        value.forEach((v, i) => {
          c.integer(v, `${at}[${i}]`, 'each position', 0);
        });
      return;
    case 'enum':
      if (typeof value !== 'string' || !field.values.includes(value)) {
        c.add(at, `unknown value ${show(value)}`, `use one of: ${field.values.join(', ')}`);
      }
      return;
    case 'kinded-object':
      if (!isObject(value) || typeof value.kind !== 'string' || !field.kinds.includes(value.kind)) {
        c.add(
          at,
          `expected an object with "kind" one of ${field.kinds.join(', ')}, found ${show(value)}`,
          'see adapter/action.ts for the shape',
        );
      }
      return;
    case 'token':
      validateTokenDefinition(c, value, at);
      return;
  }
}

/** Check an object reference against what is defined at this place. */
export function validateReference(c: Checker, ref: Json, at: string, scope: RefScope): void {
  const keys = REFERENCE_KEYS.filter((k) => k in ref);
  const extra = Object.keys(ref).filter((k) => !(REFERENCE_KEYS as readonly string[]).includes(k) && k !== '$at');
  if (keys.length !== 1 || extra.length > 0) {
    c.add(
      at,
      `a reference has exactly one of ${REFERENCE_KEYS.join(', ')} (and, in expectations, "$at"), found ${show(ref)}`,
      'split it into separate references',
    );
    return;
  }
  if ('$at' in ref) {
    if (!scope.inExpectation)
      c.add(
        `${at}.$at`,
        '"$at" is only meaningful in expectations; actions resolve against the game before the step',
        'remove "$at"',
      );
    else if (ref.$at !== 'before' && ref.$at !== 'after')
      c.add(`${at}.$at`, `"$at" must be "before" or "after", found ${show(ref.$at)}`, 'write "before" or "after"');
  }
  const key = keys[0];
  const value = key === undefined ? undefined : ref[key];
  if (key === '$card') {
    if (typeof value !== 'string' || !scope.cards.has(value)) {
      c.add(at, `{"$card": ${show(value)}} names no card of setup.cards`, `use one of: ${[...scope.cards].join(', ')}`);
    }
  } else if (key === '$ref') {
    if (typeof value !== 'string' || !scope.captures.has(value)) {
      const known = scope.captures.size === 0 ? 'none yet' : [...scope.captures].join(', ');
      c.add(
        at,
        `{"$ref": ${show(value)}} is not defined by an earlier step's "as" (defined: ${known})`,
        'add "as": "<name>" to the step that creates the object, or use { "$card": ... }',
      );
    }
  } else if (key === '$battlefield') {
    if (!isObject(value) || Object.keys(value).some((k) => k !== 'controller' && k !== 'index')) {
      c.add(
        at,
        '"$battlefield" needs { "controller": <player>, "index": <n> } and nothing else',
        'write { "$battlefield": { "controller": "P1", "index": 0 } }',
      );
      return;
    }
    validateField(c, { type: 'player' }, value.controller, `${at}.$battlefield.controller`, scope);
    c.integer(value.index, `${at}.$battlefield.index`, 'index', 0);
  } else if (key === '$stack') {
    c.integer(value, `${at}.$stack`, '"$stack" (a stack index, 0 the bottom)', 0);
  } else if (value !== true) {
    c.add(at, `"$stackTop" must be true, found ${show(value)}`, 'write { "$stackTop": true }');
  }
}
