/**
 * Mutation scores from a Stryker JSON report (mutation-testing-report-schema), as docs/mutation.md states them
 * (issue 25): killed / (killed + survived), where a timed-out mutant counts as killed (the suite noticed) and a
 * mutant no test reached counts as survived. Mutants that do not compile or crash at load are left out, and so is
 * a mutant judged equivalent: the report marks it Ignored, Stryker's status for a mutant left out of the score (as
 * a `// Stryker disable` comment would), with its reason from test/mutation/equivalent.json.
 */
export interface ReportMutant {
  readonly id: string;
  readonly mutatorName: string;
  readonly replacement?: string;
  readonly status: string;
  readonly statusReason?: string;
  readonly location: { readonly start: { readonly line: number; readonly column: number } };
}

export interface ReportFile {
  readonly source: string;
  readonly mutants: readonly ReportMutant[];
}

/** Counts over a set of mutants. Survived and no coverage leave out the mutants judged equivalent. */
export interface Tally {
  readonly killed: number;
  readonly survived: number;
  readonly noCoverage: number;
  /** Survivors (or mutants no test reached) judged equivalent, marked Ignored in the report. */
  readonly equivalent: number;
  /** Mutants that did not compile, crashed at load, or Stryker ignored on its own (static mutants). */
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

export function add(t: Tally, m: ReportMutant): Tally {
  switch (m.status) {
    case 'Killed':
    case 'Timeout':
      return { ...t, killed: t.killed + 1 };
    case 'Survived':
      return { ...t, survived: t.survived + 1 };
    case 'NoCoverage':
      return { ...t, noCoverage: t.noCoverage + 1 };
    case 'Ignored':
      return judgedStatus(m) === null ? { ...t, invalid: t.invalid + 1 } : { ...t, equivalent: t.equivalent + 1 };
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

/** The same if every mutant judged equivalent counted as survived (docs/mutation.md prints both). */
export function scoreCountingEquivalents(t: Tally): number | null {
  const judged = t.killed + t.survived + t.noCoverage + t.equivalent;
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

/** How a judged mutant's status reason starts: the status Stryker gave it, kept so a judgement can be undone. */
const JUDGED = /^judged equivalent \((Survived|NoCoverage)\): /;

/** The status Stryker gave a mutant marked judged equivalent, or null for any other mutant. */
function judgedStatus(m: ReportMutant): string | null {
  return m.status === 'Ignored' ? (JUDGED.exec(m.statusReason ?? '')?.[1] ?? null) : null;
}

/** Why a mutant marked judged equivalent is equivalent; undefined for any other mutant. */
export function judgedWhy(m: ReportMutant): string | undefined {
  return judgedStatus(m) === null ? undefined : (m.statusReason ?? '').replace(JUDGED, '');
}

/** The mutant as Stryker reported it, before any judgement marked it. */
export function asReported(m: ReportMutant): ReportMutant {
  const was = judgedStatus(m);
  if (was === null) return m;
  const { statusReason: _, ...rest } = m;
  return { ...rest, status: was };
}

/**
 * The report's files with every survivor (or mutant no test reached) that test/mutation/equivalent.json judges
 * equivalent marked Ignored, its reason saying why, and any mark a judgement no longer in the list made undone:
 * marking twice, or after the list changed, gives the same result as marking Stryker's own report once.
 */
export function markEquivalents(
  files: Readonly<Record<string, ReportFile>>,
  list: readonly Equivalence[],
): Record<string, ReportFile> {
  const marked: Record<string, ReportFile> = {};
  for (const [file, f] of Object.entries(files)) {
    const lines = f.source.split('\n');
    const mutants = f.mutants.map((m) => {
      const own = asReported(m);
      const s = survivorOf(file, lines, own);
      const eq = s === null ? undefined : equivalenceOf(s, list);
      return eq === undefined
        ? own
        : { ...own, status: 'Ignored', statusReason: `judged equivalent (${own.status}): ${eq.why}` };
    });
    marked[file] = { ...f, mutants };
  }
  return marked;
}
