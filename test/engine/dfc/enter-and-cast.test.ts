/** Casting and entering (712.11-712.14, 702.146). */
import { describe, expect, test } from 'vitest';
import { step } from '../../../engine/step.js';
import { chars, expectNoEffect, game, idOf, newest, obj, run } from './helpers.js';

describe('entering from another zone (712.14)', () => {
  test('front face up by default, even from the graveyard (712.14, seed-000-r02)', () => {
    let s = game({ graveyard: ['shepherd'] });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'shepherd') }).state;
    expect(obj(s, newest(s)).face).toBe('front');
  });

  test('"transformed" puts the back face up; not transforming: no transforms-into trigger (712.14a, 701.27e)', () => {
    let s = game({ hand: ['huntmaster'] });
    const r = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'huntmaster'), transformed: true });
    s = r.state;
    expect(obj(s, newest(s)).face).toBe('back');
    expect(chars(s, newest(s)).name).toBe('Ravager of the Fells');
    expect(r.events.some((e) => e.kind === 'triggered' && e.trigger === 'transforms-into')).toBe(false);
    expect(r.events.some((e) => e.kind === 'transformed')).toBe(false);
  });

  test('a single-faced card or a meld card told to enter transformed stays where it is (712.14a, 712.4b)', () => {
    const s = game({ hand: ['bear', 'bruna'] });
    const r = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'bear'), transformed: true });
    expectNoEffect(r.events, '712.14a');
    expect(obj(r.state, idOf(s, 'bear')).zone).toBe('hand');
    expectNoEffect(
      run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'bruna'), transformed: true }).events,
      '712.4b',
    );
  });

  test('a modal DFC whose front is an instant stays where it is (712.14b)', () => {
    const s = game({ graveyard: ['valakut'] });
    const r = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'valakut') });
    expectNoEffect(r.events, '712.14b');
    expect(r.state.battlefield).toEqual([]);
  });
});

describe('casting (712.11, 712.12, 712.13, 702.146)', () => {
  test('a DFC spell is front face up by default and resolves front face up (712.11, 712.13)', () => {
    let s = game({ hand: ['huntmaster'] });
    s = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'huntmaster'), mode: { kind: 'normal' } }).state;
    expect(obj(s, s.stack[0] as string).face).toBe('front');
    const r = run(s, { kind: 'resolve' });
    expect(obj(r.state, newest(r.state)).face).toBe('front');
    expect(r.events).toContainEqual({ kind: 'triggered', source: newest(r.state), trigger: 'enters' });
  });

  test('disturb: cast transformed from the graveyard only, resolves back face up (702.146a, 702.146b, 712.11a)', () => {
    let s = game({ graveyard: ['angler'], hand: ['delver'] });
    expect(
      step(s, { kind: 'cast', player: 'P1', object: idOf(s, 'delver'), mode: { kind: 'transformed', by: 'disturb' } }),
    ).toMatchObject({ ok: false, rejection: { code: 'cast/no-disturb' } });
    s = run(s, {
      kind: 'cast',
      player: 'P1',
      object: idOf(s, 'angler'),
      mode: { kind: 'transformed', by: 'disturb' },
    }).state;
    s = run(s, { kind: 'resolve' }).state;
    expect(obj(s, newest(s)).face).toBe('back');
    expect(chars(s, newest(s))).toMatchObject({ name: 'Hook-Haunt Drifter', manaValue: 2 });
  });

  test('a modal DFC is cast with the chosen face; its land face cannot be cast (712.11b, 712.12)', () => {
    const s = game({ hand: ['akoum', 'valakut', 'delver'] });
    const front = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'akoum'), mode: { kind: 'normal' } }).state;
    expect(chars(front, front.stack[0] as string)).toMatchObject({ name: 'Akoum Warrior', manaValue: 6 });
    expect(
      step(s, { kind: 'cast', player: 'P1', object: idOf(s, 'akoum'), mode: { kind: 'back-face' } }),
    ).toMatchObject({ ok: false, rejection: { clause: '712.12' } });
    expect(
      step(s, { kind: 'cast', player: 'P1', object: idOf(s, 'delver'), mode: { kind: 'back-face' } }),
    ).toMatchObject({ ok: false, rejection: { clause: '712.11b' } });
    // Valakut Awakening's instant face resolves to the graveyard.
    let v = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'valakut'), mode: { kind: 'normal' } }).state;
    v = run(v, { kind: 'resolve' }).state;
    expect(obj(v, idOf(v, 'valakut')).zone).toBe('graveyard');
  });

  test('a modal DFC put onto the battlefield transformed has its back face up (712.14a)', () => {
    let s = game({ hand: ['akoum'] });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'akoum'), transformed: true }).state;
    expect(obj(s, newest(s)).face).toBe('back');
  });
});
