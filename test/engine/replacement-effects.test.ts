import { expect, test } from 'vitest';
import { initialState } from '../../engine/setup.js';
import { step } from '../../engine/step.js';
import type { GameState } from '../../model/game-state.js';
import type { Action } from '../../adapter/action.js';
import { bear } from './fixtures.js';
import { face } from '../../model/characteristics.js';

const rip = {
  layout: 'single' as const,
  faces: [face({ name: 'Rest in Peace', manaCost: '{1}{W}', types: ['Enchantment'] })] as const,
};

function apply(state: GameState, action: Action): GameState {
  const r = step(state, action);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

const start = () => {
  let s = initialState({
    players: [{ id: 'P1', battlefield: [{ card: 'b' }, { card: 'r' }], hand: ['h'] }, { id: 'P2' }],
    cards: { b: bear, r: rip, h: bear },
  });
  s = apply(s, {
    kind: 'apply-effect',
    object: s.battlefield[1] as string,
    effect: { kind: 'exile-instead-of-graveyard' },
  });
  return s;
};

test('anything that would go to a graveyard from anywhere is exiled instead (614.1a)', () => {
  let s = start();
  s = apply(s, { kind: 'move', object: s.battlefield[0] as string, to: 'graveyard' });
  s = apply(s, { kind: 'move', object: s.players[0]!.hand[0] as string, to: 'graveyard' });
  expect(s.players[0]!.graveyard).toEqual([]);
  expect(s.exile).toHaveLength(2);
});

test('the permanent imposing it is exiled too instead of going to the graveyard; a phased-out one imposes none', () => {
  let s = start();
  s = apply(s, { kind: 'move', object: s.battlefield[1] as string, to: 'graveyard' });
  expect(s.exile).toHaveLength(1);
  let t = start();
  t = apply(t, { kind: 'phase-out', object: t.battlefield[1] as string });
  t = apply(t, { kind: 'move', object: t.battlefield[0] as string, to: 'graveyard' });
  expect(t.players[0]!.graveyard).toHaveLength(1);
});
