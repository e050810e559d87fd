/**
 * The dashboard's page, `index.html`: the runs, the matrix of checks by run with filters (chapter,
 * mechanic, status, text), pass rates by chapter and by mechanic, history and rules editions. Everything
 * is inline; the only links are to the story pages beside it.
 */
import { esc } from '../html-board.js';
import type { PropertyResult } from '../report.js';
import { DASHBOARD_SCRIPT, DASHBOARD_STYLE } from './assets.js';
import { editionComparisons, histories } from './groups.js';
import { type Column, type Dashboard, hasStory, mechanicsOf, outcomeOf, type Row, storyPath } from './model.js';
import { sectionTitle } from './sections.js';
import { chapterTable, columnHead, editionTables, historyTables, mechanicTable, runsTable } from './tables.js';

/** Nothing is fetched: inline style and script only (links to the story pages are navigation). */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'";

const LABEL: Readonly<Record<PropertyResult['status'], string>> = {
  passed: 'pass',
  failed: 'FAIL',
  error: 'ERROR',
  'not-supported': 'n/s',
  'not-reached': 'n/r',
  'expected-failure': 'xfail',
  'unexpected-pass': 'xpass',
};

function cell(c: Column, r: Row): string {
  const result = c.results.get(r.id);
  if (result === undefined)
    return '<td data-status="absent"><span class="s s-absent" title="not in this report">—</span></td>';
  const reason = result.message ?? result.counterexample?.message ?? result.status;
  const title = esc(
    `${c.engine} ${c.version} (${c.edition}): ${result.status}${reason === result.status ? '' : ` · ${reason}`}`,
  );
  // A check that found failures of several kinds says how many (issue 39).
  const kinds = 1 + (result.otherFailures?.length ?? 0);
  const text = `${LABEL[result.status]}${kinds > 1 ? ` ×${kinds}` : ''}`;
  const label = `<span class="s s-${result.status}">${text}</span>`;
  const inner = hasStory(result)
    ? `<a class="s s-${result.status}" href="${esc(storyPath(c, r.id))}" title="${title}">${text}</a>`
    : label.replace('<span ', `<span title="${title}" `);
  return `<td data-status="${result.status}" data-column="${esc(c.key)}">${inner}</td>`;
}

function row(d: Dashboard, r: Row): string {
  const statuses = d.columns.map((c) => c.results.get(r.id)?.status ?? 'absent');
  const outcomes = [...new Set(statuses.filter((s) => s !== 'absent').map((s) => outcomeOf(s)))].sort();
  const attrs = [
    `data-check="${esc(r.id)}"`,
    `data-sections="${esc(r.sections.join(' '))}"`,
    `data-mechanics="${esc(mechanicsOf(r).join(' '))}"`,
    `data-outcomes="${outcomes.join(' ')}"`,
    `data-differs="${new Set(statuses).size > 1}"`,
  ].join(' ');
  return (
    `<tr ${attrs}><th class="check" scope="row"><code>${esc(r.id)}</code> <span class="kind">${r.kind}</span>` +
    `<div class="desc kind" title="${esc(r.description)}">${esc(r.description)}</div></th>` +
    `${d.columns.map((c) => cell(c, r)).join('')}</tr>`
  );
}

function options(values: readonly string[], label: (v: string) => string): string {
  return values.map((v) => `<option value="${esc(v)}">${esc(label(v))}</option>`).join('');
}

function filters(d: Dashboard): string {
  return `<div class="filters" role="search">
<label>Chapter<select id="f-chapter"><option value="">all chapters</option>
${options(d.sections, sectionTitle)}</select></label>
<label>Mechanic<select id="f-mechanic"><option value="">all mechanics</option>
${options(d.mechanics, (m) => m)}</select></label>
<label>Status<select id="f-status"><option value="">any status</option>
<option value="fail">failing somewhere</option><option value="error">error somewhere</option>
<option value="not-supported">not supported somewhere</option>
<option value="not-reached">never reached somewhere</option><option value="all-pass">passing everywhere</option>
<option value="differs">differs between runs</option></select></label>
<label>Check id<input id="f-text" type="search" placeholder="e.g. 712/ or meld"></label>
<span id="f-count">${d.rows.length} checks</span></div>`;
}

/** The matrix: one row per check, one column per run. */
export function matrix(d: Dashboard): string {
  const head = d.columns
    .map((c) => `<th class="col-head" data-column="${esc(c.key)}" title="${esc(c.source)}">${columnHead(c)}</th>`)
    .join('');
  return `${filters(d)}<div class="scroll"><table id="matrix">
<thead><tr><th class="check">Check</th>${head}</tr></thead>
<tbody>${d.rows.map((r) => row(d, r)).join('\n')}</tbody></table></div>`;
}

/** Render the dashboard page. Deterministic: the same reports give the same page. */
export function renderDashboardPage(d: Dashboard, title = 'Obverse conformance dashboard'): string {
  const engines = new Set(d.columns.map((c) => c.engine)).size;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<title>${esc(title)}</title><style>${DASHBOARD_STYLE}</style></head>
<body><header><h1>${esc(title)}</h1>
<p>${d.columns.length} run(s) of ${engines} engine(s) · ${d.rows.length} checks · pass rates count only what ran:
not-supported checks are shown apart, never as failures, and never-reached ones (their games did not reach what
they check) apart from passes.</p>
<nav><a href="#matrix-section">Matrix</a><a href="#chapters">By chapter</a><a href="#mechanics">By mechanic</a>
<a href="#runs-section">Runs</a><a href="#history">History</a><a href="#editions">Rules editions</a></nav></header>
<main>
<h2 id="matrix-section">Checks by engine</h2>
<p>Each column is one run (engine, version, rules edition); a failing or erroring cell links to its
counterexample story.</p>
${matrix(d)}
<h2 id="chapters">Pass rate by rules chapter</h2>${chapterTable(d)}
<h2 id="mechanics">Pass rate by mechanic</h2>${mechanicTable(d)}
<h2 id="runs-section">Runs</h2>${runsTable(d)}
<h2 id="history">History</h2>${historyTables(histories(d.columns))}
<h2 id="editions">Rules editions</h2>${editionTables(editionComparisons(d.columns))}
</main><footer>Built by obverse dashboard from report.json files; a static page that fetches nothing.</footer>
<script>${DASHBOARD_SCRIPT}</script></body></html>
`;
}
