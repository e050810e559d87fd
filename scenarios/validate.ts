/**
 * Validation of scenario files: every problem found (not just the first), each saying where
 * (file, step, field), what is wrong and what to do. The structure is checked against
 * scenarios/schema.json (validation/structure.ts), the one statement of the format's shape; by
 * hand, only what a schema cannot say: which card keys, players, captures and catalog cards exist
 * (validation/setup.ts, steps.ts, expectations.ts, references.ts, catalog-ref.ts). Problems come
 * in the order of the places they name in the file. A valid scenario comes back normalised:
 * catalog references expanded and omitted face fields filled with their empty defaults.
 */
import type { Scenario } from './format.js';
import type { ValidationProblem } from './problems.js';
import { Checker, isObject } from './validation/checker.js';
import { checkInitial } from './validation/expectations.js';
import { normalise } from './validation/normalise.js';
import { problemsOf } from './validation/schema-messages.js';
import { checkSetup } from './validation/setup.js';
import { checkStep } from './validation/steps.js';
import { structureErrors } from './validation/structure.js';

export type Validation =
  | { readonly ok: true; readonly scenario: Scenario }
  | { readonly ok: false; readonly problems: readonly ValidationProblem[] };

/** Every place of a JSON value in document order (`setup.cards.c1`, `steps[0].do`), by its index. */
function documentOrder(data: unknown): ReadonlyMap<string, number> {
  const order = new Map<string, number>();
  const visit = (v: unknown, at: string): void => {
    order.set(at, order.size);
    if (Array.isArray(v))
      v.forEach((x, i) => {
        visit(x, `${at}[${i}]`);
      });
    else if (isObject(v)) for (const [k, x] of Object.entries(v)) visit(x, at === '' ? k : `${at}.${k}`);
  };
  visit(data, '');
  return order;
}

/** The index of a place, or of its nearest enclosing place that exists (a missing key sorts by its parent). */
function indexOf(order: ReadonlyMap<string, number>, at: string): number {
  let place = at;
  while (!order.has(place) && place !== '') {
    const up = place.replace(/(^|\.)[^.[\]]+$|\[\d+\]$/, '');
    place = up === place ? '' : up;
  }
  return order.get(place) ?? 0;
}

/** What the schema cannot say, checked by hand: ids, players, captures, catalog names. */
function checkIds(c: Checker, data: Readonly<Record<string, unknown>>, setupIsSound: boolean): void {
  const setup = checkSetup(c, data.setup);
  // Without usable ids every later reference would look undefined: the setup's own problems say enough.
  if (!setupIsSound) return;
  if (data.initial !== undefined)
    checkInitial(c, data.initial, 'initial', { ...setup, captures: new Set(), inExpectation: true });
  const captures = new Set<string>();
  if (Array.isArray(data.steps))
    data.steps.forEach((step, i) => {
      checkStep(c, step, `steps[${i}]`, setup, captures);
    });
}

/** Validate parsed JSON as a scenario. `file` labels the messages. */
export function validateScenario(data: unknown, file: string): Validation {
  const structural = problemsOf(structureErrors(data), data);
  const c = new Checker(file);
  // The card keys and player ids are usable unless setup, its cards, its players or an id is malformed.
  const idsBroken = structural.some((p) => /^setup(\.cards|\.players(\[\d+\](\.id)?)?)?$/.test(p.at));
  if (isObject(data)) checkIds(c, data, !idsBroken);
  const order = documentOrder(data);
  const problems = [...structural.map((p) => ({ file, ...p })), ...c.problems]
    .map((p, i) => ({ p, i, place: indexOf(order, p.at) }))
    .sort((a, b) => a.place - b.place || a.i - b.i)
    .map((x) => x.p);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, scenario: normalise(data as unknown as Scenario) };
}
