/**
 * Failure kinds and known divergences. A failure's kind says what it is about (a view path, an event, the rule
 * clauses it cites), so that a check can tell a second bug from the first and go on past the first (issue 39), and
 * so that an expectations file can name one divergence of an engine (`divergences`, format `obverse-expectations/2`)
 * for every check to judge past, without hiding any other failure: an entry matches a failure only by the fields it
 * gives (its path and condition, its event, its clause), never a check as a whole.
 */

/** A condition on the object a view path is in. */
export const WHERE = ['face-down', 'face-up'] as const;
export type Where = (typeof WHERE)[number];

/** A known divergence of an engine: an expectations file's `divergences` entry. */
export interface Divergence {
  /** Why it is known (an entry needs a reason or a link). */
  readonly reason?: string;
  readonly link?: string;
  /**
   * A view path, viewer left out, list elements by `[*]` (any id or position is ignored):
   * `battlefield[*].characteristics.name`; it covers everything below it (`battlefield[*].characteristics`).
   */
  readonly path?: string;
  /** With `path`: only where the object holding it is face down (or face up). */
  readonly where?: Where;
  /** An event kind the engine does not report as the rules want (`revealed`). */
  readonly event?: string;
  /** A rule clause the failure cites (`708.2a`; `708.2` also covers `708.2a`). The differential judges no clause. */
  readonly clause?: string;
  /** Text the failure's message contains. */
  readonly message?: string;
}

/** The fields that say which failures an entry matches, in the schema's order; one of the first three is needed. */
export const DIVERGENCE_MATCH_FIELDS = ['path', 'event', 'clause', 'where', 'message'] as const;

/** What one failure is about. */
export interface FailureKind {
  /** Its identity: two failures of one check with the same key are the same failure. */
  readonly key: string;
  /** In words, for reports: `at battlefield[*].characteristics.name (face-down)`, or the failure's rule. */
  readonly label: string;
  /** The view path it is at (viewer left out, ids as `[*]`), when it is about one. */
  readonly path?: string;
  /** Whether the object holding `path` is face down. */
  readonly where?: Where;
  /** The clauses it cites; absent for the differential, which compares views, not rules. */
  readonly clauses?: readonly string[];
  /** The event kind it is about, when it is about one. */
  readonly event?: string;
}

/** What a search judged past when it found a failure: the file's divergences, and the kinds found before. */
export interface JudgedPast {
  readonly divergences?: Readonly<Record<string, Divergence>>;
  /** Keys of the failure kinds found earlier in the same check. */
  readonly kinds?: readonly string[];
}

/** The clause ids a message cites (`708.2a`, `201.2a`), in order, once each. */
export function citedClauses(message: string): readonly string[] {
  return [...new Set(message.match(/\b\d{3}\.\d+[a-z]?\b/g) ?? [])];
}

/** The segments of a path: names and `[*]` (every bracket, whatever it held). */
function segments(path: string): readonly string[] {
  return path
    .replace(/\[[^\]]*\]/g, '.[*]')
    .split('.')
    .filter((s) => s !== '');
}

/** A view path as kinds carry it: without its first segment (the viewer), ids and positions as `[*]`. */
export function kindPath(viewerPath: string): string {
  return segments(viewerPath)
    .slice(1)
    .join('.')
    .replace(/\.\[\*\]/g, '[*]');
}

/** The kind of a view difference at `path` (viewer-free), in an object face down or not. */
export function pathKind(path: string, where: Where | undefined, extra: Partial<FailureKind> = {}): FailureKind {
  const on = where === undefined ? '' : ` (${where})`;
  return { key: `at:${path}:${where ?? ''}`, label: `at ${path}${on}`, path, ...(where ? { where } : {}), ...extra };
}

/** Whether `pattern` covers `path` (both viewer-free): segment by segment from the start, `*` any one name. */
export function pathCovers(pattern: string, path: string): boolean {
  const [p, q] = [segments(pattern), segments(path)];
  return p.length > 0 && p.length <= q.length && p.every((s, i) => s === q[i] || (s === '*' && q[i] !== '[*]'));
}

/** Whether clause `cited` is `clause` or one of its subrules (`708.2a` within `708.2`). */
function within(cited: string, clause: string): boolean {
  return cited === clause || (cited.startsWith(clause) && /^[a-z]$/.test(cited.slice(clause.length)));
}

/**
 * Whether `entry` is the failure of `kind` with `message`: every field it gives holds (a `clause` is not asked of
 * the differential, which cites none), and at least one of them was asked.
 */
export function divergenceMatches(entry: Divergence, kind: FailureKind, message: string): boolean {
  let asked = 0;
  if (entry.path !== undefined) {
    if (kind.path === undefined || !pathCovers(entry.path, kind.path)) return false;
    asked++;
  }
  if (entry.where !== undefined && kind.where !== entry.where) return false;
  if (entry.event !== undefined) {
    if (kind.event !== entry.event) return false;
    asked++;
  }
  if (entry.clause !== undefined && kind.clauses !== undefined) {
    const clause = entry.clause;
    if (!kind.clauses.some((c) => within(c, clause))) return false;
    asked++;
  }
  if (entry.message !== undefined) {
    if (!message.includes(entry.message)) return false;
    asked++;
  }
  return asked > 0;
}

/** The name of the entry of `divergences` that matches, or null. */
export function knownDivergence(
  divergences: Readonly<Record<string, Divergence>> | undefined,
  kind: FailureKind,
  message: string,
): string | null {
  for (const [name, entry] of Object.entries(divergences ?? {}))
    if (divergenceMatches(entry, kind, message)) return name;
  return null;
}

/** An entry in words, for messages: `at battlefield[*].characteristics.name where face-down, citing 708.2a`. */
export function divergenceText(entry: Divergence): string {
  const parts = [
    entry.path === undefined ? null : `at ${entry.path}${entry.where === undefined ? '' : ` where ${entry.where}`}`,
    entry.event === undefined ? null : `event ${entry.event}`,
    entry.clause === undefined ? null : `citing ${entry.clause}`,
    entry.message === undefined ? null : `saying "${entry.message}"`,
  ].filter((p) => p !== null);
  return parts.join(', ');
}
