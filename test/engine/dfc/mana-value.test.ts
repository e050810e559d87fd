/** Mana value and characteristics by zone and face (202.3a-c, 712.8a-g). */
import { describe, expect, test } from 'vitest';
import { INCUBATOR_TOKEN } from '../../../catalog/featured.js';
import { chars, game, idOf, newest, run } from './helpers.js';

describe('characteristics by zone (712.8a)', () => {
  test('a nonmodal DFC in library, hand, graveyard and exile has only its front face, with its mana value', () => {
    const s = game({ library: ['shepherd'], hand: ['huntmaster'], graveyard: ['delver'], exile: [{ card: 'angler' }] });
    expect(chars(s, idOf(s, 'shepherd'))).toMatchObject({ name: 'Gatstaf Shepherd', manaValue: 2, power: 2 });
    expect(chars(s, idOf(s, 'huntmaster'))).toMatchObject({ name: 'Huntmaster of the Fells', manaValue: 4 });
    expect(chars(s, idOf(s, 'delver'))).toMatchObject({ name: 'Delver of Secrets', manaValue: 1 });
    expect(chars(s, idOf(s, 'angler'))).toMatchObject({ name: 'Baithook Angler', manaValue: 2 });
  });

  test('a back-face-up permanent returns to its front face when it leaves the battlefield (712.8a, 400.7)', () => {
    let s = game({ battlefield: [{ card: 'shepherd', face: 'back' }] });
    s = run(s, { kind: 'move', object: idOf(s, 'shepherd'), to: 'hand' }).state;
    const id = idOf(s, 'shepherd');
    expect(s.objects[id]?.face).toBe('front');
    expect(chars(s, id)).toMatchObject({ name: 'Gatstaf Shepherd', manaValue: 2, colors: ['G'] });
  });
});

describe('mana value of back faces (202.3b, 712.8c, 712.8e)', () => {
  test('a back-face-up nonmodal permanent has its back characteristics and its front face mana value', () => {
    const s = game({ battlefield: [{ card: 'shepherd', face: 'back' }] });
    expect(chars(s, idOf(s, 'shepherd'))).toMatchObject({
      name: 'Gatstaf Howler',
      manaCost: null,
      manaValue: 2,
      colors: ['G'],
      power: 3,
    });
  });

  test('a spell cast transformed by disturb is back face up with the front mana value (712.8c, 702.146a)', () => {
    let s = game({ graveyard: ['angler'] });
    s = run(s, {
      kind: 'cast',
      player: 'P1',
      object: idOf(s, 'angler'),
      mode: { kind: 'transformed', by: 'disturb' },
    }).state;
    const spell = s.stack[0] as string;
    expect(s.objects[spell]?.face).toBe('back');
    expect(chars(s, spell)).toMatchObject({ name: 'Hook-Haunt Drifter', manaValue: 2 });
  });

  test('a Clone copying a back face has mana value 0 (202.3b)', () => {
    let s = game({ battlefield: [{ card: 'huntmaster', face: 'back' }], hand: ['clone'] });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'clone'), asCopyOf: idOf(s, 'huntmaster') }).state;
    expect(chars(s, newest(s))).toMatchObject({ name: 'Ravager of the Fells', manaValue: 0 });
  });

  test('a double-faced card copying a back face has mana value 0, though itself a DFC (202.3b, 712.8e)', () => {
    let s = game({
      battlefield: [
        { card: 'huntmaster', face: 'back' },
        { card: 'delver', face: 'back' },
      ],
    });
    s = run(s, { kind: 'become-copy', object: idOf(s, 'delver'), of: idOf(s, 'huntmaster') }).state;
    expect(chars(s, idOf(s, 'delver'))).toMatchObject({ name: 'Ravager of the Fells', manaValue: 0 });
  });

  test('a token copy of a back face is double-faced, mana value 0; transformed to its front, the front cost', () => {
    let s = game({ battlefield: [{ card: 'huntmaster', face: 'back' }] });
    s = run(s, { kind: 'create-token-copy', player: 'P1', of: idOf(s, 'huntmaster') }).state;
    const token = newest(s);
    expect(chars(s, token)).toMatchObject({ name: 'Ravager of the Fells', manaValue: 0 });
    s = run(s, { kind: 'transform', object: token }).state;
    expect(chars(s, token)).toMatchObject({ name: 'Huntmaster of the Fells', manaValue: 4 });
  });

  test('a double-faced token made not as a copy uses its front cost for its back face (Incubator, 111.10i)', () => {
    let s = game({});
    s = run(s, { kind: 'create-token', player: 'P1', token: INCUBATOR_TOKEN }).state;
    const token = newest(s);
    expect(chars(s, token)).toMatchObject({ name: 'Incubator', manaValue: 0, types: ['Artifact'] });
    // An Incubator is made with +1/+1 counters; without them the 0/0 Phyrexian would die (704.5f).
    s = run(s, { kind: 'add-counters', object: token, counter: '+1/+1', amount: 2 }).state;
    s = run(s, { kind: 'transform', object: token }).state;
    expect(chars(s, token)).toMatchObject({
      name: 'Phyrexian Token',
      manaValue: 0,
      types: ['Artifact', 'Creature'],
      power: 2,
    });
  });
});

describe('mana value of modal DFCs and lands (202.3a, 712.8f)', () => {
  test('a modal DFC permanent with its land face up has mana value 0; the front face counts in hand', () => {
    let s = game({ hand: ['akoum'], battlefield: [] });
    expect(chars(s, idOf(s, 'akoum'))).toMatchObject({ name: 'Akoum Warrior', manaValue: 6 });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'akoum'), transformed: true }).state;
    expect(chars(s, idOf(s, 'akoum'))).toMatchObject({ name: 'Akoum Teeth', manaValue: 0, types: ['Land'] });
  });
});

describe('melded permanents (202.3c, 712.8g)', () => {
  function melded() {
    let s = game({ battlefield: [{ card: 'bruna' }, { card: 'gisela' }] });
    s = run(s, { kind: 'meld', objects: [idOf(s, 'gisela'), idOf(s, 'bruna')] }).state;
    return s;
  }

  test('a melded permanent has the combined face and the sum of its front faces mana values', () => {
    const s = melded();
    expect(chars(s, idOf(s, 'bruna'))).toMatchObject({
      name: 'Brisela, Voice of Nightmares',
      manaCost: null,
      manaValue: 11,
      power: 9,
      toughness: 10,
    });
  });

  test('a copy of a melded permanent has mana value 0, a token copy is single-faced and cannot transform', () => {
    let s = melded();
    s = run(s, { kind: 'create-token-copy', player: 'P2', of: idOf(s, 'bruna') }).state;
    const token = newest(s);
    expect(chars(s, token)).toMatchObject({ name: 'Brisela, Voice of Nightmares', manaValue: 0 });
    expect(run(s, { kind: 'transform', object: token }).events).toEqual([
      expect.objectContaining({ kind: 'no-effect', clause: '701.27c' }),
    ]);
  });

  test('a meld card on the stack has only its front face (712.8b)', () => {
    let s = game({ hand: ['bruna'] });
    s = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'bruna'), mode: { kind: 'normal' } }).state;
    expect(chars(s, s.stack[0] as string)).toMatchObject({ name: 'Bruna, the Fading Light', manaValue: 7 });
  });
});
