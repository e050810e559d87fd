/** Meld and the melded permanent leaving the battlefield (701.42, 712.4, 712.14c, 712.21). */
import { describe, expect, test } from 'vitest';
import { observe } from '../../../engine/view.js';
import { expectNoEffect, game, idOf, newest, obj, run } from './helpers.js';

function melded(owner2 = false) {
  let s = game(
    owner2 ? { battlefield: [{ card: 'bruna' }] } : { battlefield: [{ card: 'bruna' }, { card: 'gisela' }] },
    owner2 ? { battlefield: [{ card: 'gisela' }] } : {},
  );
  const r = run(s, { kind: 'meld', objects: [idOf(s, 'gisela'), idOf(s, 'bruna')] });
  s = r.state;
  return { s, events: r.events };
}

describe('melding (701.42a, 712.4a, 712.14c)', () => {
  test('two cards of a pair become one permanent, back face up, represented by both cards', () => {
    const { s, events } = melded();
    expect(s.battlefield).toHaveLength(1);
    const id = newest(s);
    expect(obj(s, id)).toMatchObject({ face: 'back', represents: { kind: 'melded', cards: ['gisela', 'bruna'] } });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'melded', into: id }));
    const view = observe(s, 'P2').battlefield[0];
    expect(view).toMatchObject({ melded: true, characteristics: { name: 'Brisela, Voice of Nightmares' } });
  });

  test('objects that cannot be melded stay where they are (701.42b, 701.42c)', () => {
    const s = game({ battlefield: [{ card: 'bruna' }, { card: 'bear' }] });
    const r = run(s, { kind: 'meld', objects: [idOf(s, 'bruna'), idOf(s, 'bear')] });
    expectNoEffect(r.events, '701.42c');
    expect(r.state).toBe(s);
    const two = melded(true);
    expect(two.events).toEqual([expect.objectContaining({ kind: 'no-effect', clause: '701.42c' })]);
  });
});

describe('a melded permanent leaving the battlefield (712.21)', () => {
  test('to the graveyard: one object leaves, two new objects arrive front face up (712.21, 712.21c, 712.21e)', () => {
    const { s } = melded();
    const id = newest(s);
    const r = run(s, { kind: 'move', object: id, to: 'graveyard' });
    const changes = r.events.filter((e) => e.kind === 'zone-change');
    expect(changes).toHaveLength(2);
    expect(new Set(changes.map((e) => (e.kind === 'zone-change' ? e.object : '')))).toEqual(new Set([id]));
    const graveyard = r.state.players[0]?.graveyard ?? [];
    expect(graveyard).toHaveLength(2);
    const names = graveyard.map(
      (g) => observe(r.state, 'P2').players[0]?.graveyard.find((v) => v.id === g)?.characteristics?.name,
    );
    expect(names.sort()).toEqual(['Bruna, the Fading Light', 'Gisela, the Broken Blade']);
    expect(graveyard.every((g) => g !== id && obj(r.state, g).face === 'front')).toBe(true);
  });

  test('to the hand and to exile face down: both cards go there; hidden from the opponent', () => {
    const { s } = melded();
    const hand = run(s, { kind: 'move', object: newest(s), to: 'hand' }).state;
    expect(observe(hand, 'P2').players[0]).toMatchObject({ handCount: 2, hand: null });
    const exiled = run(s, { kind: 'move', object: newest(s), to: 'exile', faceDown: true }).state;
    expect(observe(exiled, 'P2').exile.map((o) => [o.characteristics, o.printed])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
