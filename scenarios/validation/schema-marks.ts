/**
 * scenarios/schema.json as ajv checks it (scenarios/validation/structure.ts): each schema node is marked with its
 * place in the file (a `$comment`), so a problem names the place of the schema it breaks, and each known union is
 * turned into an if/then chain over its forms (unions.ts). The generator of the standalone validator
 * (scenarios/scripts/validator.ts) compiles this; at run time only the unions' "no form" ends are needed.
 */
import schemaJson from '../schema.json' with { type: 'json' };
import { choicesFor, type NoForm, type SchemaNode } from './unions.js';

/** `$comment` marks: `at:<pointer>` on every node, `none:<pointer>` on a union's "no form" end. */
export const AT = 'at:';
export const NONE = 'none:';

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
function markNode(node: unknown, pointer: string, isMap = false): unknown {
  if (Array.isArray(node)) return node.map((n, i) => markNode(n, `${pointer}/${i}`));
  if (typeof node !== 'object' || node === null) return node;
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${pointerKey(key)}`;
    out[key] = isMap ? markNode(value, at) : DATA.has(key) ? value : markNode(value, at, MAPS.has(key));
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

/** scenarios/schema.json as ajv checks it: every node marked, every known union an if/then chain. */
export function markedSchema(): SchemaNode {
  noForms.clear();
  return markNode(schemaJson, '#') as SchemaNode;
}

/** The unions' "no form" ends, found by marking the schema (once, when an error needs them). */
export function noFormsOf(): ReadonlyMap<string, NoForm> {
  if (noForms.size === 0) markedSchema();
  return noForms;
}
