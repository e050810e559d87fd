/**
 * Every rule in scope that differs among the supported editions, stated once with the date it
 * changed and the clauses that state it in each edition (spec/editions.ts reads them).
 */
import type { RulesEdition } from '../model/rules-edition.js';

/** The rule values the reference engine reads, one per difference below. */
export interface EditionRules {
  /** 202.3b: a nonmodal DFC's back face takes its front face's mana cost, or has none (mana value 0). */
  readonly backFaceManaValue: 'front-face' | 'none';
  /** 712.11a, 712.8c: a double-faced card may be cast transformed or converted (back face up). */
  readonly castTransformed: boolean;
  /** 712.15: a double-faced card may be cast face down or enter the battlefield face down. */
  readonly doubleFacedFaceDown: boolean;
  /** 707.8a, 707.10g: a copy of a double-faced permanent, card or spell is double-faced too. */
  readonly copiesKeepBothFaces: boolean;
  /** 712.3, 701.27a: a modal DFC may transform or convert. */
  readonly modalDfcTransforms: boolean;
  /** 704.5j: the legend rule counts each controller's permanents apart, or all of them together. */
  readonly legendRule: 'per-controller' | 'all-players';
  /** 406.3: a player who looked at a card may keep looking at it once it is exiled face down. */
  readonly looksFollowIntoExile: boolean;
}

/** One rule in scope that differs among the editions, stated once. */
export interface RuleDifference<K extends keyof EditionRules = keyof EditionRules> {
  readonly id: string;
  readonly rule: K;
  /** Effective date of the first edition with the new rule. */
  readonly changed: string;
  readonly before: EditionRules[K];
  readonly after: EditionRules[K];
  /** What changed, in our own words. */
  readonly summary: string;
  /** The clauses stating the rule in each edition (empty: that edition has no clause on it). */
  readonly clauses: Readonly<Record<RulesEdition, readonly string[]>>;
  /** Where the change is documented. */
  readonly evidence: string;
}

export type AnyDifference = { [K in keyof EditionRules]: RuleDifference<K> }[keyof EditionRules];

/** Every rule in scope that differs among the supported editions. */
export const RULE_DIFFERENCES: readonly AnyDifference[] = [
  {
    id: 'back-face-mana-value',
    rule: 'backFaceManaValue',
    changed: '2016-04-08',
    before: 'none',
    after: 'front-face',
    summary:
      "A transformed permanent's back face had no mana cost, so its mana value was 0; since Shadows over " +
      "Innistrad it uses its front face's mana cost.",
    clauses: {
      '2026-04-17': ['202.3a', '202.3b', '712.8e'],
      '2020-11-20': ['202.3a', '202.3b', '711.4c'],
      '2011-09-30': ['202.3a', '711.2b'],
    },
    evidence: 'CR 2016-01-16 -> 2016-04-08 (711.4b, 202.3a-b); Shadows over Innistrad update bulletin.',
  },
  {
    id: 'cast-transformed',
    rule: 'castTransformed',
    changed: '2021-09-24',
    before: false,
    after: true,
    summary:
      'A double-faced card was always cast front face up; since Innistrad: Midnight Hunt it may be cast ' +
      'transformed (back face up), with the mana value of its front face.',
    clauses: {
      '2026-04-17': ['712.11a', '712.8c', '202.3b'],
      '2020-11-20': ['711.7', '711.4b'],
      '2011-09-30': ['711.4', '711.2a'],
    },
    evidence: 'CR 2021-07-12 -> 2021-11-15 (712.4b, 712.7, 202.3b).',
  },
  {
    id: 'double-faced-face-down',
    rule: 'doubleFacedFaceDown',
    changed: '2015-01-23',
    before: false,
    after: true,
    summary:
      'A double-faced card could never be face down (not cast face down, always face up as a permanent); ' +
      'since Fate Reforged it may be cast or put onto the battlefield face down, and then cannot transform.',
    clauses: {
      '2026-04-17': ['712.15', '712.15a'],
      '2020-11-20': ['711.11', '711.11a'],
      '2011-09-30': ['711.4', '711.6'],
    },
    evidence: 'CR 2014-09-26 -> 2015-01-23 (711.6); Fate Reforged update bulletin.',
  },
  {
    id: 'copies-keep-both-faces',
    rule: 'copiesKeepBothFaces',
    changed: '2023-04-14',
    before: false,
    after: true,
    summary:
      'A copy of a double-faced permanent or spell copied only the face that was up, so a token copy was ' +
      'single-faced and could not transform; since March of the Machine it is double-faced with both faces.',
    clauses: {
      '2026-04-17': ['707.8a', '707.10g'],
      '2020-11-20': ['706.8'],
      '2011-09-30': ['706.8'],
    },
    evidence: 'CR 2022-11-18 -> 2023-04-14 (707.8a, 707.10g).',
  },
  {
    id: 'modal-dfc-transforms',
    rule: 'modalDfcTransforms',
    changed: '2025-09-19',
    before: false,
    after: true,
    summary:
      'Only transforming double-faced cards could transform, never modal ones; since 2025-09-19 any ' +
      'double-faced card that is not a meld card may.',
    clauses: {
      '2026-04-17': ['712.3', '701.27a', '712.9'],
      '2020-11-20': ['711.1', '711.5', '701.28a'],
      '2011-09-30': [],
    },
    evidence: 'CR 2025-07-25 -> 2025-09-19 (712.3, 701.27a, 712.9).',
  },
  {
    id: 'legend-rule',
    rule: 'legendRule',
    changed: '2013-07-13',
    before: 'all-players',
    after: 'per-controller',
    summary:
      'Two or more legendary permanents with the same name were all put into their graveyards, whoever ' +
      'controlled them; since Magic 2014 the rule looks at one player at a time, who keeps one of them. ' +
      'A copy or a transform that gives a permanent a legendary name meets it.',
    clauses: {
      '2026-04-17': ['704.5j'],
      '2020-11-20': ['704.5j'],
      '2011-09-30': ['704.5k'],
    },
    evidence: 'CR 2013-04-29 -> 2013-07-11 (704.5k became 704.5j); Magic 2014 update bulletin.',
  },
  {
    id: 'look-then-exile-face-down',
    rule: 'looksFollowIntoExile',
    changed: '2022-02-18',
    before: false,
    after: true,
    summary:
      'A player who had looked at a card could not go on looking at it once it was exiled face down; ' +
      'since Kamigawa: Neon Dynasty they may, until it leaves exile.',
    clauses: {
      '2026-04-17': ['406.3'],
      '2020-11-20': ['406.3'],
      '2011-09-30': ['406.3'],
    },
    evidence: 'CR 2021-11-15 -> 2022-02-18 (406.3); ../shared/rules/CHANGES.md.',
  },
];
