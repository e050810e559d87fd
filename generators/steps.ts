/**
 * Abstract steps: actions whose arguments are indices into the current referee view
 * ("the 3rd face-down permanent", "top of P1's library"), resolved against the game
 * as it is when the step runs (resolve-step.ts). Shrinking removes steps or lowers
 * indices, and every index still means something in the shrunk game.
 *
 * Why an array of steps and not `fc.commands`: our model is the engine's own referee
 * view, only known while running, so a command's precondition is exactly "its indices
 * resolve in the current view"; a step that does not resolve is skipped, as
 * `fc.commands` skips a command whose `check` fails. A plain array keeps the shrunk
 * sequence a value we can replay by seed and path, print, and store in a
 * counterexample without the commands' extra replay channel.
 */
import fc from 'fast-check';
import type { CastMode, EffectSpec } from '../adapter/action.js';
import type { TokenDefinition } from '../model/card.js';
import type { FaceUpRoute } from '../model/face-down.js';
import { FACE_UP_ROUTES } from '../model/face-down.js';
import { anyMotifArb, type MotifWeights } from './motifs.js';
import { tokenArb } from './tokens.js';

/** Which permanents a battlefield index counts among. */
export type PermanentFilter =
  | 'any'
  | 'face-down'
  | 'face-up'
  | 'double-faced'
  | 'token'
  | 'melded'
  /** A face-up double-faced permanent with its back face up (707.8, 712.8e). */
  | 'back-face'
  /** A face-down permanent that is a double-faced or meld card (712.15a). */
  | 'face-down-double-faced'
  /** A face-down permanent whose card has megamorph (702.37b). */
  | 'face-down-megamorph'
  /** A face-down permanent whose card is an instant or sorcery (701.40g). */
  | 'face-down-spell-card'
  /** A face-up meld card (712.4), for melding with its partner. */
  | 'meld-card';

/** An object chosen by position in the current referee view. */
export type Target =
  | { readonly zone: 'battlefield'; readonly filter: PermanentFilter; readonly index: number }
  | { readonly zone: 'hand' | 'graveyard' | 'library'; readonly player: number; readonly index: number }
  | { readonly zone: 'exile' | 'stack'; readonly index: number }
  /** A card its owner could cast a given way: a morph/megamorph/disguise card in hand, a disturb card in the graveyard, ... */
  | { readonly zone: 'castable'; readonly way: CastWay; readonly player: number; readonly index: number }
  /**
   * A card in a hand with a land face its owner could play (305.1, 712.12): a land, or a
   * modal DFC with a land face; `modal` keeps only the modal DFCs.
   */
  | { readonly zone: 'playable-land'; readonly modal: boolean; readonly player: number; readonly index: number }
  /** An id seen earlier in this run that no longer exists (400.7): a stale reference. */
  | { readonly zone: 'gone'; readonly index: number };

/**
 * Ways of casting that the resolver fits to the chosen card (which face-down ability it
 * has, and so on). `double-faced`: a double-faced card cast front face up, so that it can
 * be copied or told to enter transformed on the stack (707.10g, 712.13a).
 */
export type CastWay = 'normal' | 'face-down' | 'disturb' | 'back-face' | 'converted' | 'double-faced';

export type Step =
  /** `fitting`: the mode that fits the card (with a `castable` target). */
  | { readonly kind: 'cast'; readonly target: Target; readonly mode: CastMode | 'fitting' }
  /** `transformed`: an effect makes the resolving spell enter transformed (712.13a). */
  | { readonly kind: 'resolve'; readonly transformed?: boolean }
  /** Play a land from its owner's hand with a face, or `fitting`: the card's land face (305.1, 712.12). */
  | { readonly kind: 'play-land'; readonly target: Target; readonly face: 'front' | 'back' | 'fitting' }
  /** An effect copies a spell on the stack for a player (707.10). */
  | { readonly kind: 'copy-spell'; readonly player: number; readonly of: Target }
  | { readonly kind: 'counter'; readonly target: Target; readonly to: 'graveyard' | 'exile' | 'hand' | 'library' }
  | {
      readonly kind: 'put-onto-battlefield';
      readonly target: Target;
      readonly controller: number | null;
      readonly transformed: boolean;
      readonly copyOf: Target | null;
    }
  | { readonly kind: 'manifest' | 'cloak'; readonly player: number; readonly count: number }
  | { readonly kind: 'manifest-dread'; readonly player: number; readonly choose: number }
  | {
      readonly kind:
        | 'transform'
        | 'activate-transform'
        | 'convert'
        | 'turn-face-down'
        | 'tap'
        | 'untap'
        | 'phase-out'
        | 'phase-in';
      readonly target: Target;
    }
  /** Meld the first target with a permanent named as its partner (or with `other` when `partner` is false). */
  | { readonly kind: 'meld'; readonly target: Target; readonly partner: boolean; readonly other: Target }
  | { readonly kind: 'turn-face-up'; readonly target: Target; readonly route: FaceUpRoute }
  | { readonly kind: 'become-copy'; readonly target: Target; readonly of: Target }
  | { readonly kind: 'create-token-copy'; readonly player: number; readonly of: Target }
  | { readonly kind: 'create-token'; readonly player: number; readonly token: TokenDefinition }
  | {
      readonly kind: 'move';
      readonly target: Target;
      readonly to: 'library' | 'hand' | 'graveyard' | 'exile';
      readonly faceDown: boolean;
      readonly position: 'top' | 'bottom';
    }
  | { readonly kind: 'draw' | 'shuffle' | 'reveal-hand' | 'player-leaves'; readonly player: number }
  | { readonly kind: 'attach'; readonly target: Target; readonly to: Target }
  | { readonly kind: 'add-counters'; readonly target: Target; readonly amount: number }
  | { readonly kind: 'deal-damage'; readonly target: Target; readonly amount: number }
  | { readonly kind: 'apply-effect'; readonly target: Target; readonly effect: EffectSpec }
  | { readonly kind: 'reveal'; readonly player: number; readonly target: Target; readonly toAll: boolean }
  | { readonly kind: 'look'; readonly player: number; readonly target: Target }
  | { readonly kind: 'end-game' };

export type StepKind = Step['kind'];

/** Relative weights of step kinds; kinds left out get their default weight. */
export type StepWeights = Partial<Readonly<Record<StepKind, number>>>;

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
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Percent of targets that are deliberately odd (other zones, stale ids), for illegal actions (default 10). */
  readonly oddTargetPercent?: number;
  /** Percent of sequence items that are motifs (short aimed runs of steps, motifs.ts) rather than single steps (default 25). */
  readonly motifPercent?: number;
  /** Relative weights of motif kinds. */
  readonly motifs?: MotifWeights;
}

const idx = fc.nat({ max: 7 });
const playerIdx = fc.nat({ max: 2 });

/** A battlefield target, mostly among permanents passing `filter`, sometimes anywhere (default 10% odd). */
export function targetArb(filter: PermanentFilter, oddPercent = 10): fc.Arbitrary<Target> {
  const usual = idx.map((index): Target => ({ zone: 'battlefield', filter, index }));
  const odd = fc.oneof(
    idx.map((index): Target => ({ zone: 'battlefield', filter: 'any', index })),
    fc.record({
      zone: fc.constantFrom('hand' as const, 'graveyard' as const, 'library' as const),
      player: playerIdx,
      index: idx,
    }),
    fc.record({ zone: fc.constantFrom('exile' as const, 'stack' as const), index: idx }),
    idx.map((index): Target => ({ zone: 'gone', index })),
  );
  if (oddPercent <= 0) return usual;
  return fc.oneof({ arbitrary: usual, weight: 100 - oddPercent }, { arbitrary: odd, weight: oddPercent });
}

/** A card in a zone other than the battlefield, for casting and putting onto the battlefield. */
function cardTargetArb(zones: readonly ('hand' | 'graveyard' | 'library' | 'exile')[]): fc.Arbitrary<Target> {
  return fc
    .constantFrom(...zones)
    .chain((zone) =>
      zone === 'exile'
        ? idx.map((index): Target => ({ zone, index }))
        : fc.record({ zone: fc.constant(zone), player: playerIdx, index: idx }),
    );
}

/** A spell on the stack, top most often (index 0 is the top). */
const stackTargetArb: fc.Arbitrary<Target> = fc.oneof(
  { arbitrary: fc.constant<Target>({ zone: 'stack', index: 0 }), weight: 2 },
  idx.map((index): Target => ({ zone: 'stack', index })),
);

/** A land card (or modal DFC with a land face) in a hand, modal DFCs sometimes only. */
const playableLandArb: fc.Arbitrary<Target> = fc.record({
  zone: fc.constant('playable-land' as const),
  modal: fc.nat({ max: 2 }).map((n) => n === 0),
  player: playerIdx,
  index: idx,
});

const castModeArb: fc.Arbitrary<CastMode> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'normal' as const }), weight: 5 },
  { arbitrary: fc.constant({ kind: 'back-face' as const }), weight: 2 },
  {
    arbitrary: fc
      .constantFrom('morph' as const, 'megamorph' as const, 'disguise' as const)
      .map((by) => ({ kind: 'face-down' as const, by })),
    weight: 3,
  },
  {
    arbitrary: fc
      .constantFrom('disturb' as const, 'effect' as const)
      .map((by) => ({ kind: 'transformed' as const, by })),
    weight: 2,
  },
  { arbitrary: fc.constant({ kind: 'converted' as const }), weight: 1 },
);

const effectArb: fc.Arbitrary<EffectSpec> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'lose-all-abilities' as const }), weight: 3 },
  {
    arbitrary: fc.constant({ kind: 'gain-ability' as const, ability: { kind: 'keyword' as const, keyword: 'flying' } }),
    weight: 1,
  },
  {
    arbitrary: fc.constant({ kind: 'add-types' as const, types: ['Artifact' as const], subtypes: ['Golem'] }),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'set-power-toughness' as const, power: 0, toughness: 1 }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'modify-power-toughness' as const, power: 1, toughness: 1 }), weight: 1 },
);

/** A copy source: double-faced (front or back up), melded, face-down, or any permanent (707.2, 707.8). */
function copySourceArb(t: (filter: PermanentFilter) => fc.Arbitrary<Target>): fc.Arbitrary<Target> {
  return fc.oneof(t('double-faced'), t('back-face'), t('any'), t('melded'), t('face-down'));
}

/** The arbitrary for one step of a kind. */
export function stepOfKindArb(kind: StepKind, odd = 10): fc.Arbitrary<Step> {
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
export function stepArb(c: StepConstraints = {}): fc.Arbitrary<Step> {
  const weights = { ...DEFAULT_STEP_WEIGHTS, ...c.weights };
  const entries = (Object.entries(weights) as [StepKind, number][]).filter(([, w]) => w > 0);
  return fc.oneof(
    ...entries.map(([kind, weight]) => ({ arbitrary: stepOfKindArb(kind, c.oddTargetPercent ?? 10), weight })),
  );
}

/**
 * An arbitrary step sequence (default 1..12 steps): single steps mixed with motifs,
 * cut to `maxLength` steps.
 */
export function stepsArb(c: StepConstraints = {}): fc.Arbitrary<readonly Step[]> {
  const min = c.minLength ?? 1;
  const max = c.maxLength ?? 12;
  const percent = c.motifPercent ?? 25;
  const motif = anyMotifArb(c.motifs);
  const single = stepArb(c).map((s): readonly Step[] => [s]);
  const item =
    motif === null || percent <= 0
      ? single
      : percent >= 100
        ? motif
        : fc.oneof({ arbitrary: single, weight: 100 - percent }, { arbitrary: motif, weight: percent });
  return fc.array(item, { minLength: min, maxLength: max }).map((items) => items.flat().slice(0, Math.max(max, min)));
}
