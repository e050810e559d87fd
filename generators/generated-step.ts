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
import type { CastMode, EffectSpec } from '../adapter/action.js';
import type { TokenDefinition } from '../model/card.js';
import type { DayNight } from '../model/day-night.js';
import type { FaceUpRoute } from '../model/face-down.js';
import type { CardKey } from '../model/ids.js';
import type { HistoryRef } from './history.js';

export type { HistoryRef } from './history.js';

/** Which permanents a battlefield index counts among. */
export type PermanentFilter =
  /** Any phased-in permanent (a phased-out one is named by no effect or player, 702.26b, 702.26e). */
  | 'any'
  /** A phased-out permanent, for phasing it in (702.26c). */
  | 'phased-out'
  /** A permanent with daybound or nightbound now (702.145), for turns that meet it phasing (502.1). */
  | 'bound'
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
  /** A face-down permanent whose card's front face is a land (701.40a: it cannot be turned up for a mana cost). */
  | 'face-down-land'
  /** A face-down permanent whose card's front face is not a creature (701.58c, 712.15a). */
  | 'face-down-noncreature'
  /** A face-up meld card (712.4), for melding with its partner. */
  | 'meld-card'
  /**
   * A permanent whose card has a keyword that changes what its damage does (lifelink, infect, wither, deathtouch:
   * 120.3b, 120.3d, 120.3f, 704.5h), face up, or face down and so without it (708.2a): a damage source.
   */
  | 'damage-keyword';

/**
 * What the minimiser adds to a plain target (properties/harness/minimise.ts): the setup card of the object it named
 * in the game being shrunk. The resolver then takes that card's object when the list holds it, else the one at the
 * index, so that taking other parts away does not move the step's aim. Generated games never have it.
 */
export interface Pinned {
  readonly card?: CardKey;
}

/** An object chosen by position in the current referee view. */
export type Target =
  | ({ readonly zone: 'battlefield'; readonly filter: PermanentFilter; readonly index: number } & Pinned)
  | ({ readonly zone: 'hand' | 'graveyard' | 'library'; readonly player: number; readonly index: number } & Pinned)
  | ({ readonly zone: 'exile' | 'stack'; readonly index: number } & Pinned)
  /**
   * A card its owner could cast a given way: a morph/megamorph/disguise card in hand, a disturb card in the graveyard,
   * ...
   */
  | ({ readonly zone: 'castable'; readonly way: CastWay; readonly player: number; readonly index: number } & Pinned)
  /**
   * A card in a hand with a land face its owner could play (305.1, 712.12): a land, or a
   * modal DFC with a land face; `modal` keeps only the modal DFCs.
   */
  | ({
      readonly zone: 'playable-land';
      readonly modal: boolean;
      readonly player: number;
      readonly index: number;
    } & Pinned)
  /**
   * An id seen earlier in this run that no longer exists (400.7): a stale reference. `leftBattlefield`: only ids of
   * permanents that left the battlefield, latest to leave first, for what looks back at them (608.2h).
   */
  | { readonly zone: 'gone'; readonly index: number; readonly leftBattlefield?: boolean }
  /** An object found through the run's history (history.ts), most recent first. */
  | { readonly zone: 'history'; readonly ref: HistoryRef; readonly index: number };

/**
 * Ways of casting that the resolver fits to the chosen card (which face-down ability it
 * has, and so on). `double-faced`: a double-faced card cast front face up, so that it can
 * be copied or told to enter transformed on the stack (707.10g, 712.13a).
 */
export type CastWay =
  | 'normal'
  | 'face-down'
  | 'disturb'
  | 'back-face'
  | 'converted'
  | 'double-faced'
  /** A half of a split card (709.3), from the zone it is cast from (a hand; a graveyard for aftermath, 702.127a). */
  | 'left-half'
  | 'right-half';

export type GeneratedStep =
  /**
   * `fitting`: the mode that fits the card (the `castable` target's way, else `way`, else normal);
   * `way` lets a target found otherwise (from history) be cast face down, by its back face, ...
   */
  | { readonly kind: 'cast'; readonly target: Target; readonly mode: CastMode | 'fitting'; readonly way?: CastWay }
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
  /** A new turn with this player active, and its untap step (502, 731.2). */
  | { readonly kind: 'begin-turn'; readonly player: number }
  /**
   * This player chooses what an Aura card or face-down permanent will enchant when it enters or is turned face up
   * (303.4f, 303.4k); the aura target is a card in a hand, graveyard, library or exile, or a face-down permanent.
   */
  | { readonly kind: 'choose-enchanted'; readonly player: number; readonly aura: Target; readonly enchant: Target }
  /** An effect gives this player control of a permanent (613.1b); a face-down one is shown to them (708.5). */
  | { readonly kind: 'gain-control'; readonly player: number; readonly target: Target }
  /** This player's precombat main phase begins: a lore counter on each of their Sagas (714.3c). */
  | { readonly kind: 'begin-main-phase'; readonly player: number }
  | { readonly kind: 'attach'; readonly target: Target; readonly to: Target }
  | {
      readonly kind: 'add-counters';
      readonly target: Target;
      readonly amount: number;
      /** Which counter (+1/+1 or -1/-1, 122.1); absent: +1/+1. */
      readonly counter?: '+1/+1' | '-1/-1';
    }
  | { readonly kind: 'deal-damage'; readonly target: Target; readonly amount: number }
  /**
   * Damage from a named source (120.3) to a player (`deal-damage-to-player`, mechanic `life`) or to a permanent:
   * what lifelink (120.3f), infect (120.3b) and the rest do is read from the source as it is.
   */
  | {
      readonly kind: 'damage-from-source';
      readonly source: Target;
      readonly to: { readonly player: number } | { readonly target: Target };
      readonly amount: number;
    }
  /** Lore counters put on a permanent (an `add-counters` action), so that Sagas' chapters trigger (714.2b). */
  | { readonly kind: 'add-lore-counters'; readonly target: Target; readonly amount: number }
  | { readonly kind: 'apply-effect'; readonly target: Target; readonly effect: EffectSpec }
  | { readonly kind: 'reveal'; readonly player: number; readonly target: Target; readonly toAll: boolean }
  | { readonly kind: 'look'; readonly player: number; readonly target: Target }
  /** A new turn's day/night check with the previous turn's spell count (731.2), or an effect making it day or night. */
  | { readonly kind: 'day-night-check'; readonly spellsCast: number }
  | { readonly kind: 'become-day-or-night'; readonly designation: DayNight }
  | { readonly kind: 'end-game' };

export type StepKind = GeneratedStep['kind'];

/** Relative weights of step kinds; kinds left out get their default weight. */
export type StepWeights = Partial<Readonly<Record<StepKind, number>>>;
