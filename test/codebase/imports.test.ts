/**
 * No import cycles among the source files, and no import from a lower layer upward. Layers, lowest
 * first (a file may import from its own layer and from those below it):
 *
 * 1. model/: game state, views, cards, ids: the vocabulary everything else speaks.
 * 2. adapter/: the engine adapter contract and the action vocabulary.
 * 3. spec/, catalog/, protocol/, and the two run formats reports/report.ts (report.json) and
 *    suite/expectations/format.ts (the expectations file): data and contracts over the model.
 * 4. engine/ (the reference engine), isolation/ (running engines out of process).
 * 5. generators/, and examples/ (broken engines for the mutant tests, example engines).
 * 6. properties/, scenarios/: the checks.
 * 7. reports/: rendering results.
 * 8. suite/: choosing and running checks.
 * 9. cli/, api/: entry points; bench/ (`npm run bench`), which measures all of them.
 *
 * test/ is in the cycle check but has no layer: tests may import anything.
 */
import { dirname } from 'node:path';
import { describe, expect, test } from 'vitest';
import { importCycles, importGraph } from './import-graph.js';
import { sourceFiles } from './source-files.js';

/** Path prefixes and their layer; the longest matching prefix decides. */
const LAYERS: readonly (readonly [prefix: string, layer: number])[] = [
  ['model/', 1],
  ['adapter/', 2],
  ['spec/', 3],
  ['catalog/', 3],
  ['protocol/', 3],
  ['reports/report.ts', 3],
  ['suite/expectations/format.ts', 3],
  ['engine/', 4],
  ['isolation/', 4],
  ['generators/', 5],
  ['examples/', 5],
  ['properties/', 6],
  ['scenarios/', 6],
  ['reports/', 7],
  ['suite/', 8],
  ['cli/', 9],
  ['api/', 9],
  ['bench/', 9],
];

function layerOf(path: string): number | undefined {
  let best: readonly [string, number] | undefined;
  for (const entry of LAYERS)
    if (path.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best?.[1];
}

const files = sourceFiles();
const graph = importGraph(files);
const layered = files.filter((f) => f.path.includes('/') && !f.path.startsWith('test/'));

describe('imports', () => {
  test('form no cycle', () => {
    const cycles = importCycles(graph).map((c) => c.join(' -> '));
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  test('never go from a lower layer up to a higher one', () => {
    const upward = layered.flatMap((f) =>
      (graph.get(f.path) ?? [])
        .filter((to) => !to.startsWith('test/') && (layerOf(to) ?? 0) > (layerOf(f.path) ?? 0))
        .map((to) => `${f.path} (layer ${layerOf(f.path)}) imports ${to} (layer ${layerOf(to)})`),
    );
    expect(upward, `upward imports:\n${upward.join('\n')}`).toEqual([]);
  });

  test('property files import only from the harness (properties/harness/index.ts) and their own folder', () => {
    const isPropertyFile = (p: string) =>
      /^properties\/[^/]+\/[^/]+\.ts$/.test(p) && !p.startsWith('properties/harness/');
    const strays = layered
      .filter((f) => isPropertyFile(f.path))
      .flatMap((f) =>
        (graph.get(f.path) ?? [])
          .filter((to) => to !== 'properties/harness/index.ts' && dirname(to) !== dirname(f.path))
          .map((to) => `${f.path} imports ${to} (import it from '../harness/index.js')`),
      );
    expect(strays, strays.join('\n')).toEqual([]);
  });

  test('every source folder has a layer (add a new top-level folder to LAYERS in this file)', () => {
    const unplaced = [...new Set(layered.filter((f) => layerOf(f.path) === undefined).map((f) => f.path))];
    expect(unplaced).toEqual([]);
  });

  test('the checks see real edges and find a planted cycle and an upward import', () => {
    expect(graph.get('engine/step.ts')?.some((t) => t.startsWith('model/'))).toBe(true);
    const planted = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ]);
    expect(importCycles(planted)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(layerOf('model/view.ts')).toBeLessThan(layerOf('adapter/action.ts') ?? 0);
    expect(layerOf('reports/report.ts')).toBeLessThan(layerOf('properties/property.ts') ?? 0);
    expect(layerOf('reports/markdown.ts')).toBeGreaterThan(layerOf('properties/property.ts') ?? 0);
  });
});
