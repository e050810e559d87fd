/**
 * `npm run mutants:measure [-- --runs N] [-- --only a,b]`: measure what catches each mutant
 * (every property at N runs, 50 by default, seed 20260417, then any declared property the
 * sweep missed at TARGET_RUNS; every shipped scenario), record it in
 * test/mutants/measured.json, and regenerate the catalog. The reference engine must pass the
 * same selection first, or a "catch" could be a failure the reference shares. Slow: minutes
 * per mutant on a busy machine; `--only` measures new mutants and keeps the others' records.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { referenceEngine } from '../../../engine/reference-adapter.js';
import { runProperties } from '../../../properties/run.js';
import { readMutants, ROOT } from '../facts.js';
import { loadMutant, SEED, sweep, TARGET_RUNS } from '../harness.js';
import { type Measurement, readMeasured, writeMeasured } from '../render-doc.js';
import { writeCatalog } from './write-catalog.js';

const { values } = parseArgs({ options: { runs: { type: 'string' }, only: { type: 'string' } } });
const runs = values.runs === undefined ? 50 : Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
const entries = await readMutants();
const only = values.only?.split(',').map((s) => s.trim());
const unknown = (only ?? []).filter((n) => !entries.some((e) => e.name === n));
if (unknown.length > 0) throw new Error(`--only names no mutant file: ${unknown.join(', ')}`);

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') === '' ? '' : '+changes'}`;

const reference = await sweep(referenceEngine, runs);
const refBad = [...reference.properties, ...reference.scenarios].filter((r) => r.status !== 'passed');
if (refBad.length > 0)
  throw new Error(
    `the reference engine does not pass the selection: ${refBad.map((r) => `${r.id} ${r.status}`).join(', ')}`,
  );

const measured = { mutants: { ...readMeasured().mutants } };
for (const entry of entries.filter((e) => only === undefined || only.includes(e.name))) {
  const engine = await loadMutant(entry.name);
  const s = await sweep(engine, runs);
  const failed = (kind: string) =>
    s.properties.filter((r) => r.kind === kind && r.status === 'failed').map((r) => r.id);
  const properties = failed('property');
  const missed = entry.properties.filter((id) => !properties.includes(id));
  const again =
    missed.length === 0 ? [] : await runProperties(engine, { runs: TARGET_RUNS, seed: SEED, properties: missed });
  const m: Measurement = {
    commit,
    seed: SEED,
    runs,
    targetRuns: TARGET_RUNS,
    propertyCount: s.properties.length,
    scenarioCount: s.scenarios.length,
    properties,
    onlyAtTargetRuns: again.filter((r) => r.status === 'failed').map((r) => r.id),
    differential: failed('differential').length > 0,
    scenarios: s.scenarios.filter((r) => r.status === 'failed').map((r) => r.id),
  };
  measured.mutants[entry.name] = m;
  // Written after each mutant, so an interrupted measurement keeps what it found.
  writeMeasured(measured);
  console.log(`${entry.name}: ${[...m.properties, ...m.onlyAtTargetRuns, ...m.scenarios].length} catches`);
}
await writeCatalog();
