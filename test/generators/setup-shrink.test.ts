/** Smaller setups for the minimiser (issue 24): every candidate keeps each card in exactly one zone. */
import { describe, expect, it } from 'vitest';
import { defaults, removals, setupSize, simplerCards, tidySetup } from '../../generators/setup-shrink.js';
import { face } from '../../model/characteristics.js';
import type { CardDefinition } from '../../model/card.js';
import type { GameSetup, PlayerSetup } from '../../model/setup.js';

const bear: CardDefinition = {
  layout: 'single',
  faces: [
    face({ name: 'Bear', types: ['Creature'], power: 2, toughness: 2, abilities: [{ kind: 'ward', cost: '{1}' }] }),
  ],
};
const werewolf: CardDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({ name: 'Villager', types: ['Creature'], power: 1, toughness: 1 }),
    face({ name: 'Wolf', types: ['Creature'], power: 3, toughness: 3 }),
  ],
};
const aura: CardDefinition = {
  layout: 'single',
  faces: [face({ name: 'Charm', types: ['Enchantment'], subtypes: ['Aura'] })],
};

const setup: GameSetup = {
  players: [
    {
      id: 'P1',
      library: ['c1', 'c2'],
      battlefield: [
        { card: 'c3', label: 'L1', faceDown: 'manifest', counters: { '+1/+1': 1 }, tapped: true },
        { card: 'c4', attachedTo: 'L1' },
      ],
    },
    { id: 'P2', hand: ['c5'] },
  ],
  cards: { c1: bear, c2: bear, c3: werewolf, c4: aura, c5: bear },
  seed: 7,
};

function keys(s: GameSetup): string[] {
  return s.players
    .flatMap((p) => [
      ...(p.library ?? []),
      ...(p.hand ?? []),
      ...(p.graveyard ?? []),
      ...(p.exile ?? []).map((e) => e.card),
      ...(p.battlefield ?? []).flatMap((b) => (b.card === undefined ? [] : [b.card])),
    ])
    .sort();
}

describe('setup candidates', () => {
  it('take parts away, whole zones first, dropping what they refer to and unused cards', () => {
    const all = removals(setup);
    expect(all.slice(0, 4).map((c) => c.change)).toEqual([
      'keep only P1 battlefield',
      'keep only P1 library',
      'keep only P2 hand',
      'empty P1 battlefield',
    ]);
    for (const c of all) expect(Object.keys(c.setup.cards).sort()).toEqual(keys(c.setup));
    const withoutHost = all.find((c) => c.change === 'remove P1 battlefield[0]');
    // The Aura attached to the removed permanent goes too.
    expect(withoutHost?.setup.players[0]?.battlefield).toEqual([]);
    expect(setupSize(withoutHost?.setup ?? setup)).toBe(3);
  });

  it('first keep one zone and take everything else away: the largest cut, in one game', () => {
    const kept = removals(setup).filter((c) => c.change.startsWith('keep only'));
    expect(kept.map((c) => keys(c.setup))).toEqual([['c3', 'c4'], ['c1', 'c2'], ['c5']]);
    expect(kept[0]?.setup.players[0]?.battlefield).toEqual(setup.players[0]?.battlefield);
    const stacked: GameSetup = { ...setup, stack: [{ card: 'c6', owner: 'P2' }], cards: { ...setup.cards, c6: bear } };
    const onlyStack = removals(stacked).find((c) => c.change === 'keep only the stack');
    expect(keys(onlyStack?.setup ?? setup)).toEqual([]);
    expect(onlyStack?.setup.stack).toEqual([{ card: 'c6', owner: 'P2' }]);
    expect(Object.keys(onlyStack?.setup.cards ?? {})).toEqual(['c6']);
    // Nothing to gain when one zone holds everything.
    const one: GameSetup = { players: [{ id: 'P1', hand: ['c1', 'c2'] }, { id: 'P2' }], cards: { c1: bear, c2: bear } };
    expect(removals(one).filter((c) => c.change.startsWith('keep only'))).toEqual([]);
  });

  it('say where a removed object stood, as a step names it (the battlefield counted over every player)', () => {
    const two: GameSetup = {
      ...setup,
      players: [setup.players[0] as PlayerSetup, { id: 'P2', hand: ['c5'], battlefield: [{ card: 'c6' }] }],
      cards: { ...setup.cards, c6: bear },
    };
    const removed = (change: string) => removals(two).find((c) => c.change === change)?.removed;
    expect(removed('remove P2 battlefield[0]')).toEqual({ zone: 'battlefield', index: 2 });
    expect(removed('remove P1 library[1]')).toEqual({ zone: 'library', player: 0, index: 1 });
    expect(removed('remove P2 hand[0]')).toEqual({ zone: 'hand', player: 1, index: 0 });
    expect(removed('empty P1 library')).toBeUndefined();
  });

  it('take one card of a melded permanent away: the other stays in its place with its attributes', () => {
    const half = (name: string, partner: string): CardDefinition => ({
      layout: 'meld',
      faces: [face({ name, types: ['Creature'] })],
      partner,
      melded: face({ name: 'Whole', types: ['Creature'] }),
    });
    const melded: GameSetup = {
      players: [
        { id: 'P1', battlefield: [{ card: 'c1' }, { melded: ['c2', 'c3'], tapped: true, counters: { '+1/+1': 1 } }] },
        { id: 'P2' },
      ],
      cards: { c1: bear, c2: half('Left', 'Right'), c3: half('Right', 'Left') },
    };
    const only = removals(melded).filter((c) => c.change.includes(' only '));
    expect(only.map((c) => c.change)).toEqual([
      'P1 battlefield[1] only c2, single-faced',
      'P1 battlefield[1] only c3, single-faced',
    ]);
    expect(only[0]?.setup.cards.c2).toEqual({ layout: 'single', faces: [half('Left', 'Right').faces[0]] });
    expect(only[0]?.setup.players[0]?.battlefield).toEqual([
      { card: 'c1' },
      { card: 'c2', tapped: true, counters: { '+1/+1': 1 } },
    ]);
    expect(Object.keys(only[1]?.setup.cards ?? {}).sort()).toEqual(['c1', 'c3']);
    expect(only.map((c) => setupSize(c.setup))).toEqual([2, 2]);
  });

  it('put attributes back to their defaults one at a time', () => {
    const changes = defaults(setup).map((c) => c.change);
    expect(changes).toEqual([
      'P1 battlefield[0] face up',
      'P1 battlefield[0] no counters',
      'P1 battlefield[0] untapped',
      'P1 battlefield[1] not attached',
      'seed 0',
    ]);
  });

  it('make cards simpler: single-faced, and without abilities other than face-down ways', () => {
    const changes = simplerCards(setup).map((c) => c.change);
    expect(changes).toContain('c3 single-faced');
    expect(changes).toContain('c1 no abilities');
  });

  it('tidy drops labels nothing refers to', () => {
    const alone = tidySetup({
      ...setup,
      players: [{ id: 'P1', battlefield: [{ card: 'c3', label: 'L1' }] }, { id: 'P2' }],
    });
    expect(alone.players[0]?.battlefield).toEqual([{ card: 'c3' }]);
    expect(Object.keys(alone.cards)).toEqual(['c3']);
  });
});
