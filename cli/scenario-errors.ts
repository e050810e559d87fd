/**
 * Invalid scenario files as bad input (exit 2): which file, what is wrong and how to fix it, no stack trace. The same
 * message whether the file was given with `--scenarios` or is one the package ships (`scenarios/cases`), which a
 * `--properties` selection or a whole run loads; for a shipped one it also says how to get the good file back.
 */
import { formatProblem, type ScenarioLoadError } from '../scenarios/problems.js';
import { UsageError } from './errors.js';

/** Where the invalid files came from: the user's `--scenarios` path, or the package's own scenarios. */
export type ScenarioSource = { readonly kind: 'given' } | { readonly kind: 'shipped'; readonly dir: string };

/** `e` as the UsageError of `command`, its every problem with the file, the field and the fix. */
export function scenarioUsageError(e: ScenarioLoadError, command: string, source: ScenarioSource): UsageError {
  const only = e.problems.length === 1 ? e.problems[0] : undefined;
  const what = only === undefined ? e.message : formatProblem(only);
  if (source.kind === 'given') return new UsageError(what, command);
  return new UsageError(
    `${what}\nThat scenario ships with obverse (${source.dir}), so the package's copy was changed: fix the file as ` +
      'said, or restore it (git checkout in a clone of obverse, or reinstall the obverse package).',
    command,
  );
}
