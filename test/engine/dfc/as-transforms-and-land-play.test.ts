/** "As this transforms" (712.20) and playing a modal DFC's land face (712.12, 305.1). */
import { describe, expect, test } from 'vitest';
import type { CardDefinition } from '../../../model/card.js';
import { face } from '../../../model/characteristics.js';
import type { GameState } from '../../../model/game-state.js';
import { VALAKUT_AWAKENING } from '../../../catalog/featured.js';
import { initialState } from '../../../engine/setup.js';
import { step } from '../../../engine/step.js';
import { bear } from '../fixtures.js';
import { chars, game, idOf, newest, obj, run } from './helpers.js';

/** A synthetic DFC: its back face gets two +1/+1 counters as it transforms into it, and triggers on that. */
const swellingWolf: CardDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({ name: 'Synthetic Pup', manaCost: '{1}{G}', types: ['Creature'], power: 1, toughness: 1 }),
    face({
      name: 'Synthetic Swollen Wolf',
      colorIndicator: ['G'],
      types: ['Creature'],
      power: 2,
      toughness: 2,
      abilities: [
        { kind: 'as-transforms', effect: { kind: 'counters', counter: '+1/+1', amount: 2 } },
        { kind: 'triggered', trigger: { kind: 'transforms-into' }, effect: 'it fights up to one creature' },
      ],
    }),
  ],
};
const cage: CardDefinition = {
  layout: 'single',
  faces: [face({ name: 'Synthetic Land Cage', manaCost: '{1}', types: ['Artifact'] })],
};

function withCards(
  cards: Record<string, CardDefinition>,
  p1: Parameters<typeof initialState>[0]['players'][number],
): GameState {
  return initialState({ players: [p1, { id: 'P2' }], cards, seed: 1 });
}

describe('"as this transforms" abilities (712.20)', () => {
  test('apply while transforming: the counters are there before the transforms-into trigger', () => {
    let s = withCards({ pup: swellingWolf }, { id: 'P1', battlefield: [{ card: 'pup' }] });
    const id = idOf(s, 'pup');
    const r = run(s, { kind: 'transform', object: id });
    s = r.state;
    expect(obj(s, id).counters).toEqual({ '+1/+1': 2 });
    expect(chars(s, id)).toMatchObject({ name: 'Synthetic Swollen Wolf', power: 4, toughness: 4 });
    expect(r.events.map((e) => e.kind)).toEqual(['transformed', 'counters-added', 'triggered']);
  });

  test('only the face it turns to counts: transforming back to the front adds nothing', () => {
    let s = withCards({ pup: swellingWolf }, { id: 'P1', battlefield: [{ card: 'pup', face: 'back' }] });
    const id = idOf(s, 'pup');
    const r = run(s, { kind: 'transform', object: id });
    s = r.state;
    expect(obj(s, id).counters).toEqual({});
    expect(r.events.map((e) => e.kind)).toEqual(['transformed']);
  });

  test('converting applies it too; entering transformed is not transforming, so it does not (712.20, 701.27e)', () => {
    let s = withCards({ pup: swellingWolf }, { id: 'P1', battlefield: [{ card: 'pup' }], hand: [] });
    expect(obj(run(s, { kind: 'convert', object: idOf(s, 'pup') }).state, idOf(s, 'pup')).counters).toEqual({
      '+1/+1': 2,
    });
    s = withCards({ pup: swellingWolf }, { id: 'P1', graveyard: ['pup'] });
    s = run(s, { kind: 'put-onto-battlefield', object: idOf(s, 'pup'), transformed: true }).state;
    expect(obj(s, newest(s)).counters).toEqual({});
  });

  test('a permanent whose abilities are removed does not have it after transforming', () => {
    let s = withCards({ pup: swellingWolf }, { id: 'P1', battlefield: [{ card: 'pup' }] });
    const id = idOf(s, 'pup');
    s = run(s, { kind: 'apply-effect', object: id, effect: { kind: 'lose-all-abilities' } }).state;
    s = run(s, { kind: 'transform', object: id }).state;
    expect(obj(s, id).counters).toEqual({});
  });
});

describe('playing a land (712.12, 305.1)', () => {
  test('a modal DFC is played with its land face up; it is not cast', () => {
    let s = game({ hand: ['akoum'] });
    const r = run(s, { kind: 'play-land', player: 'P1', object: idOf(s, 'akoum'), face: 'back' });
    s = r.state;
    expect(obj(s, newest(s))).toMatchObject({ zone: 'battlefield', face: 'back', controller: 'P1' });
    expect(chars(s, newest(s))).toMatchObject({ name: 'Akoum Teeth', types: ['Land'] });
    expect(r.events.some((e) => e.kind === 'cast')).toBe(false);
    expect(r.events).toContainEqual({ kind: 'entered', object: newest(s), face: 'back', faceDown: null });
  });

  test('a face that is not a land is refused with a coded rejection, state unchanged', () => {
    const s = game({ hand: ['akoum', 'valakut', 'bear'] });
    expect(step(s, { kind: 'play-land', player: 'P1', object: idOf(s, 'akoum') })).toMatchObject({
      ok: false,
      rejection: { code: 'play-land/not-a-land', clause: '712.12' },
    });
    expect(step(s, { kind: 'play-land', player: 'P1', object: idOf(s, 'valakut'), face: 'front' })).toMatchObject({
      ok: false,
      rejection: { code: 'play-land/not-a-land' },
    });
    expect(step(s, { kind: 'play-land', player: 'P1', object: idOf(s, 'bear') })).toMatchObject({
      ok: false,
      rejection: { code: 'play-land/not-a-land' },
    });
    // Valakut Awakening's land face is its back face.
    const played = run(s, { kind: 'play-land', player: 'P1', object: idOf(s, 'valakut'), face: 'back' }).state;
    expect(chars(played, newest(played)).name).toBe('Valakut Stoneforge');
  });

  test("only from its owner's hand, only with the stack empty, and only a modal DFC shows its back face", () => {
    const s = game({ graveyard: ['akoum'], hand: ['valakut', 'delver', 'bear'] }, { hand: [] });
    expect(step(s, { kind: 'play-land', player: 'P1', object: idOf(s, 'akoum'), face: 'back' })).toMatchObject({
      ok: false,
      rejection: { code: 'play-land/wrong-zone' },
    });
    expect(step(s, { kind: 'play-land', player: 'P2', object: idOf(s, 'valakut'), face: 'back' })).toMatchObject({
      ok: false,
      rejection: { code: 'play-land/wrong-zone' },
    });
    expect(step(s, { kind: 'play-land', player: 'P1', object: idOf(s, 'delver'), face: 'back' })).toMatchObject({
      ok: false,
      rejection: { code: 'play-land/not-modal' },
    });
    const busy = run(s, { kind: 'cast', player: 'P1', object: idOf(s, 'bear'), mode: { kind: 'normal' } }).state;
    expect(step(busy, { kind: 'play-land', player: 'P1', object: idOf(busy, 'valakut'), face: 'back' })).toMatchObject({
      ok: false,
      rejection: { code: 'play-land/stack-not-empty' },
    });
  });

  test('a "lands can\'t enter from hands" prohibition makes it illegal (101.2)', () => {
    let s = withCards(
      { valakut: VALAKUT_AWAKENING.definition, cage, bear },
      { id: 'P1', hand: ['valakut', 'bear'], battlefield: [{ card: 'cage' }] },
    );
    s = run(s, {
      kind: 'apply-effect',
      object: idOf(s, 'cage'),
      effect: { kind: 'prohibit-entry', from: ['hand'], types: ['Land'] },
    }).state;
    expect(step(s, { kind: 'play-land', player: 'P1', object: idOf(s, 'valakut'), face: 'back' })).toMatchObject({
      ok: false,
      rejection: { code: 'play-land/prohibited', clause: '101.2' },
    });
  });
});
