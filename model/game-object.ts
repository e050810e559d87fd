/**
 * The reference engine's game objects: plain readonly data, referenced by id.
 */
import type { ActivatedAbility, TriggeredAbility } from './ability.js';
import type { FaceSide, SplitHalf, TokenDefinition } from './card.js';
import type { FaceDownWay } from './face-down.js';
import type { CardKey, ObjectId, PlayerId } from './ids.js';
import type { ZoneName } from './zone.js';

/** What physically represents an object (712.9 turns on this, not on characteristics). */
export type Representation =
  | { readonly kind: 'card'; readonly card: CardKey }
  /** `copy`: the token was created as a copy (202.3b: a copied back face has mana value 0). */
  | { readonly kind: 'token'; readonly token: TokenDefinition; readonly copy: boolean }
  /** A melded permanent: two cards, one object (712.4). */
  | { readonly kind: 'melded'; readonly cards: readonly [CardKey, CardKey] }
  /**
   * An activated ability on the stack that transforms its source; its timestamp is when
   * it was put on the stack, which 701.27f compares with the source's last transform.
   */
  | { readonly kind: 'transform-ability'; readonly source: ObjectId }
  /**
   * A triggered ability on the stack (603.3, 113.7): an object that is not a card, with the
   * text of the ability that triggered and no other characteristics; `source` is the object
   * whose ability triggered (113.7), which may have left its zone since (113.7a).
   */
  | { readonly kind: 'triggered-ability'; readonly source: ObjectId; readonly ability: TriggeredAbility }
  /**
   * An activated ability with targets on the stack (602.2): `source` is the permanent it is an ability of (113.7),
   * `targets` the objects chosen as it was activated, or for a copy as it was put on the stack (707.10c).
   */
  | {
      readonly kind: 'activated-ability';
      readonly source: ObjectId;
      readonly ability: ActivatedAbility;
      readonly targets: readonly ObjectId[];
    };

/** Whether the object is an ability on the stack, not a card, token or melded pair (113.1a, 603.3). */
export function isAbilityObject(object: GameObject): boolean {
  const k = object.represents.kind;
  return k === 'transform-ability' || k === 'triggered-ability' || k === 'activated-ability';
}

export interface GameObject {
  readonly id: ObjectId;
  readonly zone: ZoneName;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  readonly represents: Representation;
  /** Which face is up (110.5, 712.8d-f). */
  readonly face: FaceSide;
  /** Face down, and how (708.6); `exile` for a card exiled face down (406.3). */
  readonly faceDown: FaceDownWay | 'exile' | null;
  /** A split card on the stack: the half it was cast as (709.3, 709.3b); absent everywhere else. */
  readonly half?: SplitHalf;
  readonly tapped: boolean;
  readonly phasedOut: boolean;
  /** Phased out indirectly, with the permanent it is attached to (702.26g); absent otherwise. */
  readonly phasedOutWith?: ObjectId;
  readonly counters: Readonly<Record<string, number>>;
  readonly attachedTo: ObjectId | null;
  readonly damage: number;
  /** Dealt damage by a source with deathtouch since state-based actions were last checked (704.5h); absent: no. */
  readonly deathtouched?: true;
  /**
   * Timestamp (613.7): set on entering a zone, renewed on transform (613.7g) and on turning face up or down (613.7f).
   */
  readonly timestamp: number;
  /** Clock value of the last transform or convert, for 701.27f; null if never. */
  readonly transformedAt: number | null;
  /** The value announced for X as a spell was cast (601.2b); it counts only on the stack (202.3e). */
  readonly chosenX: number;
  /**
   * A spell's targets, chosen as it was cast (601.2c: an Aura spell's, 115.1b) or copied with it (707.10); absent
   * when it has none. Only on the stack.
   */
  readonly targets?: readonly ObjectId[];
}
