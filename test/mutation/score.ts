/**
 * Mutation scores from a Stryker JSON report (mutation-testing-report-schema), as docs/mutation.md states them
 * (issue 25): killed / (killed + survived), where a timed-out mutant counts as killed (the suite noticed) and a
 * mutant no test reached counts as survived. Mutants that do not compile or crash at load are left out.
 */
export interface ReportMutant {
  readonly id: string;
  readonly mutatorName: string;
  readonly replacement?: string;
  readonly status: string;
  readonly location: { readonly start: { readonly line: number; readonly column: number } };
}

export interface ReportFile {
  readonly source: string;
  readonly mutants: readonly ReportMutant[];
}

/** Counts over a set of mutants. */
export interface Tally {
  readonly killed: number;
  readonly survived: number;
  readonly noCoverage: number;
  readonly equivalent: number;
  readonly invalid: number;
}

export const EMPTY_TALLY: Tally = { killed: 0, survived: 0, noCoverage: 0, equivalent: 0, invalid: 0 };

/** One surviving mutant, with what it changed. */
export interface Survivor {
  readonly file: string;
  readonly line: number;
  readonly mutator: string;
  readonly replacement: string;
  readonly original: string;
  readonly noCoverage: boolean;
}

/** A survivor judged equivalent: no difference an engine could show through the adapter contract. */
export interface Equivalence {
  readonly file: string;
  /** The source line the mutant is on, trimmed (line numbers move; the text rarely does). */
  readonly line: string;
  readonly mutator: string;
  readonly replacement: string;
  readonly why: string;
}

export function add(t: Tally, m: ReportMutant, equivalent: boolean): Tally {
  switch (m.status) {
    case 'Killed':
    case 'Timeout':
      return { ...t, killed: t.killed + 1 };
    case 'Survived':
      return { ...t, survived: t.survived + 1, equivalent: t.equivalent + (equivalent ? 1 : 0) };
    case 'NoCoverage':
      return { ...t, noCoverage: t.noCoverage + 1, equivalent: t.equivalent + (equivalent ? 1 : 0) };
    default:
      return { ...t, invalid: t.invalid + 1 };
  }
}

export function merge(a: Tally, b: Tally): Tally {
  return {
    killed: a.killed + b.killed,
    survived: a.survived + b.survived,
    noCoverage: a.noCoverage + b.noCoverage,
    equivalent: a.equivalent + b.equivalent,
    invalid: a.invalid + b.invalid,
  };
}

/** killed / (killed + survived + no coverage), in percent; null when nothing was judged. */
export function score(t: Tally): number | null {
  const judged = t.killed + t.survived + t.noCoverage;
  return judged === 0 ? null : (100 * t.killed) / judged;
}

/** The same with the survivors judged equivalent left out of the denominator. */
export function scoreWithoutEquivalent(t: Tally): number | null {
  const judged = t.killed + t.survived + t.noCoverage - t.equivalent;
  return judged === 0 ? null : (100 * t.killed) / judged;
}

export function survivorOf(file: string, source: readonly string[], m: ReportMutant): Survivor | null {
  if (m.status !== 'Survived' && m.status !== 'NoCoverage') return null;
  return {
    file,
    line: m.location.start.line,
    mutator: m.mutatorName,
    replacement: m.replacement ?? '',
    original: (source[m.location.start.line - 1] ?? '').trim(),
    noCoverage: m.status === 'NoCoverage',
  };
}

export function equivalenceOf(s: Survivor, list: readonly Equivalence[]): Equivalence | undefined {
  return list.find(
    (e) => e.file === s.file && e.line === s.original && e.mutator === s.mutator && e.replacement === s.replacement,
  );
}
