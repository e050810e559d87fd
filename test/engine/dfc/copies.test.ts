/** Copies of double-faced objects (707.2, 707.3, 707.8, 707.8a, 613.2a, 613.7). */
import { describe, expect, test } from 'vitest';
import { chars, game, idOf, newest, obj, run } from './helpers.js';

describe('a copy takes the face that is up, never the other face (707.8, seed-000-r21)', () => {
  test('a Clone copying Howler has only Howler values', () => {
    let s = game({ battlefield: [{ card: 'shepherd', face: 'back' }], hand: ['clone'] });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'clone'), asCopyOf: idOf(s, 'shepherd') }).state;
    const c = chars(s, newest(s));
    expect(c).toMatchObject({ name: 'Gatstaf Howler', power: 3, manaValue: 0 });
    expect(obj(s, newest(s)).face).toBe('front');
  });

  test('later changes to the original do not change the copy (707.2b)', () => {
    let s = game({ battlefield: [{ card: 'shepherd' }, { card: 'bear' }] });
    s = run(s, { kind: 'become-copy', object: idOf(s, 'bear'), of: idOf(s, 'shepherd') }).state;
    s = run(s, { kind: 'transform', object: idOf(s, 'shepherd') }).state;
    expect(chars(s, idOf(s, 'bear')).name).toBe('Gatstaf Shepherd');
  });
});

describe('token copies of double-faced objects (707.8a)', () => {
  test('a token copy of a back-face-up DFC is a double-faced token, back face up, that can transform', () => {
    let s = game({ battlefield: [{ card: 'delver', face: 'back' }] });
    s = run(s, { kind: 'create-token-copy', player: 'P2', of: idOf(s, 'delver') }).state;
    const token = newest(s);
    expect(obj(s, token)).toMatchObject({
      face: 'back',
      controller: 'P2',
      represents: { kind: 'token', copy: true, token: { layout: 'nonmodal-dfc' } },
    });
    const r = run(s, { kind: 'transform', object: token });
    expect(r.events).toEqual([{ kind: 'transformed', object: token, face: 'front' }]);
    expect(chars(r.state, token).name).toBe('Delver of Secrets');
  });

  test('a token copy of a DFC card in a graveyard is double-faced, front face up', () => {
    let s = game({ graveyard: ['huntmaster'] });
    s = run(s, { kind: 'create-token-copy', player: 'P1', of: idOf(s, 'huntmaster') }).state;
    const token = newest(s);
    expect(obj(s, token).face).toBe('front');
    expect(chars(s, token)).toMatchObject({ name: 'Huntmaster of the Fells', manaValue: 4 });
    expect(run(s, { kind: 'transform', object: token }).events[0]).toMatchObject({ kind: 'transformed' });
  });

  test('a token copy of a DFC that is copying Grizzly Bears is double-faced and keeps the Bears values', () => {
    let s = game({ battlefield: [{ card: 'delver' }, { card: 'bear' }] });
    s = run(s, { kind: 'become-copy', object: idOf(s, 'delver'), of: idOf(s, 'bear') }).state;
    s = run(s, { kind: 'create-token-copy', player: 'P1', of: idOf(s, 'delver') }).state;
    const token = newest(s);
    expect(chars(s, token)).toMatchObject({ name: 'Grizzly Bears', manaValue: 2 });
    // Each face is the same face of Delver as modified by its copy effect: Grizzly Bears both (707.8a).
    const faces = obj(s, token).represents;
    expect(faces).toMatchObject({ kind: 'token', token: { layout: 'nonmodal-dfc' } });
    if (faces.kind !== 'token') throw new Error('not a token');
    expect(faces.token.faces.map((f) => [f.name, f.manaCost, f.power])).toEqual([
      ['Grizzly Bears', '{1}{G}', 2],
      ['Grizzly Bears', '{1}{G}', 2],
    ]);
    s = run(s, { kind: 'transform', object: token }).state;
    expect(obj(s, token).face).toBe('back');
    expect(chars(s, token).name).toBe('Grizzly Bears');
  });

  test("a token copy of a DFC that is copying a face-down permanent has nameless 2/2 faces, not the card's", () => {
    let s = game({ battlefield: [{ card: 'delver' }, { card: 'bear', faceDown: 'manifest' }] });
    s = run(s, { kind: 'become-copy', object: idOf(s, 'delver'), of: idOf(s, 'bear') }).state;
    s = run(s, { kind: 'create-token-copy', player: 'P1', of: idOf(s, 'delver') }).state;
    const token = obj(s, newest(s)).represents;
    expect(token).toMatchObject({ kind: 'token', token: { layout: 'nonmodal-dfc' } });
    if (token.kind !== 'token') throw new Error('not a token');
    // 707.2, 708.10: the copiable values of a face-down permanent are its face-down ones; 707.8a: each face has them.
    for (const f of token.token.faces) expect(f).toMatchObject({ name: '', manaCost: null, power: 2, toughness: 2 });
  });

  test('a token copy of a Clone that copies a DFC is single-faced and cannot transform', () => {
    let s = game({ battlefield: [{ card: 'delver' }], hand: ['clone'] });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'clone'), asCopyOf: idOf(s, 'delver') }).state;
    s = run(s, { kind: 'create-token-copy', player: 'P1', of: newest(s) }).state;
    const token = newest(s);
    expect(chars(s, token).name).toBe('Delver of Secrets');
    expect(run(s, { kind: 'transform', object: token }).events[0]).toMatchObject({
      kind: 'no-effect',
      clause: '701.27c',
    });
  });

  test('a token copy of a card in a hidden zone is rejected (the card is not a permanent)', () => {
    const s = game({ hand: ['delver'] });
    expect(() => run(s, { kind: 'create-token-copy', player: 'P1', of: idOf(s, 'delver') })).toThrow(/not-a-permanent/);
  });
});

describe('layer 1 in timestamp order (613.2a, 613.7)', () => {
  test('the later copy effect wins; copying a copy copies its copiable values (707.3)', () => {
    let s = game({ battlefield: [{ card: 'delver' }, { card: 'bear' }, { card: 'huntmaster' }, { card: 'shepherd' }] });
    s = run(s, { kind: 'become-copy', object: idOf(s, 'delver'), of: idOf(s, 'bear') }).state;
    s = run(s, { kind: 'become-copy', object: idOf(s, 'delver'), of: idOf(s, 'huntmaster') }).state;
    expect(chars(s, idOf(s, 'delver')).name).toBe('Huntmaster of the Fells');
    s = run(s, { kind: 'become-copy', object: idOf(s, 'shepherd'), of: idOf(s, 'delver') }).state;
    expect(chars(s, idOf(s, 'shepherd')).name).toBe('Huntmaster of the Fells');
  });

  test('copy effects come before type and P/T effects regardless of timestamps (613.2a before layers 4 and 7)', () => {
    let s = game({ battlefield: [{ card: 'delver' }, { card: 'bear' }] });
    s = run(s, {
      kind: 'apply-effect',
      object: idOf(s, 'delver'),
      effect: { kind: 'modify-power-toughness', power: 2, toughness: 2 },
    }).state;
    s = run(s, { kind: 'become-copy', object: idOf(s, 'delver'), of: idOf(s, 'bear') }).state;
    expect(chars(s, idOf(s, 'delver'))).toMatchObject({ name: 'Grizzly Bears', power: 4, toughness: 4 });
  });
});
