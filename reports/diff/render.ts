/**
 * `obverse diff` output: console text (default), Markdown for a pull-request comment, or JSON.
 * Regressions first, each with its one-line reason and counterexample file (or replay command).
 */
import { match } from 'ts-pattern';
import { mdCode, mdText } from '../markdown-text.js';
import type { Change, Presence, ReportDiff, RunLabel } from './compare.js';

export const DIFF_FORMATS = ['text', 'md', 'json'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

/** Where the new report's files are, as the user named its folder (for counterexample paths). */
export interface DiffPlaces {
  readonly newDir: string;
}

/** The run on one line (an engine's name is its own text: a line end in it would start a line of its choosing). */
function label(r: RunLabel): string {
  return `${r.engine} ${r.version}, rules ${r.edition}, ${r.startedAt}`.replace(/\r\n|\r|\n/g, ' ');
}

function where(c: Change, places: DiffPlaces): string | undefined {
  if (c.counterexample !== undefined)
    return places.newDir === '.' ? c.counterexample : `${places.newDir.replace(/\/+$/, '')}/${c.counterexample}`;
  return c.replay;
}

function headline(d: ReportDiff): string {
  const parts = [
    `${d.regressed.length} regressed`,
    `${d.fixed.length} fixed`,
    `${d.changedKind.length} changed kind`,
    `${d.otherChanges.length} other change(s)`,
    `${d.added.length} new`,
    `${d.removed.length} removed`,
    `${d.unchanged} unchanged`,
  ];
  return parts.join(', ');
}

function textChange(c: Change, places: DiffPlaces): string[] {
  const out = [`  ${c.id}  ${c.from} -> ${c.to}`];
  if (c.reason !== undefined) out.push(`      ${c.reason}`);
  const w = where(c, places);
  if (w !== undefined) out.push(`      counterexample: ${w}`);
  return out;
}

function textPresence(p: Presence): string {
  return `  ${p.id}  ${p.status}`;
}

/** Console text: a headline, then each non-empty group. */
export function diffText(d: ReportDiff, places: DiffPlaces): string {
  const out = [`obverse diff: ${label(d.old)}`, `          -> ${label(d.new)}`];
  for (const w of d.warnings) out.push(`note: ${w}`);
  const groups: [string, readonly Change[]][] = [
    ['REGRESSED', d.regressed],
    ['FIXED', d.fixed],
    ['CHANGED KIND', d.changedKind],
    ['OTHER CHANGES', d.otherChanges],
  ];
  for (const [title, list] of groups) {
    if (list.length === 0) continue;
    out.push('', `${title} (${list.length})`, ...list.flatMap((c) => textChange(c, places)));
  }
  if (d.added.length > 0) out.push('', `NEW (${d.added.length})`, ...d.added.map(textPresence));
  if (d.removed.length > 0) out.push('', `REMOVED (${d.removed.length})`, ...d.removed.map(textPresence));
  out.push('', headline(d));
  return out.join('\n');
}

/** Text for a Markdown table cell or inline text (an engine's name, a failure's reason): nothing read as Markdown. */
const md = mdText;

/** A code span in a table cell. */
function code(text: string): string {
  return mdCode(text, true);
}

function mdChanges(title: string, list: readonly Change[], places: DiffPlaces, open: boolean): string[] {
  if (list.length === 0) return [];
  const rows = list.map((c) => {
    const w = where(c, places);
    return `| ${code(c.id)} | ${c.from} → **${c.to}** | ${md(c.reason ?? '')} | ${w === undefined ? '' : code(w)} |`;
  });
  const table = ['| Check | Status | Reason | Counterexample |', '| --- | --- | --- | --- |', ...rows];
  return open
    ? ['', `### ${title} (${list.length})`, '', ...table]
    : ['', `<details><summary>${title} (${list.length})</summary>`, '', ...table, '', '</details>'];
}

function mdPresence(title: string, list: readonly Presence[]): string[] {
  if (list.length === 0) return [];
  return [
    '',
    `<details><summary>${title} (${list.length})</summary>`,
    '',
    ...list.map((p) => `- ${mdCode(p.id)} (${p.kind}): ${p.status}`),
    '',
    '</details>',
  ];
}

/** Markdown for a pull-request comment: regressions open, the rest folded. */
export function diffMarkdown(d: ReportDiff, places: DiffPlaces): string {
  const verdict = d.regressed.length > 0 ? `❌ **${d.regressed.length} regressed**` : '✅ **No regressions**';
  const out = [
    '## Obverse: changes since the base report',
    '',
    `${verdict} · ${headline(d)}`,
    '',
    `Base: ${md(label(d.old))}  `,
    `This: ${md(label(d.new))}`,
    ...d.warnings.map((w) => `\n> Note: ${md(w)}`),
    ...mdChanges('Regressed', d.regressed, places, true),
    ...mdChanges('Fixed', d.fixed, places, true),
    ...mdChanges('Changed kind', d.changedKind, places, false),
    ...mdChanges('Other changes', d.otherChanges, places, false),
    ...mdPresence('New checks', d.added),
    ...mdPresence('Removed checks', d.removed),
  ];
  return `${out.join('\n')}\n`;
}

/** The diff as JSON (format `obverse-diff/1`), counterexample paths as given by the new folder. */
export function diffJson(d: ReportDiff, places: DiffPlaces): string {
  const withPlace = (c: Change) => {
    const w = c.counterexample === undefined ? undefined : where(c, places);
    return w === undefined ? c : { ...c, counterexample: w };
  };
  const json = {
    format: 'obverse-diff/1',
    ...d,
    regressed: d.regressed.map(withPlace),
    fixed: d.fixed.map(withPlace),
    changedKind: d.changedKind.map(withPlace),
    otherChanges: d.otherChanges.map(withPlace),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** Render in one of the formats. */
export function renderDiff(d: ReportDiff, format: DiffFormat, places: DiffPlaces): string {
  return match(format)
    .with('md', () => diffMarkdown(d, places))
    .with('json', () => diffJson(d, places))
    .with('text', () => diffText(d, places))
    .exhaustive();
}
