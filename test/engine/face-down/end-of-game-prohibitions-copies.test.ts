/**
 * The end of the game reveals every face-down spell and permanent for good (708.9);
 * "can't enter" prohibitions stop effects that put cards onto the battlefield (101.2,
 * 614.12); a token copy's printed object states what it copied, nothing made up (707.2).
 */
import { describe, expect, test } from 'vitest';
import { FACE_DOWN_2_2, Game } from './helpers.js';

const cageEffect = { kind: 'prohibit-entry', from: ['library', 'graveyard'], types: ['Creature'] } as const;

describe('after the game ends (708.9)', () => {
  test('at the end, opponents see every face-down permanent and spell; exiled face down stays hidden (406.3)', () => {
    const g = new Game({ library: ['bear'], hand: ['morphling', 'shock'] }, { hand: ['aven'] });
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'cast', player: 'P1', object: g.id('morphling'), mode: { kind: 'face-down', by: 'morph' } });
    g.do({ kind: 'move', object: g.id('shock'), to: 'exile', faceDown: true });
    const permanent = g.id('bear');
    const spell = g.id('morphling');
    const exiled = g.id('shock');
    expect(g.see('P2', permanent).printed).toBeNull();
    expect(g.see('P2', spell).printed).toBeNull();
    g.do({ kind: 'end-game' });
    expect(g.see('P2', permanent).printed).toMatchObject({
      kind: 'card',
      definition: { faces: [{ name: 'Grizzly Bears' }] },
    });
    expect(g.see('P2', spell).printed).toMatchObject({
      kind: 'card',
      definition: { faces: [{ name: 'Morph Beast' }] },
    });
    // Still face down, with face-down characteristics: the reveal shows the card, it does not turn it over.
    expect(g.see('P2', permanent)).toMatchObject({ faceDown: { by: 'manifest' }, characteristics: FACE_DOWN_2_2 });
    expect(g.see('P2', exiled).printed).toBeNull();
  });
});

describe('"can\'t enter" prohibitions on putting cards onto the battlefield (101.2, 614.12)', () => {
  test('a creature card put onto the battlefield from a covered zone stays where it is, unchanged', () => {
    const g = new Game({ graveyard: ['bear'], hand: ['bear2'], battlefield: [{ card: 'cage' }] });
    g.do({ kind: 'apply-effect', object: g.id('cage'), effect: cageEffect });
    const before = g.state;
    const events = g.do({ kind: 'put-onto-battlefield', object: g.id('bear') });
    expect(events).toEqual([expect.objectContaining({ kind: 'no-effect', clause: '101.2' })]);
    expect(g.state).toBe(before);
    // A zone the prohibition does not cover lets it in.
    g.do({ kind: 'put-onto-battlefield', object: g.id('bear2') });
    expect(g.see('P1', g.id('bear2')).zone).toBe('battlefield');
  });

  test('judged on what it enters as: a land entering as a creature copy is stopped, a creature as a land not', () => {
    const g = new Game(
      { graveyard: ['land', 'bear'], battlefield: [{ card: 'cage' }, { card: 'aven' }] },
      { battlefield: [] },
    );
    g.do({ kind: 'apply-effect', object: g.id('cage'), effect: cageEffect });
    expect(g.do({ kind: 'put-onto-battlefield', object: g.id('land'), asCopyOf: g.id('aven') })[0]).toMatchObject({
      kind: 'no-effect',
      clause: '101.2',
    });
    g.do({ kind: 'put-onto-battlefield', object: g.id('land') });
    g.do({ kind: 'put-onto-battlefield', object: g.id('bear'), asCopyOf: g.id('land') });
    expect(g.see('P1', g.id('bear')).zone).toBe('battlefield');
  });

  test('the prohibition ends when its source leaves or phases out (702.26b)', () => {
    const g = new Game({ graveyard: ['bear'], battlefield: [{ card: 'cage' }] });
    g.do({ kind: 'apply-effect', object: g.id('cage'), effect: cageEffect });
    g.do({ kind: 'phase-out', object: g.id('cage') });
    g.do({ kind: 'put-onto-battlefield', object: g.id('bear') });
    expect(g.see('P1', g.id('bear')).zone).toBe('battlefield');
  });
});

describe('the printed object of a token copy (707.2)', () => {
  test('a copy of a named permanent states the copied values, color indicator included', () => {
    const g = new Game({ battlefield: [{ card: 'delver', face: 'back' }, { card: 'bear' }] });
    // a single card copying Insectile Aberration
    g.do({ kind: 'become-copy', object: g.id('bear'), of: g.id('delver') });
    g.do({ kind: 'create-token-copy', player: 'P2', of: g.id('bear') });
    const token = g.view('P2').battlefield[2];
    expect(token?.characteristics).toMatchObject({ name: 'Insectile Aberration', colors: ['U'], manaValue: 0 });
    expect(token?.printed).toMatchObject({
      kind: 'token',
      definition: {
        layout: 'single',
        faces: [{ name: 'Insectile Aberration', manaCost: null, colorIndicator: ['U'], power: 3, toughness: 2 }],
      },
    });
  });

  test('a copy of a face-down permanent names nothing: no invented name in its printed object or in the view', () => {
    const g = new Game({ library: ['morphling'] });
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'create-token-copy', player: 'P2', of: g.id('morphling') });
    const token = g.view('P2').battlefield[1];
    expect(token?.characteristics).toMatchObject(FACE_DOWN_2_2);
    expect(token?.printed).toEqual({
      kind: 'token',
      definition: {
        layout: 'single',
        faces: [
          {
            name: '',
            manaCost: null,
            colorIndicator: null,
            supertypes: [],
            types: ['Creature'],
            subtypes: [],
            abilities: [],
            power: 2,
            toughness: 2,
            loyalty: null,
            defense: null,
          },
        ],
      },
    });
    expect(JSON.stringify(g.view('referee'))).not.toContain('"Copy"');
    expect(JSON.stringify(g.view('P2'))).not.toContain('Morph Beast');
  });
});
