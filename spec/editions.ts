/**
 * Rules editions as data: which Comprehensive Rules editions the suite knows, when each
 * mechanic entered the rules, and every rule in scope that differs among the editions.
 *
 * Each difference is stated once, with the date it changed and the clause ids that state it
 * in each edition (numbers moved: 2011's 711 and 701.25 are 712 and 701.27 now). What an
 * edition says follows from its date: a rule changed on `changed` reads `after` in editions
 * from that date on and `before` in earlier ones. The reference engine reads these values
 * (engine/edition.ts); it does not fork. Sources: ../shared/rules/CHANGES.md.
 */
import { isMechanic, MECHANICS, type Mechanic } from '../adapter/mechanics.js';
import { DEFAULT_EDITION, type RulesEdition } from '../model/rules-edition.js';
import { EDITION_CLAUSE_IDS } from './edition-clause-ids.js';

export { DEFAULT_EDITION, EDITIONS, isRulesEdition, type RulesEdition } from '../model/rules-edition.js';

/** What the suite says about one edition. */
export interface EditionInfo {
  readonly id: RulesEdition;
  /** The name of the official text file (`MagicCompRules-20260417.txt`). */
  readonly file: string;
  readonly note: string;
}

export const EDITION_INFO: Readonly<Record<RulesEdition, EditionInfo>> = {
  '2026-04-17': {
    id: '2026-04-17',
    file: 'MagicCompRules-20260417.txt',
    note: 'Newest edition found; every clause id the suite cites is of this edition.',
  },
  '2020-11-20': {
    id: '2020-11-20',
    file: 'MagicCompRules-20201120.txt',
    note:
      'Last edition before 2021: modal DFCs and meld, still "converted mana cost"; no casting ' +
      'transformed, disguise, cloak or manifest dread.',
  },
  '2011-09-30': {
    id: '2011-09-30',
    file: 'MagicCompRules-20110930.txt',
    note:
      'Original Innistrad double-faced cards (rule 711): a back face has no mana cost and a DFC is ' +
      'never face down; no manifest, meld or modal DFCs.',
  },
};

/** When a mechanic entered the rules, and the clause of edition 2026-04-17 that defines it. */
export interface MechanicOrigin {
  /** Effective date of the first edition with it (or the set release, where that edition is missing). */
  readonly since: string;
  readonly clause: string;
}

/**
 * When each mechanic of the adapter vocabulary entered the rules (CHANGES.md). `transform`
 * dates from Innistrad's edition, the oldest supported; copying, morph, turning face down,
 * revealing and hidden information are older still. The rules outside face-changing (the stack,
 * lands, tokens, attaching, phasing, effects, card names, game over) are in every supported
 * edition and carry no date.
 */
export const MECHANIC_ORIGINS: Readonly<Partial<Record<Mechanic, MechanicOrigin>>> = {
  transform: { since: '2011-09-30', clause: '701.27' },
  convert: { since: '2022-11-18', clause: '701.28' },
  'modal-dfc': { since: '2020-09-25', clause: '712.3' },
  meld: { since: '2016-07-22', clause: '701.42' },
  disturb: { since: '2021-09-24', clause: '702.146' },
  'double-faced-token': { since: '2023-04-14', clause: '707.8a' },
  copy: { since: '2002-10-07', clause: '707.2' },
  morph: { since: '2002-10-07', clause: '702.37' },
  megamorph: { since: '2015-03-27', clause: '702.37b' },
  disguise: { since: '2024-02-02', clause: '702.168' },
  manifest: { since: '2015-01-23', clause: '701.40' },
  cloak: { since: '2024-02-02', clause: '701.58' },
  'manifest-dread': { since: '2024-09-20', clause: '701.62' },
  'turn-face-down': { since: '2002-10-07', clause: '708.2' },
  reveal: { since: '2002-10-07', clause: '701.20' },
  'hidden-information': { since: '2002-10-07', clause: '708.5' },
};

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

type AnyDifference = { [K in keyof EditionRules]: RuleDifference<K> }[keyof EditionRules];

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

/** The value of one difference in an edition. */
export function differenceValue<K extends keyof EditionRules>(
  difference: RuleDifference<K>,
  edition: RulesEdition,
): EditionRules[K] {
  return edition >= difference.changed ? difference.after : difference.before;
}

/** Whether a mechanic exists in an edition's rules. */
export function hasMechanic(edition: RulesEdition, mechanic: Mechanic): boolean {
  const origin = MECHANIC_ORIGINS[mechanic];
  return origin === undefined || edition >= origin.since;
}

/** The names among `mechanics` that exist in `edition` (names the vocabulary does not date are kept). */
export function withinEdition(mechanics: readonly string[], edition: RulesEdition): readonly string[] {
  if (edition === DEFAULT_EDITION) return mechanics;
  return mechanics.filter((m) => !isMechanic(m) || hasMechanic(edition, m));
}

/** The mechanics of an edition, in vocabulary order. */
export function editionMechanics(edition: RulesEdition): readonly Mechanic[] {
  return MECHANICS.filter((m) => hasMechanic(edition, m));
}

function buildRules(edition: RulesEdition): EditionRules {
  const entries = RULE_DIFFERENCES.map((d) => [d.rule, differenceValue(d as RuleDifference, edition)]);
  return Object.fromEntries(entries) as unknown as EditionRules;
}

const RULES: Readonly<Record<RulesEdition, EditionRules>> = {
  '2026-04-17': buildRules('2026-04-17'),
  '2020-11-20': buildRules('2020-11-20'),
  '2011-09-30': buildRules('2011-09-30'),
};

/** The rule values of an edition (computed once per edition). */
export function editionRules(edition: RulesEdition): EditionRules {
  return RULES[edition];
}

/** The differences whose value is not the same in two editions. */
export function differencesBetween(a: RulesEdition, b: RulesEdition): readonly AnyDifference[] {
  return RULE_DIFFERENCES.filter(
    (d) => differenceValue(d as RuleDifference, a) !== differenceValue(d as RuleDifference, b),
  );
}

/** A clause of edition 2026-04-17 as numbered in `edition`, or null when that edition had no such clause. */
export function clauseInEdition(id: string, edition: RulesEdition): string | null {
  if (edition === '2026-04-17') return id;
  return EDITION_CLAUSE_IDS[id]?.[edition] ?? null;
}

const sinceText = (m: Mechanic): string => `${m} (since ${MECHANIC_ORIGINS[m]?.since ?? '?'})`;
const changedText = (d: RuleDifference): string => `${d.id} (changed ${d.changed})`;

/** Something checked under an edition: its clauses (of 2026-04-17) and the mechanics it needs. */
export interface EditionSubject {
  readonly rules: readonly string[];
  readonly mechanics: readonly string[];
}

/**
 * Why a property or scenario cannot be checked under `edition`, or null when it can: a
 * mechanic it needs entered the rules later, or none of its clauses existed then. With
 * `fixedExpectations` (scenarios: their expected views are written for the newest edition),
 * also when its first clause (what it is about) did not exist then, or one of its clauses
 * states a rule that differs in `edition`.
 */
export function outsideEditionReason(
  subject: EditionSubject,
  edition: RulesEdition,
  fixedExpectations = false,
): string | null {
  if (edition === DEFAULT_EDITION) return null;
  const later = subject.mechanics.filter((m) => isMechanic(m) && !hasMechanic(edition, m));
  if (later.length > 0)
    return `not in the rules of edition ${edition}: ${later.map((m) => sinceText(m as Mechanic)).join(', ')}`;
  if (subject.rules.length > 0 && subject.rules.every((id) => clauseInEdition(id, edition) === null))
    return `its clauses did not exist in edition ${edition}: ${subject.rules.join(', ')}`;
  if (fixedExpectations) {
    // A scenario is about its first clause: when that clause did not exist yet, neither did the
    // rule its expectations were written from (a battle's defense counters before battles).
    const subjectClause = subject.rules[0];
    if (subjectClause !== undefined && clauseInEdition(subjectClause, edition) === null)
      return `its subject clause ${subjectClause} did not exist in edition ${edition}`;
    const changed = differencesBetween(edition, DEFAULT_EDITION).filter((d) =>
      d.clauses[DEFAULT_EDITION].some((id) => subject.rules.includes(id)),
    );
    if (changed.length > 0)
      return `its expectations follow ${DEFAULT_EDITION}; edition ${edition} differs: ${changed
        .map(changedText)
        .join(', ')}`;
  }
  return null;
}
