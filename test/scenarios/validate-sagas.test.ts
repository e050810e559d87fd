/**
 * Validation of the Saga additions (issue 23): `begin-main-phase`, chapter triggers with their
 * numbers (714.2a, 714.2c) and the exile-and-return-transformed effect. Each problem names the
 * place and what to write.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../scenarios/problems.js';
import { validateScenario } from '../../scenarios/validate.js';
import { rawScenario } from './helpers.js';

function problems(data: unknown): string[] {
  const result = validateScenario(data, 'cases/x.json');
  return result.ok ? [] : result.problems.map(formatProblem);
}

const saga = (abilities: unknown[]) => ({
  layout: 'single',
  faces: [{ name: 'Some Saga', types: ['Enchantment'], subtypes: ['Saga'], abilities }],
});
const withCard = (card: unknown, steps: unknown[] = [{ do: { kind: 'begin-main-phase', player: 'P1' } }]) => {
  const raw = rawScenario(steps);
  const setup = raw.setup as { cards: Record<string, unknown> };
  return { ...raw, setup: { ...setup, cards: { ...setup.cards, c2: card } } };
};
const chapter = (trigger: unknown, resolves?: unknown) => ({
  kind: 'triggered',
  trigger,
  effect: 'x',
  ...(resolves === undefined ? {} : { resolves }),
});

describe('Sagas in scenarios', () => {
  it('accepts begin-main-phase, chapter triggers with one or more numbers and exile-return-transformed', () => {
    const card = saga([
      chapter({ kind: 'chapter', chapters: [1] }),
      chapter({ kind: 'chapter', chapters: [2, 3] }, { kind: 'exile-return-transformed' }),
    ]);
    expect(problems(withCard(card))).toEqual([]);
  });

  it('names a begin-main-phase for a player that does not exist', () => {
    const found = problems(withCard(saga([]), [{ do: { kind: 'begin-main-phase', player: 'P9' } }]));
    expect(found).toContainEqual(expect.stringMatching(/steps\[0\]\.do\.player: unknown player "P9"/));
  });

  it('says what is wrong with chapter numbers and what to write', () => {
    const found = problems(
      withCard(
        saga([
          chapter({ kind: 'chapter' }),
          chapter({ kind: 'chapter', chapters: [] }),
          chapter({ kind: 'chapter', chapters: [0, 1.5] }),
        ]),
      ),
    );
    for (const i of [0, 1, 2])
      expect(found).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `abilities\\[${i}\\]\\.trigger\\.chapters: a "chapter" trigger needs "chapters".*Fix: write \\[1\\]`,
          ),
        ),
      );
  });
});
