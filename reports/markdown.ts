/**
 * `report.md`: the counts, then each failure told as a story (message, setup, numbered actions,
 * the failing step with its clauses and expected vs actual as a diff, the replay command and the
 * files written for it, the board with the objects the failure is about marked and the differing fields
 * named; a differential failure's two views side by side), a summary by rule chapter, every result's row folded
 * away, and the rules matrix that each clause id links to.
 */
import { brokenText } from './broken-text.js';
import { engineReproductionLines } from './engine-reproduction-text.js';
import { UNEXPECTED } from './build.js';
import { focusOf } from './focus.js';
import { isView } from './html-board.js';
import { boardMarkdown, FOCUS_MARK, versusMarkdown } from './markdown-board.js';
import { mdCode, mdFence, mdLine, mdText } from './markdown-text.js';
import { chapterRows, clauseAnchor, matrixRows } from './chapters.js';
import { divergencesSection, eachFailureSections, kindsSection, notReachedSection } from './markdown-judged.js';
import { STATUSES, type PropertyResult, type Report, type Status } from './report.js';
import {
  actionLines,
  clauseLines,
  expectedActualLines,
  failingStepText,
  setupLines,
  shrinkNote,
  sizeLine,
} from './story.js';

const MARK: Readonly<Record<Status, string>> = {
  passed: 'pass',
  failed: 'FAIL',
  error: 'ERROR',
  'not-supported': 'n/s',
  'not-reached': 'n/r',
  'expected-failure': 'xfail',
  'unexpected-pass': 'XPASS',
};

/** One failure or error, as a story; `part` says which of the check's failures it is and its kind. */
export function failureSection(r: PropertyResult, clauses: Readonly<Record<string, string>> = {}, part = ''): string[] {
  const lines = [
    `### ${MARK[r.status]} ${mdCode(r.id)}${part === '' ? '' : ` (${mdText(part)})`}`,
    '',
    mdLine(r.description),
    '',
  ];
  const ce = r.counterexample;
  const message = r.message ?? ce?.message;
  if (message !== undefined) lines.push(`> ${mdLine(message)}`, '');
  if (ce === undefined) {
    if (r.rules.length > 0) lines.push('Rules:', '', ...linkedClauses(r.rules, clauses), '');
    return lines;
  }
  lines.push('**Replay:**', '', ...mdFence('sh', [ce.replay]));
  lines.push(`**Setup** (seed ${ce.seed}):`, '', ...mdFence('', setupLines(ce.setup)));
  lines.push('**Actions:**', '', ...mdFence('', actionLines(ce)));
  const size = sizeLine(ce);
  if (size !== undefined) lines.push(`**Size:** ${size}`, '');
  const cut = shrinkNote(ce);
  if (cut !== undefined) lines.push(`**Not fully shrunk:** ${cut}`, '');
  lines.push(`**Fails ${mdText(failingStepText(ce))}**`, '');
  if (r.rules.length > 0) lines.push(...linkedClauses(r.rules, clauses), '');
  lines.push('Expected (`-`) vs actual (`+`):', '', ...mdFence('diff', expectedActualLines(ce)));
  const focus = focusOf(ce);
  if (isView(ce.expected) && isView(ce.actual))
    lines.push(
      `**The two views side by side** (what differs in bold, marked ${FOCUS_MARK}):`,
      '',
      ...versusMarkdown(ce.expected, ce.actual, focus.fields),
    );
  const files = ce.files;
  if (files !== undefined) {
    lines.push(`Counterexample file: ${mdCode(files.counterexample)}`);
    if (files.scenario !== undefined) {
      const reproduces =
        ce.scenarioReproduces === undefined
          ? ''
          : ce.scenarioReproduces
            ? ' (fails on this engine, passes on the reference engine)'
            : ' (passes on the reference engine; does not fail on this engine: the property checks more than views)';
      lines.push('', `Regression scenario: ${mdCode(files.scenario)}${reproduces}`);
    } else if (files.noScenario !== undefined) lines.push('', `No regression scenario: ${mdText(files.noScenario)}`);
    lines.push('');
  }
  lines.push(...engineReproductionLines(ce));
  const why = ce.files?.noScenario;
  if (ce.board === undefined)
    lines.push(`No board: the engine was not played again${why === undefined ? '' : ` (${mdText(why)})`}.`, '');
  else
    lines.push(
      `**The board ${mdText(failingStepText(ce))}** (what the failure is about in bold, marked ${FOCUS_MARK}):`,
      '',
      ...boardMarkdown(ce.board, focus),
    );
  return lines;
}

/** Each clause as a list item, its id linking to its row of the rules matrix. */
function linkedClauses(rules: readonly string[], clauses: Readonly<Record<string, string>> = {}): string[] {
  return clauseLines(rules, clauses).map((l, i) => {
    const id = rules[i] ?? '';
    return `- [${mdText(id)}](#${clauseAnchor(id)})${mdText(l.slice(id.length))}`;
  });
}

function resultsTable(results: readonly PropertyResult[]): string[] {
  return [
    '| Status | Id | Kind | Rules | Runs | ms |',
    '| --- | --- | --- | --- | ---: | ---: |',
    ...results.map((r) => {
      const cells = [MARK[r.status], mdCode(r.id, true), r.kind, mdText(r.rules.join(', ')), r.runs, r.durationMs];
      return `| ${cells.join(' | ')} |`;
    }),
  ];
}

function chapterTable(results: readonly PropertyResult[]): string[] {
  const rows = chapterRows(results);
  return [
    `| Chapter | ${STATUSES.map((s) => MARK[s]).join(' | ')} | Not passed |`,
    `| --- | ${STATUSES.map(() => '---:').join(' | ')} | --- |`,
    ...rows.map(
      (row) =>
        `| ${mdText(row.chapter)} | ${STATUSES.map((s) => row.counts[s]).join(' | ')} | ` +
        `${row.notPassed.map((id) => mdCode(id, true)).join(', ')} |`,
    ),
  ];
}

function matrix(report: Report): string[] {
  const rows = matrixRows(report.properties, report.clauses);
  if (rows.length === 0) return [];
  return [
    '## Rules matrix',
    '',
    ...rows.map(
      (row) =>
        `- <a id="${clauseAnchor(row.clause)}"></a>**${mdText(row.clause)}**: ${mdText(row.summary)} ` +
        `(${row.checks.map((c) => `${mdCode(c.id)} ${MARK[c.status]}`).join(', ')})`,
    ),
    '',
  ];
}

/**
 * Render a report as Markdown. Deterministic: same report, same text. Failures and errors come first, then a
 * summary by rule chapter; every result's row is folded away, and the rules matrix ends it.
 */
export function renderMarkdown(report: Report): string {
  const counts = STATUSES.map((s) => `${s}: ${report.summary[s]}`).join(' · ');
  const lines = [
    `# Obverse report: ${mdText(`${report.engine.name} ${report.engine.version}`)}`,
    '',
    ...(report.interrupted === true ? ['**Interrupted:** the run was stopped; only what finished is here.', ''] : []),
    ...(report.engineBroken === undefined ? [] : [`**Engine broken:** ${mdText(brokenText(report.engineBroken))}`, '']),
    ...(report.shard === undefined
      ? []
      : [
          `**Shard ${report.shard.index} of ${report.shard.total}:** ${report.properties.length} of the ` +
            `${report.shard.plan.length} checks of the run; \`obverse merge\` joins the shards' reports.`,
          '',
        ]),
    `Rules edition ${report.edition} · seed ${report.seed} · ${report.runs} runs per property · ` +
      `${report.durationMs} ms`,
    '',
    counts,
    '',
  ];
  // Unexpected results (what fails a check) apart from the failures an expectations file already knows.
  const notable = report.properties.filter((r) => UNEXPECTED.includes(r.status));
  const story = (r: PropertyResult, part: string) => failureSection(r, report.clauses, part);
  if (notable.length > 0) lines.push('## Failures and errors', '', ...eachFailureSections(notable, story));
  const known = report.properties.filter((r) => r.status === 'expected-failure');
  if (known.length > 0) {
    lines.push(`## Expected failures (${mdText(report.expectations?.file ?? 'expectations file')})`, '');
    lines.push(...eachFailureSections(known, story));
  }
  lines.push(...kindsSection(report), ...divergencesSection(report), ...notReachedSection(report));
  lines.push('## Summary by rule chapter', '', ...chapterTable(report.properties), '');
  lines.push('<details><summary>Every result</summary>', '', ...resultsTable(report.properties), '', '</details>', '');
  const skipped = report.expectations?.skipped ?? [];
  if (skipped.length > 0) {
    lines.push('## Skipped by the expectations file', '', ...skipped.map((id) => `- ${mdCode(id)}`), '');
  }
  const discarding = report.properties.filter((r) => r.discarded !== undefined);
  if (discarding.length > 0) {
    lines.push(
      '## Runs discarded (the engine answered `unsupported`)',
      '',
      ...discarding.map((r) => {
        const reasons = Object.entries(r.discarded?.reasons ?? {}).map(([why, n]) => `${n} × ${mdText(why)}`);
        return `- ${mdCode(r.id)}: ${r.discarded?.runs ?? 0} of ${r.runs} runs (${reasons.join('; ')})`;
      }),
      '',
    );
  }
  const unsupported = report.properties.filter((r) => r.status === 'not-supported');
  if (unsupported.length > 0) {
    lines.push(
      '## Not supported by this engine',
      '',
      ...unsupported.map((r) => `- ${mdCode(r.id)}: ${mdText(r.message ?? '')}`),
      '',
    );
  }
  lines.push(...matrix(report));
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}
