/**
 * Arbitrary sequences of generated steps (generated-step.ts): single steps drawn by kind weight,
 * mixed with motifs (motifs.ts), short aimed runs of steps; some games swarmed (swarm.ts).
 */
import fc from 'fast-check';
import type { GeneratedStep, StepKind, StepWeights } from './generated-step.js';
import { DEFAULT_GAME_LENGTH, type GameLength, longListArb } from './game-length.js';
import { anyMotifArb, type MotifWeights } from './motifs.js';
import { DEFAULT_SWARM_PERCENT, swarmConfigArb } from './swarm.js';
import { buildStepOfKindArb } from './step-of-kind.js';

export type { CastWay, PermanentFilter, GeneratedStep, StepKind, StepWeights, Target } from './generated-step.js';
export { targetArb } from './step-arguments.js';

export const DEFAULT_STEP_WEIGHTS: Readonly<Record<StepKind, number>> = {
  cast: 3,
  resolve: 3,
  'play-land': 2,
  'copy-spell': 1,
  counter: 1,
  'put-onto-battlefield': 3,
  manifest: 2,
  cloak: 2,
  'manifest-dread': 1,
  transform: 4,
  'activate-transform': 1,
  convert: 1,
  meld: 3,
  'turn-face-up': 4,
  'turn-face-down': 2,
  'become-copy': 2,
  'create-token-copy': 2,
  'create-token': 1,
  move: 4,
  draw: 1,
  shuffle: 0,
  'reveal-hand': 0,
  'player-leaves': 0,
  attach: 1,
  'add-counters': 1,
  'deal-damage': 1,
  // Only properties about damage from a source draw it (the reference's own games keep to sourceless damage).
  'damage-from-source': 0,
  tap: 1,
  untap: 1,
  // Phasing and turn beginnings meet daybound and nightbound permanents (502.1, 502.2, 702.145c-g).
  'phase-out': 1,
  'phase-in': 0,
  'apply-effect': 3,
  reveal: 1,
  look: 1,
  'day-night-check': 2,
  'become-day-or-night': 1,
  'begin-turn': 1,
  // What Auras will enchant as they enter (303.4f); control of a (face-down) permanent changing (708.5).
  'choose-enchanted': 1,
  'gain-control': 1,
  // Likewise only properties about Sagas draw these (714.3c, 714.2b).
  'begin-main-phase': 0,
  'add-lore-counters': 0,
  'end-game': 0,
};

export interface StepConstraints {
  readonly weights?: StepWeights;
  /** Fewest steps of a generated game (default `DEFAULT_GAME_LENGTH.min`); shrinking may go below it. */
  readonly minLength?: number;
  /** Most steps of a game (default `DEFAULT_GAME_LENGTH.max`). */
  readonly maxLength?: number;
  /** Percent of targets that are deliberately odd (other zones, stale ids), for illegal actions (default 10). */
  readonly oddTargetPercent?: number;
  /**
   * Percent of sequence items that are motifs (short aimed runs of steps, motifs.ts) rather than single steps (default
   * 25).
   */
  readonly motifPercent?: number;
  /** Relative weights of motif kinds. */
  readonly motifs?: MotifWeights;
  /** Percent of games that draw their own subset and scaling of step and motif kinds (swarm.ts; default 50). */
  readonly swarmPercent?: number;
}

/** A property's step constraints under a run's game length (`--game-length`), which wins over the property's own. */
export function withGameLength(
  c: StepConstraints | undefined,
  run: { readonly gameLength?: GameLength },
): StepConstraints {
  const g = run.gameLength;
  return g === undefined ? (c ?? {}) : { ...c, minLength: g.min, maxLength: g.max };
}

const byKind = new Map<string, fc.Arbitrary<GeneratedStep>>();

/** The arbitrary for one step of a kind (built once per kind and odd percent: swarmed games ask for them often). */
export function stepOfKindArb(kind: StepKind, odd = 10): fc.Arbitrary<GeneratedStep> {
  const key = `${kind}:${odd}`;
  let arb = byKind.get(key);
  if (arb === undefined) {
    arb = buildStepOfKindArb(kind, odd);
    byKind.set(key, arb);
  }
  return arb;
}

/** An arbitrary step, kinds drawn by weight. */
export function stepArb(c: StepConstraints = {}): fc.Arbitrary<GeneratedStep> {
  const weights = { ...DEFAULT_STEP_WEIGHTS, ...c.weights };
  const entries = (Object.entries(weights) as [StepKind, number][]).filter(([, w]) => w > 0);
  return fc.oneof(
    ...entries.map(([kind, weight]) => ({ arbitrary: stepOfKindArb(kind, c.oddTargetPercent ?? 10), weight })),
  );
}

/**
 * An arbitrary step sequence (default `DEFAULT_GAME_LENGTH`, 20..30 steps): single steps mixed
 * with motifs, cut to `maxLength` steps. Generated with at least `minLength` items, it shrinks
 * down to a single item (game-length.ts).
 */
export function stepsArb(c: StepConstraints = {}): fc.Arbitrary<readonly GeneratedStep[]> {
  const plain = sequenceArb(c);
  const percent = c.swarmPercent ?? DEFAULT_SWARM_PERCENT;
  if (percent <= 0) return plain;
  const swarmed = swarmConfigArb({ ...DEFAULT_STEP_WEIGHTS, ...c.weights }, c.motifs).chain((w) =>
    sequenceArb({ ...c, weights: w.steps, motifs: w.motifs }),
  );
  if (percent >= 100) return swarmed;
  return fc.oneof({ arbitrary: plain, weight: 100 - percent }, { arbitrary: swarmed, weight: percent });
}

function sequenceArb(c: StepConstraints): fc.Arbitrary<readonly GeneratedStep[]> {
  const max = Math.max(1, c.maxLength ?? DEFAULT_GAME_LENGTH.max);
  const min = Math.min(max, Math.max(1, c.minLength ?? DEFAULT_GAME_LENGTH.min));
  const percent = c.motifPercent ?? 30;
  const motif = anyMotifArb(c.motifs);
  const single = stepArb(c).map((s): readonly GeneratedStep[] => [s]);
  const item =
    motif === null || percent <= 0
      ? single
      : percent >= 100
        ? motif
        : fc.oneof({ arbitrary: single, weight: 100 - percent }, { arbitrary: motif, weight: percent });
  return longListArb(item, { min, max }).map((items) => items.flat().slice(0, max));
}
