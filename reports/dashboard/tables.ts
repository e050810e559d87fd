/**
 * The dashboard's summary tables: the runs, pass rates by chapter and by mechanic (not-supported counted
 * apart from failures), one engine's history, and one engine version under several rules editions.
 */
import { esc } from '../html-board.js';
import type { EditionComparison, History } from './groups.js';
import {
  type Column,
  type Dashboard,
  EMPTY_TALLY,
  addTo,
  mechanicsOf,
  passRate,
  type Row,
  type Tally,
  tallyOf,
} from './model.js';
import { sectionTitle } from './sections.js';

/** A run's date as `2026-12-01 20:17 UTC` (the report's ISO time cut to the minute). */
export function when(iso: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return m === null ? iso : `${m[1]} ${m[2]} UTC`;
}

/** A column's heading: engine, version, edition. */
export function columnHead(c: Column): string {
  return (
    `${esc(c.engine)}<span class="v">${esc(c.version)} · rules ${esc(c.edition)}</span>` +
    `<span class="v when">${esc(when(c.startedAt))}</span>`
  );
}

/** A tally as a rate cell: the pass rate of what ran, its counts, and the not-supported count apart. */
export function rateCell(t: Tally): string {
  const rate = passRate(t);
  const ran = t.pass + t.fail + t.error;
  const pct = rate === null ? null : Math.round(rate * 1000) / 10;
  const parts = [
    ran === 0 ? 'none ran' : `${t.pass}/${ran} passed`,
    t.error > 0 ? `${t.error} error` : '',
    t.notSupported > 0 ? `<span class="ns">${t.notSupported} not supported</span>` : '',
    t.notReached > 0 ? `<span class="nr">${t.notReached} never reached</span>` : '',
  ].filter((p) => p !== '');
  const bar = pct === null ? '' : `<div class="bar"><i style="width:${pct}%"></i></div>`;
  const shown = pct === null ? '–' : `${pct}%`;
  return `<td class="rate" data-rate="${pct ?? ''}">${shown}<small>${parts.join(' · ')}</small>${bar}</td>`;
}

export function runsTable(d: Dashboard): string {
  const rows = d.columns.map((c) => {
    const t = tallyOf(c.report.properties);
    const note = c.report.interrupted === true ? ' (interrupted)' : '';
    return (
      `<tr data-column="${esc(c.key)}"><td>${esc(c.engine)}</td><td>${esc(c.version)}</td><td>${esc(c.edition)}</td>` +
      `<td><time datetime="${esc(c.startedAt)}">${esc(when(c.startedAt))}</time>${note}</td>` +
      `<td class="wide">${c.report.runs}</td><td class="wide">${c.report.seed}</td>${rateCell(t)}` +
      `<td>${t.fail}</td><td>${t.error}</td><td>${t.notSupported}</td><td>${t.notReached}</td>` +
      `<td class="wide"><code>${esc(c.source)}</code></td></tr>`
    );
  });
  return (
    '<div class="scroll"><table id="runs"><thead><tr><th>Engine</th><th>Version</th><th>Rules edition</th>' +
    '<th>Run at</th><th class="wide">Games per check</th><th class="wide">Seed</th><th>Pass rate (of what ran)</th>' +
    '<th>Failing</th><th>Errors</th>' +
    '<th>Not supported</th><th title="passed without reaching what they check">Never reached</th>' +
    `<th class="wide">Report</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`
  );
}

function groupTable(
  id: string,
  d: Dashboard,
  groups: readonly string[],
  title: (g: string) => string,
  inGroup: (r: Row, g: string) => boolean,
): string {
  const body = groups.map((g) => {
    const rows = d.rows.filter((r) => inGroup(r, g));
    const cells = d.columns.map((c) => {
      let t = EMPTY_TALLY;
      for (const r of rows) {
        const result = c.results.get(r.id);
        if (result !== undefined) t = addTo(t, result.status);
      }
      return rateCell(t);
    });
    const name = `${esc(title(g))} <span class="kind">(${rows.length})</span>`;
    return `<tr data-group="${esc(g)}"><th>${name}</th>${cells.join('')}</tr>`;
  });
  const head = d.columns.map((c) => `<th class="col-head">${columnHead(c)}</th>`).join('');
  return (
    `<div class="scroll"><table id="${id}"><thead><tr><th></th>${head}</tr></thead>` +
    `<tbody>${body.join('')}</tbody></table></div>`
  );
}

export function chapterTable(d: Dashboard): string {
  return groupTable('by-chapter', d, d.sections, sectionTitle, (r, g) => r.sections.includes(g));
}

export function mechanicTable(d: Dashboard): string {
  return groupTable(
    'by-mechanic',
    d,
    d.mechanics,
    (g) => g,
    (r, g) => mechanicsOf(r).includes(g),
  );
}

function idList(ids: readonly string[] | undefined, cls: string): string {
  if (ids === undefined) return '–';
  if (ids.length === 0) return '0';
  const list = ids.map((i) => `<code>${esc(i)}</code>`).join('<br>');
  return `<details><summary class="${cls}">${ids.length}</summary>${list}</details>`;
}

export function historyTables(list: readonly History[]): string {
  if (list.length === 0)
    return '<p>No engine has two runs under one rules edition among these reports: give earlier reports too.</p>';
  return list
    .map((h) => {
      const rows = h.entries.map(
        (e) =>
          `<tr><td>${esc(e.column.version)}</td><td>${esc(when(e.column.startedAt))}</td>` +
          `${rateCell(tallyOf(e.column.report.properties))}` +
          `<td>${idList(e.regressed, 'regressed')}</td><td>${idList(e.fixed, 'fixed')}</td></tr>`,
      );
      return (
        `<h3>${esc(h.engine)} under rules ${esc(h.edition)}</h3><div class="scroll"><table class="history" ` +
        `data-engine="${esc(h.engine)}"><thead><tr><th>Version</th><th>Run at</th><th>Pass rate</th>` +
        '<th>Regressed since the run before</th><th>Fixed</th></tr></thead>' +
        `<tbody>${rows.join('')}</tbody></table></div>`
      );
    })
    .join('');
}

export function editionTables(list: readonly EditionComparison[]): string {
  if (list.length === 0)
    return '<p>No engine version was run under two rules editions among these reports (obverse check --edition).</p>';
  return list
    .map((e) => {
      const head = e.columns.map((c) => `<th>rules ${esc(c.edition)}</th>`).join('');
      const rates = e.columns.map((c) => rateCell(tallyOf(c.report.properties))).join('');
      const rows = e.differing.map(
        (d) =>
          `<tr><th><code>${esc(d.id)}</code></th>${d.statuses
            .map((s) => `<td><span class="s s-${s ?? 'absent'}">${esc(s ?? 'absent')}</span></td>`)
            .join('')}</tr>`,
      );
      return (
        `<h3>${esc(e.engine)} ${esc(e.version)}</h3>` +
        `<div class="scroll"><table class="editions" data-engine="${esc(e.engine)}">` +
        `<thead><tr><th></th>${head}</tr></thead>` +
        `<tbody><tr><th>Pass rate</th>${rates}</tr></tbody>` +
        `<tbody class="differing"><tr><th colspan="${e.columns.length + 1}">${e.differing.length} check(s) come out ` +
        `differently across these editions:</th></tr>${rows.join('')}</tbody></table></div>`
      );
    })
    .join('');
}
