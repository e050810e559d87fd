/**
 * Turning face up (116.2b, 702.37b, 702.37e, 702.168d, 701.40b-d, 701.40g, 701.58b-d, 701.58g, 708.8, 708.11, 110.5c,
 * 712.15a).
 */
import { describe, expect, test } from 'vitest';
import { FACE_UP_ROUTES } from '../../../model/face-down.js';
import { Game, kinds } from './helpers.js';

describe('routes', () => {
  test('morph cost: only while it would have morph face up; losing abilities closes the route (702.37e)', () => {
    const g = new Game({ hand: ['aven', 'morphling'] });
    g.do({ kind: 'cast', player: 'P1', object: g.id('aven'), mode: { kind: 'face-down', by: 'morph' } });
    g.do({ kind: 'resolve' });
    g.do({ kind: 'cast', player: 'P1', object: g.id('morphling'), mode: { kind: 'face-down', by: 'morph' } });
    g.do({ kind: 'resolve' });
    const lost = g.id('morphling');
    g.do({ kind: 'apply-effect', object: lost, effect: { kind: 'lose-all-abilities' } });
    expect(g.reject({ kind: 'turn-face-up', object: lost, route: 'morph' })).toBe('turn-face-up/no-morph');
    expect(g.reject({ kind: 'turn-face-up', object: lost, route: 'mana-cost' })).toBe('turn-face-up/not-manifested');
    expect(g.reject({ kind: 'turn-face-up', object: g.id('aven'), route: 'disguise' })).toBe(
      'turn-face-up/no-disguise',
    );
    expect(g.do({ kind: 'turn-face-up', object: g.id('aven'), route: 'morph' })[0]).toMatchObject({
      kind: 'turned-face-up',
      route: 'morph',
    });
  });

  test('disguise cost likewise (702.168d)', () => {
    const g = new Game({ hand: ['walker'], library: ['bear'] });
    g.do({ kind: 'cast', player: 'P1', object: g.id('walker'), mode: { kind: 'face-down', by: 'disguise' } });
    g.do({ kind: 'resolve' });
    const id = g.id('walker');
    g.do({ kind: 'apply-effect', object: id, effect: { kind: 'lose-all-abilities' } });
    expect(g.reject({ kind: 'turn-face-up', object: id, route: 'disguise' })).toBe('turn-face-up/no-disguise');
    // An effect may still turn it face up; it has lost its abilities, so no turned-face-up trigger.
    const events = g.do({ kind: 'turn-face-up', object: id, route: 'effect' });
    expect(kinds(events)).toEqual(['turned-face-up']);
  });

  test('mana cost: a manifested or cloaked creature card, even after losing abilities (701.40b, 701.58b)', () => {
    const g = new Game({ library: ['bear', 'bear2'] });
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'cloak', player: 'P1' });
    for (const key of ['bear', 'bear2']) {
      const id = g.id(key);
      g.do({ kind: 'apply-effect', object: id, effect: { kind: 'lose-all-abilities' } });
      g.do({ kind: 'turn-face-up', object: id, route: 'mana-cost' });
      expect(g.see('P2', id)).toMatchObject({
        faceDown: null,
        characteristics: { name: 'Grizzly Bears', abilities: [] },
      });
    }
  });

  test('mana cost is judged on the card, ignoring type-changing and copy effects (701.40b)', () => {
    const g = new Game({ library: ['land', 'bear'], battlefield: [{ card: 'coat' }] });
    g.do({ kind: 'manifest', player: 'P1', count: 2 });
    const land = g.id('land');
    g.do({ kind: 'apply-effect', object: land, effect: { kind: 'add-types', types: ['Creature'], subtypes: [] } });
    expect(g.reject({ kind: 'turn-face-up', object: land, route: 'mana-cost' })).toBe(
      'turn-face-up/not-a-creature-card',
    );
    const bear = g.id('bear');
    g.do({ kind: 'become-copy', object: bear, of: g.id('coat') });
    g.do({ kind: 'turn-face-up', object: bear, route: 'mana-cost' });
    // 708.10: face up, it has the values it copied.
    expect(g.see('P2', bear).characteristics).toMatchObject({ name: 'Cryptic Coat', types: ['Artifact'] });
  });

  test('both routes for a manifested or cloaked morph or disguise card (701.40c, 701.40d, 701.58c, 701.58d)', () => {
    for (const [way, key, route] of [
      ['manifest', 'aven', 'morph'],
      ['cloak', 'walker', 'disguise'],
      ['manifest', 'walker', 'mana-cost'],
      ['cloak', 'aven', 'mana-cost'],
    ] as const) {
      const g = new Game({ library: [key] });
      g.do({ kind: way, player: 'P1' });
      expect(g.do({ kind: 'turn-face-up', object: g.id(key), route })[0]).toMatchObject({
        kind: 'turned-face-up',
        route,
      });
    }
  });

  test('a manifested or cloaked instant or sorcery is revealed, stays face down, no event (701.40g, 701.58g)', () => {
    const g = new Game({ library: ['shock', 'sorcery'] });
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'cloak', player: 'P1' });
    for (const [key, clause] of [
      ['shock', '701.40g'],
      ['sorcery', '701.58g'],
    ] as const) {
      const id = g.id(key);
      expect(g.reject({ kind: 'turn-face-up', object: id, route: 'mana-cost' })).toBe(
        'turn-face-up/not-a-creature-card',
      );
      const events = g.do({ kind: 'turn-face-up', object: id, route: 'effect' });
      expect(events).toEqual([
        expect.objectContaining({ kind: 'revealed', object: id, to: ['P1', 'P2'] }),
        expect.objectContaining({ kind: 'no-effect', clause }),
      ]);
      expect(g.see('P2', id)).toMatchObject({
        faceDown: { by: key === 'shock' ? 'manifest' : 'cloak' },
        printed: null,
        characteristics: { name: null },
      });
    }
  });

  test('a permanent that is not face down, or phased out, cannot be turned face up', () => {
    const g = new Game({ library: ['bear'], battlefield: [{ card: 'aven' }] });
    for (const route of FACE_UP_ROUTES)
      expect(g.reject({ kind: 'turn-face-up', object: g.id('aven'), route })).toBe('turn-face-up/not-face-down');
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'phase-out', object: g.id('bear') });
    expect(g.reject({ kind: 'turn-face-up', object: g.id('bear'), route: 'mana-cost' })).toBe(
      'turn-face-up/phased-out',
    );
  });
});

describe('what turning face up does and does not do', () => {
  test('same object: effects, counters, attachments, tapped stay; no enters trigger; face-up trigger (708.8)', () => {
    const g = new Game({ library: ['morphling'], battlefield: [{ card: 'coat' }] });
    g.do({ kind: 'manifest', player: 'P1' });
    const id = g.id('morphling');
    g.do({ kind: 'attach', object: g.id('coat'), to: id });
    g.do({ kind: 'add-counters', object: id, counter: '+1/+1', amount: 2 });
    g.do({
      kind: 'apply-effect',
      object: id,
      effect: { kind: 'gain-ability', ability: { kind: 'keyword', keyword: 'haste' } },
    });
    g.do({ kind: 'tap', object: id });
    const order = g.view('P2').battlefield.map((o) => o.id);
    const events = g.do({ kind: 'turn-face-up', object: id, route: 'mana-cost' });
    expect(kinds(events)).toEqual(['turned-face-up', 'triggered']);
    expect(events[1]).toMatchObject({ trigger: 'turned-face-up' });
    expect(g.id('morphling')).toBe(id);
    expect(g.view('P2').battlefield.map((o) => o.id)).toEqual(order);
    expect(g.see('P2', id)).toMatchObject({
      tapped: true,
      counters: { '+1/+1': 2 },
      characteristics: { name: 'Morph Beast', power: 7 },
    });
    expect(g.see('P2', id).characteristics?.abilities).toContainEqual({ kind: 'keyword', keyword: 'haste' });
    expect(g.see('P2', g.id('coat')).attachedTo).toBe(id);
  });

  test('an untapped face-down permanent stays untapped (110.5c)', () => {
    const g = new Game({ library: ['bear'] });
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'turn-face-up', object: g.id('bear'), route: 'mana-cost' });
    expect(g.see('P2', g.id('bear')).tapped).toBe(false);
  });

  test('megamorph adds a +1/+1 counter only when the megamorph cost was paid (702.37b)', () => {
    const g = new Game({ hand: ['bowmasters'], library: ['bear'] }, {}, {});
    g.do({ kind: 'cast', player: 'P1', object: g.id('bowmasters'), mode: { kind: 'face-down', by: 'megamorph' } });
    g.do({ kind: 'resolve' });
    const events = g.do({ kind: 'turn-face-up', object: g.id('bowmasters'), route: 'morph' });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'counters-added', counter: '+1/+1', amount: 1 }));
    expect(g.see('P2', g.id('bowmasters')).characteristics).toMatchObject({ power: 4, toughness: 5 });
    const h = new Game({ library: ['bowmasters'] });
    h.do({ kind: 'manifest', player: 'P1' });
    expect(kinds(h.do({ kind: 'turn-face-up', object: h.id('bowmasters'), route: 'mana-cost' }))).toEqual([
      'turned-face-up',
    ]);
  });

  test('"as turned face up" applies while turning, before triggers (708.11)', () => {
    const g = new Game({ library: ['hydra'] });
    g.do({ kind: 'manifest', player: 'P1' });
    const events = g.do({ kind: 'turn-face-up', object: g.id('hydra'), route: 'morph' });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'counters-added', amount: 5 }));
    expect(g.see('P2', g.id('hydra')).characteristics).toMatchObject({ power: 5, toughness: 5 });
  });

  test('a special action: nothing goes on the stack, a spell waiting there stays on top (116.2b)', () => {
    const g = new Game({ library: ['bear'] }, { hand: ['shock'] });
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'cast', player: 'P2', object: g.id('shock'), mode: { kind: 'normal' } });
    const stack = g.view('P1').stack.map((o) => o.id);
    g.do({ kind: 'turn-face-up', object: g.id('bear'), route: 'mana-cost' });
    expect(g.view('P1').stack.map((o) => o.id)).toEqual(stack);
  });

  test('a manifested DFC cannot transform while face down and comes up front face up (712.15, 712.15a)', () => {
    const g = new Game({ library: ['delver'] });
    g.do({ kind: 'manifest', player: 'P1' });
    const id = g.id('delver');
    expect(g.do({ kind: 'transform', object: id })).toEqual([
      expect.objectContaining({ kind: 'no-effect', clause: '712.15a' }),
    ]);
    expect(g.see('P2', id)).toMatchObject({ face: 'front', printed: null });
    g.do({ kind: 'turn-face-up', object: id, route: 'mana-cost' });
    expect(g.see('P2', id)).toMatchObject({ face: 'front', characteristics: { name: 'Delver of Secrets' } });
  });
});
