/**
 * Turn structure and players' choices as actions (mechanics `turns`, `saga`, `attach`), apart from action.ts for
 * size.
 */
import type { ObjectId, PlayerId } from '../model/ids.js';

/**
 * The steps of a turn and the choices players make that the action vocabulary names (500-505, 603.3b, 704.5j,
 * 303.4f).
 */
export type TurnAction =
  /**
   * A new turn begins with `player` as its active player (500.1), and its untap step happens
   * (502): permanents with phasing that `player` controls phase out and those that phased out
   * under their control phase in (502.1, 702.26a); the day/night check counts the spells the
   * previous turn's active player cast during that turn, from the `cast` actions since the
   * previous `begin-turn` (502.2, 731.2; no check after the game's first `begin-turn`, which has
   * no previous turn); then `player` untaps their permanents (502.3). No player receives priority
   * in the untap step (502.4); abilities that triggered wait until one would.
   */
  | { readonly kind: 'begin-turn'; readonly player: PlayerId }
  /** `player`'s precombat main phase begins: a lore counter on each of their Sagas with chapter abilities (714.3c). */
  | { readonly kind: 'begin-main-phase'; readonly player: PlayerId }
  /**
   * `player` chooses the order in which the triggered abilities they control that were just put
   * on the stack go there (603.3b): `order` lists those abilities, first put (bottom) first. Only
   * right after they were put on the stack, before any other action; the reference's default
   * order is the order they triggered in.
   */
  | { readonly kind: 'order-triggers'; readonly player: PlayerId; readonly order: readonly ObjectId[] }
  /**
   * `player` chooses which of their legendary permanents with the same name to keep when the
   * legend rule applies to them (704.5j): `keep`, a legendary permanent they control; the rest are
   * put into their owners' graveyards. Given before the rule applies (it applies at once, 704.3);
   * it holds until they choose another. Without a choice the newest is kept, the one that entered the
   * battlefield last, even when it leaves in the same check for another reason: then none stays (704.3).
   */
  | { readonly kind: 'choose-legend'; readonly player: PlayerId; readonly keep: ObjectId }
  /**
   * `player` chooses `enchant`, a permanent, as the object the Aura `aura` will enchant when it enters the
   * battlefield under their control by any means but resolving as an Aura spell and the effect putting it there
   * does not say what it enchants (303.4f), or, for a face-down Aura permanent, when it is turned face up and an
   * effect lets it become attached (303.4k, judged on it as it would be face up). Given before that action (as
   * `choose-legend` is); it holds until it is used or the Aura changes zones. A choice that is not legal by then
   * is passed over: without a legal choice the Aura enchants the first permanent in battlefield order it may
   * enchant.
   */
  | {
      readonly kind: 'choose-enchanted';
      readonly player: PlayerId;
      readonly aura: ObjectId;
      readonly enchant: ObjectId;
    };
