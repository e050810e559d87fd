/**
 * The words of scenario problems built from the schema: how a place in a scenario is written
 * (`steps[0].do`), what an object at a schema node is called ("a step", "a "transform" action"),
 * and the type problem ("power must be a number or null, found "big"").
 */
import type { ErrorObject } from 'ajv';
import { show } from './checker.js';
import { schemaPlace } from './structure.js';

/** A problem before the file name is added. */
export interface Located {
  readonly at: string;
  readonly message: string;
  readonly hint: string;
}

/** What an object at a schema node is called in messages, by the node's place; `$` stands for any index. */
export const NOUNS: readonly (readonly [RegExp, string])[] = [
  [/^#$/, 'the scenario'],
  [/^#\/properties\/source$/, 'source'],
  [/^#\/properties\/initial$/, '"initial"'],
  [/^#\/\$defs\/setup$/, 'setup'],
  [/\/players\/items$/, 'a player setup'],
  [/\/exile\/items$/, 'an exiled card'],
  [/\/battlefield\/items$/, 'a permanent setup'],
  [/\/stack\/items$/, 'a spell setup'],
  [/^#\/\$defs\/step$/, 'a step'],
  [/^#\/\$defs\/reference\/oneOf\/\d+$/, 'a reference'],
  [/^#\/\$defs\/operator\/oneOf\/0$/, '"$absent"'],
  [/^#\/\$defs\/operator\/oneOf\/1$/, 'an operator'],
  [/^#\/\$defs\/operator\/oneOf\/2$/, '"$not"'],
  [/^#\/\$defs\/faceFields$/, 'a face'],
  [/^#\/\$defs\/catalogCard$/, 'a catalog reference'],
  [/^#\/\$defs\/catalogCard\/properties\/with$/, '"with"'],
  [/^#\/\$defs\/cardDefinition\/oneOf\/\d+$/, 'a card definition'],
  [/^#\/\$defs\/tokenDefinition\/oneOf\/\d+$/, 'a token definition'],
  [/^#\/\$defs\/expectation$/, '"expect"'],
  [/^#\/\$defs\/viewExpectation$/, 'a view expectation'],
  [/^#\/\$defs\/objectExpectation$/, 'an object expectation'],
  [/^#\/\$defs\/objectExpectation\/properties\/match$/, '"match" (a partial object view)'],
  [/^#\/\$defs\/viewExpectation\/properties\/players\/additionalProperties$/, 'a player expectation'],
];

/** What a value at a schema node is called in messages, when not its key. */
export const LABELS: readonly (readonly [RegExp, string])[] = [
  [/^#\/\$defs\/catalogCard\/properties\/\$catalog$/, 'the catalog card name'],
];

/** The path `/steps/0/do` as `steps[0].do`. */
export function pathOf(pointer: string): string {
  let at = '';
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    at = /^\d+$/.test(key) ? `${at}[${key}]` : at === '' ? key : `${at}.${key}`;
  }
  return at;
}

/** The value at a JSON pointer's keys, or undefined. */
export function valueAt(root: unknown, keys: readonly string[]): unknown {
  let v = root;
  for (const raw of keys) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    v = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined;
  }
  return v;
}

export function joinAt(at: string, key: string): string {
  return at === '' ? key : `${at}.${key}`;
}

export function lastKey(at: string): string {
  const m = /([^.[\]]+)(\[\d+\])*$/.exec(at);
  return m === null ? 'the value' : `${m[1]}${m[2] ?? ''}`;
}

/** The place in scenarios/schema.json of the node whose keyword failed. */
export function place(e: ErrorObject): string {
  return schemaPlace(e);
}

export function nounOf(e: ErrorObject, at: string): string {
  const p = place(e);
  const action = /^#\/\$defs\/action\/oneOf\/\d+$/.test(p)
    ? (e.parentSchema?.properties?.kind?.const as unknown)
    : null;
  if (typeof action === 'string') return `a "${action}" action`;
  if (p === '#/$defs/faceFields' && at.includes('.with.')) return 'a face override';
  const noun = NOUNS.find(([re]) => re.test(p))?.[1];
  return noun ?? (at === '' ? 'the scenario' : `"${lastKey(at)}"`);
}

export function labelOf(e: ErrorObject, at: string): string {
  return LABELS.find(([re]) => re.test(place(e)))?.[1] ?? (at === '' ? 'the scenario' : lastKey(at));
}

export const TYPE_WORDS: Readonly<Record<string, readonly [string, string]>> = {
  string: ['a string', 'a string in quotes'],
  number: ['a number', 'a number'],
  integer: ['an integer', 'a whole number'],
  boolean: ['a boolean', 'true or false'],
  object: ['an object', 'a JSON object { ... }'],
  array: ['an array', 'a JSON array [ ... ]'],
  null: ['null', 'null'],
};

export function typeProblem(e: ErrorObject, at: string): Located {
  const types = ([] as string[]).concat((e.parentSchema?.type as string | string[] | undefined) ?? 'object');
  const words = types.map((t) => TYPE_WORDS[t] ?? [t, t]);
  const label = labelOf(e, at);
  return {
    at,
    message: `${label} must be ${words.map((w) => w[0]).join(' or ')}, found ${show(e.data)}`,
    hint: `write ${words.map((w) => w[1]).join(', or ')}`,
  };
}

export function list(e: ErrorObject): string {
  return ((e.params.allowedValues as unknown[] | undefined) ?? [])
    .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    .join(', ');
}
