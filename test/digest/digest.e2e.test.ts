/** The pinned digest at every seed but the first (compare.ts; the first is digest.test.ts's, in `npm test`). */
import { describeDigest } from './compare.js';
import { DIGEST_SEEDS } from './digest.js';

describeDigest(DIGEST_SEEDS.slice(1));
