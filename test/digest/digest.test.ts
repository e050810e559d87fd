/**
 * The games generated for a seed and every verdict stay the same through optimisations (issue 14):
 * a pinned digest, compared check by check so a failure names what moved.
 */
import { describe, expect, it } from 'vitest';
import { computeDigest, DIGEST_COMMAND, readDigest } from './digest.js';

const HOW =
  'the games generated for a seed, or a verdict, changed. A pure optimisation must not change them: find why. ' +
  "An intentional change to generation or judging (e.g. issue 12's generator work) re-pins them: " +
  `run \`${DIGEST_COMMAND}\` ` +
  'and say so in the commit message.';

describe('digest of games and verdicts (test/digest/digest.json)', () => {
  it('is unchanged for every seed and check', async () => {
    const pinned = readDigest();
    const now = await computeDigest();
    expect({ runs: now.runs, seeds: now.seeds }, HOW).toEqual({ runs: pinned.runs, seeds: pinned.seeds });
    for (const [seed, checks] of Object.entries(now.entries)) {
      expect(Object.keys(checks).sort(), `seed ${seed}: the checks differ; ${HOW}`).toEqual(
        Object.keys(pinned.entries[seed] ?? {}).sort(),
      );
      for (const [id, entry] of Object.entries(checks))
        expect(entry, `seed ${seed}, ${id}: ${HOW}`).toEqual(pinned.entries[seed]?.[id]);
    }
  });
});
