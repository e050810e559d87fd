/** Turning face down by an effect (708.2a, 708.2b, 712.16) and copies (708.10, 707.2, 707.3). */
import { describe, expect, test } from 'vitest';
import { FACE_DOWN_2_2, Game, kinds } from './helpers.js';

describe('turning face down', () => {
  test('an effect turns a face-up permanent into a face-down 2/2; same object, tapped stays (708.2a, 110.5c)', () => {
    const g = new Game({ battlefield: [{ card: 'aven', tapped: true, counters: { '+1/+1': 1 } }] });
    const id = g.id('aven');
    expect(kinds(g.do({ kind: 'turn-face-down', object: id }))).toEqual(['turned-face-down']);
    expect(g.see('P2', id)).toMatchObject({
      faceDown: { by: 'effect' },
      tapped: true,
      printed: null,
      characteristics: { ...FACE_DOWN_2_2, power: 3, toughness: 3 },
    });
    // Ixidron'd morph creature: its morph ability still lets its controller turn it up (702.37e).
    expect(g.do({ kind: 'turn-face-up', object: id, route: 'morph' })[0]).toMatchObject({ kind: 'turned-face-up' });
  });

  test('a face-down permanent cannot be turned face down again: nothing happens (708.2b)', () => {
    const g = new Game({ library: ['bear'] });
    g.do({ kind: 'cloak', player: 'P1' });
    const id = g.id('bear');
    const before = g.state;
    expect(g.do({ kind: 'turn-face-down', object: id })).toEqual([
      expect.objectContaining({ kind: 'no-effect', clause: '708.2b' }),
    ]);
    expect(g.state).toBe(before);
    expect(g.see('P2', id).characteristics?.abilities).toEqual([{ kind: 'ward', cost: '{2}' }]); // still cloaked values
  });

  test('a double-faced permanent cannot be turned face down (712.16)', () => {
    const g = new Game({ battlefield: [{ card: 'delver' }] });
    expect(g.do({ kind: 'turn-face-down', object: g.id('delver') })).toEqual([
      expect.objectContaining({ kind: 'no-effect', clause: '712.16' }),
    ]);
  });
});

describe('copies', () => {
  test('a copy of a face-down permanent is a nameless 2/2, not the hidden card (707.2, 708.2)', () => {
    const g = new Game({ library: ['morphling'], hand: ['bear'] });
    g.do({ kind: 'cloak', player: 'P1' });
    const hidden = g.id('morphling');
    g.do({ kind: 'create-token-copy', player: 'P2', of: hidden });
    g.do({ kind: 'put-onto-battlefield', object: g.id('bear'), asCopyOf: hidden });
    const [, token, clone] = g.view('P2').battlefield;
    for (const copy of [token, clone]) {
      expect(copy?.faceDown).toBeNull();
      expect(copy?.characteristics).toMatchObject({ ...FACE_DOWN_2_2, abilities: [{ kind: 'ward', cost: '{2}' }] });
    }
    expect(JSON.stringify(g.view('P2'))).not.toContain('Morph Beast');
  });

  test('a face-down permanent becoming a copy stays a face-down 2/2, is the copy once face up (708.10, 707.3)', () => {
    const g = new Game({ library: ['bear'], battlefield: [{ card: 'aven' }] });
    g.do({ kind: 'manifest', player: 'P1' });
    const id = g.id('bear');
    g.do({ kind: 'become-copy', object: id, of: g.id('aven') });
    expect(g.see('P2', id).characteristics).toMatchObject(FACE_DOWN_2_2);
    // Its copiable values are the face-down ones, so a copy of it now is a 2/2 too.
    g.do({ kind: 'create-token-copy', player: 'P1', of: id });
    expect(g.view('P2').battlefield[2]?.characteristics).toMatchObject(FACE_DOWN_2_2);
    g.do({ kind: 'turn-face-up', object: id, route: 'mana-cost' });
    expect(g.see('P2', id).characteristics).toMatchObject({ name: 'Icefeather Aven', power: 2 });
  });
});
