/**
 * The games generated for a seed and every verdict stay the same through optimisations (issue 14):
 * a pinned digest, compared check by check so a failure names what moved. digest.test.ts compares the
 * first pinned seed (`npm test`), digest.e2e.test.ts the others (`npm run test:e2e`).
 */
import { describe, expect, it } from 'vitest';
import { computeDigest, DIGEST_COMMAND, DIGEST_SEEDS, readDigest } from './digest.js';

const HOW =
  'the games generated for a seed, or a verdict, changed. A pure optimisation must not change them: find why. ' +
  "An intentional change to generation or judging (e.g. issue 12's generator work) re-pins them: " +
  `run \`${DIGEST_COMMAND}\` ` +
  'and say so in the commit message.';

/** The digest at `seeds` equals the pinned one, check by check. */
export function describeDigest(seeds: readonly number[]): void {
  describe('digest of games and verdicts (test/digest/digest.json)', () => {
    it(`is unchanged for every check at seed ${seeds.join(', ')}`, async () => {
      const pinned = readDigest();
      const now = await computeDigest(seeds);
      expect(pinned.seeds, 'the seeds tested are pinned').toEqual(expect.arrayContaining([...seeds]));
      expect(DIGEST_SEEDS, `digest.json pins the seeds the code names; ${HOW}`).toEqual(pinned.seeds);
      expect(now.runs, HOW).toEqual(pinned.runs);
      for (const [seed, checks] of Object.entries(now.entries)) {
        expect(Object.keys(checks).sort(), `seed ${seed}: the checks differ; ${HOW}`).toEqual(
          Object.keys(pinned.entries[seed] ?? {}).sort(),
        );
        for (const [id, entry] of Object.entries(checks))
          expect(entry, `seed ${seed}, ${id}: ${HOW}`).toEqual(pinned.entries[seed]?.[id]);
      }
    });
  });
}
