/**
 * Abilities as data. Only what the face-changing rules care about is modelled
 * precisely; any other ability is kept as a brief description in our own words so
 * that it still counts as "an ability" (for "loses all abilities", text, copying).
 */
import type { ManaCost } from './mana.js';

/** Events that a triggered ability can wait for. */
export type Trigger =
  /** "When this enters" (603.6a). Does not trigger on entering face down (708.3) or turning face up (708.8). */
  | { readonly kind: 'enters' }
  /** "When this is turned face up" (708.8). */
  | { readonly kind: 'turned-face-up' }
  /** "When this transforms into [this face]" (701.27e). */
  | { readonly kind: 'transforms-into' }
  /** "Whenever this transforms" (701.27). */
  | { readonly kind: 'transforms' }
  /** "When this leaves the battlefield" (603.6c); looks back at the permanent as it last existed (603.10a). */
  | { readonly kind: 'leaves' }
  /** "Whenever a permanent you control transforms" (701.27): this permanent's controller's, itself included. */
  | { readonly kind: 'permanent-transforms' }
  /** "Whenever a permanent you control is turned face up" (708.8): likewise. */
  | { readonly kind: 'permanent-turned-face-up' }
  /**
   * "Whenever you manifest dread" (701.62): this permanent's controller's; it triggers once the
   * whole manifest dread is done, the cards not manifested already in the graveyard (701.62b).
   */
  | { readonly kind: 'you-manifest-dread' }
  /**
   * "Whenever another creature dies" (700.4: put into a graveyard from the battlefield), any
   * player's. A leaves-the-battlefield trigger, so it looks back in time (603.10a): permanents
   * that leave at the same time see each other die (704.8 for state-based actions).
   */
  | { readonly kind: 'another-creature-dies' }
  /**
   * A chapter ability of a Saga (714.2): it triggers when lore counters put on its Saga bring their
   * number from below N to N or more, once for each N of `chapters` so crossed (714.2b; several
   * numbers, 714.2c). The greatest number among a Saga's chapter abilities is its final chapter
   * number (714.2d).
   */
  | { readonly kind: 'chapter'; readonly chapters: readonly number[] };

/**
 * What a triggered ability does as it resolves (608.2), where the model can say it: put
 * counters on its source (122.1), untap it (701.26b), or transform or convert its source (701.27a, 701.28a, only
 * if it has not transformed or converted since the ability was put on the stack, 701.27f,
 * 701.28e). Any other effect is `text`: described in our own words, and changing nothing the
 * model records.
 */
export type TriggeredEffect =
  | { readonly kind: 'counters'; readonly counter: string; readonly amount: number }
  | { readonly kind: 'transform' }
  | { readonly kind: 'convert' }
  /** Untap its source, if it is still the same permanent (701.26b, 400.7). */
  | { readonly kind: 'untap' }
  /**
   * Exile its source, then return that card to the battlefield transformed under the ability's
   * controller (a Kamigawa double-faced Saga's last chapter): the card returns as a new object
   * back face up (400.7, 712.14a); a card that is not double-faced stays in exile, and a token
   * ceases to exist in exile (111.7).
   */
  | { readonly kind: 'exile-return-transformed' }
  | { readonly kind: 'text' };

/** What an activated ability with a target does to it as it resolves (608.2b: nothing if the target is illegal). */
export interface TargetedEffect {
  readonly kind: 'counters-on-target';
  readonly counter: string;
  readonly amount: number;
  /** What it may target: a creature on the battlefield (115.1). */
  readonly target: 'creature';
}

/**
 * Something that happens while a permanent is being turned face up (708.11). `amount: 'X'`
 * is the X chosen for its morph or disguise cost (702.37f, 702.168e); 0 by any other route.
 */
export type AsTurnedFaceUpEffect =
  | { readonly kind: 'counters'; readonly counter: string; readonly amount: number | 'X' }
  /**
   * "As this is turned face up, you may attach it to [what its enchant ability allows]" (a morph Aura): it
   * becomes attached to the permanent its controller chooses, judged on it as it is face up (303.4k).
   */
  | { readonly kind: 'attach' }
  | { readonly kind: 'text'; readonly text: string };

/** Something that happens while a permanent is transforming or converting (712.20). */
export type AsTransformsEffect =
  | { readonly kind: 'counters'; readonly counter: string; readonly amount: number }
  | { readonly kind: 'text'; readonly text: string };

/** One ability of a face, as data. */
export type Ability =
  /** A keyword without rules relevance here (flying, trample, ...). */
  | { readonly kind: 'keyword'; readonly keyword: string }
  /** Ward [cost] (702.21a). Face-down disguised and cloaked permanents have ward {2}. */
  | { readonly kind: 'ward'; readonly cost: string }
  /** Morph [cost] (702.37a): cast face down for {3}; turn face up for the cost. */
  | { readonly kind: 'morph'; readonly cost: string }
  /** Megamorph [cost] (702.37b): morph that adds a +1/+1 counter as it turns face up. */
  | { readonly kind: 'megamorph'; readonly cost: string }
  /** Disguise [cost] (702.168a): like morph, and ward {2} while face down. */
  | { readonly kind: 'disguise'; readonly cost: string }
  /** Disturb [cost] (702.146a): cast transformed from the graveyard. */
  | { readonly kind: 'disturb'; readonly cost: string }
  /** More Than Meets the Eye [cost] (702.162a): cast converted. */
  | { readonly kind: 'more-than-meets-the-eye'; readonly cost: string }
  /** Meld with the named partner into the named melded face (701.42a, 712.4). */
  | { readonly kind: 'meld'; readonly partner: string }
  /** An activated ability of this permanent: "[cost]: Transform this" (701.27f applies). */
  | { readonly kind: 'transform-self'; readonly cost: ManaCost }
  /**
   * An activated ability with a target (602.1, 115.1): "[cost]: Put `amount` `counter` counters on target creature".
   * Its one target is chosen as it is activated (601.2c); a copy of it may get a new one (707.10c).
   */
  | { readonly kind: 'activated'; readonly cost: ManaCost; readonly effect: TargetedEffect }
  /** "Enter as a copy of a creature" (Clone-style, 707.2). */
  | { readonly kind: 'copy-on-enter'; readonly what: string }
  /**
   * A triggered ability (113.3c): `effect` describes it briefly; `resolves` is what it does
   * when it resolves, where the model can say it (default: text only, nothing the model records).
   */
  | {
      readonly kind: 'triggered';
      readonly trigger: Trigger;
      readonly effect: string;
      readonly resolves?: TriggeredEffect;
    }
  /** "As this is turned face up, ..." (708.11). */
  | { readonly kind: 'as-turned-face-up'; readonly effect: AsTurnedFaceUpEffect }
  /**
   * "As this transforms (or converts) into this face, ..." (712.20): applied while the
   * permanent turns over, when the face it turns to has it, not afterward.
   */
  | { readonly kind: 'as-transforms'; readonly effect: AsTransformsEffect }
  /**
   * Daybound (702.145b), on the front face of some DFCs: at night it enters transformed, it
   * transforms as it becomes night, and it can't transform otherwise (731, engine/day-night/).
   */
  | { readonly kind: 'daybound' }
  /** Nightbound (702.145e), on the back face: it transforms as it becomes day, and can't otherwise. */
  | { readonly kind: 'nightbound' }
  /**
   * "This enters with N [kind] counters on it" (614.1c, 122.6), a replacement effect on entering
   * face up by any route. `amount: 'X'` is the X chosen for the spell that became the permanent as
   * it resolved, though the permanent's own X is 0 (107.3m); entering any other way, X is 0.
   */
  | { readonly kind: 'enters-with-counters'; readonly counter: string; readonly amount: number | 'X' }
  /**
   * Enchant [quality] (702.5a, 303.4a): what this Aura may be attached to, a permanent of one of
   * `types`, card types of model/characteristics.ts ("enchant creature": `["Creature"]`); an empty
   * list is "enchant permanent". Attached to anything else, the Aura is put into its owner's
   * graveyard (704.5m).
   */
  | { readonly kind: 'enchant'; readonly types: readonly string[] }
  /**
   * Aftermath (702.127a), on a split card's half: that half may be cast only from a graveyard,
   * and a spell cast as it is exiled instead of going anywhere else as it leaves the stack.
   */
  | { readonly kind: 'aftermath' }
  /** Any other ability, in our own words. */
  | { readonly kind: 'text'; readonly text: string };

export type AbilityKind = Ability['kind'];

/** A triggered ability (113.3c). */
export type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;

/** An activated ability with a target (602.1). */
export type ActivatedAbility = Extract<Ability, { kind: 'activated' }>;
