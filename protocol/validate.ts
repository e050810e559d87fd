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

let ajv: Ajv | null = null;
const validators = new Map<string, ValidateFunction>();

function validator(type: string): ValidateFunction {
  let v = validators.get(type);
  if (v === undefined) {
    if (ajv === null) {
      // Compiled lazily, once per definition: only engines that are validated pay for it.
      ajv = new Ajv({ strict: false, allErrors: true });
      ajv.addSchema({ $id: 'obverse-protocol-1', ...PROTOCOL_SCHEMA });
    }
    v = ajv.compile({ $ref: `obverse-protocol-1#/definitions/${type}` });
    validators.set(type, v);
  }
  return v;
}

/**
 * Objects of views already found valid. A view decoded from a delta (protocol/view-delta.ts) shares its unchanged
 * objects with the view before it, so checking it again is checking only what changed; nothing in the suite
 * changes a view it was given.
 */
const known = new WeakSet<object>();
let reusing: ValidateFunction | null = null;

/** A GameView validator that takes an object view found valid before as valid (a custom keyword in its place). */
function reusingViewValidator(): ValidateFunction {
  if (reusing !== null) return reusing;
  const ajv = new Ajv({ strict: false, allErrors: false });
  ajv.addSchema({ $id: 'obverse-protocol-1', ...PROTOCOL_SCHEMA });
  const objectView = ajv.compile({ $ref: 'obverse-protocol-1#/definitions/ObjectView' });
  ajv.addKeyword({
    keyword: 'obverseKnownObjectView',
    schemaType: 'boolean',
    errors: false,
    validate: (_schema: boolean, data: unknown) => {
      const object = typeof data === 'object' && data !== null;
      if (object && known.has(data)) return true;
      const ok = objectView(data);
      if (ok && object) known.add(data);
      return ok;
    },
  });
  const definitions = { ...PROTOCOL_SCHEMA.definitions, ObjectView: { obverseKnownObjectView: true } };
  ajv.addSchema({ $id: 'obverse-protocol-1-reusing', definitions });
  reusing = ajv.compile({ $ref: 'obverse-protocol-1-reusing#/definitions/GameView' });
  return reusing;
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
  if (reuse && type === 'GameView' && reusingViewValidator()(result)) return null;
  const validate = validator(type);
  if (validate(result)) return null;
  const e = worst(validate.errors ?? []);
  return `${NOUN[method]} ${e === undefined ? 'that does not match its schema' : phrase(e)}`;
}
