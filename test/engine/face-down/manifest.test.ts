/**
 * Manifest, cloak, manifest dread (701.40, 701.58, 701.62), one at a time, prohibited entry, no enters trigger (708.3).
 */
import { describe, expect, test } from 'vitest';
import { Game, kinds } from './helpers.js';

const cageEffect = { kind: 'prohibit-entry', from: ['library', 'graveyard'], types: ['Creature'] } as const;

describe('putting cards onto the battlefield face down', () => {
  test('manifest two: one at a time from the top, each its own entered event, no enters trigger (701.40e)', () => {
    const g = new Game({ library: ['morphling', 'bear', 'land'] });
    const events = g.do({ kind: 'manifest', player: 'P1', count: 2 });
    expect(kinds(events)).toEqual(['zone-change', 'entered', 'zone-change', 'entered']);
    expect(g.view('P1').battlefield.map((o) => o.cards)).toEqual([undefined, undefined]);
    expect(g.view('referee').battlefield.map((o) => o.cards)).toEqual([['morphling'], ['bear']]);
    expect(g.view('P1').players[0]?.libraryCount).toBe(1);
  });

  test('a manifested instant and a manifested land are face-down 2/2 creatures (701.40a)', () => {
    const g = new Game({ library: ['shock', 'land'] });
    g.do({ kind: 'manifest', player: 'P1', count: 2 });
    for (const o of g.view('P2').battlefield)
      expect(o.characteristics).toMatchObject({ types: ['Creature'], power: 2, toughness: 2 });
  });

  test('cloak gives ward {2} (701.58a); manifest dread manifests the chosen card and mills the other (701.62a)', () => {
    const g = new Game({ library: ['bear', 'land', 'shock'] });
    const events = g.do({ kind: 'manifest-dread', player: 'P1', choose: 1 });
    expect(events.filter((e) => e.kind === 'looked')).toHaveLength(2);
    expect(g.state.objects[g.id('land')]?.faceDown).toBe('manifest-dread');
    expect(g.state.objects[g.id('bear')]?.zone).toBe('graveyard');
    expect(g.see('P2', g.id('land')).characteristics?.abilities).toEqual([]);
  });

  test('prohibited entry: the card stays where it was, unchanged and face up if it was (701.40f, 701.58f)', () => {
    const g = new Game({ library: ['land', 'bear'], graveyard: ['shock'], battlefield: [{ card: 'cage' }] });
    g.do({ kind: 'apply-effect', object: g.id('cage'), effect: cageEffect });
    const top = g.id('land');
    // A land is prohibited too: the face-down object is a creature card (judged on the face-down values).
    const events = g.do({ kind: 'manifest', player: 'P1', count: 2 });
    expect(events).toEqual([expect.objectContaining({ kind: 'no-effect', object: top, clause: '701.40f' })]);
    expect(g.id('land')).toBe(top);
    expect(g.view('P1').players[0]?.libraryCount).toBe(2);
    const dead = g.id('shock');
    expect(g.do({ kind: 'cloak', player: 'P1', object: dead })).toEqual([
      expect.objectContaining({ kind: 'no-effect', clause: '701.58f' }),
    ]);
    expect(g.see('P2', dead)).toMatchObject({ zone: 'graveyard', faceDown: null, characteristics: { name: 'Shock' } });
    expect(g.view('P1').battlefield).toHaveLength(1);
  });

  test('a prohibition that does not cover the zone or the face-down types lets the card in', () => {
    const g = new Game({ hand: ['shock'], library: ['bear'], battlefield: [{ card: 'cage' }] });
    g.do({ kind: 'apply-effect', object: g.id('cage'), effect: cageEffect });
    // from hand: allowed
    expect(kinds(g.do({ kind: 'manifest', player: 'P1', object: g.id('shock') }))).toContain('entered');
    const h = new Game({ library: ['land'], battlefield: [{ card: 'cage' }] });
    h.do({
      kind: 'apply-effect',
      object: h.id('cage'),
      effect: { kind: 'prohibit-entry', from: ['library'], types: ['Land'] },
    });
    expect(kinds(h.do({ kind: 'manifest', player: 'P1' }))).toContain('entered'); // a face-down object is no land
  });

  test('the prohibition ends when the permanent imposing it leaves or phases out', () => {
    const g = new Game({ library: ['bear', 'land'], battlefield: [{ card: 'cage' }] });
    g.do({ kind: 'apply-effect', object: g.id('cage'), effect: cageEffect });
    g.do({ kind: 'phase-out', object: g.id('cage') });
    expect(kinds(g.do({ kind: 'manifest', player: 'P1' }))).toContain('entered');
    g.do({ kind: 'phase-in', object: g.id('cage') });
    expect(kinds(g.do({ kind: 'manifest', player: 'P1' }))).toEqual(['no-effect']);
    g.do({ kind: 'move', object: g.id('cage'), to: 'graveyard' });
    expect(kinds(g.do({ kind: 'manifest', player: 'P1' }))).toContain('entered');
  });

  test('manifest dread with a prohibited choice puts both cards into the graveyard (701.62a, 701.40f)', () => {
    const g = new Game({ library: ['bear', 'land'], battlefield: [{ card: 'cage' }] });
    g.do({
      kind: 'apply-effect',
      object: g.id('cage'),
      effect: { kind: 'prohibit-entry', from: ['library'], types: ['Creature'] },
    });
    g.do({ kind: 'manifest-dread', player: 'P1', choose: 0 });
    expect(g.view('P2').players[0]?.graveyard.map((o) => o.characteristics?.name)).toEqual(['Grizzly Bears', 'Forest']);
  });

  test('a token or a permanent cannot be manifested', () => {
    const g = new Game({ battlefield: [{ card: 'bear' }] });
    expect(g.reject({ kind: 'manifest', player: 'P1', object: g.id('bear') })).toBe('manifest/not-a-card');
  });
});
