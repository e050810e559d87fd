/**
 * How a scenario value chooses among the forms a `oneOf`/`anyOf` of scenarios/schema.json allows,
 * so that ajv checks the value against the form it was meant as and reports that form's problems
 * alone (a union checked as such reports every form's problems, or only "must match exactly one").
 * A union is compiled as an if/then chain over the same branches: the schema file stays the truth.
 */
import { REFERENCE_KEYS } from '../format.js';

/** A JSON Schema node, as the compiler rewrites it. */
export type SchemaNode = Record<string, unknown>;

/** One form: the condition a value meets to be meant as it, and its index among the union's branches. */
export interface Choice {
  readonly when: SchemaNode | true;
  readonly branch: number;
}

/** A value meant as none of the forms: where the union is, and (for a tagged union) its tag and values. */
export interface NoForm {
  readonly union: string;
  readonly tag?: string;
  readonly values?: readonly string[];
}

const object = (more: SchemaNode = {}): SchemaNode => ({ type: 'object', ...more });
const has = (key: string): SchemaNode => object({ required: [key] });

/** The branch that requires `key` (a reference by its key, an operator by its own). */
function requiring(branches: readonly SchemaNode[], key: string): number {
  return branches.findIndex((b) => Array.isArray(b.required) && b.required.includes(key));
}

/** The unions whose forms are told apart by their keys or the value's type, by the schema node holding them. */
const KNOWN: Readonly<Record<string, (branches: readonly SchemaNode[]) => readonly Choice[]>> = {
  '#/$defs/reference': (b) => REFERENCE_KEYS.map((k) => ({ when: has(k), branch: requiring(b, k) })),
  '#/$defs/operator': (b) => [
    { when: has('$absent'), branch: requiring(b, '$absent') },
    { when: has('$not'), branch: requiring(b, '$not') },
    // The operators that may go together ($contains, $length, $where with $count) require none.
    { when: object(), branch: b.findIndex((x) => !Array.isArray(x.required)) },
  ],
  '#/$defs/expected': () => [
    { when: { type: ['string', 'number', 'boolean', 'null'] }, branch: 0 },
    { when: { type: 'array' }, branch: 1 },
    { when: object({ anyOf: REFERENCE_KEYS.map((k) => ({ required: [k] })) }), branch: 2 },
    // Any "$" key makes it an operator (or a mistaken one): plain objects have none.
    { when: object({ not: { propertyNames: { not: { pattern: '^\\$' } } } }), branch: 3 },
    { when: true, branch: 4 },
  ],
  '#/$defs/setup/properties/cards/additionalProperties': () => [
    { when: has('$catalog'), branch: 1 },
    { when: true, branch: 0 },
  ],
  '#/$defs/views/additionalProperties': () => [
    { when: { type: 'array' }, branch: 0 },
    { when: true, branch: 1 },
  ],
  '#/$defs/faceFields/properties/colorIndicator': () => [
    { when: { type: 'null' }, branch: 0 },
    { when: true, branch: 1 },
  ],
};

/** The values a branch gives its tag property (`const` or `enum`), or null when it gives none. */
function tagValues(branch: SchemaNode, tag: string): readonly string[] | null {
  const properties = branch.properties as Record<string, SchemaNode> | undefined;
  const p = properties?.[tag];
  if (p === undefined) return null;
  if (typeof p.const === 'string') return [p.const];
  if (Array.isArray(p.enum) && p.enum.every((v) => typeof v === 'string')) return p.enum as string[];
  return null;
}

/**
 * A tagged union (every branch an object naming its `kind` or `layout` as a constant): each value
 * goes to the branch of its tag. New action kinds and layouts need no entry here.
 */
function tagged(branches: readonly SchemaNode[]): { tag: string; choices: Choice[]; values: string[] } | null {
  for (const tag of ['kind', 'layout']) {
    const values = branches.map((b) => tagValues(b, tag));
    if (values.some((v) => v === null)) continue;
    const choices = branches.map((_, i) => ({
      when: object({ required: [tag], properties: { [tag]: { enum: values[i] } } }),
      branch: i,
    }));
    return { tag, choices, values: values.flatMap((v) => v ?? []) };
  }
  return null;
}

/** How to choose among the branches of the union held by the node at `pointer`, or null to leave it as it is. */
export function choicesFor(
  pointer: string,
  branches: readonly SchemaNode[],
): { readonly choices: readonly Choice[]; readonly none: NoForm } | null {
  const known = KNOWN[pointer]?.(branches);
  if (known?.every((c) => branches[c.branch] !== undefined)) return { choices: known, none: { union: pointer } };
  const t = tagged(branches);
  return t === null ? null : { choices: t.choices, none: { union: pointer, tag: t.tag, values: t.values } };
}
