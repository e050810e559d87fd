/**
 * `npm run coverage:situations [-- --runs N] [-- --seed N] [-- --only <property id>]`: for each property, how often its
 * precondition (test/generators/preconditions.ts) occurs in its own games (its profile, default
 * game length) per 100 runs on the reference engine, flagged under 20; then the history situations
 * of issue 12 in the default mix. Exit 1 when a property is under 20%.
 */
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { referenceEngine } from '../../../engine/reference-adapter.js';
import { coverage, SITUATIONS, situationsOf, type StepLike } from '../../../generators/coverage.js';
import { defaultCatalog } from '../../../generators/catalog.js';
import { HISTORY_SITUATIONS } from '../../../generators/history-situations.js';
import { setupArb } from '../../../generators/setup.js';
import { stepsArb } from '../../../generators/steps.js';
import { gamesOf } from '../../../properties/harness/define.js';
import { runSteps } from '../../../properties/harness/trace.js';
import { loadProperties } from '../../../properties/registry.js';
import { PLAIN, type Plain, PRECONDITIONS } from '../preconditions.js';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, seed: { type: 'string' }, only: { type: 'string' } },
});
const runs = Number(values.runs ?? 100);
const seed = Number(values.seed ?? 1);
const FLOOR = 20;

async function play(
  setup: fc.Arbitrary<import('../../../model/setup.js').GameSetup>,
  steps: ReturnType<typeof stepsArb>,
) {
  const out: (readonly StepLike[])[] = [];
  for (const [s, st] of fc.sample(fc.tuple(setup, steps), { numRuns: runs, seed }))
    out.push((await runSteps(referenceEngine, s, st)).records);
  return out;
}

function reaches(records: readonly StepLike[], wanted: readonly string[]): boolean {
  return records.some((r, i) => {
    const found: string[] = [...situationsOf(r, records.slice(0, i))];
    for (const [name, test] of Object.entries(PLAIN)) if (test(r)) found.push(name as Plain);
    return wanted.some((w) => found.includes(w));
  });
}

let under = 0;
console.log(`precondition per 100 runs of each property's own games (seed ${seed}, ${runs} runs)`);
const only = values.only;
for (const p of (await loadProperties()).filter((x) => only === undefined || x.id === only)) {
  const wanted = PRECONDITIONS[p.id];
  if (wanted === undefined) {
    console.log(`${p.id}: no precondition listed in test/generators/preconditions.ts`);
    under++;
    continue;
  }
  const g = gamesOf(p.id);
  const setup = setupArb({ ...g?.setup, cards: { catalog: defaultCatalog(), ...g?.setup.cards } });
  const records = await play(setup, stepsArb(g?.steps ?? {}));
  const pct = Math.round((100 * records.filter((r) => reaches(r, wanted)).length) / runs);
  if (pct < FLOOR) under++;
  console.log(`${String(pct).padStart(4)}  ${p.id}  (${wanted.join(' | ')})${pct < FLOOR ? '  UNDER 20' : ''}`);
}
if (only !== undefined) process.exit(under > 0 ? 1 : 0);
const mix = coverage(await play(setupArb({ cards: { catalog: defaultCatalog() } }), stepsArb()));
console.log(`\nsituations per 100 runs of the default mix (seed ${seed}, ${runs} runs)`);
for (const s of SITUATIONS) {
  const history = HISTORY_SITUATIONS.some((h) => h === s) ? '  (history)' : '';
  console.log(`${String(Math.round(100 * mix[s])).padStart(4)}  ${s}${history}`);
}
process.exitCode = under > 0 ? 1 : 0;
