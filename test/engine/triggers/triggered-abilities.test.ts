/**
 * Triggered abilities as objects (603.2, 603.3, 603.3a, 603.3b, 603.10a, 608.2n, 701.27f, 708.3,
 * 708.8, 800.4a): what triggers, when it goes on the stack, in which order, and how it resolves.
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../adapter/action.js';
import type { Ability, TriggeredEffect, Trigger } from '../../../model/ability.js';
import type { CardDefinition } from '../../../model/card.js';
import { face } from '../../../model/characteristics.js';
import type { GameEvent } from '../../../model/events.js';
import type { GameState } from '../../../model/game-state.js';
import type { GameSetup, PlayerSetup } from '../../../model/setup.js';
import { initialState } from '../../../engine/setup.js';
import { step } from '../../../engine/step.js';
import { observe } from '../../../engine/view.js';

const when = (kind: Exclude<Trigger['kind'], 'chapter'>, effect: string, resolves?: TriggeredEffect): Ability => ({
  kind: 'triggered',
  trigger: { kind },
  effect,
  ...(resolves === undefined ? {} : { resolves }),
});

const creature = (name: string, abilities: readonly Ability[], toughness = 2): CardDefinition => ({
  layout: 'single',
  faces: [face({ name, manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness, abilities })],
});

const dfc = (abilities: readonly Ability[]): CardDefinition => ({
  layout: 'nonmodal-dfc',
  faces: [
    face({ name: 'Day Face', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2, abilities }),
    face({ name: 'Night Face', colorIndicator: ['G'], types: ['Creature'], power: 3, toughness: 3, abilities }),
  ],
});

const CARDS: Record<string, CardDefinition> = {
  elf: creature('Elf', [when('enters', 'Draw a card.')]),
  grower: creature('Grower', [
    when('enters', 'Put a +1/+1 counter on this.', { kind: 'counters', counter: '+1/+1', amount: 1 }),
  ]),
  mourner: creature('Mourner', [when('leaves', 'Each opponent loses 1 life.')]),
  frail: creature('Frail Mourner', [when('leaves', 'Each opponent loses 1 life.')], 0),
  watcher: creature('Watcher', [when('permanent-transforms', 'Scry 1.'), when('permanent-turned-face-up', 'Scry 2.')]),
  flipper: dfc([when('enters', 'Transform this.', { kind: 'transform' })]),
  twin: creature('Twin', [when('enters', 'First.'), when('enters', 'Second.')]),
  morph: creature('Hidden', [{ kind: 'morph', cost: '{1}' }, when('enters', 'Draw a card.')]),
};

function game(p1: Omit<PlayerSetup, 'id'>, p2: Omit<PlayerSetup, 'id'> = {}): GameState {
  const keys = [p1, p2].flatMap((p) => [
    ...(p.library ?? []),
    ...(p.hand ?? []),
    ...(p.graveyard ?? []),
    ...(p.battlefield ?? []).flatMap((b) => (b.card ? [b.card] : [])),
  ]);
  const cards = Object.fromEntries(keys.map((k) => [k, CARDS[k.replace(/\d+$/, '')] as CardDefinition]));
  const setup: GameSetup = {
    players: [
      { id: 'P1', ...p1 },
      { id: 'P2', ...p2 },
    ],
    cards,
    seed: 1,
  };
  return initialState(setup);
}

function run(state: GameState, action: Action): { state: GameState; events: readonly GameEvent[] } {
  const r = step(state, action);
  if (!r.ok) throw new Error(`rejected: ${r.rejection.code} ${r.rejection.message}`);
  return { state: r.state, events: r.events };
}

const idOf = (s: GameState, card: string): string =>
  Object.values(s.objects).find((o) => o.represents.kind === 'card' && o.represents.card === card)?.id as string;

/** The triggered abilities on the stack, bottom first, as source, controller and trigger. */
const abilities = (s: GameState) =>
  s.stack.flatMap((id) => {
    const o = s.objects[id];
    return o?.represents.kind === 'triggered-ability'
      ? [{ source: o.represents.source, controller: o.controller, trigger: o.represents.ability.trigger.kind }]
      : [];
  });

describe('triggered abilities go on the stack (603.3)', () => {
  test('an enters ability goes on the stack, is shown to every player, and resolves to nothing unmodelled', () => {
    let s = game({ graveyard: ['elf'] });
    const r = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'elf') });
    s = r.state;
    const elf = s.battlefield[0] as string;
    expect(r.events).toContainEqual({ kind: 'triggered', source: elf, trigger: 'enters' });
    expect(abilities(s)).toEqual([{ source: elf, controller: 'P1', trigger: 'enters' }]);
    for (const viewer of ['P1', 'P2', 'referee'] as const) {
      expect(observe(s, viewer).stack[0]).toMatchObject({
        controller: 'P1',
        characteristics: null,
        printed: { kind: 'ability', source: elf, description: 'Draw a card.', trigger: 'enters' },
      });
    }
    const resolved = run(s, { kind: 'resolve' });
    expect(resolved.events).toEqual([{ kind: 'resolved', object: s.stack[0] }]);
    expect(resolved.state.stack).toEqual([]);
    expect(resolved.state.objects[s.stack[0] as string]).toBeUndefined(); // 608.2n
  });

  test('abilities triggering together go on the stack in the order they triggered, the last on top (603.3b)', () => {
    let s = game({ graveyard: ['twin'] });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'twin') }).state;
    const described = s.stack.map((id) => observe(s, 'P2').stack.find((o) => o.id === id)?.printed);
    expect(described).toMatchObject([{ description: 'First.' }, { description: 'Second.' }]);
  });

  test('an ability that triggers on a state-based action goes on the stack after it (704.3, 603.3b, 603.10a)', () => {
    const s = game({ graveyard: ['frail'] });
    const r = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'frail') });
    const gone = r.events.find((e) => e.kind === 'entered');
    expect(r.events).toContainEqual(expect.objectContaining({ kind: 'state-based-action', clause: '704.5f' }));
    expect(abilities(r.state)).toEqual([
      { source: gone?.kind === 'entered' ? gone.object : '', controller: 'P1', trigger: 'leaves' },
    ]);
  });

  test('a permanent you control transforming or turned face up triggers "whenever a permanent you control"', () => {
    let s = game({ battlefield: [{ card: 'watcher' }, { card: 'flipper' }, { card: 'morph', faceDown: 'morph' }] });
    const watcher = idOf(s, 'watcher');
    s = run(s, { kind: 'transform', object: idOf(s, 'flipper') }).state;
    expect(abilities(s)).toEqual([{ source: watcher, controller: 'P1', trigger: 'permanent-transforms' }]);
    s = run(s, { kind: 'turn-face-up', object: idOf(s, 'morph'), route: 'morph' }).state;
    expect(abilities(s).map((a) => a.trigger)).toEqual(['permanent-transforms', 'permanent-turned-face-up']);
  });
});

describe('what does not trigger (708.3, 708.8)', () => {
  test('entering face down or being turned face up triggers no enters ability', () => {
    let s = game({ library: ['morph'], graveyard: ['elf'] });
    let r = run(s, { kind: 'manifest', player: 'P1' });
    expect(r.events.some((e) => e.kind === 'triggered')).toBe(false);
    r = run(r.state, { kind: 'put-onto-battlefield', object: idOf(r.state, 'elf'), faceDown: true });
    expect(r.events.some((e) => e.kind === 'triggered')).toBe(false);
    s = r.state;
    r = run(s, { kind: 'turn-face-up', object: idOf(s, 'morph'), route: 'morph' });
    expect(r.events.some((e) => e.kind === 'triggered')).toBe(false);
    expect(r.state.stack).toEqual([]);
  });

  test('a face-down permanent leaving looks back at itself face down: no leaves trigger (603.10a)', () => {
    const s = game({ battlefield: [{ card: 'mourner', faceDown: 'manifest' }] });
    const r = run(s, { kind: 'move', object: idOf(s, 'mourner'), to: 'graveyard' });
    expect(r.state.stack).toEqual([]);
  });
});

describe('resolving (608.2, 701.27f, 400.7)', () => {
  test('counters go on the source; once the source has left, nothing happens', () => {
    let s = game({ graveyard: ['grower', 'grower2'] });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'grower') }).state;
    const grower = s.battlefield[0] as string;
    const r = run(s, { kind: 'resolve' });
    expect(r.events).toContainEqual({ kind: 'counters-added', object: grower, counter: '+1/+1', amount: 1 });
    expect(r.state.objects[grower]?.counters).toEqual({ '+1/+1': 1 });
    s = run(r.state, { kind: 'put-onto-battlefield', object: idOf(r.state, 'grower2') }).state;
    const second = s.battlefield[1] as string;
    s = run(s, { kind: 'move', object: second, to: 'hand' }).state;
    const left = run(s, { kind: 'resolve' });
    expect(left.events).toContainEqual(expect.objectContaining({ kind: 'no-effect', object: second, clause: '400.7' }));
  });

  test('"transform this" does nothing if the source transformed since the ability went on the stack (701.27f)', () => {
    let s = game({ graveyard: ['flipper'] });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'flipper') }).state;
    const flipper = s.battlefield[0] as string;
    s = run(s, { kind: 'transform', object: flipper }).state;
    expect(s.objects[flipper]?.face).toBe('back');
    const r = run(s, { kind: 'resolve' });
    expect(r.events).toContainEqual(expect.objectContaining({ kind: 'no-effect', clause: '701.27f' }));
    expect(r.state.objects[flipper]?.face).toBe('back');
  });

  test("countering a triggered ability removes it; a leaving player's abilities cease to exist (800.4a)", () => {
    let s = game({ graveyard: ['elf'] }, { graveyard: ['elf2'] });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'elf') }).state;
    const countered = run(s, { kind: 'counter', object: s.stack[0] as string });
    expect(countered.state.stack).toEqual([]);
    s = run(countered.state, { kind: 'put-onto-battlefield', object: idOf(countered.state, 'elf2') }).state;
    expect(abilities(s).map((a) => a.controller)).toEqual(['P2']);
    s = run(s, { kind: 'player-leaves', player: 'P2' }).state;
    expect(s.stack).toEqual([]);
  });
});
