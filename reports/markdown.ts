/**
 * A Markdown summary of a report, for CI job summaries and pull requests: the
 * counts, one row per property or scenario, and each failure's counterexample.
 */
import { UNEXPECTED } from './build.js';
import { STATUSES, type PropertyResult, type Report, type Status } from './report.js';

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

function fence(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return ['```json', text ?? 'undefined', '```'].join('\n');
}

function details(r: PropertyResult): string[] {
  const lines = [`### ${MARK[r.status]} \`${r.id}\``, '', r.description, ''];
  if (r.rules.length > 0) lines.push(`Rules: ${r.rules.join(', ')}`, '');
  if (r.message !== undefined) lines.push(`> ${cell(r.message)}`, '');
  const ce = r.counterexample;
  if (ce === undefined) return lines;
  lines.push(
    `Replay: \`${ce.replay}\``,
    '',
    `Failing step: ${
      ce.failingStep === -1 ? 'right after setup' : `${ce.failingStep} (${ce.steps[ce.failingStep] ?? '?'})`
    }`,
    '',
    'Steps:',
    '',
    ...(ce.steps.length === 0 ? ['(none)'] : ce.steps.map((s, i) => `${i}. \`${s}\``)),
    '',
    'Expected:',
    '',
    fence(ce.expected),
    '',
    'Actual:',
    '',
    fence(ce.actual),
    '',
  );
  return lines;
}

/** Render a report as Markdown. Deterministic: same report, same text. */
export function renderMarkdown(report: Report): string {
  const counts = STATUSES.map((s) => `${s}: ${report.summary[s]}`).join(' · ');
  const lines = [
    `# Obverse report: ${report.engine.name} ${report.engine.version}`,
    '',
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
  if (notable.length > 0) lines.push('## Failures and errors', '', ...notable.flatMap(details));
  const known = report.properties.filter((r) => r.status === 'expected-failure');
  if (known.length > 0) {
    lines.push(`## Expected failures (${report.expectations?.file ?? 'expectations file'})`, '');
    lines.push(...known.flatMap(details));
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
