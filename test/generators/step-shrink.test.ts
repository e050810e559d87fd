/** Varying a generated step for the minimiser (issue 24): re-aimed, numbers lowered, history named by place. */
import { describe, expect, it } from 'vitest';
import type { GeneratedStep, Target } from '../../generators/generated-step.js';
import {
  aimedAt,
  hasTargets,
  historyAt,
  loweredNumbers,
  plainTargets,
  readsHistory,
  shiftedPast,
} from '../../generators/step-shrink.js';
import { face } from '../../model/characteristics.js';
import type { CardDefinition } from '../../model/card.js';
import type { GameSetup } from '../../model/setup.js';

const damage: GeneratedStep = {
  kind: 'damage-from-source',
  source: { zone: 'battlefield', filter: 'damage-keyword', index: 3 },
  to: { target: { zone: 'history', ref: 'copy-source', index: 1 } },
  amount: 3,
};
const toPlayer: GeneratedStep = {
  kind: 'damage-from-source',
  source: { zone: 'battlefield', filter: 'any', index: 0 },
  to: { player: 1 },
  amount: 1,
};

describe('step variants', () => {
  it('re-aim every target, also one inside an argument (damage to a permanent)', () => {
    expect(hasTargets(damage)).toBe(true);
    expect(hasTargets({ kind: 'draw', player: 0 })).toBe(false);
    expect(aimedAt(damage, 0)).toEqual({
      ...damage,
      source: { zone: 'battlefield', filter: 'damage-keyword', index: 0 },
      to: { target: { zone: 'history', ref: 'copy-source', index: 0 } },
    });
    // A player is not a target: left as it is.
    expect(aimedAt(toPlayer, 2)).toEqual({ ...toPlayer, source: { zone: 'battlefield', filter: 'any', index: 2 } });
  });

  it('lower a step’s own numbers to 0, and to 1 when above 1, never a target’s index', () => {
    expect(loweredNumbers({ kind: 'manifest-dread', player: 2, choose: 1 })).toEqual([
      { kind: 'manifest-dread', player: 0, choose: 1 },
      { kind: 'manifest-dread', player: 1, choose: 1 },
      { kind: 'manifest-dread', player: 2, choose: 0 },
    ]);
    expect(loweredNumbers(damage)).toEqual([
      { ...damage, amount: 0 },
      { ...damage, amount: 1 },
    ]);
    expect(loweredNumbers({ kind: 'draw', player: 0 })).toEqual([]);
  });

  it('name by its place what a step found through history, wherever the target sits', () => {
    expect(readsHistory(damage)).toBe(true);
    expect(readsHistory(toPlayer)).toBe(false);
    const there = { zone: 'graveyard', player: 0, index: 2 } as const;
    expect(historyAt(damage, there)).toEqual({ ...damage, to: { target: there } });
    expect(historyAt(toPlayer, there)).toEqual(toPlayer);
  });
});

describe('plainTargets', () => {
  const bear: CardDefinition = {
    layout: 'single',
    faces: [face({ name: 'Bear', types: ['Creature'], power: 2, toughness: 2 })],
  };
  it('every object of a setup by its plain place', () => {
    const setup: GameSetup = {
      players: [
        { id: 'P1', hand: ['c1'], battlefield: [{ card: 'c2' }] },
        { id: 'P2', graveyard: ['c3', 'c4'], battlefield: [{ card: 'c5' }], exile: [{ card: 'c6' }] },
      ],
      cards: { c1: bear, c2: bear, c3: bear, c4: bear, c5: bear, c6: bear, c7: bear },
      stack: [{ card: 'c7', owner: 'P1' }],
    };
    expect(plainTargets(setup)).toEqual([
      { zone: 'battlefield', filter: 'any', index: 0 },
      { zone: 'battlefield', filter: 'any', index: 1 },
      { zone: 'hand', player: 0, index: 0 },
      { zone: 'graveyard', player: 1, index: 0 },
      { zone: 'graveyard', player: 1, index: 1 },
      { zone: 'exile', index: 0 },
      { zone: 'stack', index: 0 },
    ]);
  });
});

describe('shiftedPast', () => {
  const move = (target: Target): GeneratedStep => ({
    kind: 'move',
    target,
    to: 'hand',
    faceDown: false,
    position: 'top',
  });
  it('moves targets past a removed object down by one, so they name the same objects', () => {
    const removed = { zone: 'battlefield', index: 1 } as const;
    expect(shiftedPast(move({ zone: 'battlefield', filter: 'any', index: 3 }), removed)).toEqual(
      move({ zone: 'battlefield', filter: 'any', index: 2 }),
    );
    expect(shiftedPast(move({ zone: 'battlefield', filter: 'any', index: 1 }), removed)).toEqual(
      move({ zone: 'battlefield', filter: 'any', index: 1 }),
    );
    // A filtered list's order is not known: left alone.
    expect(shiftedPast(move({ zone: 'battlefield', filter: 'face-down', index: 3 }), removed)).toEqual(
      move({ zone: 'battlefield', filter: 'face-down', index: 3 }),
    );
  });
  it("counts a hand, graveyard or library per player: another player's is left alone", () => {
    const removed = { zone: 'graveyard', player: 1, index: 0 } as const;
    expect(shiftedPast(move({ zone: 'graveyard', player: 1, index: 2 }), removed)).toEqual(
      move({ zone: 'graveyard', player: 1, index: 1 }),
    );
    expect(shiftedPast(move({ zone: 'graveyard', player: 0, index: 2 }), removed)).toEqual(
      move({ zone: 'graveyard', player: 0, index: 2 }),
    );
    expect(shiftedPast(move({ zone: 'hand', player: 1, index: 2 }), removed)).toEqual(
      move({ zone: 'hand', player: 1, index: 2 }),
    );
  });
});
