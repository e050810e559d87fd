/**
 * Validation of split cards in scenarios (issue 23, 709): an inline split card states its two halves and
 * comes back with its whole face made from them (709.4); a `split-half` cast must say which half
 * (709.3); catalog references to split cards are by both names, with one override per half.
 */
import { describe, expect, it } from 'vitest';
import { combineHalves } from '../../model/card.js';
import { formatProblem } from '../../scenarios/problems.js';
import { validateScenario } from '../../scenarios/validate.js';
import { rawScenario } from './helpers.js';

function validate(data: unknown) {
  return validateScenario(data, 'cases/x.json');
}
function problems(data: unknown): string[] {
  const result = validate(data);
  return result.ok ? [] : result.problems.map(formatProblem);
}

const inlineSplit = {
  layout: 'split',
  halves: [
    { name: 'Alive', manaCost: '{3}{G}', types: ['Sorcery'] },
    { name: 'Well', manaCost: '{W}', types: ['Sorcery'] },
  ],
};
const withSplit = (card: unknown, steps: readonly unknown[] = [{ do: { kind: 'draw', player: 'P1' } }]) => {
  const raw = rawScenario(steps);
  const setup = raw.setup as { cards: Record<string, unknown> };
  return { ...raw, mechanics: ['transform', 'split-cards'], setup: { ...setup, cards: { ...setup.cards, c2: card } } };
};
const cast = (mode: unknown) => ({ do: { kind: 'cast', player: 'P1', object: { $card: 'c2' }, mode } });

describe('split cards in scenarios', () => {
  it('accepts an inline split card and makes its whole face from the halves (709.4)', () => {
    const result = validate(withSplit(inlineSplit, [cast({ kind: 'split-half', half: 'right' })]));
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    const card = result.scenario.setup.cards.c2;
    if (card?.layout !== 'split') throw new Error('not split');
    expect(card.faces[0]).toEqual(combineHalves(card.halves[0], card.halves[1]));
    expect(card.faces[0]).toMatchObject({ name: 'Alive // Well', manaCost: '{3}{G}{W}', types: ['Sorcery'] });
  });

  it('says which half to write when a split-half cast names none or another', () => {
    const found = problems(
      withSplit(inlineSplit, [cast({ kind: 'split-half' }), cast({ kind: 'split-half', half: 'up' })]),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /steps\[0\]\.do\.mode\.half: a split-half cast names the half it casts; got nothing.*"left"/,
      ),
    );
    expect(found).toContainEqual(expect.stringMatching(/steps\[1\]\.do\.mode\.half: .*got "up"/));
  });

  it('rejects an inline split card with faces instead of halves', () => {
    expect(problems(withSplit({ layout: 'split', faces: inlineSplit.halves }))).not.toEqual([]);
  });

  it('names a split card by both halves, and takes one override per half', () => {
    expect(problems(withSplit({ $catalog: 'Alive // Well' }))).toEqual([]);
    expect(problems(withSplit({ $catalog: 'Alive' }))).toContainEqual(
      expect.stringMatching(/no catalog card is named "Alive".*write "Alive \/\/ Well"/),
    );
    expect(problems(withSplit({ $catalog: 'Alive // Well', with: { faces: [{}] } }))).toContainEqual(
      expect.stringMatching(/has 2 half \(halves\), so with.faces lists 2 override object/),
    );
    const result = validate(withSplit({ $catalog: 'Alive // Well', with: { faces: [{}, { manaCost: '{1}{W}' }] } }));
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.scenario.setup.cards.c2?.faces[0]).toMatchObject({ manaCost: '{3}{G}{1}{W}' });
  });
});
