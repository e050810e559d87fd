/** How a report says that its engine was found broken (report.md, report.html). */
import type { EngineBroken } from './report.js';

/** One paragraph: which checks faulted in a row, the last fault, and every check not run because of it. */
export function brokenText(broken: EngineBroken): string {
  const notRun =
    broken.notRun.length === 0
      ? 'every selected check had run.'
      : `${broken.notRun.length} selected check(s) were not run: ${broken.notRun.join(', ')}.`;
  return `${broken.reason}. Faulted in a row: ${broken.faulted.join(', ')}. ${notRun}`;
}
