/** Who sees which faces (712.6, 712.7, 712.16, 712.17, 713.4) and turning face down (712.16). */
import { describe, expect, test } from 'vitest';
import { observe } from '../../../engine/view.js';
import { expectNoEffect, game, idOf, obj, run, viewOf } from './helpers.js';

describe('both faces for whoever may look (712.6)', () => {
  test('a DFC on the battlefield or in a graveyard shows both faces to every player', () => {
    const s = game({ battlefield: [{ card: 'delver' }], graveyard: ['shepherd'] });
    for (const viewer of ['P1', 'P2'] as const) {
      const printed = viewOf(s, viewer, idOf(s, 'delver'))?.printed;
      expect(printed).toMatchObject({
        kind: 'card',
        definition: { faces: [{ name: 'Delver of Secrets' }, { name: 'Insectile Aberration' }] },
      });
      expect(viewOf(s, viewer, idOf(s, 'shepherd'))?.printed).toMatchObject({
        definition: { faces: [{ name: 'Gatstaf Shepherd' }, { name: 'Gatstaf Howler' }] },
      });
    }
  });

  test('a DFC revealed from the hand shows both faces in the reveal', () => {
    const s = game({ hand: ['huntmaster'] });
    const r = run(s, { kind: 'reveal', player: 'P1', object: idOf(s, 'huntmaster') });
    expect(r.events).toContainEqual(
      expect.objectContaining({
        kind: 'revealed',
        printed: { kind: 'card', definition: expect.objectContaining({ layout: 'nonmodal-dfc' }) },
      }),
    );
  });
});

describe('hidden zones: indistinguishable to those who may not look (712.7, 712.17, 713.4)', () => {
  test('an opponent sees only counts for a hand or library holding a DFC, the same as for a single-faced card', () => {
    const withDfc = observe(game({ hand: ['delver'], library: ['huntmaster'] }), 'P2');
    const without = observe(game({ hand: ['bear'], library: ['bear2'] }), 'P2');
    expect(withDfc.players[0]).toEqual(without.players[0]);
  });

  test('a DFC exiled face down looks exactly like any other face-down exiled card to everyone (712.17)', () => {
    const a = game({ exile: [{ card: 'huntmaster', faceDown: true }] });
    const b = game({ exile: [{ card: 'bear', faceDown: true }] });
    for (const viewer of ['P1', 'P2'] as const) expect(observe(a, viewer).exile).toEqual(observe(b, viewer).exile);
  });
});

describe('double-faced permanents cannot be turned face down (712.16, seed-000-r17)', () => {
  test('an Ixidron-like effect does nothing to a DFC, a back-face-up DFC or a melded permanent', () => {
    let s = game({
      battlefield: [{ card: 'delver' }, { card: 'shepherd', face: 'back' }, { card: 'bruna' }, { card: 'gisela' }],
    });
    for (const card of ['delver', 'shepherd']) {
      const r = run(s, { kind: 'turn-face-down', object: idOf(s, card) });
      expectNoEffect(r.events, '712.16');
      expect(obj(r.state, idOf(s, card)).faceDown).toBeNull();
    }
    s = run(s, { kind: 'meld', objects: [idOf(s, 'bruna'), idOf(s, 'gisela')] }).state;
    expectNoEffect(run(s, { kind: 'turn-face-down', object: idOf(s, 'bruna') }).events, '712.16');
  });
});
