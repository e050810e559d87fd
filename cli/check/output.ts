/** What `obverse check` prints: a header, one line per result, and a summary line. */
import pc from 'picocolors';
import type { PropertyResult, Report, Status } from '../../reports/report.js';
import type { EngineDescription } from '../../adapter/engine-adapter.js';
import type { CheckOptions } from './options.js';
import { divergencesSeen, eachFailure, failurePart } from '../../reports/failures.js';

const MARK: Readonly<Record<Status, string>> = {
  passed: 'PASS ',
  failed: 'FAIL ',
  error: 'ERROR',
  'not-supported': 'N/S  ',
  'not-reached': 'N/R  ',
  'expected-failure': 'XFAIL',
  'unexpected-pass': 'XPASS',
};

/**
 * Engine-given text (its name, its messages, its last words) on one console line: a line end in it would start a line
 * of the engine's choosing, which GitHub Actions reads as a workflow command when it starts with `::`.
 */
export function consoleText(text: string): string {
  return text.replace(/\r\n|\r|\n/g, ' ');
}

/** The first line: which engine, edition, seed and runs. */
export function headerLine(engine: EngineDescription, edition: string, options: CheckOptions): string {
  const engineName = consoleText(`${engine.name} ${engine.version}`);
  const shard = options.shard === undefined ? '' : `, shard ${options.shard.index}/${options.shard.total}`;
  return `obverse check: ${engineName}, rules ${edition}, seed ${options.seed}, ${options.runs} runs${shard}`;
}

function discardedText(r: PropertyResult): string {
  return r.discarded === undefined ? '' : `, ${r.discarded.runs} discarded as unsupported`;
}

/** The mark in colour, for a terminal. */
function coloured(status: Status, mark: string): string {
  const c = pc.createColors(true);
  if (status === 'passed' || status === 'expected-failure') return c.green(mark);
  if (status === 'not-supported') return c.dim(mark);
  return c.bold(c.red(mark));
}

/** One result as a line: `PASS  id  (100 runs, 12 ms)` or `FAIL  id  message`; the mark coloured on a terminal. */
export function resultLine(r: PropertyResult, color = false): string {
  const info =
    r.status === 'passed'
      ? `(${r.runs} run${r.runs === 1 ? '' : 's'}${discardedText(r)}, ${r.durationMs} ms)`
      : consoleText(r.message ?? r.counterexample?.message ?? '');
  const mark = color ? coloured(r.status, MARK[r.status]) : MARK[r.status];
  return `${mark} ${r.kind} ${r.id}  ${info}`.trimEnd();
}

/**
 * Under a result's line, each failure of another kind it found after its headline (issue 39): its status, which
 * one it is and its kind, and its message.
 */
export function otherFailureLines(r: PropertyResult): readonly string[] {
  return eachFailure(r)
    .slice(1)
    .map((f) => {
      const message = f.result.message ?? f.result.counterexample?.message ?? '';
      const mark = MARK[f.result.status].trim();
      return `      + ${mark} (${consoleText(failurePart(f))}): ${consoleText(message)}`.trimEnd();
    });
}

/** The known divergences of the expectations file: each judged past once, in how many games; those not seen. */
export function divergenceLines(report: Report): readonly string[] {
  const seen = divergencesSeen(report.properties);
  const unseen = report.expectations?.divergences?.unseen ?? [];
  return [
    ...seen.map(
      (d) =>
        `KNOWN ${consoleText(d.name)}: judged past as expected in ${d.games} game(s) of ` +
        `${Object.keys(d.checks).length} ` +
        'check(s); the rest was compared',
    ),
    ...(unseen.length === 0 ? [] : [`not seen in this run (remove once fixed): ${unseen.join(', ')}`]),
  ];
}

/**
 * With an expectations file: the unexpected results apart (what fails the check), then
 * what went as expected and what was skipped.
 */
export function expectationLines(report: Report): readonly string[] {
  const summary = report.expectations;
  if (summary === undefined) return [];
  const unexpected = report.properties.filter((r) => summary.unexpected.includes(r.id));
  const known = report.properties.filter((r) => r.expectation !== undefined && !summary.unexpected.includes(r.id));
  return [
    unexpected.length === 0
      ? `expectations ${summary.file}: no unexpected result`
      : `expectations ${summary.file}: ${unexpected.length} unexpected result(s):`,
    ...unexpected.map((r) => `  ${resultLine(r)}`),
    ...(known.length === 0 ? [] : [`as expected by the file: ${known.map((r) => `${r.id} (${r.status})`).join(', ')}`]),
    ...(summary.skipped.length === 0 ? [] : [`skipped by the file: ${summary.skipped.join(', ')}`]),
  ];
}

/** The last line: counts per status and where the report is. */
export function summaryLine(report: Report, reportPath: string): string {
  const counts = (Object.entries(report.summary) as [Status, number][])
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`);
  const summary = counts.length === 0 ? 'nothing ran' : counts.join(', ');
  return `${report.properties.length} result(s): ${summary} · report: ${reportPath}`;
}

/**
 * After the report is written: for each failure with a counterexample, the command that replays it from its file
 * (`npx obverse replay <file>`), so the console names it as the report does.
 */
export function replayLines(report: Report): readonly string[] {
  return report.properties
    .filter((r) => r.status === 'failed' || r.status === 'error')
    .flatMap((r) =>
      eachFailure(r).flatMap((f) => {
        const ce = f.result.counterexample;
        // The first keeps the line it always had; the others say which they are.
        const which = f.index > 1 ? ` (failure ${f.index} of ${f.total})` : '';
        return ce === undefined ? [] : [`replay ${r.id}${which}: ${ce.replay}`];
      }),
    );
}

/** The mechanics a not-supported result says the engine does not declare (`copy`, `morph or manifest`), or null. */
function undeclared(r: PropertyResult): readonly string[] | null {
  const m = /does not declare: (.*)$/.exec(r.message ?? '');
  return m?.[1] === undefined ? null : m[1].split(', ');
}

/**
 * The not-supported results folded into one line (unless `--show-not-supported`): how many, and what the engine
 * would have to declare for them, most needed first; null when there are none.
 */
export function notSupportedLine(results: readonly PropertyResult[]): string | null {
  const folded = results.filter((r) => r.status === 'not-supported');
  if (folded.length === 0) return null;
  const counts = new Map<string, number>();
  let other = 0;
  for (const r of folded) {
    const lacks = undeclared(r);
    if (lacks === null) other++;
    for (const what of lacks ?? []) counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  const declare = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const parts = [
    ...(declare.length === 0 ? [] : [`not declared: ${declare.map(([m, n]) => `${m} ${n}`).join(', ')}`]),
    ...(other === 0 ? [] : [`${other} for other reasons`]),
  ];
  return `N/S   ${folded.length} not supported (${parts.join('; ')}); --show-not-supported lists them`;
}
