/**
 * Validation of scenario files: every problem found (not just the first), each
 * saying where (file, step, field), what is wrong and what to do. A valid scenario
 * comes back normalised: omitted face fields filled with their empty defaults.
 */
import { ACTION_KINDS } from '../adapter/action.js';
import { isMechanic, MECHANICS } from '../adapter/mechanics.js';
import type { Face } from '../model/characteristics.js';
import { face } from '../model/characteristics.js';
import type { GameEventKind } from '../model/events.js';
import { ACTION_FIELDS, type FieldType } from './action-fields.js';
import { OPERATOR_KEYS, REFERENCE_KEYS, SCENARIO_FORMAT, type Scenario } from './format.js';
import type { ValidationProblem } from './problems.js';

export type Validation =
  | { readonly ok: true; readonly scenario: Scenario }
  | { readonly ok: false; readonly problems: readonly ValidationProblem[] };

const EVENT_KINDS = [
  'zone-change', 'cast', 'resolved', 'countered', 'entered', 'token-created', 'transformed', 'converted', 'melded',
  'turned-face-up', 'turned-face-down', 'became-copy', 'revealed', 'looked', 'triggered', 'counters-added', 'tapped',
  'untapped', 'attached', 'effect-applied', 'shuffled', 'player-left', 'game-ended', 'no-effect',
] as const satisfies readonly GameEventKind[];
type MissingEvent = Exclude<GameEventKind, (typeof EVENT_KINDS)[number]>;
const _allEventsListed: [MissingEvent] extends [never] ? true : MissingEvent = true;
void _allEventsListed;

const TOP_KEYS = ['$schema', 'format', 'id', 'title', 'description', 'rules', 'mechanics', 'source', 'setup', 'steps'];
const STEP_KEYS = ['do', 'as', 'expect', 'note'];
const EXPECT_KEYS = ['ok', 'code', 'events', 'noEvents', 'views'];
const VIEW_KEYS = ['objects', 'players', 'battlefield', 'stack', 'exile', 'gameOver'];
const OBJECT_EXPECTATION_KEYS = ['object', 'match', 'absent'];
const OBJECT_VIEW_FIELDS = [
  'id', 'zone', 'owner', 'controller', 'faceDown', 'characteristics', 'face', 'melded', 'token', 'tapped',
  'phasedOut', 'counters', 'attachedTo', 'damage', 'printed', 'cards',
];
const PLAYER_SUMMARY_FIELDS = ['id', 'left', 'libraryCount', 'handCount', 'library', 'hand', 'graveyard'];
const PLAYER_SETUP_KEYS = ['id', 'library', 'hand', 'graveyard', 'exile', 'battlefield'];
const PERMANENT_SETUP_KEYS = ['card', 'token', 'melded', 'label', 'attachedTo', 'copyOf', 'controller', 'faceDown', 'face', 'tapped', 'counters'];
const SPELL_SETUP_KEYS = ['card', 'owner', 'controller', 'face', 'faceDown'];
const FACE_KEYS = [
  'name', 'manaCost', 'colorIndicator', 'supertypes', 'types', 'subtypes', 'abilities', 'power', 'toughness',
  'loyalty', 'defense',
];
const FACE_DOWN_WAYS = ['morph', 'megamorph', 'disguise', 'manifest', 'cloak', 'manifest-dread', 'effect'];
/** Clause ids as cited: a rule number with optional subrule and letter, e.g. `712`, `712.8`, `712.15a`. */
const CLAUSE_ID = /^\d{3}(\.\d+[a-z]?)?$/;

type Json = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function typeName(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

/** Accumulates problems for one file. */
class Checker {
  readonly problems: ValidationProblem[] = [];
  constructor(readonly file: string) {}

  add(at: string, message: string, hint: string): void {
    this.problems.push({ file: this.file, at, message, hint });
  }

  /** Report keys not in `allowed`; returns false when the value is not an object. */
  object(value: unknown, at: string, allowed: readonly string[], what: string): value is Json {
    if (!isObject(value)) {
      this.add(at, `${what} must be an object, found ${typeName(value)}`, `write ${what} as a JSON object`);
      return false;
    }
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) {
        this.add(join(at, key), `unknown key "${key}" in ${what}`, `remove it, or use one of: ${allowed.join(', ')}`);
      }
    }
    return true;
  }

  string(value: unknown, at: string, what: string): value is string {
    if (typeof value === 'string' && value !== '') return true;
    this.add(at, `${what} must be a non-empty string, found ${show(value)}`, `give ${what} as a string`);
    return false;
  }

  strings(value: unknown, at: string, what: string): value is readonly string[] {
    if (!Array.isArray(value)) {
      this.add(at, `${what} must be an array of strings, found ${typeName(value)}`, `write ${what} as ["...", ...]`);
      return false;
    }
    return value.every((v, i) => this.string(v, `${at}[${i}]`, `each of ${what}`));
  }

  integer(value: unknown, at: string, what: string, min: number): boolean {
    if (typeof value === 'number' && Number.isInteger(value) && value >= min) return true;
    this.add(at, `${what} must be an integer >= ${min}, found ${show(value)}`, `give a whole number from ${min} up`);
    return false;
  }
}

function join(at: string, key: string | number): string {
  if (typeof key === 'number') return `${at}[${key}]`;
  return at === '' ? key : `${at}.${key}`;
}

/** What references may name at a given place. */
interface RefScope {
  readonly cards: ReadonlySet<string>;
  readonly players: ReadonlySet<string>;
  readonly captures: ReadonlySet<string>;
  /** `$at` is meaningful only in expectations. */
  readonly inExpectation: boolean;
}

/** Validate parsed JSON as a scenario. `file` labels the messages. */
export function validateScenario(data: unknown, file: string): Validation {
  const c = new Checker(file);
  if (!c.object(data, '', TOP_KEYS, 'the scenario')) return { ok: false, problems: c.problems };
  if (data['$schema'] !== undefined && typeof data['$schema'] !== 'string') {
    c.add('$schema', '"$schema" must be a string (a path or URL of scenarios/schema.json)', 'write "$schema": "../../schema.json" or remove it');
  }
  if (data['format'] !== SCENARIO_FORMAT) {
    c.add('format', `format must be "${SCENARIO_FORMAT}", found ${show(data['format'])}`, `set "format": "${SCENARIO_FORMAT}"`);
  }
  if (c.string(data['id'], 'id', 'id') && /\s/.test(data['id'])) {
    c.add('id', `id "${data['id']}" contains whitespace`, 'use a path-like id such as "foundation/transform-keeps-identity"');
  }
  c.string(data['title'], 'title', 'title');
  if (typeof data['description'] !== 'string') {
    c.add('description', 'description must be a string', 'describe in a sentence or two what the scenario shows');
  }
  if (c.strings(data['rules'], 'rules', 'rules')) {
    for (const [i, rule] of data['rules'].entries()) {
      if (!CLAUSE_ID.test(rule)) {
        c.add(`rules[${i}]`, `"${rule}" is not a clause id`, 'cite a clause of edition 2026-04-17 such as "712.15a"');
      }
    }
  }
  if (c.strings(data['mechanics'], 'mechanics', 'mechanics')) {
    for (const [i, m] of data['mechanics'].entries()) {
      if (!isMechanic(m)) c.add(`mechanics[${i}]`, `unknown mechanic "${m}"`, `use one of: ${MECHANICS.join(', ')}`);
    }
  }
  if (data['source'] !== undefined && c.object(data['source'], 'source', ['seed', 'ruling'], 'source')) {
    c.string(data['source']['seed'], 'source.seed', 'source.seed');
    if (data['source']['ruling'] !== undefined) c.string(data['source']['ruling'], 'source.ruling', 'source.ruling');
  }
  const setup = validateSetup(c, data['setup']);
  const steps = data['steps'];
  if (!Array.isArray(steps) || steps.length === 0) {
    c.add('steps', `steps must be a non-empty array, found ${typeName(steps)}`, 'list at least one step { "do": { "kind": ... } }');
  } else if (setup !== null) {
    const captures = new Set<string>();
    steps.forEach((step, i) => validateStep(c, step, `steps[${i}]`, setup, captures));
  }
  if (c.problems.length > 0 || setup === null) return { ok: false, problems: c.problems };
  return { ok: true, scenario: normalise(data as unknown as Scenario) };
}

interface SetupFacts {
  readonly cards: ReadonlySet<string>;
  readonly players: ReadonlySet<string>;
}

function validateSetup(c: Checker, setup: unknown): SetupFacts | null {
  if (!c.object(setup, 'setup', ['players', 'cards', 'stack', 'seed'], 'setup')) return null;
  const cards = new Set<string>();
  if (c.object(setup['cards'], 'setup.cards', Object.keys(isObject(setup['cards']) ? setup['cards'] : {}), 'setup.cards')) {
    for (const [key, def] of Object.entries(setup['cards'])) {
      cards.add(key);
      validateCardDefinition(c, def, `setup.cards.${key}`);
    }
  }
  if (setup['seed'] !== undefined) c.integer(setup['seed'], 'setup.seed', 'setup.seed', 0);
  const players = new Set<string>();
  const placed = new Map<string, string>();
  const place = (key: unknown, at: string): void => {
    if (!c.string(key, at, 'a card key')) return;
    if (!cards.has(key)) c.add(at, `card "${key}" is not defined in setup.cards`, `add "${key}" to setup.cards or fix the key`);
    const earlier = placed.get(key);
    if (earlier !== undefined) c.add(at, `card "${key}" is already placed at ${earlier}`, 'put each card in exactly one zone');
    else placed.set(key, at);
  };
  if (!Array.isArray(setup['players']) || setup['players'].length === 0) {
    c.add('setup.players', 'setup.players must be a non-empty array', 'list the players, e.g. [{ "id": "P1" }, { "id": "P2" }]');
    return null;
  }
  setup['players'].forEach((p: unknown, i: number) => {
    const at = `setup.players[${i}]`;
    if (!c.object(p, at, PLAYER_SETUP_KEYS, 'a player setup')) return;
    if (c.string(p['id'], `${at}.id`, 'the player id')) {
      if (players.has(p['id'])) c.add(`${at}.id`, `player "${p['id']}" is listed twice`, 'give each player a distinct id');
      players.add(p['id']);
    }
    for (const zone of ['library', 'hand', 'graveyard'] as const) {
      const list = p[zone];
      if (list === undefined) continue;
      if (!Array.isArray(list)) c.add(`${at}.${zone}`, `${zone} must be an array of card keys`, 'write ["c1", ...]');
      else list.forEach((key, j) => place(key, `${at}.${zone}[${j}]`));
    }
    const exile = p['exile'];
    if (exile !== undefined) {
      if (!Array.isArray(exile)) c.add(`${at}.exile`, 'exile must be an array', 'write [{ "card": "c1", "faceDown": true }]');
      else
        exile.forEach((e, j) => {
          const eat = `${at}.exile[${j}]`;
          if (!c.object(e, eat, ['card', 'faceDown'], 'an exiled card')) return;
          place(e['card'], `${eat}.card`);
          if (e['faceDown'] !== undefined && typeof e['faceDown'] !== 'boolean') c.add(`${eat}.faceDown`, 'faceDown must be a boolean', 'write true or false');
        });
    }
    const battlefield = p['battlefield'];
    if (battlefield !== undefined) {
      if (!Array.isArray(battlefield)) c.add(`${at}.battlefield`, 'battlefield must be an array', 'write [{ "card": "c1" }]');
      else battlefield.forEach((perm, j) => validatePermanent(c, perm, `${at}.battlefield[${j}]`, place));
    }
  });
  const stack = setup['stack'];
  if (stack !== undefined) {
    if (!Array.isArray(stack)) c.add('setup.stack', 'stack must be an array, bottom first', 'write [{ "card": "c1", "owner": "P1" }]');
    else
      stack.forEach((spell, j) => {
        const sat = `setup.stack[${j}]`;
        if (!c.object(spell, sat, SPELL_SETUP_KEYS, 'a spell setup')) return;
        place(spell['card'], `${sat}.card`);
        for (const key of ['owner', 'controller'] as const) {
          if (spell[key] !== undefined && !players.has(String(spell[key]))) c.add(`${sat}.${key}`, `unknown player ${show(spell[key])}`, `use one of: ${[...players].join(', ')}`);
        }
        if (spell['owner'] === undefined) c.add(`${sat}.owner`, 'a spell on the stack needs its owner', 'write "owner": "P1"');
        if (spell['face'] !== undefined && spell['face'] !== 'front' && spell['face'] !== 'back') c.add(`${sat}.face`, `face must be "front" or "back", found ${show(spell['face'])}`, 'write "front" or "back"');
        if (spell['faceDown'] !== undefined && !['morph', 'megamorph', 'disguise'].includes(String(spell['faceDown']))) {
          c.add(`${sat}.faceDown`, `a spell is cast face down by morph, megamorph or disguise, found ${show(spell['faceDown'])}`, 'write "morph", "megamorph" or "disguise"');
        }
      });
  }
  for (const key of cards) {
    if (!placed.has(key)) c.add(`setup.cards.${key}`, `card "${key}" is in no zone`, 'place it in a player zone or remove it');
  }
  setup['players'].forEach((p: unknown, i: number) => {
    if (!isObject(p) || !Array.isArray(p['battlefield'])) return;
    p['battlefield'].forEach((perm: unknown, j: number) => {
      if (isObject(perm) && perm['controller'] !== undefined && !players.has(String(perm['controller']))) {
        c.add(`setup.players[${i}].battlefield[${j}].controller`, `unknown player "${String(perm['controller'])}"`, `use one of: ${[...players].join(', ')}`);
      }
    });
  });
  return { cards, players };
}

function validatePermanent(c: Checker, perm: unknown, at: string, place: (key: unknown, at: string) => void): void {
  if (!c.object(perm, at, PERMANENT_SETUP_KEYS, 'a permanent setup')) return;
  if ([perm['card'], perm['token'], perm['melded']].filter((x) => x !== undefined).length !== 1) {
    c.add(at, 'a permanent needs exactly one of "card", "token" and "melded"', 'give "card": "<key>", "token": { ...definition } or "melded": ["<key>", "<key>"]');
  }
  if (perm['card'] !== undefined) place(perm['card'], `${at}.card`);
  if (perm['melded'] !== undefined) {
    if (!Array.isArray(perm['melded']) || perm['melded'].length !== 2) c.add(`${at}.melded`, 'melded must list the two card keys of a meld pair', 'write ["<key>", "<key>"]');
    else perm['melded'].forEach((key: unknown, k: number) => place(key, `${at}.melded[${k}]`));
  }
  for (const key of ['label', 'attachedTo', 'copyOf'] as const) {
    if (perm[key] !== undefined) c.string(perm[key], `${at}.${key}`, key);
  }
  if (perm['token'] !== undefined) validateTokenDefinition(c, perm['token'], `${at}.token`);
  if (perm['faceDown'] !== undefined && !FACE_DOWN_WAYS.includes(String(perm['faceDown']))) {
    c.add(`${at}.faceDown`, `unknown face-down way ${show(perm['faceDown'])}`, `use one of: ${FACE_DOWN_WAYS.join(', ')}`);
  }
  if (perm['face'] !== undefined && perm['face'] !== 'front' && perm['face'] !== 'back') {
    c.add(`${at}.face`, `face must be "front" or "back", found ${show(perm['face'])}`, 'write "front" or "back"');
  }
  if (perm['tapped'] !== undefined && typeof perm['tapped'] !== 'boolean') c.add(`${at}.tapped`, 'tapped must be a boolean', 'write true or false');
  if (perm['counters'] !== undefined) {
    if (!isObject(perm['counters'])) c.add(`${at}.counters`, 'counters must be an object', 'write { "+1/+1": 2 }');
    else for (const [k, n] of Object.entries(perm['counters'])) c.integer(n, `${at}.counters.${k}`, `counter "${k}"`, 0);
  }
}

function validateCardDefinition(c: Checker, def: unknown, at: string): void {
  if (!c.object(def, at, ['layout', 'faces', 'partner', 'melded'], 'a card definition')) return;
  const layout = def['layout'];
  const faces = def['faces'];
  const count = layout === 'single' || layout === 'meld' ? 1 : layout === 'nonmodal-dfc' || layout === 'modal-dfc' ? 2 : 0;
  if (count === 0) {
    c.add(`${at}.layout`, `unknown layout ${show(layout)}`, 'use "single", "nonmodal-dfc", "modal-dfc" or "meld"');
    return;
  }
  if (!Array.isArray(faces) || faces.length !== count) {
    c.add(`${at}.faces`, `a ${String(layout)} card has ${count} face(s)`, `list ${count} face object(s) in "faces"`);
  } else faces.forEach((f, i) => validateFace(c, f, `${at}.faces[${i}]`));
  if (layout === 'meld') {
    c.string(def['partner'], `${at}.partner`, 'a meld card\'s partner');
    validateFace(c, def['melded'], `${at}.melded`);
  } else {
    for (const key of ['partner', 'melded']) {
      if (def[key] !== undefined) c.add(`${at}.${key}`, `"${key}" is only for meld cards`, 'remove it or set "layout": "meld"');
    }
  }
}

function validateTokenDefinition(c: Checker, def: unknown, at: string): void {
  if (!c.object(def, at, ['layout', 'faces'], 'a token definition')) return;
  if (def['layout'] === 'meld') c.add(`${at}.layout`, 'a token cannot be a meld card', 'use "single", "nonmodal-dfc" or "modal-dfc"');
  else validateCardDefinition(c, def, at);
}

function validateFace(c: Checker, f: unknown, at: string): void {
  if (!c.object(f, at, FACE_KEYS, 'a face')) return;
  c.string(f['name'], `${at}.name`, 'the face name');
  c.strings(f['types'], `${at}.types`, 'types');
  for (const key of ['supertypes', 'subtypes'] as const) if (f[key] !== undefined) c.strings(f[key], `${at}.${key}`, key);
  if (f['manaCost'] !== undefined && f['manaCost'] !== null && typeof f['manaCost'] !== 'string') {
    c.add(`${at}.manaCost`, 'manaCost must be a string like "{2}{U}" or null', 'write the printed cost, or null for none');
  }
  if (f['colorIndicator'] !== undefined && f['colorIndicator'] !== null) c.strings(f['colorIndicator'], `${at}.colorIndicator`, 'colorIndicator');
  for (const key of ['power', 'toughness', 'loyalty', 'defense'] as const) {
    const v = f[key];
    if (v !== undefined && v !== null && typeof v !== 'number') c.add(`${at}.${key}`, `${key} must be a number or null`, 'write a number, or null');
  }
  const abilities = f['abilities'];
  if (abilities !== undefined) {
    if (!Array.isArray(abilities)) c.add(`${at}.abilities`, 'abilities must be an array', 'write [{ "kind": "keyword", "keyword": "flying" }]');
    else abilities.forEach((a, i) => {
      if (!isObject(a) || typeof a['kind'] !== 'string') c.add(`${at}.abilities[${i}]`, 'an ability must be an object with a "kind"', 'see model/ability.ts for the kinds');
    });
  }
}

function validateStep(c: Checker, step: unknown, at: string, setup: SetupFacts, captures: Set<string>): void {
  if (!c.object(step, at, STEP_KEYS, 'a step')) return;
  const scope: RefScope = { ...setup, captures: new Set(captures), inExpectation: false };
  validateAction(c, step['do'], `${at}.do`, scope);
  if (step['note'] !== undefined && typeof step['note'] !== 'string') c.add(`${at}.note`, 'note must be a string', 'write a short sentence');
  if (step['as'] !== undefined && c.string(step['as'], `${at}.as`, '"as"')) {
    if (captures.has(step['as'])) c.add(`${at}.as`, `"${step['as']}" is already captured by an earlier step`, 'choose a new name');
    captures.add(step['as']);
  }
  if (step['expect'] !== undefined) {
    validateExpect(c, step['expect'], `${at}.expect`, { ...setup, captures: new Set(captures), inExpectation: true });
  }
}

function validateAction(c: Checker, action: unknown, at: string, scope: RefScope): void {
  if (!isObject(action)) {
    c.add(at, `"do" must be an action object, found ${typeName(action)}`, 'write { "kind": "transform", "object": { "$card": "c1" } }');
    return;
  }
  const kind = action['kind'];
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

function validateField(c: Checker, field: FieldType, value: unknown, at: string, scope: RefScope): void {
  switch (field.type) {
    case 'object':
      if (!isObject(value) || !REFERENCE_KEYS.some((k) => k in value)) {
        c.add(at, `an object must be given as a reference, found ${show(value)}`, 'write { "$card": "c1" }, { "$ref": "name" }, { "$battlefield": { "controller": "P1", "index": 0 } } or { "$stackTop": true }');
        return;
      }
      validateReference(c, value, at, scope);
      return;
    case 'object-pair':
      if (!Array.isArray(value) || value.length !== 2) {
        c.add(at, 'expected exactly two object references', 'write [{ "$card": "c1" }, { "$card": "c2" }]');
        return;
      }
      value.forEach((v, i) => validateField(c, { type: 'object' }, v, `${at}[${i}]`, scope));
      return;
    case 'player':
      if (typeof value !== 'string' || !scope.players.has(value)) {
        c.add(at, `unknown player ${show(value)}`, `use one of the setup players: ${[...scope.players].join(', ')}`);
      }
      return;
    case 'players':
      if (!Array.isArray(value)) c.add(at, 'expected an array of player ids', 'write ["P1", "P2"]');
      else value.forEach((v, i) => validateField(c, { type: 'player' }, v, `${at}[${i}]`, scope));
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
    case 'integers':
      if (!Array.isArray(value)) c.add(at, 'expected an array of integers', 'write [1, 0, 2]');
      else value.forEach((v, i) => c.integer(v, `${at}[${i}]`, 'each position', 0));
      return;
    case 'enum':
      if (typeof value !== 'string' || !field.values.includes(value)) {
        c.add(at, `unknown value ${show(value)}`, `use one of: ${field.values.join(', ')}`);
      }
      return;
    case 'kinded-object':
      if (!isObject(value) || typeof value['kind'] !== 'string' || !field.kinds.includes(value['kind'])) {
        c.add(at, `expected an object with "kind" one of ${field.kinds.join(', ')}, found ${show(value)}`, 'see adapter/action.ts for the shape');
      }
      return;
    case 'token':
      validateTokenDefinition(c, value, at);
      return;
  }
}

function validateReference(c: Checker, ref: Json, at: string, scope: RefScope): void {
  const keys = REFERENCE_KEYS.filter((k) => k in ref);
  const extra = Object.keys(ref).filter((k) => !(REFERENCE_KEYS as readonly string[]).includes(k) && k !== '$at');
  if (keys.length !== 1 || extra.length > 0) {
    c.add(at, `a reference has exactly one of ${REFERENCE_KEYS.join(', ')} (and, in expectations, "$at"), found ${show(ref)}`, 'split it into separate references');
    return;
  }
  if ('$at' in ref) {
    if (!scope.inExpectation) c.add(`${at}.$at`, '"$at" is only meaningful in expectations; actions resolve against the game before the step', 'remove "$at"');
    else if (ref['$at'] !== 'before' && ref['$at'] !== 'after') c.add(`${at}.$at`, `"$at" must be "before" or "after", found ${show(ref['$at'])}`, 'write "before" or "after"');
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
      c.add(at, `{"$ref": ${show(value)}} is not defined by an earlier step's "as" (defined: ${known})`, 'add "as": "<name>" to the step that creates the object, or use { "$card": ... }');
    }
  } else if (key === '$battlefield') {
    if (!isObject(value) || Object.keys(value).some((k) => k !== 'controller' && k !== 'index')) {
      c.add(at, '"$battlefield" needs { "controller": <player>, "index": <n> } and nothing else', 'write { "$battlefield": { "controller": "P1", "index": 0 } }');
      return;
    }
    validateField(c, { type: 'player' }, value['controller'], `${at}.$battlefield.controller`, scope);
    c.integer(value['index'], `${at}.$battlefield.index`, 'index', 0);
  } else if (value !== true) {
    c.add(at, `"$stackTop" must be true, found ${show(value)}`, 'write { "$stackTop": true }');
  }
}

function validateExpect(c: Checker, expect: unknown, at: string, scope: RefScope): void {
  if (!c.object(expect, at, EXPECT_KEYS, '"expect"')) return;
  if (expect['ok'] !== undefined && typeof expect['ok'] !== 'boolean') c.add(`${at}.ok`, '"ok" must be a boolean', 'write true or false');
  if (expect['code'] !== undefined) {
    c.string(expect['code'], `${at}.code`, '"code"');
    if (expect['ok'] !== false) c.add(`${at}.code`, '"code" checks a rejection, so it needs "ok": false', 'add "ok": false or remove "code"');
  }
  for (const key of ['events', 'noEvents'] as const) {
    const list = expect[key];
    if (list === undefined) continue;
    if (expect['ok'] === false) c.add(`${at}.${key}`, `a rejected action has no events, so "${key}" can never be checked`, `remove "${key}" or "ok": false`);
    if (!Array.isArray(list)) {
      c.add(`${at}.${key}`, `"${key}" must be an array of event matchers`, 'write [{ "kind": "transformed", "object": { "$card": "c1" } }]');
      continue;
    }
    list.forEach((m, i) => {
      const mat = `${at}.${key}[${i}]`;
      if (!isObject(m)) {
        c.add(mat, 'an event matcher must be an object', 'write { "kind": "<event kind>", ... }');
        return;
      }
      if (m['kind'] !== undefined && !(EVENT_KINDS as readonly string[]).includes(String(m['kind']))) {
        c.add(`${mat}.kind`, `unknown event kind ${show(m['kind'])}`, `use one of: ${EVENT_KINDS.join(', ')}`);
      }
      validateExpected(c, m, mat, scope);
    });
  }
  const views = expect['views'];
  if (views === undefined) return;
  if (!isObject(views)) {
    c.add(`${at}.views`, '"views" must be an object keyed by viewer', 'write { "P2": [ { "object": ..., "match": { ... } } ] }');
    return;
  }
  for (const [viewer, spec] of Object.entries(views)) {
    const vat = `${at}.views.${viewer}`;
    if (viewer !== 'referee' && !scope.players.has(viewer)) {
      c.add(vat, `unknown viewer "${viewer}"`, `use "referee" or a setup player: ${[...scope.players].join(', ')}`);
    }
    if (Array.isArray(spec)) spec.forEach((o, i) => validateObjectExpectation(c, o, `${vat}[${i}]`, scope));
    else validateViewExpectation(c, spec, vat, scope);
  }
}

function validateViewExpectation(c: Checker, spec: unknown, at: string, scope: RefScope): void {
  if (!c.object(spec, at, VIEW_KEYS, 'a view expectation')) return;
  const objects = spec['objects'];
  if (objects !== undefined) {
    if (!Array.isArray(objects)) c.add(`${at}.objects`, '"objects" must be an array', 'write [{ "object": { "$card": "c1" }, "match": { ... } }]');
    else objects.forEach((o, i) => validateObjectExpectation(c, o, `${at}.objects[${i}]`, scope));
  }
  const players = spec['players'];
  if (players !== undefined && c.object(players, `${at}.players`, [...scope.players], '"players"')) {
    for (const [id, p] of Object.entries(players)) {
      if (c.object(p, `${at}.players.${id}`, PLAYER_SUMMARY_FIELDS, 'a player expectation')) validateExpected(c, p, `${at}.players.${id}`, scope);
    }
  }
  for (const key of ['battlefield', 'stack', 'exile'] as const) {
    if (spec[key] !== undefined) validateExpected(c, spec[key], `${at}.${key}`, scope);
  }
  if (spec['gameOver'] !== undefined && typeof spec['gameOver'] !== 'boolean') c.add(`${at}.gameOver`, '"gameOver" must be a boolean', 'write true or false');
}

function validateObjectExpectation(c: Checker, spec: unknown, at: string, scope: RefScope): void {
  if (!c.object(spec, at, OBJECT_EXPECTATION_KEYS, 'an object expectation')) return;
  validateField(c, { type: 'object' }, spec['object'], `${at}.object`, scope);
  if (spec['absent'] !== undefined) {
    if (spec['absent'] !== true) c.add(`${at}.absent`, '"absent" can only be true', 'write "absent": true or remove it');
    if (spec['match'] !== undefined) c.add(`${at}.match`, 'an absent object has nothing to match', 'remove "match" or "absent"');
  }
  if (spec['match'] !== undefined && c.object(spec['match'], `${at}.match`, OBJECT_VIEW_FIELDS, '"match" (a partial object view)')) {
    validateExpected(c, spec['match'], `${at}.match`, scope);
  }
}

/** Check `$`-objects inside an expected value: references and operators, nothing else. */
function validateExpected(c: Checker, value: unknown, at: string, scope: RefScope): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => validateExpected(c, v, `${at}[${i}]`, scope));
    return;
  }
  if (!isObject(value)) return;
  const dollar = Object.keys(value).filter((k) => k.startsWith('$'));
  if (dollar.length === 0) {
    for (const [k, v] of Object.entries(value)) validateExpected(c, v, join(at, k), scope);
    return;
  }
  if (dollar.length !== Object.keys(value).length) {
    c.add(at, `an object mixes "$" keys (${dollar.join(', ')}) with plain fields`, 'a "$" object is a whole reference or operator; nest it under the field it checks');
    return;
  }
  if (REFERENCE_KEYS.some((k) => k in value)) {
    validateReference(c, value, at, scope);
    return;
  }
  for (const key of dollar) {
    if (!(OPERATOR_KEYS as readonly string[]).includes(key)) {
      c.add(join(at, key), `unknown operator "${key}"`, `use a reference (${REFERENCE_KEYS.join(', ')}) or an operator (${OPERATOR_KEYS.join(', ')})`);
    }
  }
  if ('$absent' in value && (value['$absent'] !== true || dollar.length > 1)) {
    c.add(at, '"$absent" must be true and alone', 'write { "$absent": true }');
  }
  if ('$length' in value) c.integer(value['$length'], `${at}.$length`, '"$length"', 0);
  if ('$contains' in value) {
    if (!Array.isArray(value['$contains'])) c.add(`${at}.$contains`, '"$contains" must be an array', 'write { "$contains": [ ... ] }');
    else validateExpected(c, value['$contains'], `${at}.$contains`, scope);
  }
}

/** Fill omitted face fields with their empty defaults (no cost, no abilities, ...). */
function normalise(scenario: Scenario): Scenario {
  const fillFace = (f: unknown): Face => face(f as Face);
  const fillDef = <T>(def: T): T => {
    const d = def as unknown as Json;
    return {
      ...d,
      faces: (d['faces'] as readonly unknown[]).map(fillFace),
      ...(d['melded'] === undefined ? {} : { melded: fillFace(d['melded']) }),
    } as T;
  };
  const cards = Object.fromEntries(Object.entries(scenario.setup.cards).map(([k, d]) => [k, fillDef(d)]));
  const players = scenario.setup.players.map((p) =>
    p.battlefield === undefined
      ? p
      : { ...p, battlefield: p.battlefield.map((b) => (b.token === undefined ? b : { ...b, token: fillDef(b.token) })) },
  );
  const steps = scenario.steps.map((s) =>
    s.do.kind === 'create-token' && isObject(s.do['token']) ? { ...s, do: { ...s.do, token: fillDef(s.do['token']) } } : s,
  );
  return { ...scenario, setup: { ...scenario.setup, cards, players }, steps };
}
