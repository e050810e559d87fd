/**
 * Rewrites the `sha256: '...'` literal of each catalog entry whose `id: '...'` has an entry in
 * `hashes`: the first `sha256` at or after the line of its id, before the next id. Pure: source
 * text in, source text out. Works on entries written on one line and on entries spread over
 * several (as the formatter lays out spec/clauses.ts).
 */
export function rewriteCatalogHashes(source: string, hashes: ReadonlyMap<string, string>): string {
  let pending: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const id = /\bid: '([^']+)'/.exec(line)?.[1];
      if (id !== undefined) pending = hashes.get(id);
      if (pending === undefined || !/sha256: '[0-9a-f]*'/.test(line)) return line;
      const hash = pending;
      pending = undefined;
      return line.replace(/sha256: '[0-9a-f]*'/, `sha256: '${hash}'`);
    })
    .join('\n');
}
