/**
 * `npm run digest:update`: re-pin test/digest/digest.json (games and verdicts per seed). Run it only
 * for an intentional change to what is generated or judged, and say so in the commit.
 */
import { writeFileSync } from 'node:fs';
import { computeDigest, DIGEST_FILE, renderDigest } from '../digest.js';

const digest = await computeDigest();
writeFileSync(DIGEST_FILE, renderDigest(digest));
console.log(`test/digest/digest.json: ${Object.keys(digest.entries).length} seeds x ${digest.runs} runs`);
