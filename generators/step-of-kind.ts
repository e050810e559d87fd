/**
 * The arbitrary of each step kind: which targets it tries (by position, from history, or odd ones
 * for illegal actions) and its other arguments.
 */

import fc from 'fast-check';
import { FACE_UP_ROUTES } from '../model/face-down.js';
import type { CastWay, PermanentFilter, GeneratedStep, StepKind, Target } from './generated-step.js';
import {
  cardTargetArb,
  castModeArb,
  copySourceArb,
  effectArb,
  historyTargetArb,
  idx,
  playableLandArb,
  playerIdx,
  stackTargetArb,
  targetArb,
} from './step-arguments.js';
import { tokenArb } from './tokens.js';

/** The arbitrary for one step of a kind, `odd` percent of its targets deliberately odd. */
export function buildStepOfKindArb(kind: StepKind, odd: number): fc.Arbitrary<GeneratedStep> {
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
    case 'day-night-check':
      // 0 and 2+ are the counts that change it (731.2a, 731.2b); 1 changes nothing.
      return fc.record({ kind: fc.constant(kind), spellsCast: fc.constantFrom(0, 0, 1, 2, 3) });
    case 'become-day-or-night':
      return fc.record({ kind: fc.constant(kind), designation: fc.constantFrom('day' as const, 'night' as const) });
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
        target: fc.oneof(
          { arbitrary: idx.map((index): Target => ({ zone: 'stack', index })), weight: 4 },
          historyTargetArb(['face-down-spell']),
        ),
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
      return fc.record({ kind: fc.constant(kind), target: t('any') });
    case 'phase-in':
      return fc.record({ kind: fc.constant(kind), target: t('phased-out') });
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
          t('face-down-land'),
          t('face-down-noncreature'),
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
    case 'begin-turn':
    case 'begin-main-phase':
      return fc.record({ kind: fc.constant(kind), player: playerIdx });
    case 'attach':
      return fc.record({ kind: fc.constant(kind), target: t('any'), to: t('any') });
    case 'choose-enchanted':
      return fc.record({
        kind: fc.constant(kind),
        player: playerIdx,
        aura: fc.oneof(
          { arbitrary: cardTargetArb(['hand', 'graveyard', 'library', 'exile']), weight: 3 },
          t('face-down'),
        ),
        enchant: t('any'),
      });
    case 'gain-control':
      return fc.record({
        kind: fc.constant(kind),
        player: playerIdx,
        target: fc.oneof({ arbitrary: t('face-down'), weight: 2 }, t('any')),
      });
    case 'add-counters':
      return fc.record({
        kind: fc.constant(kind),
        target: t('any'),
        amount: fc.integer({ min: 1, max: 2 }),
        // 704.5q: -1/-1 counters too, so +1/+1 and -1/-1 counters meet on one permanent.
        counter: fc.constantFrom('+1/+1', '+1/+1', '-1/-1'),
      });
    case 'deal-damage':
    case 'add-lore-counters':
      return fc.record({ kind: fc.constant(kind), target: t('any'), amount: fc.integer({ min: 1, max: 2 }) });
    case 'damage-from-source':
      return fc.record({
        kind: fc.constant(kind),
        source: fc.oneof({ arbitrary: t('damage-keyword'), weight: 3 }, t('any')),
        to: fc.oneof({ arbitrary: fc.record({ player: playerIdx }), weight: 2 }, fc.record({ target: t('any') })),
        amount: fc.integer({ min: 1, max: 3 }),
      });
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
