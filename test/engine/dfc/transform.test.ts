/** Transform and convert (701.27, 701.28, 712.9, 712.10, 712.15a, 712.18, 613.7g). */
import { describe, expect, test } from 'vitest';
import { INCUBATOR_TOKEN } from '../../../catalog/featured.js';
import { face } from '../../../model/characteristics.js';
import { step } from '../../../engine/step.js';
import { chars, expectNoEffect, game, idOf, newest, obj, run } from './helpers.js';

describe('transforming turns the other face up and keeps the object (701.27a, 712.18)', () => {
  test('both directions, same id, no zone change (seed-000-r16)', () => {
    let s = game({ battlefield: [{ card: 'shepherd' }] });
    const id = idOf(s, 'shepherd');
    let r = run(s, { kind: 'transform', object: id });
    expect(r.events).toEqual([{ kind: 'transformed', object: id, face: 'back' }]);
    s = r.state;
    expect(chars(s, id).name).toBe('Gatstaf Howler');
    r = run(s, { kind: 'transform', object: id });
    expect(r.events).toEqual([{ kind: 'transformed', object: id, face: 'front' }]);
    expect(chars(r.state, id).name).toBe('Gatstaf Shepherd');
  });

  test('counters, damage, tapped status, attachments and effects stay; a new timestamp (712.18, 613.7g)', () => {
    // An Equipment stays attached: both faces are creatures (704.5n would unattach it from a noncreature).
    let s = game({ battlefield: [{ card: 'shepherd', counters: { '+1/+1': 2 }, tapped: true }, { card: 'coat' }] });
    const id = idOf(s, 'shepherd');
    s = run(s, { kind: 'attach', object: idOf(s, 'coat'), to: id }).state;
    s = run(s, { kind: 'deal-damage', object: id, amount: 1 }).state;
    s = run(s, {
      kind: 'apply-effect',
      object: id,
      effect: { kind: 'modify-power-toughness', power: 1, toughness: 1 },
    }).state;
    const before = obj(s, id).timestamp;
    s = run(s, { kind: 'transform', object: id }).state;
    expect(obj(s, id)).toMatchObject({ tapped: true, damage: 1, counters: { '+1/+1': 2 } });
    expect(obj(s, idOf(s, 'coat')).attachedTo).toBe(id);
    expect(chars(s, id)).toMatchObject({ name: 'Gatstaf Howler', power: 6, toughness: 6 });
    expect(obj(s, id).timestamp).toBeGreaterThan(before);
  });

  test('transforming is not turning face up or down (701.27b): no face-down status, no face-up/down events', () => {
    const s = game({ battlefield: [{ card: 'huntmaster' }] });
    const r = run(s, { kind: 'transform', object: idOf(s, 'huntmaster') });
    expect(r.events.map((e) => e.kind)).not.toContain('turned-face-down');
    expect(r.events.map((e) => e.kind)).not.toContain('turned-face-up');
    expect(obj(r.state, idOf(s, 'huntmaster')).faceDown).toBeNull();
  });

  test('"transforms into" triggers look at the face after transforming, also on convert (701.27e, 701.28a)', () => {
    const s = game({ battlefield: [{ card: 'huntmaster' }] });
    const id = idOf(s, 'huntmaster');
    const t = run(s, { kind: 'transform', object: id });
    expect(t.events).toContainEqual({ kind: 'triggered', source: id, trigger: 'transforms-into' });
    const c = run(s, { kind: 'convert', object: id });
    expect(c.events).toEqual([
      { kind: 'converted', object: id, face: 'back' },
      { kind: 'triggered', source: id, trigger: 'transforms-into' },
    ]);
    // Delver's back face has no such trigger.
    const d = game({ battlefield: [{ card: 'delver' }] });
    expect(run(d, { kind: 'transform', object: idOf(d, 'delver') }).events.map((e) => e.kind)).toEqual(['transformed']);
  });
});

describe('when nothing happens', () => {
  test('a single-faced card (701.27c) or an ordinary token, and convert likewise (701.28c)', () => {
    let s = game({ battlefield: [{ card: 'bear' }] });
    expectNoEffect(run(s, { kind: 'transform', object: idOf(s, 'bear') }).events, '701.27c');
    expectNoEffect(run(s, { kind: 'convert', object: idOf(s, 'bear') }).events, '701.28c');
    s = run(s, {
      kind: 'create-token',
      player: 'P1',
      token: { layout: 'single', faces: [face({ name: 'Wolf', types: ['Creature'], power: 2, toughness: 2 })] },
    }).state;
    const r = run(s, { kind: 'transform', object: newest(s) });
    expectNoEffect(r.events, '701.27c');
    expect(r.state).toBe(s);
  });

  test('a Clone copying a DFC face cannot transform (seed-000-r22, 712.9)', () => {
    let s = game({ battlefield: [{ card: 'delver' }], hand: ['clone'] });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'clone'), asCopyOf: idOf(s, 'delver') }).state;
    expectNoEffect(run(s, { kind: 'transform', object: newest(s) }).events, '701.27c');
  });

  test('the other face is an instant (701.27d, 712.10), convert too (701.28d)', () => {
    const s = game({ battlefield: [{ card: 'sentry' }] });
    expectNoEffect(run(s, { kind: 'transform', object: idOf(s, 'sentry') }).events, '701.27d');
    expectNoEffect(run(s, { kind: 'convert', object: idOf(s, 'sentry') }).events, '701.28d');
  });

  test('a face-down DFC cannot transform; turned face up it is front face up (712.15a)', () => {
    let s = game({ library: ['huntmaster'] });
    s = run(s, { kind: 'manifest', player: 'P1' }).state;
    const id = newest(s);
    expectNoEffect(run(s, { kind: 'transform', object: id }).events, '712.15a');
    s = run(s, { kind: 'turn-face-up', object: id, route: 'mana-cost' }).state;
    expect(obj(s, id)).toMatchObject({ face: 'front', faceDown: null });
  });

  test('meld cards and melded permanents never transform (712.4c)', () => {
    let s = game({ battlefield: [{ card: 'bruna' }, { card: 'gisela' }] });
    expectNoEffect(run(s, { kind: 'transform', object: idOf(s, 'bruna') }).events, '712.4c');
    s = run(s, { kind: 'meld', objects: [idOf(s, 'bruna'), idOf(s, 'gisela')] }).state;
    expectNoEffect(run(s, { kind: 'transform', object: newest(s) }).events, '712.4c');
  });

  test('a card not on the battlefield is not a permanent: rejected, state unchanged', () => {
    const s = game({ hand: ['delver'] });
    const r = step(s, { kind: 'transform', object: idOf(s, 'delver') });
    expect(r.ok).toBe(false);
  });
});

describe('"transform this" only once since the ability was put on the stack (701.27f)', () => {
  test('a second activation resolving after the first does nothing', () => {
    let s = game({});
    s = run(s, { kind: 'create-token', player: 'P1', token: INCUBATOR_TOKEN }).state;
    const id = newest(s);
    // Incubators are made with +1/+1 counters, so the 0/0 Phyrexian survives (704.5f).
    s = run(s, { kind: 'add-counters', object: id, counter: '+1/+1', amount: 1 }).state;
    s = run(s, { kind: 'activate-transform', object: id }).state;
    s = run(s, { kind: 'activate-transform', object: id }).state;
    const first = run(s, { kind: 'resolve' });
    expect(first.events).toContainEqual({ kind: 'transformed', object: id, face: 'back' });
    const second = run(first.state, { kind: 'resolve' });
    expect(second.events).toContainEqual(expect.objectContaining({ kind: 'no-effect', clause: '701.27f' }));
    expect(obj(second.state, id).face).toBe('back');
  });

  test('an effect that transformed it before the ability resolves also counts', () => {
    let s = game({});
    s = run(s, { kind: 'create-token', player: 'P1', token: INCUBATOR_TOKEN }).state;
    const id = newest(s);
    // Incubators are made with +1/+1 counters, so the 0/0 Phyrexian survives (704.5f).
    s = run(s, { kind: 'add-counters', object: id, counter: '+1/+1', amount: 1 }).state;
    s = run(s, { kind: 'activate-transform', object: id }).state;
    s = run(s, { kind: 'transform', object: id }).state;
    const r = run(s, { kind: 'resolve' });
    expect(obj(r.state, id).face).toBe('back');
    expect(r.events).toContainEqual(expect.objectContaining({ clause: '701.27f' }));
  });
});

describe('a DFC that is a copy of something transforms physically and keeps the copied values (seed-000-r23)', () => {
  test('Delver copying Grizzly Bears turns over, stays Grizzly Bears, and copies a DFC face across transforms', () => {
    let s = game({ battlefield: [{ card: 'delver' }, { card: 'bear' }, { card: 'huntmaster' }] });
    const delver = idOf(s, 'delver');
    s = run(s, { kind: 'become-copy', object: delver, of: idOf(s, 'bear') }).state;
    const r = run(s, { kind: 'transform', object: delver });
    expect(r.events).toEqual([{ kind: 'transformed', object: delver, face: 'back' }]);
    expect(obj(r.state, delver).face).toBe('back');
    expect(chars(r.state, delver)).toMatchObject({ name: 'Grizzly Bears', manaValue: 2, power: 2 });
    // Copying Huntmaster's front face: transforming Delver keeps Huntmaster's front values.
    s = run(r.state, { kind: 'become-copy', object: delver, of: idOf(s, 'huntmaster') }).state;
    s = run(s, { kind: 'transform', object: delver }).state;
    expect(obj(s, delver).face).toBe('front');
    expect(chars(s, delver)).toMatchObject({ name: 'Huntmaster of the Fells', manaValue: 4 });
  });
});
