/**
 * Validation of a step's `expect`: the accept/reject outcome and code, the event
 * matchers, and the per-viewer views (objects, players, zones), including the
 * references and `$` operators nested inside expected values.
 */
import type { GameEventKind } from '../../model/events.js';
import { OPERATOR_KEYS, REFERENCE_KEYS } from '../format.js';
import { isObject, join, show, type Checker } from './checker.js';
import { validateField, validateReference, type RefScope } from './references.js';

const EVENT_KINDS = [
  'zone-change',
  'cast',
  'resolved',
  'countered',
  'entered',
  'token-created',
  'transformed',
  'converted',
  'melded',
  'turned-face-up',
  'turned-face-down',
  'became-copy',
  'revealed',
  'looked',
  'triggered',
  'counters-added',
  'tapped',
  'untapped',
  'attached',
  'effect-applied',
  'shuffled',
  'name-chosen',
  'player-left',
  'game-ended',
  'state-based-action',
  'day-night-changed',
  'no-effect',
] as const satisfies readonly GameEventKind[];
type MissingEvent = Exclude<GameEventKind, (typeof EVENT_KINDS)[number]>;
const _allEventsListed: [MissingEvent] extends [never] ? true : MissingEvent = true;
void _allEventsListed;

const EXPECT_KEYS = ['ok', 'code', 'events', 'noEvents', 'views'];
const VIEW_KEYS = ['objects', 'players', 'battlefield', 'stack', 'exile', 'gameOver', 'dayNight'];
const OBJECT_EXPECTATION_KEYS = ['object', 'match', 'absent'];
const OBJECT_VIEW_FIELDS = [
  'id',
  'zone',
  'owner',
  'controller',
  'faceDown',
  'characteristics',
  'face',
  'melded',
  'transformed',
  'token',
  'tapped',
  'phasedOut',
  'counters',
  'attachedTo',
  'damage',
  'printed',
  'cards',
];
const PLAYER_SUMMARY_FIELDS = ['id', 'left', 'libraryCount', 'handCount', 'library', 'hand', 'graveyard', 'lookedAt'];

/** Check a step's `expect`: outcome, event matchers and views. */
export function validateExpect(c: Checker, expect: unknown, at: string, scope: RefScope): void {
  if (!c.object(expect, at, EXPECT_KEYS, '"expect"')) return;
  if (expect.ok !== undefined && typeof expect.ok !== 'boolean')
    c.add(`${at}.ok`, '"ok" must be a boolean', 'write true or false');
  if (expect.code !== undefined) {
    c.string(expect.code, `${at}.code`, '"code"');
    if (expect.ok !== false)
      c.add(`${at}.code`, '"code" checks a rejection, so it needs "ok": false', 'add "ok": false or remove "code"');
  }
  for (const key of ['events', 'noEvents'] as const) {
    const list = expect[key];
    if (list === undefined) continue;
    if (expect.ok === false)
      c.add(
        `${at}.${key}`,
        `a rejected action has no events, so "${key}" can never be checked`,
        `remove "${key}" or "ok": false`,
      );
    if (!Array.isArray(list)) {
      c.add(
        `${at}.${key}`,
        `"${key}" must be an array of event matchers`,
        'write [{ "kind": "transformed", "object": { "$card": "c1" } }]',
      );
      continue;
    }
    list.forEach((m, i) => {
      const mat = `${at}.${key}[${i}]`;
      if (!isObject(m)) {
        c.add(mat, 'an event matcher must be an object', 'write { "kind": "<event kind>", ... }');
        return;
      }
      if (m.kind !== undefined && !(EVENT_KINDS as readonly string[]).includes(String(m.kind))) {
        c.add(`${mat}.kind`, `unknown event kind ${show(m.kind)}`, `use one of: ${EVENT_KINDS.join(', ')}`);
      }
      validateExpected(c, m, mat, scope);
    });
  }
  if (expect.views !== undefined) validateViews(c, expect.views, `${at}.views`, scope);
}

/** Check a scenario's `initial`: what every viewer sees right after setup (views only). */
export function validateInitial(c: Checker, initial: unknown, at: string, scope: RefScope): void {
  if (!c.object(initial, at, ['views'], '"initial"')) return;
  if (initial.views === undefined) {
    c.add(`${at}.views`, '"initial" needs "views"', 'write { "views": { "referee": { ... } } }');
    return;
  }
  validateViews(c, initial.views, `${at}.views`, scope);
}

/** Check `views`: keyed by viewer, each a view expectation or a list of object expectations. */
function validateViews(c: Checker, views: unknown, at: string, scope: RefScope): void {
  if (!isObject(views)) {
    c.add(at, '"views" must be an object keyed by viewer', 'write { "P2": [ { "object": ..., "match": { ... } } ] }');
    return;
  }
  for (const [viewer, spec] of Object.entries(views)) {
    const vat = `${at}.${viewer}`;
    if (viewer !== 'referee' && !scope.players.has(viewer)) {
      c.add(vat, `unknown viewer "${viewer}"`, `use "referee" or a setup player: ${[...scope.players].join(', ')}`);
    }
    if (Array.isArray(spec))
      spec.forEach((o, i) => {
        validateObjectExpectation(c, o, `${vat}[${i}]`, scope);
      });
    else validateViewExpectation(c, spec, vat, scope);
  }
}

function validateViewExpectation(c: Checker, spec: unknown, at: string, scope: RefScope): void {
  if (!c.object(spec, at, VIEW_KEYS, 'a view expectation')) return;
  const objects = spec.objects;
  if (objects !== undefined) {
    if (!Array.isArray(objects))
      c.add(`${at}.objects`, '"objects" must be an array', 'write [{ "object": { "$card": "c1" }, "match": { ... } }]');
    else
      objects.forEach((o, i) => {
        validateObjectExpectation(c, o, `${at}.objects[${i}]`, scope);
      });
  }
  const players = spec.players;
  if (players !== undefined && c.object(players, `${at}.players`, [...scope.players], '"players"')) {
    for (const [id, p] of Object.entries(players)) {
      if (c.object(p, `${at}.players.${id}`, PLAYER_SUMMARY_FIELDS, 'a player expectation'))
        validateExpected(c, p, `${at}.players.${id}`, scope);
    }
  }
  for (const key of ['battlefield', 'stack', 'exile'] as const) {
    if (spec[key] !== undefined) validateExpected(c, spec[key], `${at}.${key}`, scope);
  }
  if (spec.gameOver !== undefined && typeof spec.gameOver !== 'boolean')
    c.add(`${at}.gameOver`, '"gameOver" must be a boolean', 'write true or false');
  if (spec.dayNight !== undefined && spec.dayNight !== 'day' && spec.dayNight !== 'night' && spec.dayNight !== null)
    c.add(`${at}.dayNight`, '"dayNight" must be "day", "night" or null', 'write "day", "night", or null for neither');
}

function validateObjectExpectation(c: Checker, spec: unknown, at: string, scope: RefScope): void {
  if (!c.object(spec, at, OBJECT_EXPECTATION_KEYS, 'an object expectation')) return;
  validateField(c, { type: 'object' }, spec.object, `${at}.object`, scope);
  if (spec.absent !== undefined) {
    if (spec.absent !== true) c.add(`${at}.absent`, '"absent" can only be true', 'write "absent": true or remove it');
    if (spec.match !== undefined)
      c.add(`${at}.match`, 'an absent object has nothing to match', 'remove "match" or "absent"');
  }
  if (
    spec.match !== undefined &&
    c.object(spec.match, `${at}.match`, OBJECT_VIEW_FIELDS, '"match" (a partial object view)')
  ) {
    validateExpected(c, spec.match, `${at}.match`, scope);
  }
}

/** Check `$`-objects inside an expected value: references and operators, nothing else. */
function validateExpected(c: Checker, value: unknown, at: string, scope: RefScope): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      validateExpected(c, v, `${at}[${i}]`, scope);
    });
    return;
  }
  if (!isObject(value)) return;
  const dollar = Object.keys(value).filter((k) => k.startsWith('$'));
  if (dollar.length === 0) {
    for (const [k, v] of Object.entries(value)) validateExpected(c, v, join(at, k), scope);
    return;
  }
  if (dollar.length !== Object.keys(value).length) {
    c.add(
      at,
      `an object mixes "$" keys (${dollar.join(', ')}) with plain fields`,
      'a "$" object is a whole reference or operator; nest it under the field it checks',
    );
    return;
  }
  if (REFERENCE_KEYS.some((k) => k in value)) {
    validateReference(c, value, at, scope);
    return;
  }
  for (const key of dollar) {
    if (!(OPERATOR_KEYS as readonly string[]).includes(key)) {
      c.add(
        join(at, key),
        `unknown operator "${key}"`,
        `use a reference (${REFERENCE_KEYS.join(', ')}) or an operator (${OPERATOR_KEYS.join(', ')})`,
      );
    }
  }
  if ('$absent' in value && (value.$absent !== true || dollar.length > 1)) {
    c.add(at, '"$absent" must be true and alone', 'write { "$absent": true }');
  }
  if ('$not' in value) {
    if (dollar.length > 1) c.add(at, '"$not" stands alone', 'write { "$not": <expected value> }');
    validateExpected(c, value.$not, `${at}.$not`, scope);
  }
  if ('$where' in value !== '$count' in value)
    c.add(at, '"$where" and "$count" go together', 'write { "$where": { ... }, "$count": 1 }');
  if ('$count' in value) c.integer(value.$count, `${at}.$count`, '"$count"', 0);
  if ('$where' in value) validateExpected(c, value.$where, `${at}.$where`, scope);
  if ('$length' in value) c.integer(value.$length, `${at}.$length`, '"$length"', 0);
  if ('$contains' in value) {
    if (!Array.isArray(value.$contains))
      c.add(`${at}.$contains`, '"$contains" must be an array', 'write { "$contains": [ ... ] }');
    else validateExpected(c, value.$contains, `${at}.$contains`, scope);
  }
}
