/**
 * Arbitrary sequences of generated steps (generated-step.ts): single steps drawn by kind weight,
 * mixed with motifs (motifs.ts), short aimed runs of steps.
 */
import fc from 'fast-check';
import { FACE_UP_ROUTES } from '../model/face-down.js';
import type { CastWay, PermanentFilter, GeneratedStep, StepKind, StepWeights, Target } from './generated-step.js';
import { DEFAULT_GAME_LENGTH, type GameLength, longListArb } from './game-length.js';
import { anyMotifArb, type MotifWeights } from './motifs.js';
import {
  cardTargetArb,
  castModeArb,
  copySourceArb,
  effectArb,
  idx,
  playableLandArb,
  playerIdx,
  stackTargetArb,
  targetArb,
} from './step-arguments.js';
import { tokenArb } from './tokens.js';

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
  tap: 1,
  untap: 1,
  'phase-out': 0,
  'phase-in': 0,
  'apply-effect': 3,
  reveal: 1,
  look: 1,
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
}

/** A property's step constraints under a run's game length (`--game-length`), which wins over the property's own. */
export function withGameLength(
  c: StepConstraints | undefined,
  run: { readonly gameLength?: GameLength },
): StepConstraints {
  const g = run.gameLength;
  return g === undefined ? (c ?? {}) : { ...c, minLength: g.min, maxLength: g.max };
}

/** The arbitrary for one step of a kind. */
export function stepOfKindArb(kind: StepKind, odd = 10): fc.Arbitrary<GeneratedStep> {
  const t = (filter: PermanentFilter): fc.Arbitrary<Target> => targetArb(filter, odd);
  switch (kind) {
    case 'cast': {
      const blind = fc.record({
        kind: fc.constant(kind),
        target: fc.oneof(
          { arbitrary: cardTargetArb(['hand']), weight: 5 },
          cardTargetArb(['graveyard', 'library', 'exile']),
        ),
        mode: castModeArb,
      });
      const fitting = fc.record({
        kind: fc.constant(kind),
        target: fc.record({
          zone: fc.constant('castable' as const),
          way: fc.constantFrom<CastWay>(
            'normal',
            'face-down',
            'face-down',
            'disturb',
            'back-face',
            'converted',
            'double-faced',
          ),
          player: playerIdx,
          index: idx,
        }),
        mode: fc.constant('fitting' as const),
      });
      return fc.oneof(blind, fitting);
    }
    case 'resolve':
      // Mostly plain; sometimes as if an effect said it enters transformed (712.13a).
      return fc.oneof({ arbitrary: fc.constant({ kind }), weight: 3 }, fc.constant({ kind, transformed: true }));
    case 'end-game':
      return fc.constant({ kind });
    case 'play-land': {
      const fitting = fc.record({
        kind: fc.constant(kind),
        target: playableLandArb,
        face: fc.constant('fitting' as const),
      });
      // Any hand card with a stated face, or an odd target: rejected unless that face is a land face (712.12, 305.1).
      const blind = fc.record({
        kind: fc.constant(kind),
        target: fc.oneof({ arbitrary: cardTargetArb(['hand']), weight: 3 }, t('any')),
        face: fc.constantFrom('front' as const, 'back' as const),
      });
      return fc.oneof({ arbitrary: fitting, weight: 4 }, blind);
    }
    case 'copy-spell':
      return fc.record({
        kind: fc.constant(kind),
        player: playerIdx,
        of: fc.oneof({ arbitrary: stackTargetArb, weight: 6 }, t('any')),
      });
    case 'counter':
      return fc.record({
        kind: fc.constant(kind),
        target: idx.map((index): Target => ({ zone: 'stack', index })),
        to: fc.constantFrom('graveyard' as const, 'exile' as const, 'hand' as const, 'library' as const),
      });
    case 'put-onto-battlefield':
      return fc.record({
        kind: fc.constant(kind),
        target: cardTargetArb(['hand', 'graveyard', 'library', 'exile']),
        controller: fc.option(playerIdx, { freq: 4, nil: null }),
        transformed: fc.nat({ max: 2 }).map((n) => n === 0),
        copyOf: fc.option(t('any'), { freq: 3, nil: null }),
      });
    case 'manifest':
    case 'cloak':
      return fc.record({
        kind: fc.constant(kind),
        player: playerIdx,
        count: fc.nat({ max: 4 }).map((n) => (n === 0 ? 2 : 1)),
      });
    case 'manifest-dread':
      return fc.record({ kind: fc.constant(kind), player: playerIdx, choose: fc.nat({ max: 1 }) });
    case 'transform':
    case 'convert':
      return fc.record({
        kind: fc.constant(kind),
        target: fc.oneof(
          { arbitrary: t('double-faced'), weight: 3 },
          t('face-down'),
          t('face-down-double-faced'),
          t('any'),
        ),
      });
    case 'activate-transform':
      return fc.record({ kind: fc.constant(kind), target: t('double-faced') });
    case 'turn-face-down':
      return fc.record({ kind: fc.constant(kind), target: fc.oneof(t('face-up'), t('double-faced'), t('melded')) });
    case 'tap':
    case 'untap':
    case 'phase-out':
    case 'phase-in':
      return fc.record({ kind: fc.constant(kind), target: t('any') });
    case 'meld':
      return fc.record({
        kind: fc.constant(kind),
        target: fc.oneof({ arbitrary: t('meld-card'), weight: 3 }, t('face-up')),
        partner: fc.nat({ max: 4 }).map((n) => n > 0),
        other: t('any'),
      });
    case 'turn-face-up':
      return fc.record({
        kind: fc.constant(kind),
        target: fc.oneof(
          { arbitrary: t('face-down'), weight: 4 },
          { arbitrary: t('face-down-megamorph'), weight: 2 },
          t('face-down-spell-card'),
          t('face-down-double-faced'),
        ),
        route: fc.constantFrom(...FACE_UP_ROUTES),
      });
    case 'become-copy':
      return fc.record({ kind: fc.constant(kind), target: t('any'), of: copySourceArb(t) });
    case 'create-token-copy':
      return fc.record({ kind: fc.constant(kind), player: playerIdx, of: copySourceArb(t) });
    case 'create-token':
      return fc.record({ kind: fc.constant(kind), player: playerIdx, token: tokenArb() });
    case 'move':
      return fc.record({
        kind: fc.constant(kind),
        target: fc.oneof(
          { arbitrary: t('any'), weight: 3 },
          { arbitrary: t('face-down'), weight: 2 },
          { arbitrary: t('melded'), weight: 2 },
          cardTargetArb(['hand', 'graveyard', 'library', 'exile']),
        ),
        to: fc.constantFrom('library' as const, 'hand' as const, 'graveyard' as const, 'exile' as const),
        faceDown: fc.nat({ max: 3 }).map((n) => n === 0),
        position: fc.constantFrom('top' as const, 'bottom' as const),
      });
    case 'draw':
    case 'shuffle':
    case 'reveal-hand':
    case 'player-leaves':
      return fc.record({ kind: fc.constant(kind), player: playerIdx });
    case 'attach':
      return fc.record({ kind: fc.constant(kind), target: t('any'), to: t('any') });
    case 'add-counters':
      return fc.record({ kind: fc.constant(kind), target: t('any'), amount: fc.integer({ min: 1, max: 2 }) });
    case 'deal-damage':
      return fc.record({ kind: fc.constant(kind), target: t('any'), amount: fc.integer({ min: 1, max: 2 }) });
    case 'apply-effect':
      return fc.record({ kind: fc.constant(kind), target: fc.oneof(t('any'), t('face-down')), effect: effectArb });
    case 'reveal':
      return fc.record({
        kind: fc.constant(kind),
        player: playerIdx,
        target: fc.oneof(t('face-down'), cardTargetArb(['hand'])),
        toAll: fc.boolean(),
      });
    case 'look':
      return fc.record({ kind: fc.constant(kind), player: playerIdx, target: t('face-down') });
  }
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
  const max = Math.max(1, c.maxLength ?? DEFAULT_GAME_LENGTH.max);
  const min = Math.min(max, Math.max(1, c.minLength ?? DEFAULT_GAME_LENGTH.min));
  const percent = c.motifPercent ?? 25;
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
