/**
 * The import graph of the source files, read with a small parser of our own (no dependency):
 * `import ... from`, `export ... from`, side-effect `import '...'` and `import('...')` with a
 * relative specifier. Type-only imports count: they couple modules as much as value imports do.
 */
import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { ROOT, type SourceFile } from './source-files.js';

/** `import ... from './x.js'`, `export ... from './x.js'`, `import './x.js'`, `import('./x.js')`. */
const SPECIFIER = new RegExp(
  [
    String.raw`(?:^|[\s;])(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]`,
    String.raw`(?:^|[\s;])import\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]`,
  ].join('|'),
  'gm',
);

/** Comments may quote imports (TSDoc examples); they are not edges. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function resolveSpecifier(from: string, specifier: string): string | null {
  const base = normalize(join(dirname(from), specifier))
    .split('\\')
    .join('/');
  const candidates = [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.mjs$/, '.mts'),
    base,
    `${base}.ts`,
    `${base}/index.ts`,
  ];
  return candidates.find((c) => existsSync(join(ROOT, c))) ?? null;
}

/** file -> the files it imports (paths from the repository root). */
export function importGraph(files: readonly SourceFile[]): ReadonlyMap<string, readonly string[]> {
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const targets = new Set<string>();
    for (const m of withoutComments(f.text).matchAll(SPECIFIER)) {
      const target = resolveSpecifier(f.path, m[1] ?? m[2] ?? '');
      if (target !== null) targets.add(target);
    }
    graph.set(f.path, [...targets].sort());
  }
  return graph;
}

/** Every import cycle, one per strongly connected component, as a closed path `a -> b -> ... -> a`. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): readonly string[][] {
  // Tarjan's strongly connected components; a component of two or more files holds a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    const selfImport = (graph.get(v) ?? []).includes(v);
    if (component.length > 1 || selfImport) components.push(component);
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((c) => cycleWithin(graph, new Set(c)));
}

/** One closed path through a strongly connected component, starting at its first file by name. */
function cycleWithin(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>): string[] {
  const start = [...component].sort()[0] as string;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift() as string;
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
