/**
 * Validating an engine's answers at the boundary against the generated schemas, and
 * saying in one line what was wrong ("observe('P2') returned a view without `players`").
 * A malformed answer is the engine's fault, reported as such, never a TypeError in the suite.
 */
import type { ErrorObject } from 'ajv';
import type { Method } from './messages.js';
import * as fullCheck from './schema/full-check.generated.js';
import * as quickCheck from './schema/quick-check.generated.js';
import { REUSED, type ResultType } from './validator-names.js';

/** The schema definition each method's `result` must match. */
const RESULT_TYPE: Readonly<Record<Method, ResultType | null>> = {
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

/** What the quick check asks of its caller (see protocol/scripts/validators.ts). */
export interface QuickContext {
  /** Whether `data`, a part of definition `definition`, was found valid before and need not be checked. */
  seen(definition: string, data: unknown): boolean;
  /** `data`, a part of definition `definition`, was just found valid. */
  remember(definition: string, data: unknown): void;
}

/** ajv's validators, precompiled to standalone code by `npm run validators` (compiling costs 0.3 CPU-s). */
interface Validator {
  (this: QuickContext | undefined, data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The full check of each type: every error, to say what is wrong with an answer found invalid. */
const FULL = fullCheck as unknown as Readonly<Record<ResultType, Validator>>;
/** The quick check of each type: it stops at the first error (the full check says which). */
const QUICK = quickCheck as unknown as Readonly<Record<ResultType, Validator>>;

const known = new Map<string, WeakSet<object>>(REUSED.map((d) => [d, new WeakSet()]));

/** The quick check of a view decoded from a delta: a part (of a REUSED definition) found valid before is valid. */
const REUSING: QuickContext = {
  seen: (definition, data) => typeof data === 'object' && data !== null && known.get(definition)?.has(data) === true,
  remember: (definition, data) => {
    if (typeof data === 'object' && data !== null) known.get(definition)?.add(data);
  },
};

/** Any other answer is checked whole. */
const WHOLE: QuickContext = { seen: () => false, remember: () => undefined };

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
  if (QUICK[type].call(reuse && type === 'GameView' ? REUSING : WHOLE, result)) return null;
  const validate = FULL[type];
  if (validate.call(undefined, result)) return null;
  const e = worst(validate.errors ?? []);
  return `${NOUN[method]} ${e === undefined ? 'that does not match its schema' : phrase(e)}`;
}
