/**
 * Named game profiles: the games a property needs, said in its header in one line
 * (`games: games.faceDown({ ... })`) instead of a block of generator knobs. A profile fixes the
 * board the games start from (generators/setup-constraints.ts) and the steps played on it
 * (generators/steps.ts); a property tunes it with overrides, which are merged over the profile's
 * values (card-kind weights and step weights key by key), so a property states only what sets
 * its games apart.
 */
import type { SetupConstraints } from '../../generators/setup-constraints.js';
import type { StepConstraints, StepWeights } from '../../generators/steps.js';

/** The generator constraints of a property's games: what `defineProperty` draws setups and steps from. */
export interface Games {
  /** The profile's name, for readers and reports. */
  readonly profile: string;
  readonly setup: SetupConstraints;
  readonly steps: StepConstraints;
}

/** What a property changes in a profile; every field is merged over the profile's. */
export interface GameTuning {
  /** How often each kind of step is drawn (relative weights; 0 leaves a kind out). */
  readonly weights?: StepWeights;
  /** Setup knobs (`cards.weights` merge with the profile's card-kind weights). */
  readonly setup?: SetupConstraints;
  /** Step-sequence knobs other than the weights: length, odd targets, motifs. */
  readonly steps?: Omit<StepConstraints, 'weights'>;
}

function profile(name: string, base: Omit<Games, 'profile'>): (tuning?: GameTuning) => Games {
  return (t = {}) => {
    const setup: SetupConstraints = { ...base.setup, ...t.setup };
    const cardWeights = { ...base.setup.cards?.weights, ...t.setup?.cards?.weights };
    const cards = base.setup.cards || t.setup?.cards ? { ...base.setup.cards, ...t.setup?.cards } : undefined;
    const weights = { ...base.steps.weights, ...t.weights };
    return {
      profile: name,
      setup: cards === undefined ? setup : { ...setup, cards: { ...cards, weights: cardWeights } },
      steps: { ...base.steps, ...t.steps, weights },
    };
  };
}

/** The profiles. Add one when several properties need the same kind of game. */
export const games = {
  /** The generators' own mix: every kind of card and step at its default weight. */
  mixed: profile('mixed', { setup: {}, steps: {} }),
  /** Boards with many face-down permanents (60%), at least two per player, and library cards to manifest. */
  faceDown: profile('faceDown', { setup: { faceDownPercent: 60, minBattlefield: 2, minLibrary: 2 }, steps: {} }),
  /** Mostly face-down boards (85%) where turning permanents face up is the most common step. */
  turningFaceUp: profile('turningFaceUp', {
    setup: { faceDownPercent: 85, minBattlefield: 2 },
    steps: { weights: { 'turn-face-up': 10 } },
  }),
  /** Mostly double-faced cards (transforming ones first, then modal and meld), at least one permanent each. */
  dfcHeavy: profile('dfcHeavy', {
    setup: {
      cards: { weights: { single: 1, 'nonmodal-dfc': 6, 'modal-dfc': 2, meld: 2, 'legendary-pair': 0 } },
      minBattlefield: 1,
    },
    steps: {},
  }),
} as const;
