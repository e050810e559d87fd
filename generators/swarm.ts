/**
 * Swarm testing (Groce, Zhang, Eide, Chen and Regehr, "Swarm testing", ISSTA 2012): instead of
 * every game mixing every action kind at fixed weights, a game draws its own configuration, leaving
 * out about a third of the step and motif kinds and scaling the others, so some games go deep into a
 * few mechanics (many transforms and zone changes, no copies) instead of shallow over all. The
 * configuration is part of the generated value, so a seed and a path reproduce it.
 */
import fc from 'fast-check';
import type { StepKind, StepWeights } from './generated-step.js';
import { DEFAULT_MOTIF_WEIGHTS, MOTIF_KINDS, type MotifKind, type MotifWeights } from './motifs.js';

/** Percent of games that draw their own configuration; the rest use the weights as given. */
export const DEFAULT_SWARM_PERCENT = 50;

/** A game's configuration: step and motif weights after leaving some out and scaling the rest. */
export interface SwarmConfig {
  readonly steps: StepWeights;
  readonly motifs: MotifWeights;
}

/** Each kind's factor: left out (0) two times in five, else kept, doubled or quadrupled; shrinks toward kept as is. */
const factorArb = fc.constantFrom(1, 0, 0, 2, 4);

function scaled<K extends string>(
  kinds: readonly K[],
  weights: Readonly<Record<K, number>>,
): fc.Arbitrary<Partial<Record<K, number>>> {
  return fc.array(factorArb, { minLength: kinds.length, maxLength: kinds.length }).map((factors) => {
    const out: Partial<Record<K, number>> = {};
    kinds.forEach((k, i) => {
      out[k] = weights[k] * (factors[i] ?? 1);
    });
    // A configuration that leaves everything out keeps the weights as given.
    return kinds.some((k) => (out[k] ?? 0) > 0) ? out : { ...weights };
  });
}

/** A swarm configuration over the given step weights and motif weights (kinds at weight 0 stay out). */
export function swarmConfigArb(
  steps: Readonly<Record<StepKind, number>>,
  motifs: MotifWeights = {},
): fc.Arbitrary<SwarmConfig> {
  const stepKinds = (Object.keys(steps) as StepKind[]).filter((k) => steps[k] > 0);
  const motifWeights: Record<MotifKind, number> = { ...DEFAULT_MOTIF_WEIGHTS, ...motifs };
  const motifKinds = MOTIF_KINDS.filter((k) => motifWeights[k] > 0);
  return fc.tuple(scaled(stepKinds, steps), scaled(motifKinds, motifWeights)).map(([s, m]) => ({
    steps: { ...zeroed(Object.keys(steps) as StepKind[]), ...s },
    motifs: { ...zeroed(MOTIF_KINDS), ...m },
  }));
}

function zeroed<K extends string>(kinds: readonly K[]): Partial<Record<K, number>> {
  return Object.fromEntries(kinds.map((k) => [k, 0])) as Partial<Record<K, number>>;
}
