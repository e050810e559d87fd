/**
 * The facts about each mutant live in its file (`export const mutant`); test/mutants/catalog.ts,
 * the catalog of docs/mutants.md and the keys of test/mutants/measured.json are derived from
 * them. Each test here names the command that regenerates what is stale.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadProperties } from '../../properties/registry.js';
import { loadScenarios } from '../../scenarios/index.js';
import { MUTANTS } from './catalog.js';
import { CATALOG_COMMAND, CATALOG_FILE, checkFacts, DOC_FILE, MEASURE_COMMAND, readMutants, ROOT } from './facts.js';
import { renderCatalog } from './render-catalog.js';
import { readMeasured, renderDocCatalog, replaceGenerated } from './render-doc.js';
import { join } from 'node:path';

const entries = await readMutants();

describe('the mutant catalog is derived from the mutant files', () => {
  it(`test/mutants/catalog.ts is up to date (run \`${CATALOG_COMMAND}\`)`, () => {
    expect(readFileSync(CATALOG_FILE, 'utf8'), `stale: run \`${CATALOG_COMMAND}\``).toBe(renderCatalog(entries));
    expect(MUTANTS.length).toBeGreaterThanOrEqual(10);
  });

  it(`docs/mutants.md's catalog is up to date (run \`${CATALOG_COMMAND}\`)`, () => {
    const doc = readFileSync(DOC_FILE, 'utf8');
    expect(doc, `stale: run \`${CATALOG_COMMAND}\``).toBe(
      replaceGenerated(doc, renderDocCatalog(entries, readMeasured())),
    );
  });

  it(`test/mutants/measured.json records only mutants that exist (run \`${CATALOG_COMMAND}\`)`, () => {
    const names = new Set(entries.map((e) => e.name));
    expect(Object.keys(readMeasured().mutants).filter((n) => !names.has(n))).toEqual([]);
  });

  it('every mutant names what must fail on it, and only properties and scenarios that exist', async () => {
    const properties = new Set((await loadProperties()).map((p) => p.id));
    const scenarios = new Set((await loadScenarios(join(ROOT, 'scenarios/cases'), ROOT)).map((s) => s.scenario.id));
    for (const e of entries) {
      expect(
        e.properties.length + e.scenarios.length,
        `examples/mutants/${e.name}.ts names nothing that must fail on it: ` +
          `run \`${MEASURE_COMMAND} -- --only ${e.name}\` and name what caught it`,
      ).toBeGreaterThan(0);
      expect(
        e.properties.filter((id) => !properties.has(id)),
        `${e.name}: unknown property ids`,
      ).toEqual([]);
      expect(
        e.scenarios.filter((id) => !scenarios.has(id)),
        `${e.name}: unknown scenario ids`,
      ).toEqual([]);
    }
  });
});

describe('a mutant file with wrong facts is refused, naming the file and what to write', () => {
  it.each([
    [undefined, /broken\.ts: no `export const mutant/],
    [{ bug: 'b', clause: '7.1', group: 'dfc', properties: [], scenarios: [] }, /clause id it breaks, like "712.18"/],
    [{ bug: 'b', clause: '712.18', group: 'other', properties: [], scenarios: [] }, /"dfc", "face-down" or "history"/],
    [{ bug: 'b', clause: '712.18', group: 'dfc', properties: 'x', scenarios: [] }, /lists of ids/],
    [{ bug: '', clause: '712.18', group: 'dfc', properties: [], scenarios: [] }, /bug in one line/],
  ])('%j', (facts, message) => {
    expect(() => checkFacts('broken', facts)).toThrow(message);
  });
});
