/**
 * The digest of the suite's behaviour: for a few seeds, a hash of the games every check played
 * (setups, actions and the engine's answers, as the engine saw them through the adapter) and of
 * every verdict (the report entry without its duration). Optimisations must leave it unchanged;
 * a change to generation changes it on purpose and is re-pinned with `npm run digest:update`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EngineAdapter, GameSession } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { PropertyDefinition } from '../../properties/property.js';
import { loadProperties } from '../../properties/registry.js';
import type { PropertyResult } from '../../reports/report.js';

export const DIGEST_FILE = join(import.meta.dirname, 'digest.json');
export const DIGEST_COMMAND = 'npm run digest:update';
export const DIGEST_SEEDS = [1, 2, 42] as const;
export const DIGEST_RUNS = 20;
/** One broken engine, so that a failing verdict (shrinking, counterexample) is pinned too. */
export const DIGEST_MUTANT = { name: 'transform-makes-new-object', property: '712/transform-keeps-identity' } as const;

/** What one check did for one seed: hashes, plus the status and run count in clear for a readable diff. */
export interface DigestEntry {
  readonly status: string;
  readonly runs: number;
  /** Games started and actions applied (with the engine's answers), in order. */
  readonly games: number;
  readonly actions: number;
  readonly gamesHash: string;
  readonly verdictHash: string;
}

export interface Digest {
  readonly runs: number;
  readonly seeds: readonly number[];
  /** `seed` -> check id -> entry. */
  readonly entries: Readonly<Record<string, Readonly<Record<string, DigestEntry>>>>;
}

/** An adapter that feeds every start and apply, and the engine's answer, into a running hash. */
function recording(engine: EngineAdapter) {
  let hash = createHash('sha256');
  let games = 0;
  let actions = 0;
  const adapter: EngineAdapter = {
    describe: () => engine.describe(),
    async start(setup) {
      games++;
      hash.update(`start ${JSON.stringify(setup)}\n`);
      const session: GameSession = await engine.start(setup);
      return {
        async apply(action) {
          actions++;
          const result = await session.apply(action);
          hash.update(`apply ${JSON.stringify(action)} -> ${JSON.stringify(result)}\n`);
          return result;
        },
        observe: (viewer) => session.observe(viewer),
        close: () => session.close?.(),
      };
    },
  };
  const take = () => {
    const taken = { games, actions, gamesHash: hash.digest('hex').slice(0, 16) };
    hash = createHash('sha256');
    games = 0;
    actions = 0;
    return taken;
  };
  return { adapter, take };
}

function verdictHash(result: PropertyResult): string {
  const { durationMs: _, ...timeless } = result;
  // The time shrinking took is not part of the verdict (its attempts and its result are).
  const ce = timeless.counterexample;
  const rest =
    ce?.shrinking === undefined
      ? timeless
      : { ...timeless, counterexample: { ...ce, shrinking: { ...ce.shrinking, ms: 0 } } };
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 16);
}

async function entry(
  check: PropertyDefinition,
  engine: EngineAdapter,
  seed: number,
): Promise<readonly [string, DigestEntry]> {
  const rec = recording(engine);
  // No time limit on shrinking: the digest pins what the attempts find, on a busy machine too.
  const result = await check.check(rec.adapter, { runs: DIGEST_RUNS, seed, shrinkTimeMs: Number.POSITIVE_INFINITY });
  return [check.id, { status: result.status, runs: result.runs, ...rec.take(), verdictHash: verdictHash(result) }];
}

/** Compute the digest now: every property and the differential check on the reference engine, and one mutant. */
/** The digest at `seeds` (all of DIGEST_SEEDS by default: what digest.json pins). */
export async function computeDigest(seeds: readonly number[] = DIGEST_SEEDS): Promise<Digest> {
  const checks = await loadProperties();
  const mutant = (
    (await import(join(import.meta.dirname, '../../examples/mutants', `${DIGEST_MUTANT.name}.ts`))) as {
      default: EngineAdapter;
    }
  ).default;
  const caught = checks.find((c) => c.id === DIGEST_MUTANT.property);
  if (caught === undefined) throw new Error(`digest: no property ${DIGEST_MUTANT.property}`);
  const entries: Record<string, Record<string, DigestEntry>> = {};
  for (const seed of seeds) {
    const bySeed: Record<string, DigestEntry> = {};
    for (const check of checks) {
      const [id, e] = await entry(check, referenceEngine, seed);
      bySeed[id] = e;
    }
    const [id, e] = await entry(caught, mutant, seed);
    bySeed[`mutant:${DIGEST_MUTANT.name}/${id}`] = e;
    entries[String(seed)] = bySeed;
  }
  return { runs: DIGEST_RUNS, seeds: [...seeds], entries };
}

export function readDigest(): Digest {
  return JSON.parse(readFileSync(DIGEST_FILE, 'utf8')) as Digest;
}

export function renderDigest(digest: Digest): string {
  return `${JSON.stringify(digest, null, 2)}\n`;
}
