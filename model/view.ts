/**
 * What one player may know at a moment (a view), or everything (the referee view).
 * Hidden-information properties compare views, so a view must contain nothing the
 * player may not know: a face-down object's id, position and fields must not depend
 * on the card underneath for a player who may not look at it (708.5, 406.3, 712.7).
 */
import type { Trigger } from './ability.js';
import type { CardDefinition, FaceSide, TokenDefinition } from './card.js';
import type { Ability } from './ability.js';
import type { Characteristics } from './characteristics.js';

/**
 * Characteristics as a view shows them: an engine's abilities are its own (rules text it parsed, its own classes),
 * so `abilities` is the object's abilities in model/ability.ts's vocabulary as the engine reports them, or `null`
 * when it cannot say them so; the checks that read abilities then skip that object (docs/adapter.md).
 */
export interface ViewCharacteristics extends Omit<Characteristics, 'abilities'> {
  readonly abilities: readonly Ability[] | null;
}
import type { FaceDownWay } from './face-down.js';
import type { DayNight } from './day-night.js';
import type { CardKey, ObjectId, PlayerId } from './ids.js';
import type { ZoneName } from './zone.js';

/** Who a view is for: a player, or the referee who sees everything. */
export type Viewer = PlayerId | 'referee';

/** What an object physically is, when the viewer may see it (712.6: both faces of a DFC). */
export type PrintedObject =
  | { readonly kind: 'card'; readonly definition: CardDefinition }
  | { readonly kind: 'token'; readonly definition: TokenDefinition }
  | { readonly kind: 'melded'; readonly definitions: readonly [CardDefinition, CardDefinition] }
  /**
   * An ability on the stack (113.7): its source and text; `trigger` names the trigger event of a
   * triggered ability (603.3), absent for an activated one.
   */
  | {
      readonly kind: 'ability';
      readonly source: ObjectId;
      readonly description: string;
      readonly trigger?: Trigger['kind'];
      /** The objects an activated ability with targets targets (115.1, 707.10c); absent for any other ability. */
      readonly targets?: readonly ObjectId[];
    };

/** One object as the viewer sees it. */
export interface ObjectView {
  readonly id: ObjectId;
  readonly zone: ZoneName;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  /** Face down, and by which ability (public, 708.6). `exile` for a card exiled face down (406.3). */
  readonly faceDown: { readonly by: FaceDownWay | 'exile' } | null;
  /** The characteristics the object has now; `null` for a card exiled face down (406.3). */
  readonly characteristics: ViewCharacteristics | null;
  /** Which face is up (`front` for single-faced objects and face-down objects). */
  readonly face: FaceSide;
  /** Whether it is a melded permanent (712.4). */
  readonly melded: boolean;
  /** Whether it is a "transformed permanent": a double-faced permanent back face up, never a melded one (701.27g). */
  readonly transformed: boolean;
  /** Whether it is a token (111). */
  readonly token: boolean;
  readonly tapped: boolean;
  readonly phasedOut: boolean;
  readonly counters: Readonly<Record<string, number>>;
  readonly attachedTo: ObjectId | null;
  readonly damage: number;
  /** The printed object, only when the viewer may look at it (708.5, 712.6) or it is face up. */
  readonly printed: PrintedObject | null;
  /** Referee views only: the setup cards this object is (two for a melded permanent). */
  readonly cards?: readonly CardKey[];
}

/** A player's public record and zones as the viewer may see them. */
export interface PlayerSummary {
  readonly id: PlayerId;
  readonly left: boolean;
  readonly libraryCount: number;
  readonly handCount: number;
  /** The library, top first: referee views only (cards the viewer was allowed to look at appear in `lookedAt`). */
  readonly library: readonly ObjectView[] | null;
  /** The hand when the viewer may see it (their own, revealed hands, the referee). */
  readonly hand: readonly ObjectView[] | null;
  /**
   * Cards of this player's library, and of a hand the viewer may not see, that the viewer
   * was allowed to look at (701.20e) and may still look at: library top first, then hand.
   * Present only when there are some; never in referee views, which show every card.
   */
  readonly lookedAt?: readonly ObjectView[];
  readonly graveyard: readonly ObjectView[];
  /**
   * Life total (119), public to every viewer. Optional: only an engine declaring the `life` mechanic
   * reports it, and the suite compares it only for such engines.
   */
  readonly life?: number;
  /** Poison counters (120.3b, 704.5c), public; reported with `life` by an engine declaring the `life` mechanic. */
  readonly poison?: number;
}

/** The whole game as one viewer may know it. */
export interface GameView {
  readonly viewer: Viewer;
  readonly players: readonly PlayerSummary[];
  /** Permanents in the order they entered the battlefield (708.6). */
  readonly battlefield: readonly ObjectView[];
  /** Spells and abilities, bottom first. */
  readonly stack: readonly ObjectView[];
  /** Exile in the order cards were exiled; face-down cards appear without identity (406.3). */
  readonly exile: readonly ObjectView[];
  readonly gameOver: boolean;
  /**
   * Day or night, public to every viewer (731.1); absent while the game has neither, so an
   * engine without the `day-night` mechanic never shows it.
   */
  readonly dayNight?: DayNight;
}
