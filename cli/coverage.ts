/**
 * The clause matrix: for each catalogued clause, which engine functions implement it
 * and which properties and scenarios check it (DESIGN.md: "a coverage command joins
 * the three"), and so its status: implemented and checked, or through its subclauses, or
 * a gap, or explained (a clause that does not apply to the model, or is outside it).
 */

/** Where a clause stands. */
export type ClauseStatus =
  | 'implemented and checked'
  /** A parent clause (701.28) whose every catalogued subclause (701.28a, ...) is implemented and checked. */
  | 'implemented and checked through its subclauses'
  | 'implemented, not checked'
  | 'checked, not implemented'
  | 'neither'
  /** Not implemented, for a reason the catalog states (spec/clause-notes.ts): see `note`. */
  | 'not applicable'
  | 'outside the model';

export interface ClauseRow {
  readonly id: string;
  readonly summary: string;
  /** Engine function names whose implemented clauses include this one. */
  readonly implementedBy: readonly string[];
  /** Property and scenario ids whose `rules` cite it. */
  readonly checkedBy: readonly string[];
  readonly status: ClauseStatus;
  /** Why it is not applicable or outside the model; only with those statuses. */
  readonly note?: string;
}

export interface CoverageInput {
  readonly clauses: readonly { readonly id: string; readonly summary: string }[];
  readonly implemented: Readonly<Record<string, readonly string[]>>;
  /** Properties and scenarios: an id and the clauses it cites. */
  readonly checks: readonly { readonly id: string; readonly rules: readonly string[] }[];
  /** Clauses not implemented for a stated reason (spec/clause-notes.ts). */
  readonly notes?: Readonly<
    Record<string, { readonly kind: 'not applicable' | 'outside the model'; readonly why: string }>
  >;
}

export interface Coverage {
  readonly rows: readonly ClauseRow[];
  /** Clause ids cited by an implementation or a check but not in the catalog. */
  readonly uncatalogued: readonly string[];
}

const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The catalogued subclauses of `id`: its id followed by one letter (701.28 -> 701.28a, 701.28b, ...). */
function subclausesOf(id: string, ids: readonly string[]): readonly string[] {
  return ids.filter((other) => other.length === id.length + 1 && other.startsWith(id) && /[a-z]$/.test(other));
}

function statusOf(implemented: boolean, checked: boolean): ClauseStatus {
  if (implemented && checked) return 'implemented and checked';
  if (implemented) return 'implemented, not checked';
  return checked ? 'checked, not implemented' : 'neither';
}

/** Join clauses, implementations and checks; rows follow the catalog order, names sorted. */
export function coverage(input: CoverageInput): Coverage {
  const joined = input.clauses.map((c) => {
    const implementedBy = Object.entries(input.implemented)
      .filter(([, ids]) => ids.includes(c.id))
      .map(([fn]) => fn)
      .sort(byCode);
    const checkedBy = input.checks
      .filter((k) => k.rules.includes(c.id))
      .map((k) => k.id)
      .sort(byCode);
    return { id: c.id, summary: c.summary, implementedBy, checkedBy };
  });
  const own = new Map(joined.map((r) => [r.id, statusOf(r.implementedBy.length > 0, r.checkedBy.length > 0)]));
  const ids = joined.map((r) => r.id);
  const rows = joined.map((r): ClauseRow => {
    const status = own.get(r.id) as ClauseStatus;
    const subs = subclausesOf(r.id, ids);
    if (
      status !== 'implemented and checked' &&
      subs.length > 0 &&
      subs.every((s) => own.get(s) === 'implemented and checked')
    )
      return { ...r, status: 'implemented and checked through its subclauses' };
    const note = input.notes?.[r.id];
    if (note !== undefined && r.implementedBy.length === 0) return { ...r, status: note.kind, note: note.why };
    return { ...r, status };
  });
  const catalogued = new Set(ids);
  const cited = [...Object.values(input.implemented).flat(), ...input.checks.flatMap((k) => k.rules)];
  const uncatalogued = [...new Set(cited.filter((id) => !catalogued.has(id)))].sort(byCode);
  return { rows, uncatalogued };
}

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 3)}...`;
}

const SHORT: Readonly<Record<ClauseStatus, string>> = {
  'implemented and checked': 'yes',
  'implemented and checked through its subclauses': 'by subclauses',
  'implemented, not checked': 'not checked',
  'checked, not implemented': 'not implemented',
  neither: 'neither',
  'not applicable': 'n/a',
  'outside the model': 'outside model',
};

/** The matrix as a readable table with totals, and the reason for each clause that is explained. */
export function renderCoverageTable(cov: Coverage): string {
  const list = (names: readonly string[]): string => (names.length === 0 ? '-' : names.join(', '));
  const header = ['Clause', 'Implemented by', 'Checked by', 'Status', 'Summary'];
  const cells = cov.rows.map((r) => [
    r.id,
    list(r.implementedBy),
    list(r.checkedBy),
    SHORT[r.status],
    clip(r.note === undefined ? r.summary : `${r.status}: ${r.note}`, 80),
  ]);
  const widths = header.map((h, i) =>
    Math.min(i === 4 ? 80 : 48, Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length))),
  );
  const line = (c: readonly string[]): string =>
    c
      .map((v, i) => (i === c.length - 1 ? v : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const count = (...s: ClauseStatus[]) => cov.rows.filter((r) => s.includes(r.status)).length;
  const implemented = cov.rows.filter((r) => r.implementedBy.length > 0).length;
  const checked = cov.rows.filter((r) => r.checkedBy.length > 0).length;
  const neither = cov.rows.filter((r) => r.implementedBy.length === 0 && r.checkedBy.length === 0).length;
  const lines = [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...cells.map(line),
    '',
    `${cov.rows.length} clauses: ${implemented} implemented, ${checked} checked, ${neither} neither`,
    `${count('implemented and checked')} implemented and checked, ` +
      `${count('implemented and checked through its subclauses')} through their subclauses, ` +
      `${count('not applicable', 'outside the model')} explained (not applicable or outside the model), ` +
      `${count('implemented, not checked', 'checked, not implemented', 'neither')} open`,
  ];
  const explained = cov.rows.filter((r) => r.note !== undefined);
  if (explained.length > 0) lines.push('', ...explained.map((r) => `${r.id} ${r.status}: ${r.note}`));
  if (cov.uncatalogued.length > 0) lines.push(`cited but not in the clause catalog: ${cov.uncatalogued.join(', ')}`);
  return lines.join('\n');
}
