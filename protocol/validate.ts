/**
 * Validating an engine's answers at the boundary against the generated schemas, and
 * saying in one line what was wrong ("observe('P2') returned a view without `players`").
 * A malformed answer is the engine's fault, reported as such, never a TypeError in the suite.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Method } from './messages.js';
import { PROTOCOL_SCHEMA } from './schema/schema.generated.js';

/** The schema definition each method's `result` must match. */
const RESULT_TYPE: Readonly<Record<Method, string | null>> = {
  handshake: 'Handshake',
  start: 'StartResult',
  apply: 'ActionResult',
  observe: 'GameView',
  reproduce: 'EngineReproduction',
  close: null,
  shutdown: null,
};

const NOUN: Readonly<Record<Method, string>> = {
  handshake: 'a handshake',
  start: 'a start result',
  apply: 'a result',
  observe: 'a view',
  reproduce: 'a reproduction',
  close: 'an answer',
  shutdown: 'an answer',
};

/** The protocol's definitions, as one schema document with an id. */
function protocolSchema(id: string, definitions: object = PROTOCOL_SCHEMA.definitions): object {
  return { ...PROTOCOL_SCHEMA, $id: id, definitions };
}

let full: Ajv | null = null;
const explaining = new Map<string, ValidateFunction>();

/** A validator that collects every error, to say what is wrong with an answer found invalid (compiled then). */
function explainer(type: string): ValidateFunction {
  let v = explaining.get(type);
  if (v === undefined) {
    if (full === null) {
      full = new Ajv({ strict: false, allErrors: true });
      full.addSchema(protocolSchema('obverse-protocol-1'));
    }
    v = full.compile({ $ref: `obverse-protocol-1#/definitions/${type}` });
    explaining.set(type, v);
  }
  return v;
}

/**
 * Parts of views already found valid, by definition. A view decoded from a delta (protocol/view-delta.ts) shares
 * its unchanged parts with the view before it (an object that did not change, the printed card of one that did),
 * so checking it again is checking only what changed; nothing in the suite changes a view it was given.
 */
const REUSED = ['ObjectView', 'PrintedObject', 'Characteristics'] as const;
const known = new Map<string, WeakSet<object>>(REUSED.map((d) => [d, new WeakSet()]));

/** Whether the answer being checked is a view decoded from a delta (the only answers that share parts). */
let reusing = false;
let quick: Ajv | null = null;
const checking = new Map<string, ValidateFunction>();

/**
 * The quick check of an answer: it stops at the first error (the explainer says which), and in a view it takes a
 * part of a definition in REUSED that was found valid before as valid. Definitions are compiled lazily, once:
 * only engines that are validated pay for it.
 */
function checker(type: string): ValidateFunction {
  let v = checking.get(type);
  if (v !== undefined) return v;
  if (quick === null) {
    const ajv = new Ajv({ strict: false, allErrors: false });
    const checked = new Map<string, ValidateFunction>();
    ajv.addKeyword({
      keyword: 'obverseKnown',
      schemaType: 'string',
      errors: false,
      validate: (definition: string, data: unknown) => {
        const object = typeof data === 'object' && data !== null;
        const seen = reusing ? known.get(definition) : undefined;
        if (object && seen?.has(data)) return true;
        let check = checked.get(definition);
        if (check === undefined) {
          check = ajv.compile({ $ref: `obverse-protocol-1-quick#/definitions/${definition}Checked` });
          checked.set(definition, check);
        }
        const ok = check(data);
        if (ok && object) seen?.add(data);
        return ok;
      },
    });
    const definitions: Record<string, unknown> = { ...PROTOCOL_SCHEMA.definitions };
    for (const d of REUSED) {
      definitions[`${d}Checked`] = definitions[d];
      definitions[d] = { obverseKnown: d };
    }
    ajv.addSchema(protocolSchema('obverse-protocol-1-quick', definitions));
    quick = ajv;
  }
  v = quick.compile({ $ref: `obverse-protocol-1-quick#/definitions/${type}` });
  checking.set(type, v);
  return v;
}

/** A value shortened for a one-line message. */
export function preview(value: unknown, max = 160): string {
  if (value === undefined) return 'undefined';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** `/battlefield/0/owner` -> `battlefield[0].owner`. */
function where(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

/** The most telling error: the deepest one (in a union, the branch that got furthest). */
function worst(errors: readonly ErrorObject[]): ErrorObject | undefined {
  return [...errors].sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length)[0];
}

function phrase(e: ErrorObject): string {
  const at = where(e.instancePath);
  const missing = (e.params as { missingProperty?: string }).missingProperty;
  const extra = (e.params as { additionalProperty?: string }).additionalProperty;
  if (missing !== undefined) return at === '' ? `without \`${missing}\`` : `whose ${at} has no \`${missing}\``;
  if (extra !== undefined)
    return at === '' ? `with an unknown field \`${extra}\`` : `whose ${at} has an unknown field \`${extra}\``;
  return at === '' ? `that ${e.message ?? 'is invalid'}` : `whose ${at} ${e.message ?? 'is invalid'}`;
}

/**
 * Null when `result` is a valid answer to `method`; else what is wrong, e.g. "a view without `players`". With
 * `reuse` (views decoded from deltas), an object of a view found valid before is not checked again.
 */
export function invalidResult(method: Method, result: unknown, reuse = false): string | null {
  const type = RESULT_TYPE[method];
  if (result === undefined) return 'nothing (undefined)';
  if (type === null) return result === null ? null : `${preview(result)} where null was expected`;
  // An engine with nothing to reproduce answers null.
  if (method === 'reproduce' && result === null) return null;
  if (result === null) return `null instead of ${NOUN[method]}`;
  if (typeof result !== 'object') return `${typeof result} ${preview(result)} instead of ${NOUN[method]}`;
  // The quick check first; the full one only to say what is wrong.
  const check = checker(type);
  reusing = reuse && type === 'GameView';
  let ok: boolean;
  try {
    ok = check(result) as boolean;
  } finally {
    reusing = false;
  }
  if (ok) return null;
  const validate = explainer(type);
  if (validate(result)) return null;
  const e = worst(validate.errors ?? []);
  return `${NOUN[method]} ${e === undefined ? 'that does not match its schema' : phrase(e)}`;
}
