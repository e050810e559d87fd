/**
 * No import cycles among the source files, and no import from a lower layer upward. Layers, lowest
 * first (a file may import from its own layer and from those below it):
 *
 * 1. model/: game state, views, cards, ids: the vocabulary everything else speaks.
 * 2. adapter/: the engine adapter contract and the action vocabulary.
 * 3. spec/, catalog/, protocol/, results/ (the result of a check and its counterexample, which the
 *    checks produce and the reports render, with the expectations file's entries and known divergences
 *    that the checks read): data and contracts over the model.
 * 4. engine/ (the reference engine), isolation/ (running engines out of process).
 * 5. generators/, and examples/ (broken engines for the mutant tests, example engines).
 * 6. properties/, scenarios/: the checks.
 * 7. reports/: rendering results (report.json, Markdown, HTML, ...). Renderers run no game.
 * 8. suite/: choosing and running checks, and replaying a failure into a regression scenario.
 * 9. cli/, api/: entry points; bench/ (`npm run bench`), which measures all of them.
 *
 * Within and across those layers, SEPARATE names directions that must not exist although the
 * numbers would allow them (the renderers import no check and no engine).
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
  ['results/', 3],
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

/**
 * Imports the layer numbers allow but the design does not: [from prefix, to prefix, why]. A `to`
 * ending in `.ts` names one file; `except` lists files under `to` that may be imported.
 */
const SEPARATE: readonly {
  readonly from: string;
  readonly to: string;
  readonly except?: readonly string[];
  readonly why: string;
}[] = [
  { from: 'reports/', to: 'properties/', why: 'renderers run no game: replaying belongs in suite/' },
  { from: 'reports/', to: 'engine/', why: 'renderers run no game: replaying belongs in suite/' },
  { from: 'reports/', to: 'isolation/', why: 'renderers run no game: replaying belongs in suite/' },
  {
    from: 'reports/',
    to: 'scenarios/',
    except: ['scenarios/format.ts'],
    why: 'renderers take a scenario as data (scenarios/format.ts) and run none',
  },
  { from: 'properties/', to: 'scenarios/', why: 'the two kinds of checks stand side by side' },
  { from: 'scenarios/', to: 'properties/', why: 'the two kinds of checks stand side by side' },
];

function separationBreaches(g: ReadonlyMap<string, readonly string[]>): string[] {
  return [...g].flatMap(([from, targets]) =>
    targets.flatMap((to) =>
      SEPARATE.filter((r) => from.startsWith(r.from) && to.startsWith(r.to) && !r.except?.includes(to)).map(
        (r) => `${from} imports ${to}: ${r.why}`,
      ),
    ),
  );
}

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

  test('never cross a separation the layers alone would allow (SEPARATE)', () => {
    const crossings = separationBreaches(new Map(layered.map((f) => [f.path, graph.get(f.path) ?? []])));
    expect(crossings, `crossings:\n${crossings.join('\n')}`).toEqual([]);
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
    // The shared result types sit below the checks; every renderer, report.json's module too, above them.
    expect(layerOf('results/result.ts')).toBeLessThan(layerOf('properties/property.ts') ?? 0);
    expect(layerOf('results/result.ts')).toBeLessThan(layerOf('scenarios/result.ts') ?? 0);
    expect(layerOf('reports/report.ts')).toBeGreaterThan(layerOf('scenarios/result.ts') ?? 0);
    expect(layerOf('reports/markdown.ts')).toBeGreaterThan(layerOf('properties/property.ts') ?? 0);
    expect(layerOf('suite/regression/build.ts')).toBeGreaterThan(layerOf('reports/report.ts') ?? 0);
    // Issue 39: the expectations' entry types sit with the results, below the checks that read them; the file's
    // format (suite/expectations/) above them, with the suite: the imports that went upward would be caught again.
    expect(layerOf('results/expectation.ts')).toBeLessThan(layerOf('properties/run-options.ts') ?? 0);
    expect(layerOf('results/divergence.ts')).toBeLessThan(layerOf('properties/harness/past.ts') ?? 0);
    expect(layerOf('suite/expectations/format.ts')).toBeGreaterThan(layerOf('results/result.ts') ?? 0);
    expect(layerOf('suite/expectations/format.ts')).toBeGreaterThan(layerOf('properties/run-options.ts') ?? 0);
    // The two imports issue 22 moved would be caught again: one upward, one across a separation.
    const before = new Map([
      ['scenarios/result.ts', ['reports/report.ts']],
      ['reports/regression/build.ts', ['properties/harness/snapshot.ts', 'scenarios/format.ts']],
    ]);
    expect(layerOf('scenarios/result.ts') ?? 0).toBeLessThan(layerOf('reports/report.ts') ?? 0);
    expect(separationBreaches(before)).toEqual([
      'reports/regression/build.ts imports properties/harness/snapshot.ts: ' +
        'renderers run no game: replaying belongs in suite/',
    ]);
  });
});
