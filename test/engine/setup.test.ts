import { describe, expect, test } from 'vitest';
import { initialState, SetupError } from '../../engine/setup.js';
import { observe } from '../../engine/view.js';
import { cardByName } from '../../catalog/index.js';
import { bear, huntmaster, morphling, shock } from './fixtures.js';

const bruna = cardByName('Bruna, the Fading Light').definition;
const gisela = cardByName('Gisela, the Broken Blade').definition;

describe('initial state from a setup', () => {
  test('a melded permanent starts as one object of two cards with the combined face (712.4, 712.8g, 202.3c)', () => {
    const s = initialState({
      players: [{ id: 'P1', battlefield: [{ melded: ['b', 'g'] }] }, { id: 'P2' }],
      cards: { b: bruna, g: gisela },
    });
    const v = observe(s, 'referee');
    expect(v.battlefield).toHaveLength(1);
    expect(v.battlefield[0]).toMatchObject({
      melded: true,
      face: 'back',
      cards: ['b', 'g'],
      characteristics: { name: 'Brisela, Voice of Nightmares', manaValue: 11 },
    });
  });

  test('cards that are not one meld pair cannot start melded', () => {
    expect(() =>
      initialState({ players: [{ id: 'P1', battlefield: [{ melded: ['b', 'x'] }] }], cards: { b: bruna, x: bear } }),
    ).toThrow(/not the two cards of one meld pair/);
  });

  test('labels give attachments and copy effects', () => {
    const s = initialState({
      players: [
        {
          id: 'P1',
          battlefield: [
            { card: 'h', label: 'hunt', face: 'back' },
            { card: 'c', copyOf: 'hunt', label: 'clone' },
            { card: 'm', attachedTo: 'clone' },
          ],
        },
        { id: 'P2' },
      ],
      cards: { h: huntmaster, c: bear, m: morphling },
    });
    const [hunt, clone, aura] = observe(s, 'P2').battlefield;
    expect(clone?.characteristics).toMatchObject({ name: 'Ravager of the Fells', manaValue: 0 }); // 202.3b
    expect(aura?.attachedTo).toBe(clone?.id);
    expect(hunt?.characteristics?.manaValue).toBe(4);
  });

  test('unknown labels are reported with where they were used', () => {
    expect(() =>
      initialState({ players: [{ id: 'P1', battlefield: [{ card: 'c', attachedTo: 'nobody' }] }], cards: { c: bear } }),
    ).toThrow('players.P1.battlefield[0].attachedTo: no permanent has the label "nobody"');
  });

  test('spells on the stack, face down by morph, hidden from the opponent (708.4, 708.5)', () => {
    const s = initialState({
      players: [{ id: 'P1' }, { id: 'P2' }],
      cards: { m: morphling, s: shock },
      stack: [
        { card: 'm', owner: 'P1', faceDown: 'morph' },
        { card: 's', owner: 'P2' },
      ],
    });
    const p2 = observe(s, 'P2');
    expect(p2.stack.map((o) => o.faceDown)).toEqual([{ by: 'morph' }, null]);
    expect(p2.stack[0]?.printed).toBeNull();
    expect(observe(s, 'P1').stack[0]?.printed).not.toBeNull();
  });

  test('a face-down spell needs the ability that casts it face down', () => {
    expect(() =>
      initialState({
        players: [{ id: 'P1' }],
        cards: { b: bear },
        stack: [{ card: 'b', owner: 'P1', faceDown: 'disguise' }],
      }),
    ).toThrow(SetupError);
  });

  test('each card is placed exactly once', () => {
    expect(() =>
      initialState({ players: [{ id: 'P1', hand: ['b'] }], cards: { b: bear }, stack: [{ card: 'b', owner: 'P1' }] }),
    ).toThrow(/already placed/);
    expect(() => initialState({ players: [{ id: 'P1' }], cards: { b: bear } })).toThrow(/in no zone/);
  });
});
