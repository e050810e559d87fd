/**
 * A checker for setups: the list of reasons a setup is not a legal game state
 * (empty when it is), no state-based action pending included (704.3). Used by tests of
 * the generators, and usable on scenario files. It states the same rules the setup
 * generator follows (setup.ts).
 */
import { catalogIdentity } from '../catalog/identity.js';
import type { CardDefinition } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import { DEFAULT_EDITION, type RulesEdition } from '../model/rules-edition.js';
import type { GameSetup, PermanentSetup } from '../model/setup.js';
import { editionRules, hasMechanic } from '../spec/editions.js';
import { twoFaces } from './faces-of.js';
import { legalFaceDownWays, legalFaceUpSides, legalSpellModes } from './legal-choices.js';
import { legendaryName, shownOf, showsCreature } from './shown-face.js';
import { showsDaybound, showsNightbound, startingStateBasedAction } from './starting-state.js';
import { isAttachmentFace } from './themed-cards.js';

type Cards = Readonly<Record<string, CardDefinition>>;

interface Listed {
  readonly perm: PermanentSetup;
  readonly where: string;
  readonly controller: string;
}

/** 712.4a, 701.42b: the two keys are the two cards of one meld pair. */
function meldPairProblem(pair: readonly [string, string], cards: Cards): string | null {
  const [a, b] = pair.map((k) => cards[k]);
  if (!a || !b) return `melded ${pair.join('+')}: a card is not defined`;
  const ok =
    pair[0] !== pair[1] &&
    a.layout === 'meld' &&
    b.layout === 'meld' &&
    a.partner === b.faces[0].name &&
    b.partner === a.faces[0].name;
  return ok ? null : `melded ${pair.join('+')}: not the two cards of one meld pair (712.4a, 701.42b)`;
}

/** Problems of one permanent taken alone (which face, which face-down way). */
function permanentProblems(perm: PermanentSetup, where: string, cards: Cards): string[] {
  const given = [perm.card, perm.token, perm.melded].filter((x) => x !== undefined).length;
  if (given !== 1) return [`${where}: a permanent needs exactly one of card, token and melded`];
  if (perm.melded !== undefined) {
    const p = meldPairProblem(perm.melded, cards);
    const out = p === null ? [] : [`${where}: ${p}`];
    if (perm.faceDown !== undefined) out.push(`${where}: a melded permanent cannot be face down (712.16)`);
    if (perm.face === 'front') out.push(`${where}: a melded permanent has its combined back face up (712.14c)`);
    if (perm.copyOf !== undefined)
      out.push(`${where}: the generator's setups never start a melded permanent as a copy`);
    return out;
  }
  const def: CardDefinition | undefined = perm.card === undefined ? undefined : cards[perm.card];
  const printed = def ?? perm.token;
  if (!printed) return [];
  const out: string[] = [];
  const name = perm.card ?? 'token';
  if (perm.faceDown !== undefined) {
    if (perm.face === 'back') out.push(`${where}: ${name} is face down with its back face up`);
    if (def && !legalFaceDownWays(def).includes(perm.faceDown))
      out.push(`${where}: ${name} cannot be face down by ${perm.faceDown} (712.15, 712.16, 702.37)`);
    if (!def && perm.token && twoFaces(perm.token))
      out.push(`${where}: a double-faced token cannot be face down (712.16)`);
    if (perm.copyOf !== undefined)
      out.push(
        `${where}: a face-down permanent that starts as a copy is not generated (708.2: the face-down values ` +
          `would hide the copy)`,
      );
  } else {
    const side = perm.face ?? 'front';
    if (!legalFaceUpSides(printed).includes(side))
      out.push(`${where}: ${name} cannot be on the battlefield with its ${side} face up`);
  }
  return out;
}

/** How `setupProblems` judges: the rules edition whose legend rule applies (default the newest). */
export interface SetupRulesOptions {
  readonly edition?: RulesEdition;
}

/**
 * The bound permanents that would transform at once (702.145f): back face up with nightbound while a
 * daybound permanent shows, which makes it day (702.145d). Copies do not transform (701.27c).
 */
function dayNightProblems(
  all: readonly Listed[],
  byLabel: ReadonlyMap<string, PermanentSetup>,
  cards: Cards,
): string[] {
  const shows = (perm: PermanentSetup, has: (f: Face) => boolean): boolean => {
    const s = shownOf(perm, byLabel, cards);
    return s.kind === 'face' && has(s.face);
  };
  if (!all.some(({ perm }) => shows(perm, showsDaybound))) return [];
  return all
    .filter(({ perm }) => perm.face === 'back' && perm.copyOf === undefined && shows(perm, showsNightbound))
    .map(
      ({ where }) =>
        `${where}: nightbound and back face up while a daybound permanent makes it day: it would transform at ` +
        'once (702.145d, 702.145f); start it front face up',
    );
}

/**
 * Every reason `setup` is not a legal game state where a player could receive priority; empty when
 * it is one. Besides where each card is and which face it shows, no state-based action may be
 * pending (704.3): no creature at toughness 0 or less, no planeswalker without loyalty, no battle
 * without defense, no two legendary permanents of one name (per controller, or for all players
 * under an `edition` before Magic 2014), no Aura or Equipment attached illegally.
 */
export function setupProblems(setup: GameSetup, options: SetupRulesOptions = {}): readonly string[] {
  const edition = options.edition ?? DEFAULT_EDITION;
  const allPlayers = editionRules(edition).legendRule === 'all-players';
  const problems: string[] = [];
  const cards = setup.cards;
  const used = new Map<string, number>();
  const use = (key: string): void => void used.set(key, (used.get(key) ?? 0) + 1);
  const playerIds = new Set(setup.players.map((p) => p.id));
  if (playerIds.size !== setup.players.length) problems.push('duplicate player ids');
  if (setup.players.length < 2) problems.push('fewer than two players');

  const all: Listed[] = [];
  for (const p of setup.players) {
    for (const k of [...(p.library ?? []), ...(p.hand ?? []), ...(p.graveyard ?? [])]) use(k);
    for (const e of p.exile ?? []) use(e.card);
    (p.battlefield ?? []).forEach((perm, i) => {
      const where = `${p.id} battlefield[${i}]`;
      if (perm.card !== undefined) use(perm.card);
      perm.melded?.forEach(use);
      if (perm.controller !== undefined && !playerIds.has(perm.controller))
        problems.push(`${where}: unknown controller ${perm.controller}`);
      problems.push(...permanentProblems(perm, where, cards));
      all.push({ perm, where, controller: perm.controller ?? p.id });
    });
  }

  const byLabel = new Map<string, PermanentSetup>();
  for (const { perm, where } of all) {
    if (perm.label === undefined) continue;
    if (byLabel.has(perm.label)) problems.push(`${where}: label ${perm.label} is used twice`);
    byLabel.set(perm.label, perm);
  }
  const legends = new Set<string>();
  for (const { perm, where, controller } of all) {
    for (const [field, label] of [
      ['copyOf', perm.copyOf],
      ['attachedTo', perm.attachedTo],
    ] as const) {
      if (label === undefined) continue;
      const target = byLabel.get(label);
      if (!target) problems.push(`${where}: ${field} names no permanent (${label})`);
      else if (target === perm) problems.push(`${where}: ${field} names itself`);
    }
    const shown = shownOf(perm, byLabel, cards);
    if (shown.kind === 'unknown') continue;
    const name = legendaryName(shown);
    if (name !== null) {
      const tag = allPlayers ? name : `${controller}|${name}`;
      if (legends.has(tag)) problems.push(`${where}: two legendary permanents named ${name} (704.5j)`);
      legends.add(tag);
    }
    const pending = startingStateBasedAction(shown, perm);
    if (pending !== null)
      problems.push(
        `${where}: a state-based action (${pending}) would put it into the graveyard at once (704.3); give it the ` +
          'counters it enters with, or another face',
      );
    const attachment = shown.kind === 'face' && isAttachmentFace(shown.face);
    const aura = attachment && shown.kind === 'face' && shown.face.subtypes.includes('Aura');
    const host = perm.attachedTo === undefined ? undefined : byLabel.get(perm.attachedTo);
    if (perm.attachedTo !== undefined && !attachment)
      problems.push(
        `${where}: only a face-up Equipment or Aura that is not a creature is attached here (301.5c, 303.4)`,
      );
    if (host && host !== perm && !showsCreature(shownOf(host, byLabel, cards)))
      problems.push(`${where}: attached to a permanent that is not a creature`);
    if (aura && perm.attachedTo === undefined)
      problems.push(`${where}: an Aura attached to nothing is put into the graveyard (704.5m)`);
  }

  if (hasMechanic(edition, 'day-night')) problems.push(...dayNightProblems(all, byLabel, cards));

  (setup.stack ?? []).forEach((spell, i) => {
    const where = `stack[${i}]`;
    use(spell.card);
    if (!playerIds.has(spell.owner)) problems.push(`${where}: unknown owner ${spell.owner}`);
    if (spell.controller !== undefined && !playerIds.has(spell.controller))
      problems.push(`${where}: unknown controller ${spell.controller}`);
    const def = cards[spell.card];
    if (!def) return;
    if (spell.face === 'back' && spell.faceDown !== undefined)
      problems.push(`${where}: a face-down spell shows no face`);
    const mode = spell.faceDown ?? spell.face ?? 'front';
    if (def.layout === 'split') problems.push(`${where}: a split spell is one of its halves (709.3b), not set up`);
    else if (!legalSpellModes(def).includes(mode))
      problems.push(
        `${where}: ${spell.card} cannot be a spell ` +
          `${spell.faceDown ? `face down by ${spell.faceDown}` : `with its ${mode} face up`} ` +
          '(712.11, 702.37c, 702.168b; an Aura spell needs a target, which a setup cannot state, 303.4a)',
      );
  });

  for (const key of Object.keys(cards)) {
    const n = used.get(key) ?? 0;
    if (n !== 1) problems.push(`card ${key} is used ${n} times`);
  }
  for (const key of used.keys()) if (!(key in cards)) problems.push(`card ${key} is not defined`);
  for (const [key, identity] of Object.entries(setup.identities ?? {})) {
    const def = cards[key];
    const real = def === undefined ? null : catalogIdentity(def);
    if (real === null || real.name !== identity.name)
      problems.push(`card ${key} is said to be ${identity.name}, but its definition is not that catalog card's`);
  }
  for (const [key, def] of Object.entries(cards)) {
    if (
      def.layout === 'meld' &&
      !Object.values(cards).some((d) => d.layout === 'meld' && d.faces[0].name === def.partner)
    ) {
      problems.push(`meld card ${key} has no partner ${def.partner} in the setup`);
    }
  }
  return problems;
}
