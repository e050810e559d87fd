/**
 * Casting a spell (601.2): normally front face up (712.8c), a modal DFC's back face
 * (712.11b), face down by morph, megamorph or disguise (702.37c, 702.168b, 708.4),
 * transformed by disturb or an effect (712.11a, 702.146a), converted by More Than
 * Meets the Eye (702.162a).
 */
import { match } from 'ts-pattern';
import type { Action, CastMode } from '../../adapter/action.js';
import { type CardDefinition, type FaceSide, halfFace, type SplitHalf } from '../../model/card.js';
import type { FaceDownWay } from '../../model/face-down.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { AbilityKind } from '../../model/ability.js';
import { manaSymbols } from '../../model/mana.js';
import type { Characteristics } from '../../model/characteristics.js';
import { characteristics } from '../characteristics/compute.js';
import { mustObject, updateObject } from '../state-access.js';
import { targetRefusal } from './spell-targets.js';
import { moveObject } from '../zones/move.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { requireObject, requirePlayer } from './guards.js';

type Cast = Extract<Action, { kind: 'cast' }>;

interface CastPlan {
  readonly from: 'hand' | 'graveyard';
  readonly face: FaceSide;
  readonly faceDown: FaceDownWay | null;
  /** The half of a split card being cast (709.3). */
  readonly half?: SplitHalf;
}

function frontHas(def: CardDefinition, kind: AbilityKind): boolean {
  return def.faces[0].abilities.some((a) => a.kind === kind);
}

/** 601.2b: X is announced for a spell whose mana cost, the one paid in this mode, has {X}. */
function paysCostWithX(def: CardDefinition, mode: CastMode): boolean {
  const face =
    mode.kind === 'split-half' && def.layout === 'split'
      ? halfFace(def, mode.half)
      : mode.kind === 'normal'
        ? def.faces[0]
        : mode.kind === 'back-face'
          ? def.faces[1]
          : undefined;
  return face !== undefined && manaSymbols(face.manaCost).includes('X');
}

type Refusal = { readonly code: string; readonly clause: string; readonly message: string };

/**
 * 709.3, 709.3a: a split card is cast as one half, chosen first, and only that half is evaluated:
 * a half with aftermath only from a graveyard, any other from the hand (702.127a).
 */
function splitPlan(def: CardDefinition, mode: CastMode): CastPlan | Refusal | null {
  if (def.layout !== 'split')
    return mode.kind === 'split-half'
      ? { code: 'cast/not-split', clause: '709.3', message: 'only a split card is cast as one of its halves' }
      : null;
  if (mode.kind === 'split-half' && mode.half !== 'left' && mode.half !== 'right')
    return { code: 'cast/bad-half', clause: '709.3', message: 'a split-half cast names its half: "left" or "right"' };
  if (mode.kind !== 'split-half')
    return {
      code: 'cast/split-half-required',
      clause: '709.3',
      message: `a split card is cast as one of its halves: use mode { "kind": "split-half", "half": "left" | "right" }`,
    };
  const half = halfFace(def, mode.half);
  if (half.types.includes('Land')) return { code: 'cast/land', clause: '305.1', message: 'a land is played, not cast' };
  const aftermath = half.abilities.some((a) => a.kind === 'aftermath');
  return { from: aftermath ? 'graveyard' : 'hand', face: 'front', faceDown: null, half: mode.half };
}

/** What casting in `mode` requires of the card, or why it cannot be cast that way. */
function plan(def: CardDefinition, mode: CastMode): CastPlan | Refusal {
  const split = splitPlan(def, mode);
  if (split !== null) return split;
  return match(mode)
    .with({ kind: 'normal' }, (): CastPlan | Refusal =>
      def.faces[0].types.includes('Land')
        ? { code: 'cast/land', clause: '305.1', message: 'a land is played, not cast' }
        : { from: 'hand', face: 'front', faceDown: null },
    )
    .with({ kind: 'back-face' }, () => {
      if (def.layout !== 'modal-dfc')
        return {
          code: 'cast/not-modal',
          clause: '712.11b',
          message: 'only a modal double-faced card can be cast with its back face up',
        };
      if (def.faces[1].types.includes('Land'))
        return { code: 'cast/land', clause: '712.12', message: 'a land face is played, not cast' };
      return { from: 'hand', face: 'back', faceDown: null } as const;
    })
    .with({ kind: 'face-down' }, ({ by }) => {
      // 702.37b: a megamorph ability is a morph ability, so "morph" accepts either.
      const way: FaceDownWay | null = frontHas(def, by)
        ? by
        : by === 'morph' && frontHas(def, 'megamorph')
          ? 'megamorph'
          : null;
      if (!way)
        return {
          code: `cast/no-${by}`,
          clause: by === 'disguise' ? '702.168a' : '702.37c',
          message: `the card has no ${by} ability, so it cannot be cast face down that way`,
        };
      return { from: 'hand', face: 'front', faceDown: way } as const;
    })
    .with({ kind: 'transformed' }, ({ by }) => {
      if (def.layout !== 'nonmodal-dfc')
        return {
          code: 'cast/not-transformable',
          clause: '712.11a',
          message: 'only a nonmodal double-faced card can be cast transformed',
        };
      // 712.11c, 305.1: only the face that would be up is evaluated, and a land is never cast.
      if (def.faces[1].types.includes('Land'))
        return {
          code: 'cast/land',
          clause: '712.11c',
          message: 'the face that would be up is a land, and lands are played, not cast (305.1)',
        };
      if (by === 'disturb' && !frontHas(def, 'disturb'))
        return { code: 'cast/no-disturb', clause: '702.146a', message: 'the card has no disturb ability' };
      return { from: by === 'disturb' ? 'graveyard' : 'hand', face: 'back', faceDown: null } as const;
    })
    .with({ kind: 'converted' }, () => {
      if (def.layout === 'nonmodal-dfc' && def.faces[1].types.includes('Land'))
        return {
          code: 'cast/land',
          clause: '712.11c',
          message: 'the face that would be up is a land, and lands are played, not cast (305.1)',
        };
      if (def.layout !== 'nonmodal-dfc' || !frontHas(def, 'more-than-meets-the-eye')) {
        return {
          code: 'cast/no-more-than-meets-the-eye',
          clause: '702.162a',
          message: 'only a nonmodal DFC with More Than Meets the Eye can be cast converted',
        };
      }
      return { from: 'hand', face: 'back', faceDown: null } as const;
    })
    .with({ kind: 'split-half' }, () => {
      // splitPlan has decided every split-half cast already; this answer only keeps the match exhaustive.
      return { code: 'cast/not-split', clause: '709.3', message: 'only a split card is cast as one of its halves' };
    })
    .exhaustive();
}

/**
 * 601.2a: the card moves to the stack and becomes a spell (a new object, 400.7), front
 * face up by default (712.11). Cast transformed or converted it is back face up
 * (712.11a; disturb from the graveyard, 702.146a), and a modal DFC is cast with the face
 * its caster chooses (712.11b); only the face that will be up is evaluated (712.11c), and
 * a land face is played, not cast (712.12). On the stack it has that face's
 * characteristics (712.8c, 712.8f); a meld card has its front face's (712.8b).
 * A card is cast face down only through its morph, megamorph or disguise ability
 * (702.37, 702.37d, 702.168, 702.168c; the rules of 708 apply, 708.1, 702.37g, 702.168f),
 * turned face down before it goes on the stack (708.4, 702.37c, 702.168b). Cast
 * transformed by disturb, the front face's ability is what allows it (712.11d). The
 * value of X is announced when the cost paid has {X} (601.2b); the spell's mana value
 * counts it while on the stack (202.3e). A split card is cast as the half its caster chooses
 * (709.3, 709.3a), an aftermath half from a graveyard (702.127a), and on the stack has only that
 * half's characteristics and mana value (709.3b, 202.3d). An Aura spell is cast with one target, a permanent it may
 * enchant (303.4a, 601.2c, 115.1b).
 */
export function cast(state: GameState, action: Cast): StepResult {
  const player = requirePlayer(state, action.player, 'cast');
  if (!player.ok) return player.result;
  const found = requireObject(state, action.object, 'cast', 'player');
  if (!found.ok) return found.result;
  const card: GameObject = found.value;
  if (card.represents.kind !== 'card') return rejected('cast/not-a-card', '601.2', 'only a card can be cast here');
  const def = state.cards[card.represents.card] as CardDefinition;
  const p = plan(def, action.mode);
  if ('code' in p) return rejected(p.code, p.clause, p.message);
  if (card.owner !== action.player || card.zone !== p.from) {
    return rejected(
      'cast/wrong-zone',
      '601.2',
      `${action.player} can cast this only from their own ${p.from}; it is in ${card.zone} of ${card.owner}`,
    );
  }
  const x = action.x ?? 0;
  if (!Number.isInteger(x) || x < 0)
    return rejected('cast/bad-x', '601.2b', `x must be a non-negative integer, got ${action.x}`);
  if (x > 0 && !paysCostWithX(def, action.mode))
    return rejected(
      'cast/no-x',
      '601.2b',
      'the cost paid to cast it this way has no {X}, so no value of X is announced ' +
        '(cast normally, a modal back face or a split half)',
    );
  const moved = moveObject(state, card.id, {
    to: 'stack',
    controller: action.player,
    face: p.face,
    faceDown: p.faceDown,
    ...(p.half === undefined ? {} : { half: p.half }),
  });
  const spell = moved.newIds[0] as string;
  // 601.2c: the targets it requires, judged on it as it is on the stack (an Aura spell's, 303.4a).
  const onStack = mustObject(moved.state, spell);
  const refusal = targetRefusal(
    moved.state,
    onStack,
    characteristics(moved.state, onStack) as Characteristics,
    action.targets,
  );
  if (refusal !== null) return rejected(refusal.code, refusal.clause, refusal.message);
  const targets = action.targets === undefined || action.targets.length === 0 ? {} : { targets: action.targets };
  const s = updateObject(moved.state, spell, { ...targets, ...(x > 0 ? { chosenX: x } : {}) }); // 202.3e
  return done(s, [...moved.events, { kind: 'cast', object: spell, face: p.face, faceDown: p.faceDown }]);
}
