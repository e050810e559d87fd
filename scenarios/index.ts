/**
 * Scenarios: fixed cases as language-neutral JSON (`obverse-scenario/1`), validated,
 * loaded from folders and played against any engine through the adapter.
 */
export * from './format.js';
export { validateScenario, type Validation } from './validate.js';
export { formatProblem, ScenarioLoadError, type ValidationProblem } from './problems.js';
export { loadScenarios, parseScenario } from './load.js';
export {
  runScenario,
  type ScenarioOutcome,
  type ScenarioFailure,
  type ScenarioStatus,
  type RunScenarioOptions,
} from './runner.js';
export { scenarioResult, replayCommand } from './result.js';
export { matchValue, describeMismatch, type Mismatch } from './matching.js';
export { isReference, resolveReference, type Captures } from './references.js';
