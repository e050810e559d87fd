/** Life totals, poison counters, damage to players and lifelink (119, 120.3a, 120.3b, 120.3f, 704.5a, 704.5c). */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../adapter/action.js';
import type { CardDefinition } from '../../model/card.js';
import type { GameState } from '../../model/game-state.js';
import { initialState, SetupError } from '../../engine/setup.js';
import { step } from '../../engine/step.js';
import { observe } from '../../engine/view.js';

const creature = (name: string, keyword?: string): CardDefinition => ({
  layout: 'single',
  faces: [
    {
      name,
      manaCost: '{1}',
      colorIndicator: null,
      supertypes: [],
      types: ['Creature'],
      subtypes: [],
      power: 2,
      toughness: 2,
      loyalty: null,
      defense: null,
      abilities: keyword === undefined ? [] : [{ kind: 'keyword', keyword }],
    },
  ],
});

function run(state: GameState, action: Action): GameState {
  const r = step(state, action);
  if (!r.ok) throw new Error(`rejected: ${r.rejection.code}`);
  return r.state;
}

const lives = (s: GameState) => observe(s, 'P2').players.map((p) => [p.id, p.life, p.poison, p.left]);

describe('life totals', () => {
  test('start at 20 unless the setup says (119.1), shown to every viewer', () => {
    const s = initialState({ players: [{ id: 'P1' }, { id: 'P2', life: 7 }], cards: {} });
    expect(lives(s)).toEqual([
      ['P1', 20, 0, false],
      ['P2', 7, 0, false],
    ]);
  });

  test('a life total that is not a whole number is refused with its place', () => {
    expect(() => initialState({ players: [{ id: 'P1', life: 2.5 }], cards: {} })).toThrow(SetupError);
    expect(() => initialState({ players: [{ id: 'P1', life: 2.5 }], cards: {} })).toThrow(/players\.P1\.life/);
  });

  test('damage to a player: life loss (120.3a), infect gives poison (120.3b), lifelink gains (120.3f)', () => {
    let s = initialState({
      players: [{ id: 'P1', battlefield: [{ card: 'l' }, { card: 'i' }] }, { id: 'P2' }],
      cards: { l: creature('Linker', 'Lifelink'), i: creature('Infector', 'infect') },
    });
    const [linker, infector] = s.battlefield as [string, string];
    s = run(s, { kind: 'deal-damage-to-player', player: 'P2', amount: 3, source: linker });
    s = run(s, { kind: 'deal-damage-to-player', player: 'P2', amount: 2, source: infector });
    s = run(s, { kind: 'deal-damage-to-player', player: 'P2', amount: 1 });
    expect(lives(s)).toEqual([
      ['P1', 23, 0, false],
      ['P2', 16, 2, false],
    ]);
  });

  test('lifelink counts damage that is dealt, to a creature, and none to a noncreature artifact (120.1)', () => {
    const relic: CardDefinition = {
      layout: 'single',
      faces: [{ ...creature('Relic').faces[0], types: ['Artifact'], power: null, toughness: null }],
    };
    let s = initialState({
      players: [
        { id: 'P1', battlefield: [{ card: 'l' }] },
        { id: 'P2', battlefield: [{ card: 'b' }, { card: 'r' }] },
      ],
      cards: { l: creature('Linker', 'lifelink'), b: creature('Bear'), r: relic },
    });
    const [linker, bear, artifact] = s.battlefield as [string, string, string];
    s = run(s, { kind: 'deal-damage', object: bear, amount: 1, source: linker });
    s = run(s, { kind: 'deal-damage', object: artifact, amount: 1, source: linker });
    expect(lives(s)[0]).toEqual(['P1', 21, 0, false]);
  });

  test('a face-down source has no lifelink (708.2a)', () => {
    let s = initialState({
      players: [{ id: 'P1', battlefield: [{ card: 'l', faceDown: 'manifest' }] }, { id: 'P2' }],
      cards: { l: creature('Linker', 'lifelink') },
    });
    s = run(s, { kind: 'deal-damage-to-player', player: 'P2', amount: 2, source: s.battlefield[0] as string });
    expect(lives(s)).toEqual([
      ['P1', 20, 0, false],
      ['P2', 18, 0, false],
    ]);
  });

  test('0 life (704.5a) and ten poison counters (704.5c) lose; the last player left ends the game', () => {
    let s = initialState({
      players: [{ id: 'P1', battlefield: [{ card: 'i' }] }, { id: 'P2', life: 2 }, { id: 'P3' }],
      cards: { i: creature('Infector', 'Infect') },
    });
    const r = step(s, { kind: 'deal-damage-to-player', player: 'P2', amount: 2 });
    expect(r.ok && r.events.filter((e) => e.kind === 'state-based-action' || e.kind === 'player-left')).toEqual([
      { kind: 'state-based-action', object: 'P2', clause: '704.5a' },
      { kind: 'player-left', player: 'P2' },
    ]);
    s = run(s, { kind: 'deal-damage-to-player', player: 'P2', amount: 2 });
    expect(s.gameOver).toBe(false);
    expect(step(s, { kind: 'deal-damage-to-player', player: 'P2', amount: 1 }).ok).toBe(false);
    s = run(s, { kind: 'deal-damage-to-player', player: 'P3', amount: 10, source: s.battlefield[0] as string });
    expect(s.players.find((p) => p.id === 'P3')).toMatchObject({ left: true, poison: 10, life: 20 });
    expect(s.gameOver).toBe(true);
  });
});
