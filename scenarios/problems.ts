/**
 * Validation problems: where in which file, what is wrong, and what to do about it.
 */

export interface ValidationProblem {
  /** The file (or a label for in-memory data). */
  readonly file: string;
  /** Where in the scenario, like `steps[2].do.object`. */
  readonly at: string;
  readonly message: string;
  /** What to do about it. */
  readonly hint: string;
}

/** One problem in one line: `file: steps[2].do.object: <what>. Fix: <how>`. */
export function formatProblem(p: ValidationProblem): string {
  const at = p.at === '' ? '' : `${p.at}: `;
  return `${p.file}: ${at}${p.message}. Fix: ${p.hint}`;
}

/** Thrown when scenario files are invalid; the message lists every problem. */
export class ScenarioLoadError extends Error {
  constructor(readonly problems: readonly ValidationProblem[]) {
    super(
      `${problems.length} problem(s) in scenario files:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    );
    this.name = 'ScenarioLoadError';
  }
}
