/**
 * Split cards in the reference engine (issue 23): characteristics and mana value by zone (709.4, 202.3d),
 * casting one half (709.3, 709.3b), aftermath (702.127a), copies of a split spell (707.10), setups and
 * card names (201.4b).
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../adapter/action.js';
import { catalogCard } from '../../../catalog/index.js';
import { initialState, SetupError } from '../../../engine/setup.js';
import { step } from '../../../engine/step.js';
import type { CardDefinition } from '../../../model/card.js';
import type { GameState } from '../../../model/game-state.js';
import type { PlayerSetup } from '../../../model/setup.js';
import { bear } from '../fixtures.js';
import { chars, idOf, run } from '../dfc/helpers.js';

const def = (name: string): CardDefinition => {
  const card = catalogCard(name);
  if (card === undefined) throw new Error(`no catalog card ${name}`);
  return card.definition;
};
const CARDS: Record<string, CardDefinition> = { alive: def('Alive // Well'), dusk: def('Dusk // Dawn'), bear };

function game(p1: Omit<PlayerSetup, 'id'>): GameState {
  const keys = [...(p1.library ?? []), ...(p1.hand ?? []), ...(p1.graveyard ?? [])];
  const cards = Object.fromEntries(keys.map((k) => [k, CARDS[k] as CardDefinition]));
  return initialState({ players: [{ id: 'P1', ...p1 }, { id: 'P2' }], cards, seed: 3 });
}
const castHalf = (s: GameState, card: string, half: 'left' | 'right'): Action => ({
  kind: 'cast',
  player: 'P1',
  object: idOf(s, card),
  mode: { kind: 'split-half', half },
});
function rejection(s: GameState, action: Action): string {
  const r = step(s, action);
  return r.ok ? 'accepted' : r.rejection.code;
}

describe('a split card off the stack is both halves (709.4, 202.3d)', () => {
  test('in a hand, graveyard or library: both names, both costs, both colors, the sum of mana values', () => {
    const s = game({ hand: ['alive'], graveyard: ['dusk'] });
    expect(chars(s, idOf(s, 'alive'))).toMatchObject({
      name: 'Alive // Well',
      manaCost: '{3}{G}{W}',
      manaValue: 5,
      colors: ['W', 'G'],
      types: ['Sorcery'],
    });
    expect(chars(s, idOf(s, 'dusk'))).toMatchObject({ manaValue: 9, abilities: [{ kind: 'aftermath' }] });
  });
});

describe('casting a half (709.3, 709.3b, 202.3d)', () => {
  test('the spell is the chosen half only, and the card is both halves again once it resolves', () => {
    let s = game({ hand: ['alive'] });
    s = run(s, castHalf(s, 'alive', 'right')).state;
    const spell = s.stack[0] as string;
    expect(s.objects[spell]?.half).toBe('right');
    expect(chars(s, spell)).toMatchObject({ name: 'Well', manaCost: '{W}', manaValue: 1, colors: ['W'] });
    s = run(s, { kind: 'resolve' }).state;
    const card = idOf(s, 'alive');
    expect(s.objects[card]?.zone).toBe('graveyard');
    expect(s.objects[card]?.half).toBeUndefined();
    expect(chars(s, card)).toMatchObject({ name: 'Alive // Well', manaValue: 5 });
  });

  test('a copy of a split spell copies the half cast (707.10, 709.3b)', () => {
    let s = game({ hand: ['alive'] });
    s = run(s, castHalf(s, 'alive', 'left')).state;
    s = run(s, { kind: 'copy-spell', player: 'P2', of: s.stack[0] as string }).state;
    expect(chars(s, s.stack[s.stack.length - 1] as string)).toMatchObject({ name: 'Alive', manaValue: 4 });
  });

  test('coded rejections: no half chosen, a half of another card, a bad half, an aftermath half from a hand', () => {
    const s = game({ hand: ['alive', 'bear', 'dusk'] });
    expect(rejection(s, { kind: 'cast', player: 'P1', object: idOf(s, 'alive'), mode: { kind: 'normal' } })).toBe(
      'cast/split-half-required',
    );
    expect(rejection(s, castHalf(s, 'bear', 'left'))).toBe('cast/not-split');
    const bad = { ...castHalf(s, 'alive', 'left'), mode: { kind: 'split-half', half: 'up' } } as unknown as Action;
    expect(rejection(s, bad)).toBe('cast/bad-half');
    expect(rejection(s, castHalf(s, 'dusk', 'right'))).toBe('cast/wrong-zone');
    expect(rejection(s, castHalf(s, 'dusk', 'left'))).toBe('accepted');
  });
});

describe('aftermath (702.127a)', () => {
  test('the aftermath half is cast from the graveyard and the spell is exiled as it leaves the stack', () => {
    let s = game({ graveyard: ['dusk'] });
    expect(rejection(s, castHalf(s, 'dusk', 'left'))).toBe('cast/wrong-zone');
    s = run(s, castHalf(s, 'dusk', 'right')).state;
    expect(chars(s, s.stack[0] as string)).toMatchObject({ name: 'Dawn', manaValue: 5 });
    s = run(s, { kind: 'counter', object: s.stack[0] as string }).state;
    const card = idOf(s, 'dusk');
    expect(s.objects[card]?.zone).toBe('exile');
    expect(chars(s, card)).toMatchObject({ name: 'Dusk // Dawn', manaValue: 9 });
  });
});

describe('setups and names', () => {
  test('a setup cannot put a split spell on the stack: its half would be unknown (709.3b)', () => {
    const setup = {
      players: [{ id: 'P1' }, { id: 'P2' }],
      cards: { alive: CARDS.alive },
      stack: [{ card: 'alive', owner: 'P1' }],
    };
    expect(() => initialState(setup as never)).toThrow(SetupError);
  });

  test('a half can be chosen as a card name, both names together cannot (201.4b, 709.4a)', () => {
    const s = game({ hand: ['alive'] });
    expect(rejection(s, { kind: 'choose-card-name', player: 'P2', name: 'Well' })).toBe('accepted');
    expect(rejection(s, { kind: 'choose-card-name', player: 'P2', name: 'Alive // Well' })).toBe(
      'choose-card-name/not-a-card-name',
    );
  });
});
