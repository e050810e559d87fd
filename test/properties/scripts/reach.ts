/**
 * Print how many of the properties a core-only, a transform-only and a face-down-only engine reach
 * (test/properties/reach.ts), and the status of each: `npx tsx test/properties/scripts/reach.ts [runs]`.
 */
import { PARTIAL_ENGINES, reachOf } from '../reach.js';

const runs = Number(process.argv[2] ?? 10);
for (const [name, mechanics] of Object.entries(PARTIAL_ENGINES)) {
  const { reached, results } = await reachOf(mechanics, runs);
  console.log(`${name} [${mechanics.join(', ')}]: ${reached.length} of ${results.length} properties reached`);
  for (const r of results) console.log(`  ${r.status.padEnd(13)} ${r.id}${r.message ? `  (${r.message})` : ''}`);
}
