/**
 * `report.html`: one self-contained page (inline CSS, no script, nothing fetched) with
 * the counts, every result, and for each failure its story and the board at the failing
 * step as the referee and each player see it, side by side.
 */
import { brokenText } from './broken-text.js';
import { boardHtml, esc } from './html-board.js';
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

function failure(r: PropertyResult, clauses: Readonly<Record<string, string>>): string {
  const ce = r.counterexample;
  const message = r.message ?? ce?.message ?? r.status;
  const head =
    `<h3 class="${r.status}">${esc(r.status.toUpperCase())} ${esc(r.id)}</h3>` +
    `<p>${esc(r.description)}</p><p class="message"><strong>${esc(message)}</strong></p>`;
  if (ce === undefined) return `<section class="failure" data-id="${esc(r.id)}">${head}</section>`;
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
      : `<h4>The board ${esc(failingStepText(ce))}</h4>${boardHtml(ce.board)}`;
  const note = shrinkNote(ce);
  const size = sizeLine(ce);
  const cut =
    (size === undefined ? '' : `<p class="size"><strong>Size:</strong> ${esc(size)}</p>`) +
    (note === undefined ? '' : `<p class="shrink-cut-short"><strong>Not fully shrunk:</strong> ${esc(note)}</p>`);
  return `<section class="failure" data-id="${esc(r.id)}">${head}
<h4>Replay</h4>${pre([ce.replay])}
<h4>Setup (seed ${ce.seed})</h4>${pre(setupLines(ce.setup))}
<h4>Actions</h4>${pre(actionLines(ce))}${cut}
<div class="failing-step" id="failing-step-${esc(r.id)}"><strong>Fails ${esc(failingStepText(ce))}</strong>
<ul>${clauseLines(r.rules, clauses)
    .map((l) => `<li>${esc(l)}</li>`)
    .join('')}</ul>
<p>Expected (-) vs actual (+):</p>${diff(expectedActualLines(ce))}</div>
${files}${board}</section>`;
}

/** Render a report as one self-contained HTML page. Deterministic: same report, same page. */
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
  const failures = notable.map((r) => failure(r, report.clauses ?? {})).join('\n');
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
<table><thead><tr><th>Status</th><th>Id</th><th>Kind</th><th>Rules</th><th>Runs</th><th>ms</th></tr></thead><tbody>
${rows}
</tbody></table>
${notable.length === 0 ? '' : `<h2>Failures and errors</h2>\n${failures}`}
</body></html>
`;
}
