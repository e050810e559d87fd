/**
 * The structure of a scenario, checked against scenarios/schema.json with ajv: the one statement
 * of the format's shape (keys, types, required fields, allowed values). Each schema node is marked
 * with its place in the file, so a problem names the place of the schema it breaks; each union is
 * checked against the form the value was meant as (unions.ts). What a schema cannot say (which ids
 * exist, catalog names) is checked by hand after this (setup.ts, steps.ts, ...).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import schemaJson from '../schema.json' with { type: 'json' };
import { type SchemaNode, choicesFor, type NoForm } from './unions.js';

/** `$comment` marks: `at:<pointer>` on every node, `none:<pointer>` on a union's "no form" end. */
const AT = 'at:';
const NONE = 'none:';

/** Where each union's "no form" end came from, by the union's pointer. */
const noForms = new Map<string, NoForm>();

function pointerKey(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Keywords whose value maps names to schemas: the map itself is not a schema node. */
const MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);
/** Keywords whose value is data, not a schema: copied as it is. */
const DATA = new Set(['enum', 'const', 'required', 'examples', 'default', 'dependentRequired']);

/** A copy of a schema node with every node marked and every known union turned into an if/then chain. */
function compileNode(node: unknown, pointer: string, isMap = false): unknown {
  if (Array.isArray(node)) return node.map((n, i) => compileNode(n, `${pointer}/${i}`));
  if (typeof node !== 'object' || node === null) return node;
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${pointerKey(key)}`;
    out[key] = isMap ? compileNode(value, at) : DATA.has(key) ? value : compileNode(value, at, MAPS.has(key));
  }
  if (isMap) return out;
  const union = Array.isArray(out.oneOf) ? 'oneOf' : Array.isArray(out.anyOf) ? 'anyOf' : null;
  if (union !== null) {
    const branches = out[union] as SchemaNode[];
    const how = choicesFor(pointer, branches);
    if (how !== null) {
      noForms.set(pointer, how.none);
      let chain: unknown = { $comment: `${NONE}${pointer}`, not: {} };
      for (const c of [...how.choices].reverse()) {
        // A JSON Schema if/then/else, not a promise: `then` is the keyword.
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword
        chain = c.when === true ? branches[c.branch] : { if: c.when, then: branches[c.branch], else: chain };
      }
      delete out[union];
      out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), chain];
    }
  }
  if (typeof out.$comment !== 'string') out.$comment = `${AT}${pointer}`;
  return out;
}

let validate: ValidateFunction | null = null;

/** The compiled scenario schema (compiled once, on first use). */
export function scenarioValidator(): ValidateFunction {
  if (validate === null) {
    const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true, code: { optimize: false } });
    validate = ajv.compile(compileNode(schemaJson, '#') as SchemaNode);
  }
  return validate;
}

/** The place in scenarios/schema.json of the node whose keyword failed (`#/$defs/step`), or `?`. */
export function schemaPlace(error: ErrorObject): string {
  const comment = (error.parentSchema as SchemaNode | undefined)?.$comment;
  return typeof comment === 'string' && comment.startsWith(AT) ? comment.slice(AT.length) : '?';
}

/** For a value meant as none of a union's forms: that union. */
export function noFormOf(error: ErrorObject): NoForm | undefined {
  const comment = (error.parentSchema as SchemaNode | undefined)?.$comment;
  return typeof comment === 'string' && comment.startsWith(NONE) ? noForms.get(comment.slice(NONE.length)) : undefined;
}

/** Every structural error of `data` (none when it matches the schema). */
export function structureErrors(data: unknown): readonly ErrorObject[] {
  const v = scenarioValidator();
  return v(data) ? [] : (v.errors ?? []);
}
