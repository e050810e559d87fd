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
import { type AnyDifference, type EditionRules, RULE_DIFFERENCES, type RuleDifference } from './rule-differences.js';

export { type EditionRules, RULE_DIFFERENCES, type RuleDifference } from './rule-differences.js';

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
  // Split cards are older, but until the Amonkhet update a split card had two sets of characteristics in every
  // zone; combined characteristics and mana value (709.4, 202.3d) and aftermath (702.127) date from then.
  'split-cards': { since: '2017-04-28', clause: '709.4' },
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
  'day-night': { since: '2021-09-24', clause: '731.1' },
  // Dominaria's release, the first Sagas.
  saga: { since: '2018-04-27', clause: '714.1' },
};

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
