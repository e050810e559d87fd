/** Casting face down (708.4, 702.37c-d, 702.168b-c) and revealing a face-down spell that leaves the stack (708.9). */
import { describe, expect, test } from 'vitest';
import { expectRevealedToAll, Game, kinds } from './helpers.js';

describe('casting face down', () => {
  test('only a morph, megamorph or disguise card can be cast face down, only that way (702.37d, 702.168c)', () => {
    const g = new Game({ hand: ['bear', 'aven', 'walker', 'bowmasters'] });
    expect(
      g.reject({ kind: 'cast', player: 'P1', object: g.id('bear'), mode: { kind: 'face-down', by: 'morph' } }),
    ).toBe('cast/no-morph');
    expect(
      g.reject({ kind: 'cast', player: 'P1', object: g.id('aven'), mode: { kind: 'face-down', by: 'disguise' } }),
    ).toBe('cast/no-disguise');
    expect(
      g.reject({ kind: 'cast', player: 'P1', object: g.id('walker'), mode: { kind: 'face-down', by: 'morph' } }),
    ).toBe('cast/no-morph');
    // 702.37b: a megamorph ability is a morph ability.
    const events = g.do({
      kind: 'cast',
      player: 'P1',
      object: g.id('bowmasters'),
      mode: { kind: 'face-down', by: 'morph' },
    });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'cast', faceDown: 'megamorph' }));
  });

  test('face down on the stack, hidden from the opponent, resolves face down, no enters trigger (708.4, 708.3)', () => {
    const g = new Game({ hand: ['morphling'] });
    g.do({ kind: 'cast', player: 'P1', object: g.id('morphling'), mode: { kind: 'face-down', by: 'morph' } });
    const spell = g.id('morphling');
    expect(g.see('P2', spell)).toMatchObject({
      zone: 'stack',
      faceDown: { by: 'morph' },
      printed: null,
      characteristics: { name: null, power: 2 },
    });
    expect(g.see('P1', spell).printed).not.toBeNull();
    const events = g.do({ kind: 'resolve' });
    const permanent = g.id('morphling');
    expect(g.see('P2', permanent)).toMatchObject({ zone: 'battlefield', faceDown: { by: 'morph' }, printed: null });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'entered', faceDown: 'morph' }));
    expect(kinds(events)).not.toContain('triggered'); // morphling has an enters trigger face up
    expect(kinds(events)).not.toContain('revealed'); // 708.9: stack to battlefield is no reveal
  });

  test.each(['graveyard', 'exile', 'hand', 'library'] as const)(
    'a face-down spell countered to the %s is revealed to all, then is a new face-up object (708.9, 400.7)',
    (to) => {
      const g = new Game({ hand: ['walker'] });
      g.do({ kind: 'cast', player: 'P1', object: g.id('walker'), mode: { kind: 'face-down', by: 'disguise' } });
      const spell = g.id('walker');
      const events = g.do({ kind: 'counter', object: spell, to });
      expectRevealedToAll(events, spell);
      const after = g.id('walker');
      expect(after).not.toBe(spell);
      expect(g.state.objects[after]?.faceDown).toBeNull();
    },
  );
});
