/**
 * `--update-expectations`: the file rewritten from a run. A failure whose kind names it precisely (a view path, an
 * event, or a clause with words of its message: results/divergence.ts) becomes a known divergence, which every check
 * then judges past (format `obverse-expectations/2`); a check with any other failure or an error gets a `fail`
 * entry, keeping an earlier reason and link, and its `match` while the failure still matches it; a pass drops its
 * entry. `flaky` and `skip` entries stay as they are, entries for checks that did not run this time are kept, and so
 * are the file's divergences (the console says which this run did not see).
 */
import type { Counterexample, PropertyResult } from '../../reports/report.js';
import { knownDivergence } from '../../results/divergence.js';
import { isKnownFailure, reasonOf } from './classify.js';
import {
  type Divergence,
  EXPECTATIONS_FORMAT,
  EXPECTATIONS_FORMAT_2,
  type Expectation,
  type ExpectationsFile,
} from './format.js';

function failEntry(result: PropertyResult, before: Expectation | undefined): Expectation {
  const reason = before?.status === 'fail' ? before.reason : undefined;
  const link = before?.status === 'fail' ? before.link : undefined;
  return {
    status: 'fail',
    ...(reason === undefined && link === undefined ? { reason: reasonOf(result) } : {}),
    ...(reason === undefined ? {} : { reason }),
    ...(link === undefined ? {} : { link }),
    ...(result.status === 'error' ? { outcome: 'error' as const } : {}),
    // The failure it knew is still the one seen: keep saying which; another kind drops the match.
    ...(before?.match !== undefined && isKnownFailure(result, before) ? { match: before.match } : {}),
  };
}

/** Words of a message that name its failure: its body up to the first id, quoted name, number or clause list. */
function wordsOf(message: string): string | null {
  const colon = message.indexOf(': ');
  const body = colon < 0 ? message : message.slice(colon + 2);
  const words = (/^[^[\]"(\d]*/.exec(body)?.[0] ?? '').trim().replace(/[;,:]$/, '');
  return words.length >= 12 ? words : null;
}

/**
 * The divergence a counterexample's failure is, when its kind names it precisely enough that it hides no other
 * failure: a view path (and whether its object is face down), an event, or a clause with words of its message.
 */
export function divergenceOf(ce: Counterexample, check: string): Divergence | null {
  const kind = ce.failureKind;
  if (kind === undefined) return null;
  const clause = kind.clauses?.[0];
  const reason = `found by ${check}: ${reasonOf({ message: ce.message } as PropertyResult)}`;
  const cited = clause === undefined ? {} : { clause };
  if (kind.path !== undefined)
    return { path: kind.path, ...(kind.where === undefined ? {} : { where: kind.where }), ...cited, reason };
  if (kind.event !== undefined) return { event: kind.event, ...cited, reason };
  const words = wordsOf(ce.message);
  if (clause === undefined || words === null) return null;
  return { clause, message: words, reason };
}

/** The matching fields of an entry, to tell two entries for the same divergence. */
function sameDivergence(a: Divergence, b: Divergence): boolean {
  const key = (d: Divergence) => JSON.stringify([d.path, d.where, d.event, d.clause, d.message]);
  return key(a) === key(b);
}

/** Whether `a` and `b` name the same view path (and where), one citing a clause and the other none. */
function samePathButClause(a: Divergence, b: Divergence): boolean {
  const at = (d: Divergence) => JSON.stringify([d.path, d.where, d.event, d.message]);
  return a.path !== undefined && at(a) === at(b) && (a.clause === undefined) !== (b.clause === undefined);
}

/**
 * Adds `entry` under a name of its own, unless the same divergence is there already. The differential check cites
 * no clause and is matched by the path alone (results/divergence.ts): a path a property found (citing a clause) and
 * the differential found too is one entry, the property's, which covers both.
 */
function addDivergence(
  divergences: Map<string, Divergence>,
  entry: Divergence,
  label: string,
  fresh: Set<string>,
): void {
  if ([...divergences.values()].some((d) => sameDivergence(d, entry))) return;
  for (const [name, d] of divergences) {
    if (!samePathButClause(d, entry)) continue;
    // An entry of the file read stays as it was; one written this run by the path alone takes the clause.
    if (entry.clause === undefined) return;
    if (fresh.has(name)) {
      divergences.set(name, entry);
      return;
    }
  }
  let name = label;
  for (let n = 2; divergences.has(name); n++) name = `${label} #${n}`;
  fresh.add(name);
  divergences.set(name, entry);
}

/**
 * Whether a scenario's failure is at a view path a divergence covers: the scenario judges past it (a scenario's
 * failure makes no divergence of its own: it is one fixed case, and may stop before what else it checks).
 */
function coveredScenario(result: PropertyResult, divergences: ReadonlyMap<string, Divergence>): boolean {
  const ce = result.counterexample;
  if (ce?.failureKind === undefined) return false;
  return knownDivergence(Object.fromEntries(divergences), ce.failureKind, ce.message) !== null;
}

/** Every counterexample of a failed or errored result, with whether it was an error. */
type Found = { readonly ce: Counterexample | undefined; readonly error: boolean };

function failuresOf(r: PropertyResult): readonly Found[] {
  return [
    { ce: r.counterexample, error: r.status === 'error' },
    ...(r.otherFailures ?? []).map((f) => ({ ce: f.counterexample, error: f.status === 'error' })),
  ];
}

/** The expectations that make every raw result of this run expected. */
export function updatedExpectations(
  previous: ExpectationsFile | undefined,
  raw: readonly PropertyResult[],
): ExpectationsFile {
  const entries = new Map<string, Expectation>(Object.entries(previous?.expectations ?? {}));
  const divergences = new Map<string, Divergence>(Object.entries(previous?.divergences ?? {}));
  const fresh = new Set<string>();
  // Scenarios last: one stopped by a divergence found this run is judged past it next time (scenarios/runner.ts).
  const ordered = [...raw.filter((r) => r.kind !== 'scenario'), ...raw.filter((r) => r.kind === 'scenario')];
  for (const result of ordered) {
    const before = entries.get(result.id);
    if (before?.status === 'skip') continue;
    if (before?.status === 'flaky' && (result.status === 'passed' || result.status === 'failed')) continue;
    if (result.status !== 'failed' && result.status !== 'error') {
      entries.delete(result.id);
      continue;
    }
    if (result.kind === 'scenario' && result.status === 'failed' && coveredScenario(result, divergences)) {
      entries.delete(result.id);
      continue;
    }
    let rest = false;
    for (const { ce, error } of failuresOf(result)) {
      const entry = ce === undefined || error || result.kind === 'scenario' ? null : divergenceOf(ce, result.id);
      if (entry === null || ce?.failureKind === undefined) rest = true;
      else addDivergence(divergences, entry, ce.failureKind.label, fresh);
    }
    if (rest) entries.set(result.id, failEntry(result, before));
    else entries.delete(result.id);
  }
  const sorted = [...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const v2 = divergences.size > 0 || previous?.format === EXPECTATIONS_FORMAT_2;
  return {
    format: v2 ? EXPECTATIONS_FORMAT_2 : EXPECTATIONS_FORMAT,
    expectations: Object.fromEntries(sorted),
    ...(divergences.size === 0 ? {} : { divergences: Object.fromEntries(divergences) }),
  };
}

/** The file's text: two-space JSON with a final newline. */
export function serialiseExpectations(file: ExpectationsFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
