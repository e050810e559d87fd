/**
 * The probes of `general/actions-by-edition`: one small game each, ending in one action that the
 * rules of edition 2026-04-17 allow there, with the date from which the rules have it (spec/editions.ts,
 * from ../shared/rules/CHANGES.md). Under an edition from that date the action must be carried out;
 * under an earlier one its rules had no such action, and it must be refused.
 *
 * Left out on purpose: casting a half of a split card without aftermath. Split cards are older than
 * every supported edition (2011's 708.2a let a player cast either half), but the suite models only their
 * rules since 2017-04-28 (spec MECHANIC_ORIGINS `split-cards`), so under 2011-09-30 it has no answer to
 * check (the reference engine answers `unsupported`). Aftermath (702.127a) entered the rules with that
 * change, so casting an aftermath half from the graveyard is a probe like any later mechanic.
 */
import {
  type Action,
  editionRules,
  type EditionRules,
  type GameSetup,
  hasMechanic,
  type Mechanic,
  MECHANIC_ORIGINS,
  RULE_DIFFERENCES,
  type RulesEdition,
} from '../harness/index.js';
import {
  catalogCard,
  CONVERTIBLE,
  game,
  INCUBATOR,
  keys,
  library,
  MODAL_TOKEN,
  MORPH_DFC,
  SOLDIER_TOKEN,
} from './edition-probe-cards.js';

export { idIn } from './edition-probe-cards.js';

/** Since when the rules have a probe's action: a mechanic's entry, or a rule that changed. */
export type Since = { readonly mechanic: Mechanic } | { readonly rule: keyof EditionRules };

export interface Probe {
  /** What is tried, readably ("manifest the top card of P1's library"). */
  readonly text: string;
  /** The clause of edition 2026-04-17 that allows the action. */
  readonly clause: string;
  /** What the action needs beyond the rules of every supported edition; none: every edition has it. */
  readonly since: readonly Since[];
  readonly setup: GameSetup;
  /** The action, given the id the engine shows for the object of each card key (engines choose their own ids). */
  readonly action: (idOf: (key: string) => string) => Action;
}

/** Every probe, in one stable order (a counterexample's path is its index). */
export function editionProbes(): readonly Probe[] {
  const delver = { delver: catalogCard('Delver of Secrets') };
  const cast = (key: string, mode: Extract<Action, { kind: 'cast' }>['mode']) => (idOf: (key: string) => string) =>
    ({ kind: 'cast', player: 'P1', object: idOf(key), mode }) as const;
  return [
    {
      text: 'cast a creature card from hand',
      clause: '601.2',
      since: [],
      setup: game({ bear: catalogCard('Grizzly Bears') }, { hand: ['bear'] }),
      action: cast('bear', { kind: 'normal' }),
    },
    {
      text: 'cast a double-faced card from hand, front face up',
      clause: '712.11',
      since: [],
      setup: game(delver, { hand: ['delver'] }),
      action: cast('delver', { kind: 'normal' }),
    },
    {
      text: 'cast a card with morph face down',
      clause: '702.37c',
      since: [],
      setup: game({ ainok: catalogCard('Ainok Tracker') }, { hand: ['ainok'] }),
      action: cast('ainok', { kind: 'face-down', by: 'morph' }),
    },
    {
      text: 'transform a double-faced permanent',
      clause: '701.27a',
      since: [],
      setup: game(delver, { battlefield: ['delver'] }),
      action: (idOf) => ({ kind: 'transform', object: idOf('delver') }),
    },
    {
      text: 'cast a double-faced card with morph face down',
      clause: '712.15',
      since: [{ rule: 'doubleFacedFaceDown' }],
      setup: game({ pilgrim: MORPH_DFC }, { hand: ['pilgrim'] }),
      action: cast('pilgrim', { kind: 'face-down', by: 'morph' }),
    },
    {
      text: 'cast a double-faced card transformed, as an effect allows',
      clause: '712.11a',
      since: [{ rule: 'castTransformed' }],
      setup: game(delver, { hand: ['delver'] }),
      action: cast('delver', { kind: 'transformed', by: 'effect' }),
    },
    {
      text: 'cast a card by disturb from the graveyard',
      clause: '702.146a',
      since: [{ mechanic: 'disturb' }, { rule: 'castTransformed' }],
      setup: game({ angler: catalogCard('Baithook Angler') }, { graveyard: ['angler'] }),
      action: cast('angler', { kind: 'transformed', by: 'disturb' }),
    },
    {
      text: 'cast a card with megamorph face down',
      clause: '702.37b',
      since: [{ mechanic: 'megamorph' }],
      setup: game({ aerie: catalogCard('Aerie Bowmasters') }, { hand: ['aerie'] }),
      action: cast('aerie', { kind: 'face-down', by: 'megamorph' }),
    },
    {
      text: 'cast a card with disguise face down',
      clause: '702.168b',
      since: [{ mechanic: 'disguise' }],
      setup: game({ stalker: catalogCard('Basilica Stalker') }, { hand: ['stalker'] }),
      action: cast('stalker', { kind: 'face-down', by: 'disguise' }),
    },
    {
      text: 'cast a card converted by More Than Meets the Eye',
      clause: '702.162a',
      since: [{ mechanic: 'convert' }],
      setup: game({ scout: CONVERTIBLE }, { hand: ['scout'] }),
      action: cast('scout', { kind: 'converted' }),
    },
    {
      text: "cast a modal double-faced card's back face",
      clause: '712.11b',
      since: [{ mechanic: 'modal-dfc' }],
      setup: game({ alrund: catalogCard('Alrund, God of the Cosmos') }, { hand: ['alrund'] }),
      action: cast('alrund', { kind: 'back-face' }),
    },
    {
      text: "play a modal double-faced card's land back face",
      clause: '712.12',
      since: [{ mechanic: 'modal-dfc' }],
      setup: game({ akoum: catalogCard('Akoum Warrior') }, { hand: ['akoum'] }),
      action: (idOf) => ({ kind: 'play-land', player: 'P1', object: idOf('akoum'), face: 'back' }),
    },
    {
      text: 'manifest the top card of a library',
      clause: '701.40a',
      since: [{ mechanic: 'manifest' }],
      setup: game(library(1), { library: keys(1) }),
      action: () => ({ kind: 'manifest', player: 'P1' }),
    },
    {
      text: 'cloak the top card of a library',
      clause: '701.58a',
      since: [{ mechanic: 'cloak' }],
      setup: game(library(1), { library: keys(1) }),
      action: () => ({ kind: 'cloak', player: 'P1' }),
    },
    {
      text: 'manifest dread',
      clause: '701.62a',
      since: [{ mechanic: 'manifest-dread' }],
      setup: game(library(2), { library: keys(2) }),
      action: () => ({ kind: 'manifest-dread', player: 'P1', choose: 0 }),
    },
    {
      text: 'meld a meld pair',
      clause: '701.42a',
      since: [{ mechanic: 'meld' }],
      setup: game(
        { bruna: catalogCard('Bruna, the Fading Light'), gisela: catalogCard('Gisela, the Broken Blade') },
        { battlefield: ['bruna', 'gisela'] },
      ),
      action: (idOf) => ({ kind: 'meld', objects: [idOf('bruna'), idOf('gisela')] }),
    },
    {
      text: 'convert a double-faced permanent',
      clause: '701.28a',
      since: [{ mechanic: 'convert' }],
      setup: game(delver, { battlefield: ['delver'] }),
      action: (idOf) => ({ kind: 'convert', object: idOf('delver') }),
    },
    {
      text: 'create a token',
      clause: '111.2',
      since: [],
      setup: game({}, {}),
      action: () => ({ kind: 'create-token', player: 'P1', token: SOLDIER_TOKEN }),
    },
    {
      text: 'create a double-faced token',
      clause: '111.10i',
      since: [{ mechanic: 'double-faced-token' }],
      setup: game({}, {}),
      action: () => ({ kind: 'create-token', player: 'P1', token: INCUBATOR }),
    },
    {
      text: 'create a modal double-faced token',
      clause: '707.8a',
      since: [{ mechanic: 'double-faced-token' }],
      setup: game({}, {}),
      action: () => ({ kind: 'create-token', player: 'P1', token: MODAL_TOKEN }),
    },
    {
      text: 'it becomes day',
      clause: '731.1',
      since: [{ mechanic: 'day-night' }],
      setup: game({}, {}),
      action: () => ({ kind: 'become-day-or-night', designation: 'day' }),
    },
    {
      text: 'check whether day becomes night',
      clause: '731.2',
      since: [{ mechanic: 'day-night' }],
      setup: game({}, {}),
      action: () => ({ kind: 'day-night-check', spellsCast: 0 }),
    },
    {
      text: 'cast the aftermath half of a split card from the graveyard',
      clause: '702.127a',
      since: [{ mechanic: 'split-cards' }],
      setup: game({ duskDawn: catalogCard('Dusk // Dawn') }, { graveyard: ['duskDawn'] }),
      action: cast('duskDawn', { kind: 'split-half', half: 'right' }),
    },
  ];
}

/** The date from which the rules have what `since` names. */
export function sinceDate(s: Since): string {
  if ('mechanic' in s) return MECHANIC_ORIGINS[s.mechanic]?.since ?? '?';
  return RULE_DIFFERENCES.find((d) => d.rule === s.rule)?.changed ?? '?';
}

/** What of `probe` the rules of `edition` do not have yet (empty: the action is open under them). */
export function absentIn(probe: Probe, edition: RulesEdition): readonly Since[] {
  const rules = editionRules(edition);
  return probe.since.filter((s) => ('mechanic' in s ? !hasMechanic(edition, s.mechanic) : rules[s.rule] !== true));
}
