/**
 * The scenario schema's validator is ajv's standalone code, generated and committed (issue 24: compiling it cost
 * every process that reads scenarios 0.3 CPU-s). The committed code must be what `npm run validators` generates
 * from the current scenarios/schema.json, and it must judge scenarios as the validator ajv compiles from that
 * schema does: on every shipped scenario and on broken copies of some, the same errors (with the schema nodes
 * they name, which the problems' places and hints come from) and so the same problems.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { compiledScenarioValidator, generateValidatorFiles } from '../../scenarios/scripts/validator.js';
import { problemsOf } from '../../scenarios/validation/schema-messages.js';
import { validate as standalone } from '../../scenarios/validation/structure.generated.js';
import { structureErrors } from '../../scenarios/validation/structure.js';

const root = join(import.meta.dirname, '../..');

interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Every shipped scenario, parsed, in path order. */
function shipped(): unknown[] {
  const dir = join(root, 'scenarios/cases');
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown);
}

/** Every place of a JSON value (a path of keys), in document order. */
function places(value: unknown, at: readonly (string | number)[] = []): (readonly (string | number)[])[] {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => places(v, [...at, i]))];
  if (typeof value === 'object' && value !== null)
    return [...here, ...Object.entries(value).flatMap(([k, v]) => places(v, [...at, k]))];
  return here;
}

/** A copy of `value` with the value at `at` replaced by `f(old)` (removed when f gives undefined). */
function changed(value: unknown, at: readonly (string | number)[], f: (old: unknown) => unknown): unknown {
  if (at.length === 0) return f(value);
  const [key, ...rest] = at as [string | number, ...(string | number)[]];
  const next = changed((value as Record<string | number, unknown>)[key], rest, f);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  if (next === undefined && rest.length === 0) {
    if (Array.isArray(copy)) copy.splice(key as number, 1);
    else delete copy[key];
  } else copy[key] = next;
  return copy;
}

/** Broken copies of a scenario: at every `step`-th place, removed, of another type, or with an unknown field. */
function broken(scenario: unknown, step: number): unknown[] {
  return places(scenario).flatMap((at, i) =>
    i % step !== 0
      ? []
      : [
          changed(scenario, at, () => undefined),
          changed(scenario, at, (old) => (typeof old === 'string' ? 7 : 'x')),
          changed(scenario, at, (old) => (typeof old === 'object' && old !== null ? { ...old, bogus: 1 } : null)),
        ],
  );
}

describe('the standalone scenario validator', () => {
  it('is what `npm run validators` generates from the current schema', () => {
    const files = generateValidatorFiles();
    expect(Object.keys(files)).toEqual(['scenarios/validation/structure.generated.ts']);
    for (const [path, content] of Object.entries(files))
      expect(readFileSync(join(root, path), 'utf8'), `${path} is stale: run npm run validators`).toBe(content);
  });

  it('gives the errors the compiled validator gives, on shipped scenarios and broken copies', () => {
    const scenarios = shipped();
    expect(scenarios.length).toBeGreaterThan(100);
    // Broken copies of scenarios of each folder's kind, at some of their places.
    const corpus = [...scenarios, ...scenarios.filter((_, i) => i % 37 === 0).flatMap((s) => broken(s, 7))];
    const compiled = compiledScenarioValidator();
    const disagreements: string[] = [];
    let invalid = 0;
    for (const data of corpus) {
      const verdict = compiled(data);
      const errors = compiled.errors ?? [];
      if (!verdict) invalid += 1;
      const same =
        (standalone as Validator)(data) === verdict &&
        JSON.stringify((standalone as Validator).errors ?? []) === JSON.stringify(errors) &&
        JSON.stringify(problemsOf(structureErrors(data), data)) === JSON.stringify(problemsOf(errors, data));
      if (!same) disagreements.push(JSON.stringify(data).slice(0, 300));
    }
    expect(disagreements).toEqual([]);
    expect(invalid).toBeGreaterThan(200);
  }, 900_000);
});
