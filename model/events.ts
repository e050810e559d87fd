/**
 * What happened during one action: the engine's account to the harness (the
 * referee). Reveals name who saw the card (701.20).
 */
import type { FaceSide } from './card.js';
import type { DayNight } from './day-night.js';
import type { FaceDownWay, FaceUpRoute } from './face-down.js';
import type { ObjectId, PlayerId } from './ids.js';
import type { PrintedObject } from './view.js';
import type { ZoneName } from './zone.js';
import type { Trigger } from './ability.js';

export type GameEvent =
  /** An object moved; the new object has a new id (400.7). */
  | {
      readonly kind: 'zone-change';
      readonly object: ObjectId;
      readonly newObject: ObjectId;
      readonly from: ZoneName;
      readonly to: ZoneName;
    }
  | { readonly kind: 'cast'; readonly object: ObjectId; readonly face: FaceSide; readonly faceDown: FaceDownWay | null }
  | { readonly kind: 'resolved'; readonly object: ObjectId }
  | { readonly kind: 'countered'; readonly object: ObjectId }
  /** An object entered the battlefield; `faceDown` tells how, if it did face down (708.3). */
  | {
      readonly kind: 'entered';
      readonly object: ObjectId;
      readonly face: FaceSide;
      readonly faceDown: FaceDownWay | null;
    }
  | { readonly kind: 'token-created'; readonly object: ObjectId }
  | { readonly kind: 'transformed'; readonly object: ObjectId; readonly face: FaceSide }
  | { readonly kind: 'converted'; readonly object: ObjectId; readonly face: FaceSide }
  | { readonly kind: 'melded'; readonly from: readonly [ObjectId, ObjectId]; readonly into: ObjectId }
  | { readonly kind: 'turned-face-up'; readonly object: ObjectId; readonly route: FaceUpRoute }
  | { readonly kind: 'turned-face-down'; readonly object: ObjectId }
  | { readonly kind: 'became-copy'; readonly object: ObjectId; readonly of: ObjectId }
  /** A card was shown to `to` (701.20a); `object` is the object revealed. */
  | {
      readonly kind: 'revealed';
      readonly object: ObjectId;
      readonly printed: PrintedObject;
      readonly to: readonly PlayerId[];
    }
  /** `player` looked at a card (701.20e). */
  | { readonly kind: 'looked'; readonly object: ObjectId; readonly printed: PrintedObject; readonly player: PlayerId }
  /**
   * A triggered ability of `source` triggered (603.2); for a chapter ability, `chapter` is the
   * chapter number whose threshold the lore counters crossed (714.2b).
   */
  | {
      readonly kind: 'triggered';
      readonly source: ObjectId;
      readonly trigger: Trigger['kind'];
      readonly chapter?: number;
    }
  | { readonly kind: 'counters-added'; readonly object: ObjectId; readonly counter: string; readonly amount: number }
  | { readonly kind: 'tapped'; readonly object: ObjectId }
  | { readonly kind: 'untapped'; readonly object: ObjectId }
  | { readonly kind: 'attached'; readonly object: ObjectId; readonly to: ObjectId }
  | { readonly kind: 'effect-applied'; readonly object: ObjectId }
  | { readonly kind: 'shuffled'; readonly player: PlayerId }
  /** `player` chose a card name (201.4, 712.19). */
  | { readonly kind: 'name-chosen'; readonly player: PlayerId; readonly name: string }
  | { readonly kind: 'player-left'; readonly player: PlayerId }
  | { readonly kind: 'game-ended' }
  /**
   * A state-based action was performed on `object` (704.3): put into its owner's graveyard
   * (704.5f, 704.5g, 704.5i, 704.5j, 704.5m, 704.5v) or unattached (704.5n, 704.5p). The
   * events of the move it causes follow.
   */
  | { readonly kind: 'state-based-action'; readonly object: ObjectId; readonly clause: string }
  /**
   * The game became day or night (731.1): by a new turn's check (731.2a, 731.2b), an effect
   * (731.1) or a daybound or nightbound permanent while it was neither (702.145d, 702.145g).
   */
  | { readonly kind: 'day-night-changed'; readonly designation: DayNight; readonly clause: string }
  /** The instruction was carried out and the rules make it do nothing (e.g. 701.27c, 712.16). */
  | { readonly kind: 'no-effect'; readonly object: ObjectId | null; readonly clause: string; readonly reason: string };

export type GameEventKind = GameEvent['kind'];
