/**
 * GitHub Actions output rendered from a report: `::error` workflow commands (at most 10
 * per step, as GitHub shows no more, with a notice saying how many were left out) and
 * the step summary, which is the Markdown report.
 */
import { UNEXPECTED } from './build.js';
import type { Report } from './report.js';
import { failingStepText } from './story.js';

/** GitHub shows at most 10 error annotations per step. */
export const MAX_ANNOTATIONS = 10;

/** Escape a workflow command's message (`%`, CR, LF). */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escape a workflow command's property value (also `:` and `,`). */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The annotation lines for a report's unexpected results. */
export function githubAnnotations(report: Report): readonly string[] {
  const unexpected = report.properties.filter((r) => UNEXPECTED.includes(r.status));
  const lines = unexpected.slice(0, MAX_ANNOTATIONS).map((r) => {
    const ce = r.counterexample;
    const message = [
      r.message ?? ce?.message ?? r.status,
      ...(ce === undefined ? [] : [`Fails ${failingStepText(ce)}`, `Replay: ${ce.replay}`]),
      ...(r.rules.length === 0 ? [] : [`Rules: ${r.rules.join(', ')}`]),
    ].join('\n');
    return `::error title=${escapeProperty(`${r.status}: ${r.id}`)}::${escapeData(message)}`;
  });
  const left = unexpected.length - MAX_ANNOTATIONS;
  if (left > 0) {
    lines.push(
      `::notice title=${escapeProperty('more failures')}::${left} more unexpected result(s) not annotated ` +
        `(GitHub shows ${MAX_ANNOTATIONS} per step); see the step summary or report.md`,
    );
  }
  return lines;
}
