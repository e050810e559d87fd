/**
 * The action vocabulary: every instruction the suite can give an engine. Actions
 * refer to objects by the engine's own ids (read from a view). An action is either
 * legal (the engine carries it out, and the rules may make it do nothing, reported
 * with a `no-effect` event) or illegal (a coded rejection, state unchanged).
 */
import type { TokenDefinition } from '../model/card.js';
import type { CardType } from '../model/characteristics.js';
import type { DayNight } from '../model/day-night.js';
import type { FaceUpRoute } from '../model/face-down.js';
import type { CardKey, ObjectId, PlayerId } from '../model/ids.js';
import type { EffectSpec } from '../model/continuous-effect.js';
import type { ActivateAbility, CopyAbility } from './ability-actions.js';
import type { GainControl } from './control-action.js';
import type { DealDamageToPlayer } from './player-damage-action.js';
import type { TurnAction } from './turn-actions.js';

/** Continuous effects live in the model (model/continuous-effect.ts); actions create them. */
export type { EffectSpec } from '../model/continuous-effect.js';

/** How a spell is cast. */
export type CastMode =
  /** Front face up, the ordinary way (601.2, 712.8c). */
  | { readonly kind: 'normal' }
  /** The back face of a modal DFC (712.11b). */
  | { readonly kind: 'back-face' }
  /** Face down as a 2/2 for {3} by morph, megamorph or disguise (702.37c, 702.168b, 708.4). */
  | { readonly kind: 'face-down'; readonly by: 'morph' | 'megamorph' | 'disguise' }
  /** Back face up, by disturb from the graveyard or an effect allowing it (712.11a, 702.146a). */
  | { readonly kind: 'transformed'; readonly by: 'disturb' | 'effect' }
  /** Back face up by More Than Meets the Eye (702.162a). */
  | { readonly kind: 'converted' }
  /** A split card's chosen half (709.3), from hand (aftermath: graveyard, 702.127a); the only mode for one. */
  | { readonly kind: 'split-half'; readonly half: 'left' | 'right' };

export type Action =
  | {
      readonly kind: 'cast';
      readonly player: PlayerId;
      readonly object: ObjectId;
      readonly mode: CastMode;
      /**
       * The value announced for X when the mana cost of the face being cast has {X}
       * (601.2b); on the stack the spell's mana value counts X as this value (202.3e).
       * Default 0; only the normal, back-face and split-half modes pay a printed mana cost.
       */
      readonly x?: number;
      /**
       * The targets announced as it is cast (601.2c). An Aura spell requires one, a permanent its enchant ability
       * allows (303.4a, 115.1b); it enters attached to it (608.3c), or does not resolve if that target is illegal
       * by then (608.3b). No other spell of the model has targets.
       */
      readonly targets?: readonly ObjectId[];
    }
  /**
   * The top object of the stack resolves (608). `transformed`: an effect makes the
   * resolving double-faced spell enter the battlefield transformed or converted (a Siege
   * or daybound-at-night style instruction): back face up, or into its owner's graveyard
   * if that back face is an instant or sorcery face (712.13a).
   */
  | { readonly kind: 'resolve'; readonly transformed?: boolean }
  /**
   * `player` plays a land from their hand (special action, 116.2a, 305.1): it is put onto
   * the battlefield without being cast. A modal DFC is played with the land face chosen
   * by `face` (default `front`), which enters face up (712.12).
   */
  | {
      readonly kind: 'play-land';
      readonly player: PlayerId;
      readonly object: ObjectId;
      readonly face?: 'front' | 'back';
    }
  /**
   * An effect copies a spell on the stack for `player` (707.10): the copy is put on the
   * stack under `player`'s control, owned by them, and is not cast. A copy of a
   * double-faced spell has both faces and the same face up (707.10g); a copy of a
   * permanent spell becomes a token as it resolves (111.13, 707.10f, 608.3f).
   */
  | { readonly kind: 'copy-spell'; readonly player: PlayerId; readonly of: ObjectId }
  | CopyAbility
  /** A spell is countered; it goes to `to` (default: its owner's graveyard). */
  | { readonly kind: 'counter'; readonly object: ObjectId; readonly to?: 'graveyard' | 'exile' | 'hand' | 'library' }
  /** An effect puts a card onto the battlefield under `controller` (default: its owner). */
  | {
      readonly kind: 'put-onto-battlefield';
      readonly object: ObjectId;
      readonly controller?: PlayerId;
      /** "Transformed" (712.14a). */
      readonly transformed?: boolean;
      /** Enters as a copy of this permanent (Clone, 707.2). */
      readonly asCopyOf?: ObjectId;
      /**
       * "Face down": turned face down before it enters, as a 2/2 creature with no name,
       * text, subtypes or mana cost, so its enters abilities do not trigger (708.3, 708.2a).
       * Not a manifest or cloak: it cannot be turned face up for its mana cost, only by an
       * effect or a morph or disguise cost it would have face up. Face down by `effect` (708.6).
       */
      readonly faceDown?: boolean;
      /**
       * "Attached to" this permanent: an Aura enters attached to it if it may enchant it, and else
       * stays where it is (303.4i); an Equipment or Fortification enters attached to it; any other
       * permanent enters unattached (303.4h). Without it, an Aura enters attached to what its
       * controller chooses (303.4f, `choose-enchanted`), and stays where it is when nothing is legal
       * (303.4g).
       */
      readonly attachedTo?: ObjectId;
    }
  /** Manifest the top `count` cards of `player`'s library one at a time, or the given card (701.40a, 701.40e). */
  | { readonly kind: 'manifest'; readonly player: PlayerId; readonly object?: ObjectId; readonly count?: number }
  /** Cloak: as manifest, with ward {2} (701.58a). */
  | { readonly kind: 'cloak'; readonly player: PlayerId; readonly object?: ObjectId; readonly count?: number }
  /** Manifest dread: look at the top two, manifest the one at index `choose`, the rest to the graveyard (701.62a). */
  | { readonly kind: 'manifest-dread'; readonly player: PlayerId; readonly choose: number }
  /** An effect transforms a permanent (701.27a). */
  | { readonly kind: 'transform'; readonly object: ObjectId }
  /** The permanent's own "transform this" ability is activated and put on the stack (701.27f). */
  | { readonly kind: 'activate-transform'; readonly object: ObjectId }
  | ActivateAbility
  /** An effect converts a permanent (701.28a). */
  | { readonly kind: 'convert'; readonly object: ObjectId }
  /** Meld a pair into one permanent (701.42a). */
  | { readonly kind: 'meld'; readonly objects: readonly [ObjectId, ObjectId] }
  /** Turn a face-down permanent face up by a route (special action 116.2b, or an effect). */
  | {
      readonly kind: 'turn-face-up';
      readonly object: ObjectId;
      readonly route: FaceUpRoute;
      /** The value chosen for X in a morph or disguise cost with X (702.37f, 702.168e); default 0. */
      readonly x?: number;
      /**
       * The player taking the special action (default: the permanent's controller). Only its
       * controller may turn it face up by a morph, disguise or mana cost (702.37e, 702.168d,
       * 701.40b, 701.58b); any player's effect may, by the `effect` route.
       */
      readonly player?: PlayerId;
      /**
       * With the `morph` route, which cost was paid when the permanent would have both a
       * morph and a megamorph ability (702.37b: only a megamorph cost adds the +1/+1
       * counter). Default: `megamorph` when it would have that ability, else `morph`.
       */
      readonly paid?: 'morph' | 'megamorph';
    }
  /** An effect turns a permanent face down (Ixidron-like; 708.2b, 712.16). */
  | { readonly kind: 'turn-face-down'; readonly object: ObjectId }
  /** A permanent becomes a copy of another (707.2, layer 1a). */
  | { readonly kind: 'become-copy'; readonly object: ObjectId; readonly of: ObjectId }
  /**
   * Create a token that is a copy of a permanent (707.2, 707.8a, 111.10), a card in a
   * public zone, or a permanent that has left the battlefield since it was named (as it
   * last existed there, 608.2h). No token is created as a copy of an instant or sorcery card (111.5).
   */
  | { readonly kind: 'create-token-copy'; readonly player: PlayerId; readonly of: ObjectId }
  /**
   * Create a token from a definition (e.g. a double-faced Incubator token, 111.10i). `attachedTo`:
   * the token enters attached to that permanent (an Aura token such as a Role); an Aura token that
   * may not enchant it is not created (303.4i), and a token that is no Aura, Equipment or
   * Fortification enters unattached (303.4h). An Aura token without it enters attached to what its
   * controller may enchant, the first such permanent in battlefield order (303.4f), and is not
   * created when there is none (303.4g). A player with more than one Role on the same permanent
   * keeps only the newest (704.5y).
   */
  | {
      readonly kind: 'create-token';
      readonly player: PlayerId;
      readonly token: TokenDefinition;
      readonly attachedTo?: ObjectId;
    }
  /** Move an object to a zone: destroy, sacrifice, exile (possibly face down, 406.3), bounce, discard, mill. */
  | {
      readonly kind: 'move';
      readonly object: ObjectId;
      readonly to: 'library' | 'hand' | 'graveyard' | 'exile';
      readonly faceDown?: boolean;
      readonly position?: 'top' | 'bottom';
      /**
       * For a melded permanent: the card (setup key) its owner puts into the new zone first,
       * so it has the earlier timestamp (712.21b) and lies under the other (712.21a).
       */
      readonly first?: CardKey;
    }
  | { readonly kind: 'draw'; readonly player: PlayerId }
  /**
   * An effect has `player` choose a card name (201.4, 712.19): the name of one face of a
   * double-faced card (not both) or of a meld pair's combined face. `types` / `notTypes`
   * state a requirement ("a nonland card name"), judged on the named face alone (201.4d,
   * 201.4e). The cards of the game stand for all the cards that exist.
   */
  | {
      readonly kind: 'choose-card-name';
      readonly player: PlayerId;
      readonly name: string;
      readonly types?: readonly CardType[];
      readonly notTypes?: readonly CardType[];
    }
  /** Shuffle a library; `order` (a permutation of library positions, top first) states the result. */
  | { readonly kind: 'shuffle'; readonly player: PlayerId; readonly order?: readonly number[] }
  | { readonly kind: 'attach'; readonly object: ObjectId; readonly to: ObjectId }
  | { readonly kind: 'add-counters'; readonly object: ObjectId; readonly counter: string; readonly amount: number }
  /**
   * `amount` damage to a permanent (120.3). `source`: the object dealing it, read as it is now (a face-down one
   * has no abilities, 708.2a), or as it last existed if it left (608.2h), whose deathtouch, wither or infect change
   * what the damage does (120.3d, 704.5h) and whose lifelink makes its controller gain that much life (120.3f);
   * without it, a source with no such abilities.
   */
  | { readonly kind: 'deal-damage'; readonly object: ObjectId; readonly amount: number; readonly source?: ObjectId }
  | DealDamageToPlayer
  | { readonly kind: 'tap'; readonly object: ObjectId }
  | { readonly kind: 'untap'; readonly object: ObjectId }
  | { readonly kind: 'phase-out'; readonly object: ObjectId }
  | { readonly kind: 'phase-in'; readonly object: ObjectId }
  | GainControl
  /** A continuous effect starts applying to an object (lose all abilities, type-changing, P/T). */
  | { readonly kind: 'apply-effect'; readonly object: ObjectId; readonly effect: EffectSpec }
  /** `player` reveals an object they may see to `to` (default everyone) (701.20a). */
  | { readonly kind: 'reveal'; readonly player: PlayerId; readonly object: ObjectId; readonly to?: readonly PlayerId[] }
  /**
   * An effect lets `player` look at an object (701.20e), e.g. a face-down permanent they don't
   * control. `duration`: `ongoing` (default) lets them look at it any time while it stays that
   * object (708.5, 406.3); `moment` shows it to them only now, in the `looked` event, as "look at"
   * does by itself (701.20e), after which it is hidden from them again.
   */
  | {
      readonly kind: 'look';
      readonly player: PlayerId;
      readonly object: ObjectId;
      readonly duration?: 'moment' | 'ongoing';
    }
  /** Telepathy-style: `player` plays with their hand revealed to everyone from now on. */
  | { readonly kind: 'reveal-hand'; readonly player: PlayerId }
  /**
   * A new turn's day/night check, the second part of its untap step (502.2, 731.2): `spellsCast`
   * is how many spells the previous turn's active player cast during that turn. Day becomes
   * night if it is 0 (731.2a), night becomes day if it is 2 or more (731.2b); with neither
   * designation nothing happens (731.2c). The model has no turns: nothing else of the turn occurs.
   */
  | { readonly kind: 'day-night-check'; readonly spellsCast: number }
  | TurnAction
  /** An effect makes it day or night (731.1): "it becomes day", "it becomes night". */
  | { readonly kind: 'become-day-or-night'; readonly designation: DayNight }
  /** A player leaves the game (800.4a); their face-down objects are revealed (708.9). */
  | { readonly kind: 'player-leaves'; readonly player: PlayerId }
  /** The game ends; every face-down object is revealed (708.9). */
  | { readonly kind: 'end-game' };

export type ActionKind = Action['kind'];

/** Every action kind, for exhaustiveness checks and generators. */
export const ACTION_KINDS = [
  'cast',
  'resolve',
  'play-land',
  'copy-spell',
  'copy-ability',
  'counter',
  'put-onto-battlefield',
  'manifest',
  'cloak',
  'manifest-dread',
  'transform',
  'activate-transform',
  'convert',
  'meld',
  'turn-face-up',
  'turn-face-down',
  'become-copy',
  'create-token-copy',
  'create-token',
  'move',
  'draw',
  'choose-card-name',
  'shuffle',
  'attach',
  'add-counters',
  'deal-damage',
  'deal-damage-to-player',
  'tap',
  'untap',
  'phase-out',
  'phase-in',
  'gain-control',
  'apply-effect',
  'reveal',
  'look',
  'reveal-hand',
  'day-night-check',
  'begin-turn',
  'begin-main-phase',
  'order-triggers',
  'choose-legend',
  'choose-enchanted',
  'become-day-or-night',
  'player-leaves',
  'end-game',
  'activate-ability',
] as const satisfies readonly ActionKind[];

// Compile-time proof that ACTION_KINDS lists every kind.
type Missing = Exclude<ActionKind, (typeof ACTION_KINDS)[number]>;
const _allKindsListed: [Missing] extends [never] ? true : Missing = true;
void _allKindsListed;
