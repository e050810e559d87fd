/**
 * scenarios/schema.json is the one statement of the scenario format's structure (the validator
 * checks it with ajv): it agrees with the action vocabulary, the field table, the event kinds and
 * the face model, and on its own it refuses what the hand-written structural checks used to.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ACTION_KINDS } from '../../adapter/action.js';
import { MECHANICS } from '../../adapter/mechanics.js';
import { CARD_TYPES, face } from '../../model/characteristics.js';
import type { GameEventKind } from '../../model/events.js';
import { EVENT_KINDS } from '../../model/kinds.js';
import { ACTION_FIELDS, type FieldType } from '../../scenarios/action-fields.js';
import { rawScenario } from './helpers.js';

// Every event kind (model/kinds.ts, checked complete there by the compiler): an event matcher may name each.
type MissingEvent = Exclude<GameEventKind, (typeof EVENT_KINDS)[number]>;
const allEventsListed: [MissingEvent] extends [never] ? true : MissingEvent = true;

/** The schema a field of the action table must have. */
function fieldSchema(field: FieldType): unknown {
  const player = { type: 'string', minLength: 1 };
  const reference = { $ref: '#/$defs/reference' };
  switch (field.type) {
    case 'object':
      return reference;
    case 'object-pair':
      return { type: 'array', items: reference, minItems: 2, maxItems: 2 };
    case 'objects':
      return { type: 'array', items: reference, minItems: 1 };
    case 'player':
    case 'string':
      return player;
    case 'players':
      return { type: 'array', items: player };
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
      return { type: 'integer', minimum: field.min };
    case 'integers':
      return { type: 'array', items: { type: 'integer', minimum: 0 } };
    case 'card-types':
      return { type: 'array', items: { enum: [...CARD_TYPES] } };
    case 'enum':
      return { enum: [...field.values] };
    case 'kinded-object':
      return { type: 'object', properties: { kind: { enum: [...field.kinds] } }, required: ['kind'] };
    case 'token':
      return { $ref: '#/$defs/tokenDefinition' };
  }
}

/** A schema as comparable text: descriptions left out, keys sorted. */
function canonical(value: unknown): string {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (typeof v !== 'object' || v === null) return v;
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => k !== 'description')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, strip(x)]),
    );
  };
  return JSON.stringify(strip(value));
}

interface ActionSchema {
  properties: Record<string, unknown> & { kind: { const: string } };
  required: string[];
}

const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../scenarios/schema.json'), 'utf8'));

describe('scenarios/schema.json agrees with the validator', () => {
  it('lists every action kind with the same fields and required fields', () => {
    const actions = schema.$defs.action.oneOf as ActionSchema[];
    expect(actions.map((a) => a.properties.kind.const)).toEqual([...ACTION_KINDS]);
    for (const a of actions) {
      const kind = a.properties.kind.const as keyof typeof ACTION_FIELDS;
      const fields: Record<string, { required: boolean }> = ACTION_FIELDS[kind];
      expect(
        Object.keys(a.properties)
          .filter((k) => k !== 'kind')
          .sort(),
        kind,
      ).toEqual(Object.keys(fields).sort());
      const required = Object.entries(fields)
        .filter(([, f]) => f.required)
        .map(([k]) => k);
      expect(a.required.filter((k) => k !== 'kind').sort(), kind).toEqual(required.sort());
    }
  });

  it('lists every mechanic and pins the format version', () => {
    expect(schema.properties.mechanics.items.enum).toEqual([...MECHANICS]);
    expect(schema.properties.format.const).toBe('obverse-scenario/1');
  });

  it('gives every action field the shape of its type in the field table', () => {
    const actions = schema.$defs.action.oneOf as ActionSchema[];
    const wrong = actions.flatMap((a) => {
      const kind = a.properties.kind.const as keyof typeof ACTION_FIELDS;
      const fields: Record<string, { field: FieldType }> = ACTION_FIELDS[kind];
      return Object.entries(fields)
        .filter(([name, spec]) => canonical(a.properties[name]) !== canonical(fieldSchema(spec.field)))
        .map(([name, spec]) => `${kind}.${name}: ${JSON.stringify(a.properties[name])} is not a ${spec.field.type}`);
    });
    expect(wrong).toEqual([]);
  });

  it('lets an event matcher name every event kind', () => {
    expect(allEventsListed).toBe(true);
    expect(schema.$defs.eventMatcher.allOf[1].properties.kind.enum).toEqual([...EVENT_KINDS]);
  });

  it('describes faces with the fields of the face model, and catalog references', () => {
    expect(Object.keys(schema.$defs.faceFields.properties).sort()).toEqual(
      Object.keys(face({ name: 'x', types: [] })).sort(),
    );
    expect(schema.$defs.face.required).toEqual(['name', 'types']);
    expect(Object.keys(schema.$defs.catalogCard.properties).sort()).toEqual(['$catalog', 'with']);
    expect(Object.keys(schema.$defs.catalogCard.properties.with.properties).sort()).toEqual([
      'faces',
      'melded',
      'partner',
    ]);
    expect(schema.$defs.setup.properties.cards.additionalProperties.oneOf).toEqual([
      { $ref: '#/$defs/cardDefinition' },
      { $ref: '#/$defs/catalogCard' },
    ]);
  });

  it('refuses on its own what the hand-written structural checks used to, and accepts every event kind', () => {
    const valid = new Ajv2020({ strict: false }).compile(schema);
    const transform = { kind: 'transform', object: { $card: 'c1' } };
    const step = (extra: object) => rawScenario([{ do: transform, ...extra }]);
    expect(valid(step({}))).toBe(true);
    for (const kind of EVENT_KINDS) expect(valid(step({ expect: { events: [{ kind }] } })), kind).toBe(true);
    const refused = {
      'code without "ok": false': step({ expect: { code: 'transform/not-double-faced' } }),
      'events of a rejected action': step({ expect: { ok: false, events: [{ kind: 'transformed' }] } }),
      'noEvents of a rejected action': step({ expect: { ok: false, noEvents: [] } }),
      'an empty card name chosen': rawScenario([{ do: { kind: 'choose-card-name', player: 'P1', name: '' } }]),
      'an empty first card of a meld': rawScenario([
        { do: { kind: 'move', object: { $card: 'c1' }, to: 'graveyard', first: '' } },
      ]),
    };
    for (const [what, data] of Object.entries(refused)) expect(valid(data), what).toBe(false);
  });
});
