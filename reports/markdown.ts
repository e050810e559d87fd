/**
 * `report.md`: the counts, one row per property or scenario, and each failure told as
 * a story (message, setup, numbered actions, the failing step with its clauses and
 * expected vs actual as a diff, the replay command and the files written for it).
 */
import { brokenText } from './broken-text.js';
import { UNEXPECTED } from './build.js';
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
  'expected-failure': 'xfail',
  'unexpected-pass': 'XPASS',
};

/** A table cell: pipes escaped, newlines flattened. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function block(language: string, lines: readonly string[]): string[] {
  return [`\`\`\`${language}`, ...lines, '```', ''];
}

/** One failure or error, as a story. */
export function failureSection(r: PropertyResult, clauses: Readonly<Record<string, string>> = {}): string[] {
  const lines = [`### ${MARK[r.status]} \`${r.id}\``, '', r.description, ''];
  const ce = r.counterexample;
  const message = r.message ?? ce?.message;
  if (message !== undefined) lines.push(`> ${cell(message)}`, '');
  if (ce === undefined) {
    if (r.rules.length > 0) lines.push('Rules:', '', ...clauseLines(r.rules, clauses).map((l) => `- ${l}`), '');
    return lines;
  }
  lines.push('**Replay:**', '', ...block('sh', [ce.replay]));
  lines.push(`**Setup** (seed ${ce.seed}):`, '', ...block('', setupLines(ce.setup)));
  lines.push('**Actions:**', '', ...block('', actionLines(ce)));
  const size = sizeLine(ce);
  if (size !== undefined) lines.push(`**Size:** ${size}`, '');
  const cut = shrinkNote(ce);
  if (cut !== undefined) lines.push(`**Not fully shrunk:** ${cut}`, '');
  lines.push(`**Fails ${failingStepText(ce)}**`, '');
  if (r.rules.length > 0) lines.push(...clauseLines(r.rules, clauses).map((l) => `- ${l}`), '');
  lines.push('Expected (`-`) vs actual (`+`):', '', ...block('diff', expectedActualLines(ce)));
  const files = ce.files;
  if (files !== undefined) {
    lines.push(`Counterexample file: \`${files.counterexample}\``);
    if (files.scenario !== undefined) {
      const reproduces =
        ce.scenarioReproduces === undefined
          ? ''
          : ce.scenarioReproduces
            ? ' (fails on this engine, passes on the reference engine)'
            : ' (passes on the reference engine; does not fail on this engine: the property checks more than views)';
      lines.push('', `Regression scenario: \`${files.scenario}\`${reproduces}`);
    } else if (files.noScenario !== undefined) lines.push('', `No regression scenario: ${files.noScenario}`);
    lines.push('');
  }
  return lines;
}

/** Render a report as Markdown. Deterministic: same report, same text. */
export function renderMarkdown(report: Report): string {
  const counts = STATUSES.map((s) => `${s}: ${report.summary[s]}`).join(' · ');
  const lines = [
    `# Obverse report: ${report.engine.name} ${report.engine.version}`,
    '',
    ...(report.interrupted === true ? ['**Interrupted:** the run was stopped; only what finished is here.', ''] : []),
    ...(report.engineBroken === undefined ? [] : [`**Engine broken:** ${brokenText(report.engineBroken)}`, '']),
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
    '| Status | Id | Kind | Rules | Runs | ms |',
    '| --- | --- | --- | --- | ---: | ---: |',
    ...report.properties.map((r) => {
      const cells = [MARK[r.status], `\`${cell(r.id)}\``, r.kind, cell(r.rules.join(', ')), r.runs, r.durationMs];
      return `| ${cells.join(' | ')} |`;
    }),
    '',
  ];
  // Unexpected results (what fails a check) apart from the failures an expectations file already knows.
  const notable = report.properties.filter((r) => UNEXPECTED.includes(r.status));
  if (notable.length > 0)
    lines.push('## Failures and errors', '', ...notable.flatMap((r) => failureSection(r, report.clauses)));
  const known = report.properties.filter((r) => r.status === 'expected-failure');
  if (known.length > 0) {
    lines.push(`## Expected failures (${report.expectations?.file ?? 'expectations file'})`, '');
    lines.push(...known.flatMap((r) => failureSection(r, report.clauses)));
  }
  const skipped = report.expectations?.skipped ?? [];
  if (skipped.length > 0) {
    lines.push('## Skipped by the expectations file', '', ...skipped.map((id) => `- \`${id}\``), '');
  }
  const discarding = report.properties.filter((r) => r.discarded !== undefined);
  if (discarding.length > 0) {
    lines.push(
      '## Runs discarded (the engine answered `unsupported`)',
      '',
      ...discarding.map((r) => {
        const reasons = Object.entries(r.discarded?.reasons ?? {}).map(([why, n]) => `${n} × ${cell(why)}`);
        return `- \`${r.id}\`: ${r.discarded?.runs ?? 0} of ${r.runs} runs (${reasons.join('; ')})`;
      }),
      '',
    );
  }
  const unsupported = report.properties.filter((r) => r.status === 'not-supported');
  if (unsupported.length > 0) {
    lines.push(
      '## Not supported by this engine',
      '',
      ...unsupported.map((r) => `- \`${r.id}\`: ${cell(r.message ?? '')}`),
      '',
    );
  }
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}
