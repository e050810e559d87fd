/** The pinned digest at its first seed (compare.ts; the other seeds are digest.e2e.test.ts's). */
import { describeDigest } from './compare.js';
import { DIGEST_SEEDS } from './digest.js';

describeDigest(DIGEST_SEEDS.slice(0, 1));
