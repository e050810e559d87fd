/** Day and night in the reference engine (731, 702.145): what scenarios cannot state. */
import { describe, expect, test } from 'vitest';
import { cardByName } from '../../catalog/index.js';
import { initialState } from '../../engine/setup.js';
import { step } from '../../engine/step.js';
import { observe } from '../../engine/view.js';
import type { GameState } from '../../model/game-state.js';
import { bear, setupOf } from './fixtures.js';

const piper = cardByName('Howlpack Piper').definition;

function applied(state: GameState, ...actions: Parameters<typeof step>[1][]): GameState {
  let s = state;
  for (const action of actions) {
    const result = step(s, action);
    if (!result.ok) throw new Error(result.rejection.message);
    s = result.state;
  }
  return s;
}

describe('day and night', () => {
  test('a count that is not a whole number of spells is rejected, the state unchanged', () => {
    const s = initialState(setupOf({ bear }, { id: 'P1', battlefield: [{ card: 'bear' }] }));
    for (const spellsCast of [-1, 1.5, Number.NaN]) {
      const result = step(s, { kind: 'day-night-check', spellsCast });
      expect(result.ok ? 'accepted' : result.rejection.code).toBe('day-night-check/bad-count');
    }
  });

  test('a daybound permanent in the setup makes it day; a nightbound one alone makes it night', () => {
    const front = initialState(setupOf({ piper }, { id: 'P1', battlefield: [{ card: 'piper' }] }));
    expect(observe(front, 'P2').dayNight).toBe('day');
    const back = initialState(setupOf({ piper }, { id: 'P1', battlefield: [{ card: 'piper', face: 'back' }] }));
    expect(observe(back, 'P2').dayNight).toBe('night');
    const neither = initialState(setupOf({ bear }, { id: 'P1', battlefield: [{ card: 'bear' }] }));
    expect(observe(neither, 'referee')).not.toHaveProperty('dayNight');
  });

  test('with a daybound and a nightbound permanent it is day; the nightbound one transforms (702.145d, f)', () => {
    const s = initialState(
      setupOf({ a: piper, b: piper }, { id: 'P1', battlefield: [{ card: 'a' }, { card: 'b', face: 'back' }] }),
    );
    const view = observe(s, 'referee');
    expect(view.dayNight).toBe('day');
    expect(view.battlefield.map((o) => o.face)).toEqual(['front', 'front']);
  });

  test('a phased-out daybound permanent does not make it day, nor transform (702.26b)', () => {
    const s = applied(initialState(setupOf({ bear }, { id: 'P1', battlefield: [{ card: 'bear' }] })), {
      kind: 'become-day-or-night',
      designation: 'night',
    });
    const withPiper = initialState(setupOf({ piper }, { id: 'P1', battlefield: [{ card: 'piper' }] }));
    const id = observe(withPiper, 'referee').battlefield[0]?.id as string;
    const out = applied(
      withPiper,
      { kind: 'phase-out', object: id },
      { kind: 'become-day-or-night', designation: 'night' },
    );
    expect(observe(out, 'referee').battlefield[0]?.face).toBe('front');
    const back = applied(out, { kind: 'phase-in', object: id });
    expect(observe(back, 'referee').battlefield[0]?.face).toBe('back');
    expect(observe(s, 'referee').dayNight).toBe('night');
  });

  test('day and night do not exist before 2021-09-24: both actions are rejected there', () => {
    const s = initialState(setupOf({ bear }, { id: 'P1', battlefield: [{ card: 'bear' }] }), '2020-11-20');
    for (const action of [
      { kind: 'day-night-check', spellsCast: 0 },
      { kind: 'become-day-or-night', designation: 'night' },
    ] as const) {
      const result = step(s, action);
      expect(result.ok ? 'accepted' : result.rejection.code).toBe('edition/mechanic-absent');
    }
  });

  test('a daybound card in an older edition follows no day or night', () => {
    const s = initialState(setupOf({ piper }, { id: 'P1', battlefield: [{ card: 'piper' }] }), '2020-11-20');
    expect(observe(s, 'referee')).not.toHaveProperty('dayNight');
    const id = observe(s, 'referee').battlefield[0]?.id as string;
    const result = step(s, { kind: 'transform', object: id });
    expect(result.ok && result.events.some((e) => e.kind === 'transformed')).toBe(true);
  });
});
