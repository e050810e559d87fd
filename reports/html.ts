/**
 * `report.html`: one self-contained page (inline CSS, no script, nothing fetched) with the counts,
 * then for each failure its story and the board at the failing step as the referee and each player
 * see it, side by side (the objects it is about marked, the differing fields highlighted; for the
 * differential check, the two engines' views side by side), then a summary by rule chapter, every
 * result folded away, and the rules matrix that each clause id links to.
 */
import { divergencesSeen, eachFailure, failurePart, failuresByKind, type OneFailure } from './failures.js';
import { brokenText } from './broken-text.js';
import { engineReproductionHtml } from './engine-reproduction-text.js';
import { chapterRows, clauseAnchor, matrixRows } from './chapters.js';
import { focusOf } from './focus.js';
import { boardHtml, esc, isView, versusHtml } from './html-board.js';
import { STATUSES, type PropertyResult, type Report } from './report.js';
import {
  actionLines,
  clauseLines,
  expectedActualLines,
  failingStepText,
  setupLines,
  shrinkNote,
  sizeLine,
} from './story.js';

const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1b1b1b;background:#fafafa}
h1{font-size:1.4rem}h2{margin-top:2rem}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:left}
.failed,.error,.unexpected-pass{color:#b00020;font-weight:bold}.passed,.expected-failure{color:#1b7a1b}
.not-reached{color:#c77700;font-weight:bold}.failure.not-reached-check{border-color:#c77700}
h3 small,.kinds td,.message{overflow-wrap:anywhere}
pre{background:#f0f0f0;padding:.5rem;overflow-x:auto}.del{color:#b00020}.ins{color:#1b7a1b}
.failure{border:2px solid #b00020;border-radius:6px;padding:0 1rem 1rem;margin:1rem 0;background:#fff}
.failing-step{background:#ffe3e3;padding:.4rem;border-left:4px solid #b00020}
.board{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:.8rem}
.view{border:1px solid #999;border-radius:6px;padding:.5rem;background:#fdfdf8}.view h3{margin:.2rem 0}
.zone h4{margin:.4rem 0 .2rem;font-size:.85rem;text-transform:uppercase;color:#555}
.card{border:1px solid #444;border-radius:6px;padding:.3rem .4rem;margin:.25rem 0;background:#fff}
.card.down{background:#3b3456;color:#fff}.card.back{border-style:dashed}
.card.tapped{transform:rotate(3deg);outline:2px dotted #c77700}
.card .name{font-weight:bold}.card .meta{font-size:.8rem;opacity:.8}
.card ul{margin:.2rem 0 0 1rem;padding:0;font-size:.8rem}
.empty,.hidden-zone{font-size:.8rem;color:#777;margin:.1rem 0}
.card.focus{outline:3px solid #b00020;outline-offset:1px}.card.down.focus{outline-color:#ff8a80}
.differs{font-weight:bold}mark{background:#ffe066;color:#1b1b1b;padding:0 .15rem}
.scroll{overflow-x:auto;max-width:100%}details{margin:1rem 0}summary{cursor:pointer;font-weight:bold}
.matrix li{margin:.2rem 0}.matrix li:target{background:#fff3b0}
@media (max-width:40rem){body{margin:.6rem}.board{grid-template-columns:1fr}}
`;

function pre(lines: readonly string[], cls = ''): string {
  return `<pre${cls === '' ? '' : ` class="${cls}"`}>${lines.map(esc).join('\n')}</pre>`;
}

function diff(lines: readonly string[]): string {
  const row = (l: string) =>
    l.startsWith('- ')
      ? `<span class="del">${esc(l)}</span>`
      : l.startsWith('+ ')
        ? `<span class="ins">${esc(l)}</span>`
        : esc(l);
  return `<pre class="diff">${lines.map(row).join('\n')}</pre>`;
}

function failure(r: PropertyResult, clauses: Readonly<Record<string, string>>, f?: OneFailure): string {
  const ce = r.counterexample;
  const message = r.message ?? ce?.message ?? r.status;
  const part = f === undefined ? '' : failurePart(f);
  // A check's later failures: their own anchors beside the first's.
  const n = f === undefined || f.index === 1 ? '' : `-${f.index}`;
  const head =
    `<h3 class="${r.status}">${esc(r.status.toUpperCase())} ${esc(r.id)}` +
    `${part === '' ? '' : ` <small>(${esc(part)})</small>`}</h3>` +
    `<p>${esc(r.description)}</p><p class="message"><strong>${esc(message)}</strong></p>`;
  const cls = r.status === 'not-reached' ? 'failure not-reached-check' : 'failure';
  if (ce === undefined) return `<section class="${cls}" data-id="${esc(r.id)}">${head}</section>`;
  const files =
    ce.files === undefined
      ? ''
      : `<p>Counterexample file: <code>${esc(ce.files.counterexample)}</code>` +
        (ce.files.scenario === undefined ? '' : ` · regression scenario: <code>${esc(ce.files.scenario)}</code>`) +
        '</p>';
  const why = ce.files?.noScenario;
  const board =
    ce.board === undefined
      ? `<p>No board: the engine was not played again${why === undefined ? '' : ` (${esc(why)})`}.</p>`
      : `<h4>The board ${esc(failingStepText(ce))}</h4>${boardHtml(ce.board, focusOf(ce))}`;
  const versus =
    isView(ce.expected) && isView(ce.actual)
      ? `<h4>The two views side by side</h4>${versusHtml(ce.expected, ce.actual, focusOf(ce).fields)}`
      : '';
  const note = shrinkNote(ce);
  const size = sizeLine(ce);
  const cut =
    (size === undefined ? '' : `<p class="size"><strong>Size:</strong> ${esc(size)}</p>`) +
    (note === undefined ? '' : `<p class="shrink-cut-short"><strong>Not fully shrunk:</strong> ${esc(note)}</p>`);
  return `<section class="failure" data-id="${esc(r.id)}">${head}
<h4>Replay</h4>${pre([ce.replay])}
<h4>Setup (seed ${ce.seed})</h4>${pre(setupLines(ce.setup))}
<h4>Actions</h4>${pre(actionLines(ce))}${cut}
<div class="failing-step" id="failing-step-${esc(r.id)}${n}"><strong>Fails ${esc(failingStepText(ce))}</strong>
<ul>${clauseLines(r.rules, clauses)
    .map((l, i) => {
      const id = r.rules[i] ?? '';
      return `<li><a href="#${clauseAnchor(id)}">${esc(id)}</a>${esc(l.slice(id.length))}</li>`;
    })
    .join('')}</ul>
<p>Expected (-) vs actual (+):</p>${diff(expectedActualLines(ce))}</div>
${versus}${files}${engineReproductionHtml(ce)}${board}</section>`;
}

/** The failures by kind across checks, and the known divergences judged past (issue 39). */
function judgedHtml(report: Report): string {
  const kinds = report.properties.some((r) => (r.otherFailures?.length ?? 0) > 0)
    ? `<h2>Failures by kind</h2><div class="scroll"><table class="kinds"><thead><tr><th>Kind</th><th>Checks</th>` +
      `</tr></thead><tbody>${failuresByKind(report.properties)
        .map((g) => `<tr><td>${esc(g.label)}</td><td>${g.checks.map(checkCell).join(', ')}</td></tr>`)
        .join('')}</tbody></table></div>`
    : '';
  const seen = divergencesSeen(report.properties);
  const divergences =
    seen.length === 0
      ? ''
      : `<h2>Known divergences</h2><p>Judged past by every check, as expected; the rest was compared.</p><ul>${seen
          .map((d) => `<li>${esc(d.name)}: in ${d.games} game(s) of ${Object.keys(d.checks).length} check(s)</li>`)
          .join('')}</ul>`;
  return `${kinds}${divergences}`;
}

function chapterTable(results: readonly PropertyResult[]): string {
  const head = STATUSES.map((s) => `<th>${esc(s)}</th>`).join('');
  const rows = chapterRows(results)
    .map(
      (row) =>
        `<tr><td>${esc(row.chapter)}</td>${STATUSES.map((s) => `<td>${row.counts[s]}</td>`).join('')}` +
        `<td>${row.notPassed.map((id) => `<code>${esc(id)}</code>`).join(', ')}</td></tr>`,
    )
    .join('\n');
  return `<div class="scroll"><table class="chapters"><thead><tr><th>Chapter</th>${head}<th>Not passed</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

function checkCell(c: { readonly id: string; readonly status: string }): string {
  return `<code>${esc(c.id)}</code> <span class="${c.status}">${esc(c.status)}</span>`;
}

function matrix(report: Report): string {
  const rows = matrixRows(report.properties, report.clauses);
  if (rows.length === 0) return '';
  const items = rows
    .map(
      (row) =>
        `<li id="${clauseAnchor(row.clause)}"><strong>${esc(row.clause)}</strong>: ${esc(row.summary)} ` +
        `(${row.checks.map(checkCell).join(', ')})</li>`,
    )
    .join('\n');
  return `<h2>Rules matrix</h2><ul class="matrix">${items}</ul>`;
}

/**
 * Render a report as one self-contained HTML page. Deterministic: same report, same page. Failures and errors
 * come first, then the summary by rule chapter; every result's row is folded away, and the rules matrix ends it.
 */
export function renderHtml(report: Report): string {
  const counts = STATUSES.map((s) => `${s}: ${report.summary[s]}`).join(' · ');
  const rows = report.properties
    .map(
      (r) =>
        `<tr><td class="${r.status}">${esc(r.status)}</td><td><code>${esc(r.id)}</code></td><td>${r.kind}</td>` +
        `<td>${esc(r.rules.join(', '))}</td><td>${r.runs}</td><td>${r.durationMs}</td></tr>`,
    )
    .join('\n');
  const notable = report.properties.filter((r) => r.status !== 'passed' && r.status !== 'not-supported');
  const failures = notable
    .flatMap((r) => eachFailure(r).map((f) => failure(f.result, report.clauses ?? {}, f)))
    .join('\n');
  const title = `Obverse report: ${report.engine.name} ${report.engine.version}`;
  const broken =
    report.engineBroken === undefined
      ? ''
      : `<p class="failed">Engine broken: ${esc(brokenText(report.engineBroken))}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><h1>${esc(title)}</h1>
${report.interrupted === true ? '<p class="failed">Interrupted: only what finished is here.</p>' : ''}
${broken}
<p>Rules edition ${esc(report.edition)} · seed ${report.seed} · ${report.runs} runs per property ·
${report.durationMs} ms</p>
<p>${esc(counts)}</p>
${notable.length === 0 ? '' : `<h2>Failures and errors</h2>\n${failures}`}
${judgedHtml(report)}
<h2>Summary by rule chapter</h2>
${chapterTable(report.properties)}
<details><summary>Every result (${report.properties.length})</summary><div class="scroll">
<table><thead><tr><th>Status</th><th>Id</th><th>Kind</th><th>Rules</th><th>Runs</th><th>ms</th></tr></thead><tbody>
${rows}
</tbody></table></div></details>
${matrix(report)}
</body></html>
`;
}
