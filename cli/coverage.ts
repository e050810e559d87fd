/**
 * The clause matrix: for each catalogued clause, which engine functions implement it
 * and which properties and scenarios check it (DESIGN.md: "a coverage command joins
 * the three").
 */

export interface ClauseRow {
  readonly id: string;
  readonly summary: string;
  /** Engine function names whose implemented clauses include this one. */
  readonly implementedBy: readonly string[];
  /** Property and scenario ids whose `rules` cite it. */
  readonly checkedBy: readonly string[];
}

export interface CoverageInput {
  readonly clauses: readonly { readonly id: string; readonly summary: string }[];
  readonly implemented: Readonly<Record<string, readonly string[]>>;
  /** Properties and scenarios: an id and the clauses it cites. */
  readonly checks: readonly { readonly id: string; readonly rules: readonly string[] }[];
}

export interface Coverage {
  readonly rows: readonly ClauseRow[];
  /** Clause ids cited by an implementation or a check but not in the catalog. */
  readonly uncatalogued: readonly string[];
}

const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Join clauses, implementations and checks; rows follow the catalog order, names sorted. */
export function coverage(input: CoverageInput): Coverage {
  const rows = input.clauses.map((c) => ({
    id: c.id,
    summary: c.summary,
    implementedBy: Object.entries(input.implemented)
      .filter(([, ids]) => ids.includes(c.id))
      .map(([fn]) => fn)
      .sort(byCode),
    checkedBy: input.checks
      .filter((k) => k.rules.includes(c.id))
      .map((k) => k.id)
      .sort(byCode),
  }));
  const catalogued = new Set(input.clauses.map((c) => c.id));
  const cited = [...Object.values(input.implemented).flat(), ...input.checks.flatMap((k) => k.rules)];
  const uncatalogued = [...new Set(cited.filter((id) => !catalogued.has(id)))].sort(byCode);
  return { rows, uncatalogued };
}

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 3)}...`;
}

/** The matrix as a readable table with totals. */
export function renderCoverageTable(cov: Coverage): string {
  const list = (names: readonly string[]): string => (names.length === 0 ? '-' : names.join(', '));
  const header = ['Clause', 'Implemented by', 'Checked by', 'Summary'];
  const cells = cov.rows.map((r) => [r.id, list(r.implementedBy), list(r.checkedBy), clip(r.summary, 80)]);
  const widths = header.map((h, i) =>
    Math.min(i === 3 ? 80 : 48, Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length))),
  );
  const line = (c: readonly string[]): string =>
    c
      .map((v, i) => (i === c.length - 1 ? v : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const implemented = cov.rows.filter((r) => r.implementedBy.length > 0).length;
  const checked = cov.rows.filter((r) => r.checkedBy.length > 0).length;
  const neither = cov.rows.filter((r) => r.implementedBy.length === 0 && r.checkedBy.length === 0).length;
  const lines = [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...cells.map(line),
    '',
    `${cov.rows.length} clauses: ${implemented} implemented, ${checked} checked, ${neither} neither`,
  ];
  if (cov.uncatalogued.length > 0) lines.push(`cited but not in the clause catalog: ${cov.uncatalogued.join(', ')}`);
  return lines.join('\n');
}
