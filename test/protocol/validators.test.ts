/**
 * The protocol's validators are ajv's standalone code, generated and committed (issue 24: compiling them cost
 * every process 0.3 CPU-s). The committed code must be what `npm run validators` generates from the current
 * schema, and it must judge answers as the validators ajv compiles from that schema do: on real answers of the
 * reference engine and on broken copies of them, the same verdicts and the same errors (the errors are what
 * the user's message is made of).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { IsolatedEngine } from '../../isolation/isolated-engine.js';
import type { TransportFactory } from '../../isolation/transport.js';
import type { Request } from '../../protocol/messages.js';
import * as fullCheck from '../../protocol/schema/full-check.generated.js';
import * as quickCheck from '../../protocol/schema/quick-check.generated.js';
import { fullAjv, generateValidatorFiles, quickAjv } from '../../protocol/scripts/validators.js';
import { EngineServer } from '../../protocol/server.js';
import { invalidResult, type QuickContext } from '../../protocol/validate.js';
import { FULL_ID, QUICK_ID, REUSED, RESULT_TYPES, type ResultType } from '../../protocol/validator-names.js';
import { runProperties } from '../../properties/run.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';

const root = join(import.meta.dirname, '../..');

interface Validator {
  (this: QuickContext | undefined, data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const TYPE_OF: Readonly<Record<string, ResultType>> = {
  handshake: 'Handshake',
  start: 'StartResult',
  apply: 'ActionResult',
  observe: 'GameView',
  reproduce: 'EngineReproduction',
};

/** Real answers of the reference engine over the protocol, by result type (JSON copies). */
async function realAnswers(): Promise<Map<ResultType, unknown[]>> {
  const methods = new Map<number | string, string>();
  const answers = new Map<ResultType, unknown[]>();
  const transport: TransportFactory = (events) => {
    const server = new EngineServer(async () => referenceEngine);
    return {
      send(request) {
        methods.set(request.id, request.method);
        void server.handle(JSON.parse(JSON.stringify(request)) as Request).then((response) => {
          const copy = JSON.parse(JSON.stringify(response)) as { id: number | string; result?: unknown };
          const type = TYPE_OF[methods.get(copy.id) ?? ''];
          if (type !== undefined && copy.result !== undefined) {
            const list = answers.get(type) ?? [];
            list.push(JSON.parse(JSON.stringify(copy.result)));
            answers.set(type, list);
          }
          events.message(copy);
        });
      },
      stop: async () => undefined,
      lastWords: () => [],
    };
  };
  const engine = await IsolatedEngine.open(transport);
  await runProperties(engine, {
    runs: 1,
    seed: 11,
    properties: ['712/*'],
    gameLength: TEST_GAME_LENGTH,
  });
  await engine.dispose();
  return answers;
}

/** Every place of a JSON value (a path of keys), in document order. */
function places(value: unknown, at: readonly (string | number)[] = []): (readonly (string | number)[])[] {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => places(v, [...at, i]))];
  if (typeof value === 'object' && value !== null)
    return [...here, ...Object.entries(value).flatMap(([k, v]) => places(v, [...at, k]))];
  return here;
}

/**
 * A copy of `value` with the value at `at` replaced by `f(old)` (removed when f gives undefined). Only the objects
 * on the way are copied: the rest is shared, as a view decoded from a delta shares parts with the one before.
 */
function changed(value: unknown, at: readonly (string | number)[], f: (old: unknown) => unknown): unknown {
  if (at.length === 0) return f(value);
  const [key, ...rest] = at as [string | number, ...(string | number)[]];
  const next = changed((value as Record<string | number, unknown>)[key], rest, f);
  if (Array.isArray(value)) {
    const copy = [...value];
    if (next === undefined && rest.length === 0) copy.splice(key as number, 1);
    else copy[key as number] = next;
    return copy;
  }
  const copy: Record<string | number, unknown> = { ...(value as Record<string | number, unknown>) };
  if (next === undefined && rest.length === 0) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** Broken copies of an answer: at every `step`-th place, removed, of another type, or with an unknown field. */
function broken(answer: unknown, step: number): unknown[] {
  const out: unknown[] = [];
  places(answer).forEach((at, i) => {
    if (i % step !== 0) return;
    out.push(changed(answer, at, () => undefined));
    out.push(changed(answer, at, (old) => (typeof old === 'string' ? 7 : 'x')));
    out.push(changed(answer, at, (old) => (typeof old === 'object' && old !== null ? { ...old, bogus: 1 } : null)));
  });
  return out;
}

/** Remembering parts found valid, as protocol/validate.ts does for views decoded from deltas. */
function reusing(): QuickContext {
  const known = new Map<string, WeakSet<object>>(REUSED.map((d) => [d, new WeakSet()]));
  return {
    seen: (d, data) => typeof data === 'object' && data !== null && known.get(d)?.has(data) === true,
    remember: (d, data) => {
      if (typeof data === 'object' && data !== null) known.get(d)?.add(data);
    },
  };
}

describe('the standalone protocol validators', () => {
  it('are what `npm run validators` generates from the current schema', () => {
    const files = generateValidatorFiles();
    expect(Object.keys(files).length).toBe(2);
    for (const [path, content] of Object.entries(files))
      expect(readFileSync(join(root, path), 'utf8'), `${path} is stale: run npm run validators`).toBe(content);
  });

  it('judge real and broken answers as the compiled validators do, with the same errors', async () => {
    const answers = await realAnswers();
    expect([...answers.keys()].sort()).toEqual(['ActionResult', 'GameView', 'Handshake', 'StartResult']);
    const quick = quickAjv();
    const full = fullAjv();
    const whole: QuickContext = { seen: () => false, remember: () => undefined };
    let valid = 0;
    let invalid = 0;
    const disagreements: string[] = [];
    for (const type of RESULT_TYPES) {
      const compiledQuick = quick.getSchema(`${QUICK_ID}#/definitions/${type}`) as unknown as Validator;
      const compiledFull = full.getSchema(`${FULL_ID}#/definitions/${type}`) as unknown as Validator;
      const standaloneQuick = (quickCheck as unknown as Record<string, Validator>)[type] as Validator;
      const standaloneFull = (fullCheck as unknown as Record<string, Validator>)[type] as Validator;
      const real = (answers.get(type) ?? []).slice(0, 20);
      // A view has hundreds of places (and checking a broken one for every error takes long): some of them.
      const corpus = [...real, ...real.slice(0, 3).flatMap((a) => broken(a, type === 'GameView' ? 41 : 1))];
      for (const answer of corpus) {
        const verdict = compiledFull.call(undefined, answer);
        const same =
          standaloneFull.call(undefined, answer) === verdict &&
          JSON.stringify(standaloneFull.errors) === JSON.stringify(compiledFull.errors) &&
          compiledQuick.call(whole, answer) === verdict &&
          standaloneQuick.call(whole, answer) === verdict;
        if (!same) disagreements.push(`${type}: ${JSON.stringify(answer).slice(0, 300)}`);
        if (verdict) valid += 1;
        else invalid += 1;
      }
      // Views in turn, broken ones sharing parts with a real one checked before, as views decoded from deltas do.
      const [compiledContext, standaloneContext] = [reusing(), reusing()];
      (type === 'GameView' ? corpus : []).forEach((view, i) => {
        const verdict = compiledQuick.call(compiledContext, view);
        if (standaloneQuick.call(standaloneContext, view) !== verdict)
          disagreements.push(`reused GameView: ${JSON.stringify(view).slice(0, 300)}`);
        // And protocol/validate.ts so: on some of them (saying what is wrong with a view takes long).
        if (i % 5 === 0 && (invalidResult('observe', view, true) === null) !== verdict)
          disagreements.push(`invalidResult: ${JSON.stringify(view).slice(0, 300)}`);
      });
    }
    expect(disagreements).toEqual([]);
    expect(valid).toBeGreaterThan(40);
    expect(invalid).toBeGreaterThan(100);
  }, 900_000);
});
