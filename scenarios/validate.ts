/**
 * Validation of scenario files: every problem found (not just the first), each
 * saying where (file, step, field), what is wrong and what to do. A valid scenario
 * comes back normalised: omitted face fields filled with their empty defaults.
 */
import type { Scenario } from './format.js';
import type { ValidationProblem } from './problems.js';
import { Checker, typeName } from './validation/checker.js';
import { validateMetadata } from './validation/metadata.js';
import { normalise } from './validation/normalise.js';
import { validateSetup } from './validation/setup.js';
import { validateInitial } from './validation/expectations.js';
import { validateStep } from './validation/steps.js';

export type Validation =
  | { readonly ok: true; readonly scenario: Scenario }
  | { readonly ok: false; readonly problems: readonly ValidationProblem[] };

const TOP_KEYS = [
  '$schema',
  'format',
  'id',
  'title',
  'description',
  'rules',
  'mechanics',
  'source',
  'setup',
  'initial',
  'steps',
];

/** Validate parsed JSON as a scenario. `file` labels the messages. */
export function validateScenario(data: unknown, file: string): Validation {
  const c = new Checker(file);
  if (!c.object(data, '', TOP_KEYS, 'the scenario')) return { ok: false, problems: c.problems };
  validateMetadata(c, data);
  const setup = validateSetup(c, data.setup);
  const steps = data.steps;
  if (data.initial !== undefined && setup !== null) {
    validateInitial(c, data.initial, 'initial', { ...setup, captures: new Set(), inExpectation: true });
  }
  if (!Array.isArray(steps) || (steps.length === 0 && data.initial === undefined)) {
    c.add(
      'steps',
      Array.isArray(steps) ? 'steps is empty' : `steps must be a non-empty array, found ${typeName(steps)}`,
      'list at least one step { "do": { "kind": ... } } (none only with an "initial" expectation)',
    );
  } else if (setup !== null) {
    const captures = new Set<string>();
    steps.forEach((step, i) => {
      validateStep(c, step, `steps[${i}]`, setup, captures);
    });
  }
  if (c.problems.length > 0 || setup === null) return { ok: false, problems: c.problems };
  return { ok: true, scenario: normalise(data as unknown as Scenario) };
}
