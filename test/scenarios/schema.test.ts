import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_KINDS } from '../../adapter/action.js';
import { MECHANICS } from '../../adapter/mechanics.js';
import { ACTION_FIELDS } from '../../scenarios/action-fields.js';
import { FACE_KEYS } from '../../scenarios/validation/cards.js';
import { CATALOG_REF_KEYS, WITH_KEYS } from '../../scenarios/validation/catalog-ref.js';

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

  it("describes faces and catalog references with the validator's keys", () => {
    expect(Object.keys(schema.$defs.faceFields.properties).sort()).toEqual([...FACE_KEYS].sort());
    expect(schema.$defs.face.required).toEqual(['name', 'types']);
    expect(Object.keys(schema.$defs.catalogCard.properties).sort()).toEqual([...CATALOG_REF_KEYS].sort());
    expect(Object.keys(schema.$defs.catalogCard.properties.with.properties).sort()).toEqual([...WITH_KEYS].sort());
    expect(schema.$defs.setup.properties.cards.additionalProperties.oneOf).toEqual([
      { $ref: '#/$defs/cardDefinition' },
      { $ref: '#/$defs/catalogCard' },
    ]);
  });
});
