/**
 * Rewrites the `sha256: '...'` literal on each catalog line whose `id: '...'` has an entry in
 * `hashes`. Pure: source text in, source text out. Relies on the catalog's one-entry-per-line
 * layout (see spec/clauses.ts).
 */
export function rewriteCatalogHashes(source: string, hashes: ReadonlyMap<string, string>): string {
  return source
    .split('\n')
    .map((line) => {
      const id = /\bid: '([^']+)'/.exec(line)?.[1];
      const hash = id === undefined ? undefined : hashes.get(id);
      return hash === undefined ? line : line.replace(/sha256: '[0-9a-f]*'/, `sha256: '${hash}'`);
    })
    .join('\n');
}
