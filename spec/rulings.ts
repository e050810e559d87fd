/**
 * Every ruling and statement of the seed documents in ../shared/seeds, restated in English in our
 * own words and mapped to the clauses of edition 2026-04-17 behind it. Data only.
 *
 * - seed 000: a 2011 Portuguese article on Innistrad double-faced cards, split into its statements;
 *   `changedSince` marks where the current rules differ (see ../shared/rules/CHANGES.md).
 * - seed 001: the 13 Reality Shift (manifest) rulings of 2014-11-24.
 * - seed 003: rule 712.8 in Spanish, one entry per subrule statement.
 * - seed 004: the 16 Cryptic Coat (cloak) rulings of 2024-02-02.
 */
import type { RulingEntry } from './types.js';

export const RULINGS: readonly RulingEntry[] = [
  {
    id: 'seed-000-r01',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'A double-faced card has a game face on both sides and no ordinary card back; its front face, the one ' +
      'carrying the mana cost (marked with a sun in Innistrad), is the default face.',
    clauses: ['712.1', '712.2a', '712.11', '712.14'],
    changedSince: {
      year: 2020,
      note:
        'There are now three kinds of DFC (nonmodal, modal since 2020, meld since 2016, 712.1); the front ' +
        'face is identified by its front-face symbol, the Innistrad sun being just one historical style ' +
        '(712.2a).',
    },
  },
  {
    id: 'seed-000-r02',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'A DFC always enters the battlefield front face up, whether it resolves as a spell or arrives from another ' +
      'zone such as the graveyard.',
    clauses: ['712.13', '712.14'],
    changedSince: {
      year: 2012,
      note:
        'Effects may now put a DFC onto the battlefield transformed (712.14a, from 2012) or cast it ' +
        'transformed so that it resolves back face up (712.11a, 712.13, from 2021); a DFC may also enter ' +
        'face down (712.15, from 2015).',
    },
  },
  {
    id: 'seed-000-r03',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'The back face has no mana cost and takes its color from a color indicator; the two faces are usually, but ' +
      'not always, the same color.',
    clauses: ['712.2b', '202.2e'],
  },
  {
    id: 'seed-000-r04',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: 'Gatstaff Shepherd',
    date: '2011-08-30',
    summary:
      'Back-face characteristics only count while the card is on the battlefield with that face up; everywhere ' +
      'else only the front face counts, so Gatstaff Shepherd has converted mana cost 2 (not 0) in the library.',
    clauses: ['712.8a', '712.8d', '712.8e', '202.3b'],
    changedSince: {
      year: 2016,
      note:
        'The article implies a back-face-up permanent has mana value 0; since Shadows over Innistrad (2016) ' +
        'it uses the front face mana cost instead (202.3b, 712.8e), and since 2021 a spell cast transformed ' +
        'is on the stack back face up with the same front-face mana value (712.8c).',
    },
  },
  {
    id: 'seed-000-r05',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'Every DFC has an ability that transforms it, and transforming means turning the card over so the other ' +
      'face shows.',
    clauses: ['701.27a', '712.2'],
    changedSince: {
      year: 2020,
      note:
        'Modal DFCs (2020) need no transform ability, meld cards (2016) can never transform (712.4c), and ' +
        'converting (2022) is a parallel action (701.28).',
    },
  },
  {
    id: 'seed-000-r06',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'To include DFCs in a deck, a player either sleeves the whole deck in opaque sleeves or uses the checklist ' +
      'card that comes in Innistrad boosters.',
    clauses: ['712.7', '713.1'],
    changedSince: {
      year: 2020,
      note: 'Checklist cards are now called substitute cards (713) and also cover modal DFCs and meld cards.',
    },
  },
  {
    id: 'seed-000-r07',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'With opaque sleeves, the DFC sits in its sleeve front face up and is taken out to transform; putting it ' +
      'back is optional until it leaves the battlefield.',
    clauses: ['712.7'],
  },
  {
    id: 'seed-000-r08',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'To use a checklist card, set the DFC aside and mark exactly one DFC name on the checklist so that the ' +
      'mark cannot be seen through the back.',
    clauses: ['713.2', '713.2a', '713.3'],
  },
  {
    id: 'seed-000-r09',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'Only official checklist cards may stand in for DFCs, and a player who uses one for any DFC in a deck must ' +
      'use them for all of them (the latter is tournament policy, not a game rule).',
    clauses: ['713.1'],
  },
  {
    id: 'seed-000-r10',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'The checklist card is used while the identity must stay secret (library, hand, exiled face down); the ' +
      'real DFC is used on the stack, on the battlefield, in the graveyard and when exiled face up.',
    clauses: ['713.4', '713.5', '712.7', '712.17'],
  },
  {
    id: 'seed-000-r11',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'Whenever a DFC can be seen (public zone, revealed, or looked at through an effect) the players who see it ' +
      'may see both faces, and anyone allowed to look at a checklist card may look at the DFC it stands for.',
    clauses: ['712.6', '713.4', '701.20a', '701.20e'],
  },
  {
    id: 'seed-000-r12',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'In booster draft DFCs are open information: either face may be shown to other drafters and hiding them is ' +
      'optional (tournament procedure, not a game rule).',
    clauses: [],
  },
  {
    id: 'seed-000-r13',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'In booster draft the faces of ordinary single-faced cards stay hidden information, and revealing or ' +
      'trying to learn them is penalised (tournament procedure).',
    clauses: [],
  },
  {
    id: 'seed-000-r14',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'From Innistrad on, a drafted card may be placed anywhere in the drafted pile, so a pile may start with a ' +
      'basic land or checklist card with DFCs tucked under it (tournament procedure).',
    clauses: [],
  },
  {
    id: 'seed-000-r15',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'A transformed DFC is still the same card, so Auras, counters and effects on it remain, unless its new ' +
      'characteristics make an Aura illegal.',
    clauses: ['712.18', '613.7g'],
  },
  {
    id: 'seed-000-r16',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: 'Gatstaff Shepherd',
    date: '2011-08-30',
    summary:
      'Transform works in either direction: Gatstaff Shepherd can become Gatstaff Howler and the Howler can ' +
      'become the Shepherd again.',
    clauses: ['701.27a'],
  },
  {
    id: 'seed-000-r17',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'Transforming is not turning face down, even though the physical motion is the same, so it does not ' +
      'trigger abilities about being turned face down; DFCs are never face down, and an effect such as Ixidron ' +
      'trying to turn one face down does nothing.',
    clauses: ['701.27b', '712.16'],
    changedSince: {
      year: 2015,
      note:
        'Since Fate Reforged (2015) a DFC can be face down when cast face down or put onto the battlefield ' +
        'face down (712.15); a face-up double-faced permanent still can never be turned face down (712.16).',
    },
  },
  {
    id: 'seed-000-r18',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'A card or token that is not a DFC and is told to transform does nothing; in particular it is not turned ' +
      'face down.',
    clauses: ['701.27c', '712.9'],
    changedSince: {
      year: 2023,
      note:
        'Double-faced tokens, such as token copies of DFCs (707.8a) or Incubator tokens (111.10i), can now ' +
        'transform; only objects that are neither DFCs nor double-faced tokens ignore the instruction.',
    },
  },
  {
    id: 'seed-000-r19',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'All Innistrad werewolves share the same transform conditions, and since they enter at different times the ' +
      'battlefield can hold a mix of front-up and back-up werewolves.',
    clauses: ['701.27a', '712.8d', '712.8e'],
  },
  {
    id: 'seed-000-r20',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary: 'Not every DFC is a werewolf, and not every DFC can transform in both directions.',
    clauses: ['712.2'],
  },
  {
    id: 'seed-000-r21',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'Copying a DFC copies only the characteristics of the face currently showing, never those of the hidden face.',
    clauses: ['707.8'],
    changedSince: {
      year: 2023,
      note:
        'A token created as a copy of a DFC (707.8a) and a copy of a DFC spell (707.10g) now have both ' +
        'faces, with the same face up; they still use the face-up face for their current characteristics.',
    },
  },
  {
    id: 'seed-000-r22',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'Only objects with two physical faces transform: a token or single-faced card that copies a face of a DFC ' +
      'cannot transform.',
    clauses: ['712.9', '701.27c'],
    changedSince: {
      year: 2023,
      note:
        'Since 2023 a token created as a copy of a DFC is a double-faced token that can transform (707.8a); ' +
        'a single-faced card, or a token that merely enters as a copy through a replacement effect, still ' +
        'cannot.',
    },
  },
  {
    id: 'seed-000-r23',
    source: 'seeds/000_e87d9fdee28f3b06.txt',
    card: null,
    date: '2011-08-30',
    summary:
      'A DFC that becomes a copy of something else keeps the copied values while the copy effect lasts, even ' +
      'across a transform; it can still transform because the physical card has two faces, but keeps the copied ' +
      'characteristics, also when it copies a DFC face.',
    clauses: ['712.9', '707.8', '613.2a', '712.18'],
  },
  {
    id: 'seed-001-r01',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary:
      'Turning a permanent face up or face down changes its characteristics but not its identity, so spells and ' +
      'abilities targeting it and Auras or Equipment on it are unaffected.',
    clauses: ['708.8', '110.5a', '613.7f'],
  },
  {
    id: 'seed-001-r02',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary:
      'Whenever they have priority, a player may turn a manifested creature face up by showing it is a creature ' +
      'card (ignoring copy and type-changing effects) and paying its mana cost; this special action uses no ' +
      'stack and cannot be responded to.',
    clauses: ['701.40b', '116.2b'],
  },
  {
    id: 'seed-001-r03',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary:
      'You may look at face-down permanents you control at any time, but not at those you do not control unless ' +
      'an effect lets or tells you to.',
    clauses: ['708.5'],
  },
  {
    id: 'seed-001-r04',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary:
      'Face-down creatures are nameless, so they never share a name with any creature, including other face-down ones.',
    clauses: ['708.2a', '201.2a'],
  },
  {
    id: 'seed-001-r05',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary:
      'Turning a permanent face up does not trigger enters-the-battlefield abilities, because it was on the ' +
      'battlefield before and after.',
    clauses: ['708.8'],
  },
  {
    id: 'seed-001-r06',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary:
      'A manifested DFC is on the battlefield face down and cannot transform while face down; if its front face ' +
      'is a creature card it can be turned up for its mana cost, front face up.',
    clauses: ['712.15', '712.15a', '701.40b'],
  },
  {
    id: 'seed-001-r07',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary:
      'A face-down permanent you control that leaves the battlefield must be revealed, and all your face-down ' +
      'spells and permanents are revealed if you leave the game or it ends.',
    clauses: ['708.9', '800.4a'],
  },
  {
    id: 'seed-001-r08',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary: 'A manifested creature that would have morph if face up may also be turned up by paying its morph cost.',
    clauses: ['701.40c', '702.37e'],
  },
  {
    id: 'seed-001-r09',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary:
      'The face-down permanent is a colorless 2/2 creature with no name, mana cost, creature types or abilities ' +
      'and mana value 0, though other effects can still grant or change characteristics.',
    clauses: ['701.40a', '708.2a', '202.3a', '613.2b'],
  },
  {
    id: 'seed-001-r10',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary:
      'If something tries to turn a face-down instant or sorcery card on the battlefield face up, it is revealed ' +
      'to all and stays face down, and turned-face-up triggers do not fire.',
    clauses: ['701.40g'],
  },
  {
    id: 'seed-001-r11',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary: 'Turning a permanent face up or face down does not change whether it is tapped.',
    clauses: ['110.5', '110.5c'],
  },
  {
    id: 'seed-001-r12',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary:
      'Unlike a face-down creature cast with morph, a manifested creature card can still be turned up after ' +
      'losing its abilities.',
    clauses: ['701.40b', '702.37e'],
  },
  {
    id: 'seed-001-r13',
    source: 'seeds/001_1d9c0bbff9496e62.txt',
    card: 'Reality Shift',
    date: '2014-11-24',
    summary:
      'Your face-down spells and permanents must be easy to tell apart, kept in the order they entered, with a ' +
      'record of how each became face down (manifest, morph and so on).',
    clauses: ['708.6'],
  },
  {
    id: 'seed-003-r01',
    source: 'seeds/003_47876754fab8a690.txt',
    card: null,
    date: null,
    summary:
      'Every face of a non-meld DFC, each meld front face, and the combined face of a meld pair has a separate ' +
      'set of characteristics.',
    clauses: ['712.8'],
  },
  {
    id: 'seed-003-r02',
    source: 'seeds/003_47876754fab8a690.txt',
    card: null,
    date: null,
    summary:
      'Outside the game and in zones other than the battlefield and the stack, a DFC has only its front-face ' +
      'characteristics.',
    clauses: ['712.8a'],
  },
  {
    id: 'seed-003-r03',
    source: 'seeds/003_47876754fab8a690.txt',
    card: null,
    date: null,
    summary: 'A meld card on the stack has only its front-face characteristics.',
    clauses: ['712.8b'],
  },
  {
    id: 'seed-003-r04',
    source: 'seeds/003_47876754fab8a690.txt',
    card: null,
    date: null,
    summary:
      'A nonmodal DFC spell is normally front face up on the stack; cast transformed or converted it has only ' +
      'its back-face characteristics, with mana value taken from the front face.',
    clauses: ['712.8c', '202.3b'],
  },
  {
    id: 'seed-003-r05',
    source: 'seeds/003_47876754fab8a690.txt',
    card: null,
    date: null,
    summary: 'A double-faced permanent with its front face up has only its front-face characteristics.',
    clauses: ['712.8d'],
  },
  {
    id: 'seed-003-r06',
    source: 'seeds/003_47876754fab8a690.txt',
    card: null,
    date: null,
    summary:
      'A nonmodal double-faced permanent back face up has only its back-face characteristics but takes mana ' +
      'value from the front face; a permanent copying such a back face has mana value 0.',
    clauses: ['712.8e', '202.3b'],
  },
  {
    id: 'seed-003-r07',
    source: 'seeds/003_47876754fab8a690.txt',
    card: null,
    date: null,
    summary:
      'A modal DFC spell on the stack or permanent on the battlefield has only the characteristics of the face ' +
      'that is up.',
    clauses: ['712.8f'],
  },
  {
    id: 'seed-003-r08',
    source: 'seeds/003_47876754fab8a690.txt',
    card: null,
    date: null,
    summary:
      'A melded permanent has only the combined back face characteristics and a mana value equal to the sum of ' +
      'its front faces; a copy of it has mana value 0.',
    clauses: ['712.8g', '202.3c'],
  },
  {
    id: 'seed-004-r01',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'Turning a permanent face up or face down changes its characteristics but keeps it the same permanent; ' +
      'targets and attached Auras and Equipment are unaffected unless the new characteristics make them illegal.',
    clauses: ['708.8', '110.5a', '613.7f'],
  },
  {
    id: 'seed-004-r02',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'Whenever they have priority, a player may turn a cloaked permanent they control face up by showing it is ' +
      'a creature card (ignoring copy and type-changing effects) and paying its mana cost, as a special action ' +
      'without the stack.',
    clauses: ['701.58b', '116.2b'],
  },
  {
    id: 'seed-004-r03',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      "You may look at face-down spells and permanents you control at any time, but not at other players' unless " +
      'an effect allows it.',
    clauses: ['708.5'],
  },
  {
    id: 'seed-004-r04',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary: 'Face-down creatures have no name, so none shares a name with another creature, face-down or not.',
    clauses: ['708.2a', '701.58a', '201.2a'],
  },
  {
    id: 'seed-004-r05',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'Turning a permanent face up does not trigger enters-the-battlefield abilities, since it was already on ' +
      'the battlefield.',
    clauses: ['708.8'],
  },
  {
    id: 'seed-004-r06',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'Cryptic Coat has no equip ability; without other cards it only becomes attached through its own enters ' +
      'trigger (card-specific, no face rule behind it).',
    clauses: [],
  },
  {
    id: 'seed-004-r07',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'A cloaked creature that would have disguise (or morph) face up may also be turned up by paying that cost.',
    clauses: ['701.58c', '701.58d', '702.168d', '702.37e'],
  },
  {
    id: 'seed-004-r08',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'A cloaked DFC is on the battlefield face down and cannot transform; if its front face is a creature card ' +
      'it can be turned up for its mana cost, front face up.',
    clauses: ['712.15', '712.15a', '701.58b'],
  },
  {
    id: 'seed-004-r09',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'A face-down creature that loses its abilities cannot be turned up through disguise, since face up it ' +
      'would no longer have a disguise cost.',
    clauses: ['702.168d'],
  },
  {
    id: 'seed-004-r10',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'A face-down spell leaving the stack for any zone but the battlefield, or a face-down permanent leaving ' +
      'the battlefield, is revealed; all your face-down spells and permanents are revealed if you leave the game ' +
      'or it ends.',
    clauses: ['708.9', '800.4a'],
  },
  {
    id: 'seed-004-r11',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'If something tries to turn a face-down instant or sorcery card on the battlefield face up, it is revealed ' +
      'and stays face down, and turned-face-up triggers do not fire.',
    clauses: ['701.58g'],
  },
  {
    id: 'seed-004-r12',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'Cloaking puts the card onto the battlefield face down as a colorless 2/2 with ward {2}, no name, mana ' +
      'cost or creature types, and mana value 0; other effects can still change it.',
    clauses: ['701.58a', '702.21a', '202.3a', '613.2b'],
  },
  {
    id: 'seed-004-r13',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary: 'Turning a permanent face up or face down does not change whether it is tapped.',
    clauses: ['110.5', '110.5c'],
  },
  {
    id: 'seed-004-r14',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'Unlike a face-down creature cast with disguise or morph, a cloaked creature card can still be turned up ' +
      'after losing its abilities.',
    clauses: ['701.58b', '702.168d'],
  },
  {
    id: 'seed-004-r15',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'Face-down spells and permanents must be easy to tell apart, with their entry order and the ability that ' +
      'made each face down (disguise, cloak, morph, manifest, others) kept clear.',
    clauses: ['708.6'],
  },
  {
    id: 'seed-004-r16',
    source: 'seeds/004_083a9a29f8acaa60.txt',
    card: 'Cryptic Coat',
    date: '2024-02-02',
    summary:
      'The top card of the library is still cloaked even if Cryptic Coat has left the battlefield by the time ' +
      'its first ability resolves (the Portuguese text says exiled face down, a mistranslation of cloak).',
    clauses: ['701.58a', '113.7a'],
  },
];
