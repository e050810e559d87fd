/** Matching property ids against ids or globs (`712/*`, `general/*`, `*`). */

function globToRegExp(glob: string): RegExp {
  const body = glob
    .split('')
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

/** True when `id` equals one of `patterns` or matches one as a glob. */
export function matchesAny(id: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => p === id || globToRegExp(p).test(id));
}
