/** Copying spells (707.10, 707.10a, 707.10g, 111.13, 202.3b) and resolving "transformed" (712.13a). */
import { describe, expect, test } from 'vitest';
import type { CardDefinition } from '../../../model/card.js';
import { face } from '../../../model/characteristics.js';
import { step } from '../../../engine/step.js';
import { viewOf, chars, game, idOf, newest, obj, run } from './helpers.js';

/** The top of the stack. */
const topOf = (s: { stack: readonly string[] }): string => s.stack[s.stack.length - 1] as string;

describe('copying a spell (707.10)', () => {
  test('copy of a back-face-up nonmodal DFC spell: both faces, back up, mana value 0 (707.10g, 202.3b, 712.8c)', () => {
    let s = game({ hand: ['huntmaster'] }, { hand: [] });
    s = run(s, {
      kind: 'cast',
      player: 'P1',
      object: idOf(s, 'huntmaster'),
      mode: { kind: 'transformed', by: 'effect' },
    }).state;
    const original = topOf(s);
    const r = run(s, { kind: 'copy-spell', player: 'P2', of: original });
    s = r.state;
    const copy = topOf(s);
    expect(copy).not.toBe(original);
    expect(r.events).toEqual([{ kind: 'became-copy', object: copy, of: original }]);
    expect(obj(s, copy)).toMatchObject({ zone: 'stack', face: 'back', owner: 'P2', controller: 'P2' });
    expect(chars(s, original)).toMatchObject({ name: 'Ravager of the Fells', manaValue: 4 });
    expect(chars(s, copy)).toMatchObject({ name: 'Ravager of the Fells', manaValue: 0 });
    const seen = viewOf(s, 'P1', copy);
    expect(seen?.token).toBe(false); // a copy of a spell is a spell, not a token, until it resolves (111.13)
    expect(seen?.printed).toMatchObject({ kind: 'token', definition: { layout: 'nonmodal-dfc' } });
  });

  test('a copied permanent spell becomes a double-faced token that can transform (111.13, 707.10f, 707.10g)', () => {
    let s = game({ hand: ['huntmaster'] });
    s = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'huntmaster'), mode: { kind: 'normal' } }).state;
    s = run(s, { kind: 'copy-spell', player: 'P1', of: topOf(s) }).state;
    const r = run(s, { kind: 'resolve' });
    s = r.state;
    const token = s.battlefield[s.battlefield.length - 1] as string;
    expect(viewOf(s, 'P2', token)).toMatchObject({
      token: true,
      face: 'front',
      characteristics: { name: 'Huntmaster of the Fells', manaValue: 4 },
    });
    expect(r.events).toContainEqual({ kind: 'triggered', source: token, trigger: 'enters' });
    // 603.3: its enters ability is on the stack, above the original spell; it resolves first (608.2n).
    expect(obj(s, topOf(s)).represents).toMatchObject({ kind: 'triggered-ability', source: token });
    s = run(s, { kind: 'resolve' }).state;
    expect(r.events.some((e) => e.kind === 'token-created')).toBe(false); // 111.13: not "created"
    expect(run(s, { kind: 'transform', object: token }).events[0]).toMatchObject({ kind: 'transformed', face: 'back' });
    // The original still resolves as the card.
    s = run(s, { kind: 'resolve' }).state;
    expect(obj(s, s.battlefield[s.battlefield.length - 1] as string).represents).toEqual({
      kind: 'card',
      card: 'huntmaster',
    });
  });

  test("a copy of a single-faced permanent spell keeps the spell's characteristics as a token (111.13)", () => {
    let s = game({ hand: ['bear'] });
    s = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'bear'), mode: { kind: 'normal' } }).state;
    s = run(s, { kind: 'copy-spell', player: 'P2', of: topOf(s) }).state;
    s = run(s, { kind: 'resolve' }).state;
    expect(obj(s, newest(s)).controller).toBe('P2');
    expect(chars(s, newest(s))).toMatchObject({ name: 'Grizzly Bears', manaValue: 2, power: 2 });
  });

  test('a copy of a face-down spell copies its face-down values, never the hidden card (707.2, 708.10)', () => {
    const morph: CardDefinition = {
      layout: 'single',
      faces: [
        face({
          name: 'Secret Beast',
          manaCost: '{4}{G}',
          types: ['Creature'],
          power: 5,
          toughness: 5,
          abilities: [{ kind: 'morph', cost: '{3}' }],
        }),
      ],
    };
    let s = game({ hand: ['bear'] });
    s = { ...s, cards: { ...s.cards, bear: morph } };
    s = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'bear'), mode: { kind: 'face-down', by: 'morph' } }).state;
    s = run(s, { kind: 'copy-spell', player: 'P2', of: topOf(s) }).state;
    const copy = viewOf(s, 'P2', topOf(s));
    expect(copy).toMatchObject({
      faceDown: null,
      characteristics: { name: null, power: 2, toughness: 2, manaValue: 0 },
    });
    expect(JSON.stringify(copy)).not.toContain('Secret Beast');
  });

  test('a copied instant ceases to exist as it resolves or is countered (707.10a); the original is put away', () => {
    let s = game({ hand: ['valakut'] });
    s = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'valakut'), mode: { kind: 'normal' } }).state;
    s = run(s, { kind: 'copy-spell', player: 'P1', of: topOf(s) }).state;
    s = run(s, { kind: 'copy-spell', player: 'P1', of: topOf(s) }).state;
    s = run(s, { kind: 'counter', object: topOf(s) }).state;
    s = run(s, { kind: 'resolve' }).state;
    expect(s.stack).toHaveLength(1);
    s = run(s, { kind: 'resolve' }).state;
    expect(s.stack).toEqual([]);
    expect(s.players[0]?.graveyard.map((id) => obj(s, id).represents.kind)).toEqual(['card']);
    expect(Object.values(s.objects).filter((o) => o.represents.kind === 'token')).toEqual([]);
  });

  test('only a spell on the stack can be copied', () => {
    const s = game({ hand: ['bear'], battlefield: [{ card: 'delver' }] });
    expect(step(s, { kind: 'copy-spell', player: 'P1', of: idOf(s, 'bear') })).toMatchObject({
      ok: false,
      rejection: { code: 'copy-spell/not-on-stack' },
    });
    expect(step(s, { kind: 'copy-spell', player: 'P1', of: idOf(s, 'delver') })).toMatchObject({
      ok: false,
      rejection: { code: 'copy-spell/not-on-stack' },
    });
  });
});

describe('resolving a spell told to enter transformed (712.13a)', () => {
  test('a DFC whose back face is a permanent enters back face up, with no transforms-into trigger (701.27e)', () => {
    let s = game({ hand: ['huntmaster'] });
    s = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'huntmaster'), mode: { kind: 'normal' } }).state;
    const r = run(s, { kind: 'resolve', transformed: true });
    expect(obj(r.state, newest(r.state)).face).toBe('back');
    expect(chars(r.state, newest(r.state)).name).toBe('Ravager of the Fells');
    expect(r.events.some((e) => e.kind === 'triggered' && e.trigger === 'transforms-into')).toBe(false);
  });

  test("a DFC whose back face is an instant goes to its owner's graveyard instead", () => {
    let s = game({ hand: [] }, { hand: ['sentry'] });
    s = run(s, { kind: 'cast', player: 'P2', object: idOf(s, 'sentry'), mode: { kind: 'normal' } }).state;
    const spell = topOf(s);
    const r = run(s, { kind: 'resolve', transformed: true });
    expect(r.state.battlefield).toEqual([]);
    expect(obj(r.state, idOf(r.state, 'sentry'))).toMatchObject({ zone: 'graveyard', owner: 'P2' });
    expect(r.events).toContainEqual(
      expect.objectContaining({ kind: 'zone-change', object: spell, from: 'stack', to: 'graveyard' }),
    );
    // Without the instruction it enters front face up as usual (712.13).
    const plain = run(s, { kind: 'resolve' }).state;
    expect(obj(plain, newest(plain)).face).toBe('front');
  });

  test('so does a copy of such a spell, which then ceases to exist (712.13a, 707.10a)', () => {
    let s = game({ hand: ['sentry'] });
    s = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'sentry'), mode: { kind: 'normal' } }).state;
    s = run(s, { kind: 'copy-spell', player: 'P1', of: topOf(s) }).state;
    s = run(s, { kind: 'resolve', transformed: true }).state;
    expect(s.battlefield).toEqual([]);
    expect(s.stack).toHaveLength(1);
  });

  test('a spell not represented by a double-faced card is not turned over: it enters as it was (712.9)', () => {
    let s = game({ hand: ['bear'] });
    s = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'bear'), mode: { kind: 'normal' } }).state;
    s = run(s, { kind: 'resolve', transformed: true }).state;
    expect(obj(s, newest(s)).face).toBe('front');
  });
});
