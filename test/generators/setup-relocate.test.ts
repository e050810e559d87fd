/** Setups with a card put straight where a game took it, for the minimiser (issue 24). */
import { describe, expect, it } from 'vitest';
import { relocations } from '../../generators/setup-relocate.js';
import { setupSize } from '../../generators/setup-shrink.js';
import { face } from '../../model/characteristics.js';
import type { CardDefinition } from '../../model/card.js';
import type { GameSetup } from '../../model/setup.js';

const bear: CardDefinition = {
  layout: 'single',
  faces: [face({ name: 'Bear', types: ['Creature'], power: 2, toughness: 2 })],
};
const werewolf: CardDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({ name: 'Villager', types: ['Creature'], power: 1, toughness: 1 }),
    face({ name: 'Wolf', types: ['Creature'], power: 3, toughness: 3 }),
  ],
};
const setup: GameSetup = {
  players: [
    { id: 'P1', library: ['c1'], hand: ['c2'], battlefield: [{ card: 'c4' }] },
    { id: 'P2', exile: [{ card: 'c5', faceDown: true }] },
  ],
  cards: { c1: werewolf, c2: bear, c3: bear, c4: bear, c5: bear },
  stack: [{ card: 'c3', owner: 'P2' }],
};

describe('relocations', () => {
  const candidates = relocations(setup);
  const keys = (s: GameSetup): string[] =>
    [
      ...s.players.flatMap((p) => [
        ...(p.library ?? []),
        ...(p.hand ?? []),
        ...(p.graveyard ?? []),
        ...(p.exile ?? []).map((e) => e.card),
        ...(p.battlefield ?? []).flatMap((b) => (b.card === undefined ? [] : [b.card])),
      ]),
      ...(s.stack ?? []).map((x) => x.card),
    ].sort();

  it('move one card at a time, keeping every card in exactly one zone and the size', () => {
    for (const c of candidates) {
      expect(keys(c.setup), c.change).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
      expect(setupSize(c.setup), c.change).toBe(setupSize(setup));
    }
  });

  it('put a library card onto its owner’s battlefield, a double-faced one either face up', () => {
    const ofC1 = candidates.filter((c) => c.change.includes(' c1 ')).map((c) => c.setup.players[0]?.battlefield);
    expect(ofC1).toContainEqual([{ card: 'c4' }, { card: 'c1' }]);
    expect(ofC1).toContainEqual([{ card: 'c4' }, { card: 'c1', face: 'back' }]);
    expect(candidates.some((c) => c.change === 'P1 library c1 to hand')).toBe(true);
  });

  it('put a library card onto the battlefield face down each way the steps did it, only when asked', () => {
    expect(candidates.some((c) => c.setup.players.some((p) => p.battlefield?.some((b) => b.faceDown)))).toBe(false);
    const faceDown = relocations(setup, { faceDown: ['manifest', 'cloak'] }).filter((c) =>
      c.change.includes('face down'),
    );
    expect(faceDown.map((c) => [c.change, c.setup.players[0]?.battlefield])).toEqual([
      ['P1 library c1 to battlefield face down (manifest)', [{ card: 'c4' }, { card: 'c1', faceDown: 'manifest' }]],
      ['P1 library c1 to battlefield face down (cloak)', [{ card: 'c4' }, { card: 'c1', faceDown: 'cloak' }]],
    ]);
  });

  it('start a permanent as a copy of another (a label names the original), also under another player, if asked', () => {
    expect(candidates.some((c) => c.change.includes('a copy of'))).toBe(false);
    const two: GameSetup = {
      players: [{ id: 'P1', battlefield: [{ card: 'c1' }, { card: 'c4' }] }, { id: 'P2' }],
      cards: { c1: werewolf, c4: bear },
    };
    const copies = relocations(two, { copies: true }).filter((c) => c.change.includes('a copy of'));
    expect(copies.map((c) => [c.change, c.setup.players[0]?.battlefield])).toEqual([
      [
        'P1 battlefield c1 a copy of L1',
        [
          { card: 'c1', copyOf: 'L1' },
          { card: 'c4', label: 'L1' },
        ],
      ],
      [
        'P1 battlefield c1 a copy of L1 under P2',
        [
          { card: 'c1', copyOf: 'L1', controller: 'P2' },
          { card: 'c4', label: 'L1' },
        ],
      ],
      [
        'P1 battlefield c4 a copy of L1',
        [
          { card: 'c1', label: 'L1' },
          { card: 'c4', copyOf: 'L1' },
        ],
      ],
      [
        'P1 battlefield c4 a copy of L1 under P2',
        [
          { card: 'c1', label: 'L1' },
          { card: 'c4', copyOf: 'L1', controller: 'P2' },
        ],
      ],
    ]);
    for (const c of copies) expect(setupSize(c.setup), c.change).toBe(setupSize(two));
  });

  it('print a face-down permanent as the card it copies (it cannot start as a copy); none of a face-down one', () => {
    const faceDown: GameSetup = {
      players: [{ id: 'P1', battlefield: [{ card: 'c1', faceDown: 'manifest' }, { card: 'c4' }] }, { id: 'P2' }],
      cards: { c1: werewolf, c4: bear },
    };
    const copies = relocations(faceDown, { copies: true }).filter((c) => / a copy of | printed as /.test(c.change));
    expect(copies.map((c) => c.change)).toEqual([
      'P1 battlefield c1 printed as c4',
      'P1 battlefield c1 printed as c4 under P2',
      'P1 battlefield c4 a copy of L1',
      'P1 battlefield c4 a copy of L1 under P2',
    ]);
    expect(copies[0]?.setup.players[0]?.battlefield).toEqual(faceDown.players[0]?.battlefield);
    expect(copies[0]?.setup.cards).toEqual({ c1: bear, c4: bear });
    expect(copies[1]?.setup.players[0]?.battlefield?.[0]).toEqual({
      card: 'c1',
      faceDown: 'manifest',
      controller: 'P2',
    });
  });

  it('put a spell onto its owner’s battlefield, into their hand or graveyard; a card never where it was', () => {
    const spell = candidates.filter((c) => c.change.startsWith('spell c3'));
    expect(spell.map((c) => c.setup.stack)).toEqual([[], [], []]);
    const p2 = (s: GameSetup) => [
      s.players[1]?.battlefield ?? [],
      s.players[1]?.hand ?? [],
      s.players[1]?.graveyard ?? [],
    ];
    expect(spell.map((c) => p2(c.setup))).toEqual([
      [[{ card: 'c3' }], [], []],
      [[], ['c3'], []],
      [[], [], ['c3']],
    ]);
    expect(candidates.filter((c) => c.change.startsWith('P1 hand c2')).map((c) => c.change)).toEqual([
      'P1 hand c2 to battlefield',
      'P1 hand c2 to graveyard',
    ]);
    expect(candidates.filter((c) => c.change.startsWith('P1 battlefield c4')).map((c) => c.change)).toEqual([
      'P1 battlefield c4 to hand',
      'P1 battlefield c4 to graveyard',
    ]);
  });

  it('say where the moved card can be named: its place in a hand or graveyard, any index of the battlefield', () => {
    const landed = (change: string) => candidates.find((c) => c.change === change)?.landed;
    expect(landed('P1 library c1 to hand')).toEqual([{ zone: 'hand', player: 0, index: 1 }]);
    expect(landed('P1 library c1 to graveyard')).toEqual([{ zone: 'graveyard', player: 0, index: 0 }]);
    expect(landed('spell c3 to graveyard')).toEqual([{ zone: 'graveyard', player: 1, index: 0 }]);
    expect(landed('P1 library c1 to battlefield')).toEqual([
      { zone: 'battlefield', filter: 'any', index: 0 },
      { zone: 'battlefield', filter: 'any', index: 1 },
    ]);
  });

  it('turn a permanent to another face: face up either face, or a double-faced one over', () => {
    const turnable: GameSetup = {
      players: [
        { id: 'P1', battlefield: [{ card: 'c1', faceDown: 'manifest', tapped: true }, { card: 'c2' }] },
        {
          id: 'P2',
          battlefield: [
            { card: 'c3', face: 'back' },
            { card: 'c4', faceDown: 'morph' },
          ],
        },
      ],
      cards: { c1: werewolf, c2: bear, c3: werewolf, c4: bear },
    };
    const turned = relocations(turnable).filter((c) => c.change.includes('face up'));
    expect(turned.map((c) => c.change)).toEqual([
      'P1 battlefield c1 front face up',
      'P1 battlefield c1 back face up',
      'P2 battlefield c3 front face up',
      'P2 battlefield c4 front face up',
    ]);
    expect(turned[1]?.setup.players[0]?.battlefield?.[0]).toEqual({ card: 'c1', tapped: true, face: 'back' });
    expect(turned[2]?.setup.players[1]?.battlefield?.[0]).toEqual({ card: 'c3' });
    for (const c of turned) expect(setupSize(c.setup)).toBe(4);
  });

  it('melds two meld partners on one battlefield, and puts a melded pair into the graveyard', () => {
    const meld = (name: string, partner: string): CardDefinition => ({
      layout: 'meld',
      faces: [face({ name, types: ['Creature'], power: 1, toughness: 1 })],
      partner,
      melded: face({ name: 'Both', types: ['Creature'], power: 5, toughness: 5 }),
    });
    const pair: GameSetup = {
      players: [
        { id: 'P1', battlefield: [{ card: 'c1' }, { card: 'c2' }] },
        { id: 'P2', battlefield: [{ melded: ['c3', 'c4'] }] },
      ],
      cards: { c1: meld('A', 'B'), c2: meld('B', 'A'), c3: meld('A', 'B'), c4: meld('B', 'A') },
    };
    const found = relocations(pair);
    expect(found.find((c) => c.change === 'meld c1 and c2')?.setup.players[0]?.battlefield).toEqual([
      { melded: ['c1', 'c2'] },
    ]);
    const split = found.find((c) => c.change === 'P2 melded c3+c4 to graveyard');
    expect(split?.setup.players[1]?.graveyard).toEqual(['c3', 'c4']);
    expect(split?.landed).toEqual([
      { zone: 'graveyard', player: 1, index: 0 },
      { zone: 'graveyard', player: 1, index: 1 },
    ]);
  });
});
