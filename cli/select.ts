/**
 * `--properties` selection: comma-separated ids or globs (`*` any run of characters,
 * `?` one character), matched against property and scenario ids.
 */

/** Split a `--properties` value into patterns; empty entries are ignored. */
export function parsePatterns(value: string): readonly string[] {
  return value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

function isGlob(pattern: string): boolean {
  return pattern.includes('*') || pattern.includes('?');
}

function globToRegExp(pattern: string): RegExp {
  const body = [...pattern]
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

export interface Selection {
  /** Whether an id is selected. */
  readonly selects: (id: string) => boolean;
  /** Patterns that match none of `ids`. */
  readonly unmatched: (ids: readonly string[]) => readonly string[];
}

/** A selection from patterns; with no patterns, everything is selected. */
export function selection(patterns: readonly string[] | undefined): Selection {
  if (patterns === undefined || patterns.length === 0) return { selects: () => true, unmatched: () => [] };
  const tests = patterns.map((p) => ({
    pattern: p,
    test: isGlob(p) ? (id: string) => globToRegExp(p).test(id) : (id: string) => id === p,
  }));
  return {
    selects: (id) => tests.some((t) => t.test(id)),
    unmatched: (ids) => tests.filter((t) => !ids.some(t.test)).map((t) => t.pattern),
  };
}
