import { CHECK_V8_FLAGS } from '../../cli/check/v8-tuning.js';

/**
 * V8 flags for vitest's workers (forks, so these are `node` flags), in every config that runs the suite's code in
 * process: the settings `obverse check` applies to itself (cli/check/v8-tuning.ts). A 64 MB young generation, as
 * the tests allocate short-lived game states fast (the digest test scavenged 89 times instead of 229); a smaller
 * inlining budget and a later tier-up, as two workers on two cores each compile the engine again, competing with
 * each other's tests. Measured on a busy machine (issue 24): the whole of `vitest run` took 231 CPU-s instead of
 * 248 with the first; targets.test.ts with digest.test.ts 26.1 and 28.8 CPU-s instead of 33.0 and 34.4 with the
 * others added (A/B/A/B). Results do not depend on them.
 */
export const WORKER_V8_FLAGS: string[] = [...CHECK_V8_FLAGS];
