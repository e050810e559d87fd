/**
 * The parts of `report.md` about what the checks judged (issue 39): every failure of a check told on its own, the
 * failures grouped by kind across checks, the known divergences judged past (each once), and the checks that never
 * reached their subject.
 */
import { divergencesSeen, eachFailure, failurePart, failuresByKind, notReached } from './failures.js';
import { mdCode, mdText } from './markdown-text.js';
import type { PropertyResult, Report } from './report.js';

/** Each failure of each result as its own story, told by `section` under a heading naming which one and its kind. */
export function eachFailureSections(
  results: readonly PropertyResult[],
  section: (r: PropertyResult, part: string) => string[],
): string[] {
  return results.flatMap((r) => eachFailure(r).flatMap((f) => section(f.result, failurePart(f))));
}

/** `## Failures by kind`: each kind of failure and the checks that found it, when a check found more than one. */
export function kindsSection(report: Report): string[] {
  const groups = failuresByKind(report.properties);
  if (!report.properties.some((r) => (r.otherFailures?.length ?? 0) > 0)) return [];
  return [
    '## Failures by kind',
    '',
    '| Kind | Checks |',
    '| --- | --- |',
    ...groups.map(
      (g) => `| ${mdText(g.label)} | ${g.checks.map((c) => `${mdCode(c.id, true)} (${c.status})`).join(', ')} |`,
    ),
    '',
  ];
}

/** `## Known divergences`: each divergence of the expectations file judged past, once, with the checks and games. */
export function divergencesSection(report: Report): string[] {
  const seen = divergencesSeen(report.properties);
  const unseen = report.expectations?.divergences?.unseen ?? [];
  if (seen.length === 0 && unseen.length === 0) return [];
  return [
    `## Known divergences (${mdText(report.expectations?.file ?? 'expectations file')})`,
    '',
    'Judged past by every check, as expected; everything else was still compared.',
    '',
    ...seen.map(
      (d) =>
        `- ${mdText(d.name)}: in ${d.games} game(s) of ${Object.keys(d.checks).length} check(s) ` +
        `(${Object.entries(d.checks)
          .map(([id, n]) => `${mdCode(id)} ${n}`)
          .join(', ')})`,
    ),
    ...unseen.map((name) => `- ${mdText(name)}: not seen in this run (remove it once the engine is fixed)`),
    '',
  ];
}

/** `## Never reached`: the checks whose judged games never reached what they check, and why. */
export function notReachedSection(report: Report): string[] {
  const results = notReached(report);
  if (results.length === 0) return [];
  return [
    '## Never reached (neither passed nor failed)',
    '',
    ...results.map((r) => `- ${mdCode(r.id)}: ${mdText(r.message ?? `never reached its subject, ${r.subject ?? ''}`)}`),
    '',
  ];
}
