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

/**
 * Every refusal of an illegal setup, each naming where the problem is (a scenario author reads it). No engine is
 * asked to refuse these (the suite never builds one), so mutation testing judges them equivalent
 * (test/mutation/equivalent.json); these are the reference's own input errors.
 */
describe('an illegal setup is refused, saying where', () => {
  const gift = {
    layout: 'single',
    faces: [
      { ...bear.faces[0], name: 'Gift', types: ['Enchantment'], subtypes: ['Aura'], power: null, toughness: null },
    ],
  };
  const two = (p1: object, more: object = {}) => ({ players: [{ id: 'P1', ...p1 }, { id: 'P2' }], ...more });
  const cases: readonly [string, object, RegExp][] = [
    ['no player', { players: [], cards: {} }, /^players: a game needs at least one player/],
    ['one player id twice', { players: [{ id: 'P1' }, { id: 'P1' }], cards: {} }, /^players: "P1" appears twice/],
    ['a life total that is not whole', two({ life: 2.5 }, { cards: {} }), /^players\.P1\.life: .*119\.1/],
    ['an unknown card key', two({ hand: ['x'] }, { cards: {} }), /^players\.P1\.hand\[0\]: card "x" is not in/],
    ['a card in no zone', two({}, { cards: { b: bear } }), /^cards\.b: the card is in no zone/],
    [
      'a card in two zones',
      two({ library: ['b'], graveyard: ['b'] }, { cards: { b: bear } }),
      /^players\.P1\.graveyard\[0\]: card "b" is already placed \(for P1\)/,
    ],
    [
      'a card exiled twice',
      two({ exile: [{ card: 'b' }, { card: 'b' }] }, { cards: { b: bear } }),
      /^players\.P1\.exile\[1\]: card "b" is already placed/,
    ],
    [
      'a permanent giving both a card and a token',
      two({ battlefield: [{ card: 'b', token: bear }] }, { cards: { b: bear } }),
      /^players\.P1\.battlefield\[0\]: give exactly one of "card", "token" or "melded"/,
    ],
    [
      'a permanent giving none of card, token and melded',
      two({ battlefield: [{}] }, { cards: {} }),
      /^players\.P1\.battlefield\[0\]: give exactly one/,
    ],
    [
      'a battlefield card not in setup.cards',
      two({ battlefield: [{ card: 'x' }] }, { cards: {} }),
      /^players\.P1\.battlefield\[0\]: card "x" is not in setup\.cards/,
    ],
    [
      'a single-faced permanent back face up',
      two({ battlefield: [{ card: 'b', face: 'back' }] }, { cards: { b: bear } }),
      /^players\.P1\.battlefield\[0\]: only a double-faced card or token can have its back face up/,
    ],
    [
      'a permanent back face up and face down',
      two({ battlefield: [{ card: 'h', face: 'back', faceDown: 'manifest' }] }, { cards: { h: huntmaster } }),
      /^players\.P1\.battlefield\[0\]: a face-down permanent shows no face/,
    ],
    [
      'a melded permanent naming an unknown card',
      two({ battlefield: [{ melded: ['b', 'x'] }] }, { cards: { b: bruna } }),
      /^players\.P1\.battlefield\[0\]\.melded: both cards must be in setup\.cards/,
    ],
    [
      'one meld card melded with itself',
      two({ battlefield: [{ melded: ['b', 'b'] }] }, { cards: { b: bruna } }),
      /not the two cards of one meld pair \(701\.42b\)/,
    ],
    [
      'a meld card and a card that is not its partner',
      two(
        { battlefield: [{ melded: ['b', 'g'] }] },
        { cards: { b: bruna, g: { ...gisela, partner: 'Someone Else' } } },
      ),
      /^players\.P1\.battlefield\[0\]\.melded: "b" and "g" are not the two cards of one meld pair/,
    ],
    [
      'a melded permanent face down',
      two({ battlefield: [{ melded: ['b', 'g'], faceDown: 'manifest' }] }, { cards: { b: bruna, g: gisela } }),
      /melded permanent cannot be face down \(712\.16\)/,
    ],
    [
      'a melded permanent front face up',
      two({ battlefield: [{ melded: ['b', 'g'], face: 'front' }] }, { cards: { b: bruna, g: gisela } }),
      /combined back face up \(712\.14c\)/,
    ],
    [
      'a permanent controlled by no player of the game',
      two({ battlefield: [{ card: 'b', controller: 'P9' }] }, { cards: { b: bear } }),
      /^players\.P1\.battlefield\[0\]: controller "P9" is not a player/,
    ],
    [
      'one label on two permanents',
      two(
        {
          battlefield: [
            { card: 'a', label: 'x' },
            { card: 'b', label: 'x' },
          ],
        },
        { cards: { a: bear, b: bear } },
      ),
      /^players\.P1\.battlefield\[1\]\.label: "x" is used twice/,
    ],
    [
      'a copy of an unknown label',
      two({ battlefield: [{ card: 'b', copyOf: 'nobody' }] }, { cards: { b: bear } }),
      /^players\.P1\.battlefield\[0\]\.copyOf: no permanent has the label "nobody"/,
    ],
    [
      'a permanent starting as a copy of itself',
      two({ battlefield: [{ card: 'b', label: 'x', copyOf: 'x' }] }, { cards: { b: bear } }),
      /^players\.P1\.battlefield\[0\]\.copyOf: a permanent cannot start as a copy of itself/,
    ],
    [
      'a permanent attached to itself',
      two({ battlefield: [{ card: 'b', label: 'x', attachedTo: 'x' }] }, { cards: { b: bear } }),
      /^players\.P1\.battlefield\[0\]\.attachedTo: a permanent cannot be attached to itself \(301\.5c\)/,
    ],
    [
      'a spell owned by no player of the game',
      two({}, { cards: { s: shock }, stack: [{ card: 's', owner: 'P9' }] }),
      /^stack\[0\]: owner "P9" is not a player/,
    ],
    [
      'a spell controlled by no player of the game',
      two({}, { cards: { s: shock }, stack: [{ card: 's', owner: 'P1', controller: 'P9' }] }),
      /^stack\[0\]: controller "P9" is not a player/,
    ],
    [
      'a single-faced spell back face up',
      two({}, { cards: { s: shock }, stack: [{ card: 's', owner: 'P1', face: 'back' }] }),
      /^stack\[0\]: only a double-faced spell can have its back face up \(712\.11a-b\)/,
    ],
    [
      'a spell back face up and face down',
      two({}, { cards: { h: huntmaster }, stack: [{ card: 'h', owner: 'P1', face: 'back', faceDown: 'morph' }] }),
      /^stack\[0\]: a face-down spell shows no face/,
    ],
    [
      'a spell face down by an ability its card does not have',
      two({}, { cards: { m: morphling }, stack: [{ card: 'm', owner: 'P1', faceDown: 'disguise' }] }),
      /^stack\[0\]: the card has no disguise ability, so it cannot be a face-down spell that way \(702\.37c/,
    ],
    [
      'an Aura spell, which needs a target a setup cannot state',
      two({}, { cards: { a: gift }, stack: [{ card: 'a', owner: 'P1' }] }),
      /^stack\[0\]: an Aura spell needs a target, the permanent it will enchant \(303\.4a\)/,
    ],
  ];
  test.each(cases)('%s', (_, setup, message) => {
    expect(() => initialState(setup as never)).toThrow(SetupError);
    expect(() => initialState(setup as never)).toThrow(message);
  });

  test('the error is a SetupError by name', () => {
    expect(() => initialState({ players: [], cards: {} })).toThrow(expect.objectContaining({ name: 'SetupError' }));
  });
});
