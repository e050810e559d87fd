/**
 * Sagas in the reference engine (714.2b, 714.2c, 714.3a, 714.3c, 704.5s): what makes chapters
 * trigger, who gets lore counters, and when a Saga is sacrificed, at the level of the step.
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../adapter/action.js';
import type { Ability } from '../../../model/ability.js';
import type { CardDefinition } from '../../../model/card.js';
import { face } from '../../../model/characteristics.js';
import type { GameEvent } from '../../../model/events.js';
import type { GameState } from '../../../model/game-state.js';
import type { PermanentSetup } from '../../../model/setup.js';
import { chapterTriggers } from '../../../engine/sagas/chapter-triggers.js';
import { finalChapterNumber } from '../../../engine/sagas/chapters.js';
import { initialState } from '../../../engine/setup.js';
import { step } from '../../../engine/step.js';

const chapter = (chapters: readonly number[]): Ability => ({
  kind: 'triggered',
  trigger: { kind: 'chapter', chapters },
  effect: `chapter ${chapters.join(', ')}`,
});

const SAGA: CardDefinition = {
  layout: 'single',
  faces: [
    face({
      name: 'Test Saga',
      manaCost: '{1}{W}',
      types: ['Enchantment'],
      subtypes: ['Saga'],
      abilities: [chapter([1]), chapter([2, 3])],
    }),
  ],
};

function game(battlefield: readonly PermanentSetup[]): GameState {
  return initialState({ players: [{ id: 'P1', battlefield }, { id: 'P2' }], cards: { s: SAGA }, seed: 1 });
}

function apply(state: GameState, action: Action): [GameState, readonly GameEvent[]] {
  const r = step(state, action);
  if (!r.ok) throw new Error(`rejected: ${r.rejection.message}`);
  return [r.state, r.events];
}

const chaptersOf = (events: readonly GameEvent[]) =>
  events.flatMap((e) => (e.kind === 'triggered' && e.trigger === 'chapter' ? [e.chapter] : []));

describe('chapter abilities', () => {
  test('the final chapter number is the greatest, 0 without chapters (714.2d)', () => {
    const c = { ...SAGA.faces[0], manaValue: 2, colors: ['W' as const] };
    expect(finalChapterNumber(c)).toBe(3);
    expect(finalChapterNumber({ ...c, abilities: [] })).toBe(0);
  });

  test('two additions in one step are read in order: 0 to 1, then 1 to 3 (714.2b, 714.2c)', () => {
    const s = game([{ card: 's', counters: { lore: 3 } }]);
    const id = s.battlefield[0] as string;
    const events: GameEvent[] = [
      { kind: 'counters-added', object: id, counter: 'lore', amount: 1 },
      { kind: 'counters-added', object: id, counter: 'lore', amount: 2 },
    ];
    // The count now (3) is read back: 0 -> 1 passes chapter 1, 1 -> 3 passes 2 and 3.
    const found = chapterTriggers({ ...s, objects: { ...s.objects } }, events);
    expect(found.map((e) => (e.kind === 'triggered' ? e.chapter : null))).toEqual([1, 2, 3]);
  });

  test('a Saga set up at 0 lore counters triggers chapter 1 at its first (714.2b)', () => {
    const s = game([{ card: 's', counters: { lore: 0 } }]);
    const [after, events] = apply(s, { kind: 'begin-main-phase', player: 'P1' });
    expect(chaptersOf(events)).toEqual([1]);
    expect(after.stack).toHaveLength(1);
  });

  test('a face-down Saga card gets no lore counter and triggers nothing (714.3c, 708.2a)', () => {
    const s = game([{ card: 's', faceDown: 'manifest', counters: { lore: 5 } }]);
    const id = s.battlefield[0] as string;
    const [after, events] = apply(s, { kind: 'begin-main-phase', player: 'P1' });
    expect(events).toEqual([]);
    expect(after.objects[id]?.counters.lore).toBe(5);
    // Lore counters put on it by an effect trigger nothing either, and it is not sacrificed (704.5s).
    const [later, more] = apply(after, { kind: 'add-counters', object: id, counter: 'lore', amount: 1 });
    expect(chaptersOf(more)).toEqual([]);
    expect(later.battlefield).toContain(id);
  });

  test('after the last chapter resolves, the Saga is sacrificed (704.5s)', () => {
    const s = game([{ card: 's' }]); // starts with the lore counter it entered with (714.3a)
    const id = s.battlefield[0] as string;
    expect(s.objects[id]?.counters.lore).toBe(1);
    let [t, events] = apply(s, { kind: 'add-counters', object: id, counter: 'lore', amount: 2 });
    expect(chaptersOf(events)).toEqual([2, 3]);
    expect(t.battlefield).toContain(id);
    [t, events] = apply(t, { kind: 'resolve' });
    expect(t.battlefield).toContain(id); // one chapter ability of it is still on the stack
    [t, events] = apply(t, { kind: 'resolve' });
    expect(events).toContainEqual({ kind: 'state-based-action', object: id, clause: '704.5s' });
    expect(t.battlefield).not.toContain(id);
  });
});
