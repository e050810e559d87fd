/**
 * Expectations files (schema docs/expectations.schema.json): what an engine with known bugs is expected to do, so a
 * CI gate fails on regressions only. Per property or scenario id, an entry says `fail` (a known failure, with a
 * reason or a link), `flaky` (may pass or fail) or `skip` (do not run). Format `obverse-expectations/2` adds
 * `divergences`: known divergences of the engine (a view path, an event kind, a rule clause) that every check judges
 * past (results/divergence.ts). A `/1` file is read as it always was.
 */
import type { Divergence } from '../../results/divergence.js';
import type { Expectation } from '../../results/expectation.js';

// The entry types sit below the checks, which read them (results/expectation.ts); the file's own shape is here.
export {
  EXPECTATION_STATUSES,
  EXPECTED_OUTCOMES,
  type Expectation,
  type ExpectationStatus,
  type ExpectedOutcome,
  type FailureMatch,
  type FailureSeen,
  failureMatches,
  MATCH_FIELDS,
  matchText,
  placeOf,
} from '../../results/expectation.js';
export {
  type Divergence,
  DIVERGENCE_MATCH_FIELDS,
  divergenceMatches,
  divergenceText,
  WHERE,
  type Where,
} from '../../results/divergence.js';

/** The first format: entries per check id. Still read, and written when a file has no divergences. */
export const EXPECTATIONS_FORMAT = 'obverse-expectations/1' as const;
/** The format with `divergences`. */
export const EXPECTATIONS_FORMAT_2 = 'obverse-expectations/2' as const;
export const EXPECTATIONS_FORMATS = [EXPECTATIONS_FORMAT, EXPECTATIONS_FORMAT_2] as const;
export type ExpectationsFormat = (typeof EXPECTATIONS_FORMATS)[number];

export interface ExpectationsFile {
  readonly format: ExpectationsFormat;
  /** Property and scenario ids to their expectation. */
  readonly expectations: Readonly<Record<string, Expectation>>;
  /** Format `/2`: known divergences by name, judged past by every check. */
  readonly divergences?: Readonly<Record<string, Divergence>>;
}

/**
 * What the checks of a run need from the file: its divergences, as run options take them (`RunOptions.divergences`):
 * `{ divergences }`, or `{}` when it has none.
 */
export function judgedPast(file: ExpectationsFile | undefined): {
  readonly divergences?: Readonly<Record<string, Divergence>>;
} {
  const divergences = file?.divergences;
  return divergences === undefined || Object.keys(divergences).length === 0 ? {} : { divergences };
}

/**
 * For report.json's `expectations`: the file's divergences some result judged past, and those none met (`{}` when
 * the file has none).
 */
export function divergencesSummary(
  file: ExpectationsFile | undefined,
  results: readonly { readonly divergences?: Readonly<Record<string, number>> }[],
): { readonly divergences?: { readonly seen: readonly string[]; readonly unseen: readonly string[] } } {
  const names = Object.keys(file?.divergences ?? {});
  if (names.length === 0) return {};
  const seen = new Set(results.flatMap((r) => Object.keys(r.divergences ?? {})));
  return { divergences: { seen: names.filter((n) => seen.has(n)), unseen: names.filter((n) => !seen.has(n)) } };
}
