/**
 * One story page of the dashboard: a result that did not pass, on one run, told as report.html tells it
 * (the message, the replay command, the setup, the numbered actions, the failing step with its clauses
 * and expected vs actual, the board as each viewer sees it), from the report alone, so reports of every
 * format version get one. Linked from the matrix cell; links back to it.
 */
import { eachFailure, failurePart } from '../failures.js';
import { boardHtml, esc } from '../html-board.js';
import type { PropertyResult } from '../report.js';
import { actionLines, clauseLines, expectedActualLines, failingStepText, setupLines, shrinkNote } from '../story.js';
import { DASHBOARD_STYLE } from './assets.js';
import type { Column } from './model.js';
import { when } from './tables.js';

function pre(lines: readonly string[]): string {
  return `<pre>${lines.map(esc).join('\n')}</pre>`;
}

function diff(lines: readonly string[]): string {
  const line = (l: string) =>
    l.startsWith('- ')
      ? `<span class="del">${esc(l)}</span>`
      : l.startsWith('+ ')
        ? `<span class="ins">${esc(l)}</span>`
        : esc(l);
  return `<pre class="diff">${lines.map(line).join('\n')}</pre>`;
}

function counterexampleParts(r: PropertyResult, clauses: Readonly<Record<string, string>>, copy?: string): string {
  const ce = r.counterexample;
  if (ce === undefined)
    return `<h2>Clauses</h2><ul>${clauseLines(r.rules, clauses)
      .map((l) => `<li>${esc(l)}</li>`)
      .join('')}</ul><p>No counterexample: the result has only its message.</p>`;
  const note = shrinkNote(ce);
  const stderr = ce.engineStderr === undefined ? '' : `<h2>Engine's last words on stderr</h2>${pre(ce.engineStderr)}`;
  const file =
    copy === undefined
      ? ''
      : `<p>The command above is the one the report recorded. This site has a copy of the counterexample file: ` +
        `<a href="${esc(copy)}">${esc(copy)}</a> (download it, then <code>npx obverse replay ${esc(copy)}</code>).</p>`;
  return `<h2>Replay</h2>${pre([ce.replay])}${file}
<h2>Setup (seed ${ce.seed}${ce.path === '' ? '' : `, path ${esc(ce.path)}`})</h2>${pre(setupLines(ce.setup))}
<h2>Actions</h2>${pre(actionLines(ce))}
${note === undefined ? '' : `<p><strong>Not fully shrunk:</strong> ${esc(note)}</p>`}
<div class="failing-step"><strong>Fails ${esc(failingStepText(ce))}</strong>
<ul>${clauseLines(r.rules, clauses)
    .map((l) => `<li>${esc(l)}</li>`)
    .join('')}</ul><p>Expected (-) vs actual (+):</p>${diff(expectedActualLines(ce))}</div>
${ce.board === undefined ? '' : `<h2>The board ${esc(failingStepText(ce))}</h2>${boardHtml(ce.board)}`}${stderr}`;
}

/**
 * The story page of `r` on run `c`. `copy` is the counterexample file's name beside the page, when the
 * report folder had one to copy.
 */
export function renderStoryPage(c: Column, r: PropertyResult, copy?: string): string {
  const title = `${r.status.toUpperCase()} ${r.id} on ${c.engine} ${c.version}`;
  const message = r.message ?? r.counterexample?.message ?? r.status;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${esc(title)}</title><style>${DASHBOARD_STYLE}</style></head>
<body><header><h1>${esc(title)}</h1>
<p>Rules edition ${esc(c.edition)} · run at ${esc(when(c.startedAt))} · ${esc(r.kind)}
· report <code>${esc(c.source)}</code></p><nav><a href="../../index.html">Back to the dashboard</a></nav></header>
<main class="story" data-check="${esc(r.id)}" data-column="${esc(c.key)}" data-status="${r.status}">
<p>${esc(r.description)}</p><p class="message"><strong>${esc(message)}</strong></p>
${counterexampleParts(r, c.report.clauses ?? {}, copy)}
${eachFailure(r)
  .slice(1)
  .map(
    (f) =>
      `<h2>${esc(`${f.result.status.toUpperCase()}, ${failurePart(f)}`)}</h2>` +
      `<p class="message"><strong>${esc(f.result.message ?? f.result.counterexample?.message ?? '')}</strong></p>` +
      counterexampleParts(f.result, c.report.clauses ?? {}),
  )
  .join('\n')}
</main></body></html>
`;
}
