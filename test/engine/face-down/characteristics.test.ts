/** Face-down characteristics (708.2, 708.2a, 702.37a-c, 702.168a-b, 701.40a, 701.58a, 613.2b) and names (201.2a). */
import { describe, expect, test } from 'vitest';
import { faceDownCharacteristics } from '../../../engine/characteristics/face-down.js';
import { haveSameName, hasDifferentName } from '../../../engine/characteristics/names.js';
import { FACE_DOWN_WAYS } from '../../../model/face-down.js';
import { FACE_DOWN_2_2, Game } from './helpers.js';

describe('face-down values (708.2a, layer 1b)', () => {
  test.each(FACE_DOWN_WAYS)(
    '%s: a colorless nameless 2/2 creature with no subtypes, mana cost or text; ward {2} only for disguise and cloak',
    (way) => {
      const c = faceDownCharacteristics(way);
      expect(c).toMatchObject(FACE_DOWN_2_2);
      expect(c.abilities).toEqual(way === 'disguise' || way === 'cloak' ? [{ kind: 'ward', cost: '{2}' }] : []);
    },
  );

  test('manifest (701.40a) and cloak (701.58a) hide the card: a 5/5 green creature is a colorless 2/2 to all', () => {
    const g = new Game({ library: ['morphling', 'aven'] });
    g.do({ kind: 'manifest', player: 'P1' });
    g.do({ kind: 'cloak', player: 'P1' });
    const [manifested, cloaked] = g.view('P2').battlefield;
    expect(manifested?.characteristics).toEqual({ ...FACE_DOWN_2_2, abilities: [], loyalty: null, defense: null });
    expect(cloaked?.characteristics).toEqual({
      ...FACE_DOWN_2_2,
      abilities: [{ kind: 'ward', cost: '{2}' }],
      loyalty: null,
      defense: null,
    });
    // The controller knows the card but sees the same characteristics (708.5 gives a look, not other values).
    expect(g.see('P1', manifested!.id).characteristics).toEqual(manifested?.characteristics);
  });

  test('a morph spell (702.37c) and a disguise spell (702.168b) have the face-down values on the stack', () => {
    const g = new Game({ hand: ['aven', 'walker'] });
    g.do({ kind: 'cast', player: 'P1', object: g.id('aven'), mode: { kind: 'face-down', by: 'morph' } });
    g.do({ kind: 'cast', player: 'P1', object: g.id('walker'), mode: { kind: 'face-down', by: 'disguise' } });
    const [morph, disguise] = g.view('P2').stack;
    expect(morph?.characteristics).toMatchObject({ ...FACE_DOWN_2_2, abilities: [] });
    expect(disguise?.characteristics).toMatchObject({ ...FACE_DOWN_2_2, abilities: [{ kind: 'ward', cost: '{2}' }] });
  });

  test('other effects apply on top: counter, anthem, gained ability, subtype, losing ward (613.2b, layers 4-7)', () => {
    const g = new Game({ library: ['bear'] });
    g.do({ kind: 'cloak', player: 'P1' });
    const id = g.id('bear');
    g.do({ kind: 'add-counters', object: id, counter: '+1/+1', amount: 1 });
    g.do({ kind: 'apply-effect', object: id, effect: { kind: 'modify-power-toughness', power: 1, toughness: 1 } });
    g.do({
      kind: 'apply-effect',
      object: id,
      effect: { kind: 'gain-ability', ability: { kind: 'keyword', keyword: 'flying' } },
    });
    g.do({ kind: 'apply-effect', object: id, effect: { kind: 'add-types', types: [], subtypes: ['Zombie'] } });
    expect(g.see('P2', id).characteristics).toMatchObject({
      name: null,
      power: 4,
      toughness: 4,
      subtypes: ['Zombie'],
      abilities: [
        { kind: 'ward', cost: '{2}' },
        { kind: 'keyword', keyword: 'flying' },
      ],
    });
    g.do({ kind: 'apply-effect', object: id, effect: { kind: 'lose-all-abilities' } });
    expect(g.see('P2', id).characteristics?.abilities).toEqual([]);
  });

  test('set base power and toughness overrides the face-down 2/2 (layer 7b after 1b)', () => {
    const g = new Game({ library: ['bear'] });
    g.do({ kind: 'manifest', player: 'P1' });
    const id = g.id('bear');
    g.do({ kind: 'apply-effect', object: id, effect: { kind: 'set-power-toughness', power: 0, toughness: 1 } });
    expect(g.see('P2', id).characteristics).toMatchObject({ power: 0, toughness: 1 });
  });
});

describe('names (708.2a, 201.2a)', () => {
  test('two manifested cards with the same printed name have no name, so never share one, even with each other', () => {
    const g = new Game({ library: ['bear', 'bear2'], battlefield: [] }, { battlefield: [] });
    g.do({ kind: 'manifest', player: 'P1', count: 2 });
    const [a, b] = g.view('P1').battlefield;
    expect(a?.characteristics?.name).toBeNull();
    expect(b?.characteristics?.name).toBeNull();
    expect(haveSameName(a!.characteristics, b!.characteristics)).toBe(false);
    expect(haveSameName(a!.characteristics, a!.characteristics)).toBe(false);
    // The printed cards do share a name; the face-down objects do not.
    expect(haveSameName({ name: 'Grizzly Bears' }, { name: 'Grizzly Bears' })).toBe(true);
  });

  test('201.2c: a nameless object never has a different name either', () => {
    expect(hasDifferentName({ name: null }, [{ name: 'Grizzly Bears' }])).toBe(false);
    expect(hasDifferentName({ name: 'Shock' }, [{ name: null }, { name: 'Grizzly Bears' }])).toBe(true);
    expect(hasDifferentName({ name: 'Shock' }, [{ name: 'Shock' }])).toBe(false);
  });
});
