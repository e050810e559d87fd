/**
 * The reference engine's whole game state: plain readonly JSON-serialisable data.
 * Every change goes through a pure step function that returns a new state.
 */
import type { TriggeredAbility } from './ability.js';
import type { CardDefinition } from './card.js';
import type { ContinuousEffect } from './continuous-effect.js';
import type { DayNight } from './day-night.js';
import type { GameObject } from './game-object.js';
import type { CardKey, ObjectId, PlayerId } from './ids.js';
import type { RulesEdition } from './rules-edition.js';

export interface PlayerState {
  readonly id: PlayerId;
  /** Top first. */
  readonly library: readonly ObjectId[];
  readonly hand: readonly ObjectId[];
  /** Bottom first (the order cards were put there). */
  readonly graveyard: readonly ObjectId[];
  readonly left: boolean;
  /** Plays with the hand revealed (Telepathy-style). */
  readonly handRevealed: boolean;
  /** Life total (119.1: 20 unless the setup says); damage makes the player lose life (120.3a). */
  readonly life: number;
  /** Poison counters, given by damage from a source with infect (120.3b); ten or more loses (704.5c). */
  readonly poison: number;
}

/**
 * Last known information (608.2h, 603.10a): a permanent as it last existed on the
 * battlefield, with the continuous effects that applied to it, kept after it left so
 * that an effect naming it (a token copy, a leaves-the-battlefield trigger) can still
 * read its characteristics.
 */
export interface LastKnown {
  readonly object: GameObject;
  readonly effects: readonly ContinuousEffect[];
}

/** A standing permission for `player` to look at `object` (708.5 by effect, 406.3 exile). */
export interface LookPermission {
  readonly player: PlayerId;
  readonly object: ObjectId;
}

/** Whose turn it is and what they did during it that a later rule counts (502.2, 731.2). */
export interface TurnState {
  readonly active: PlayerId;
  readonly spellsCast: number;
}

/**
 * A triggered ability that has triggered and waits to be put on the stack the next time a player would receive
 * priority (603.3, 502.4), controlled by whoever controlled its source when it triggered (603.3a).
 */
export interface WaitingTrigger {
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly ability: TriggeredAbility;
}

/** A player's choice of the object an Aura will enchant (303.4f, 303.4k). */
export interface EnchantChoice {
  readonly player: PlayerId;
  /** The Aura: a card in a zone other than the battlefield and the stack, or a face-down permanent. */
  readonly aura: ObjectId;
  readonly enchant: ObjectId;
}

export interface GameState {
  readonly players: readonly PlayerState[];
  /** Permanents in the order they entered (708.6). */
  readonly battlefield: readonly ObjectId[];
  /** Bottom first. */
  readonly stack: readonly ObjectId[];
  readonly exile: readonly ObjectId[];
  readonly objects: Readonly<Record<ObjectId, GameObject>>;
  /** The physical cards of the setup. */
  readonly cards: Readonly<Record<CardKey, CardDefinition>>;
  readonly owners: Readonly<Record<CardKey, PlayerId>>;
  readonly effects: readonly ContinuousEffect[];
  readonly lookPermissions: readonly LookPermission[];
  /** Last known information of permanents that left the battlefield, by their old id (608.2h). */
  readonly lastKnown: Readonly<Record<ObjectId, LastKnown>>;
  /** Next object number; ids are `o1`, `o2`, ... and never depend on which card an object is. */
  readonly nextObject: number;
  /** Logical clock: timestamps (613.7) and "since" checks (701.27f). */
  readonly clock: number;
  /** State of the seeded random generator (for shuffles with no stated order). */
  readonly rng: number;
  readonly gameOver: boolean;
  /** Day or night (731.1); absent while the game has neither designation, as it starts. */
  readonly dayNight?: DayNight;
  /**
   * The current turn (500.1), once a `begin-turn` has said whose it is: its active player and how
   * many spells that player has cast during it (502.2, 731.2). Absent until the first `begin-turn`.
   */
  readonly turn?: TurnState;
  /**
   * The triggered abilities each player put on the stack after the last action, bottom first: the
   * ones that player may still order (603.3b) with `order-triggers`. Absent when there are none.
   */
  readonly triggersJustPut?: Readonly<Record<PlayerId, readonly ObjectId[]>>;
  /**
   * Abilities that triggered during the action being carried out, found as they triggered (603.2, 603.10) and
   * waiting to be put on the stack (603.3); always absent between actions, when a player would receive priority.
   */
  readonly waitingTriggers?: readonly WaitingTrigger[];
  /**
   * What players chose for Auras to enchant as they enter the battlefield or are turned face up (303.4f, 303.4k,
   * `choose-enchanted`), newest last; a choice is dropped once used.
   */
  readonly enchantChoices?: readonly EnchantChoice[];
  /** Legendary permanents their controllers chose to keep the next time the legend rule applies (704.5j). */
  readonly legendsKept?: readonly ObjectId[];
  /** The rules edition the game is played under (spec/editions.ts); absent: the newest. */
  readonly edition?: RulesEdition;
}
