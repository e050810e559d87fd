/**
 * A permanent the setup starts as a copy (`copyOf`) is found by its card, not by its place on the battlefield: an
 * engine that lists its battlefield in another order (phase.rs puts a setup's face-down permanents there after the
 * others) must not have the copy judged as if it showed its own printed values (400/printed-characteristics-again
 * failed phase.rs at seed 3 on a creature that was rightly a copy of a red and white one). Listed in reverse, the
 * copy's place in the setup holds the original, so finding it by place alone fails here.
 */
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { CardDefinition } from '../../model/card.js';
import type { GameSetup } from '../../model/setup.js';
import { copyAffectedIds } from '../../properties/harness/objects.js';
import { runSteps } from '../../properties/harness/trace.js';
import { viewMutant } from './view-mutant.js';

const creature = (name: string, manaCost: string): CardDefinition => ({
  layout: 'single',
  faces: [
    {
      name,
      manaCost,
      colorIndicator: null,
      supertypes: [],
      types: ['Creature'],
      subtypes: [],
      abilities: [],
      power: 3,
      toughness: 1,
      loyalty: null,
      defense: null,
    },
  ],
});

/** The reference engine, its battlefield listed last-in first (any order is an engine's own). */
const reversed = viewMutant(referenceEngine, { view: (v) => ({ ...v, battlefield: [...v.battlefield].reverse() }) });

const setup: GameSetup = {
  players: [
    { id: 'P1', battlefield: [{ card: 'c1', label: 'L1' }, { card: 'c2' }] },
    { id: 'P2', battlefield: [{ card: 'c3', copyOf: 'L1' }] },
  ],
  cards: {
    c1: creature('Boros Walker', '{R}{W}'),
    c2: creature('Grey Bear', '{2}'),
    c3: creature('Pale One', '{4}{W}'),
  },
};

describe('a setup copy is found by its card', () => {
  it('whatever order the engine lists its battlefield in', async () => {
    for (const engine of [referenceEngine, reversed]) {
      const trace = await runSteps(engine, setup, [], { reads: 'referee' });
      const first = trace.initial?.referee;
      const copy = first?.battlefield.find((o) => o.cards?.includes('c3'));
      expect(copy?.characteristics?.colors, 'the copy shows the original red and white').toEqual(['W', 'R']);
      expect(copyAffectedIds(trace, -1).has(copy?.id ?? '')).toBe(true);
    }
  });
});
