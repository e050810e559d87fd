/**
 * Validation of the issue 23 format additions: the turn and choice actions, `$stack`
 * references, and the abilities the engine reads as data (enchant, enters with counters,
 * triggers and their effects). Each problem names the place and what to write.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../scenarios/problems.js';
import { validateScenario } from '../../scenarios/validate.js';
import { rawScenario } from './helpers.js';

function problems(data: unknown): string[] {
  const result = validateScenario(data, 'cases/x.json');
  return result.ok ? [] : result.problems.map(formatProblem);
}

const aura = (abilities: unknown[]) => ({
  layout: 'single',
  faces: [{ name: 'Some Aura', types: ['Enchantment'], subtypes: ['Aura'], abilities }],
});
const withCard = (card: unknown) => {
  const raw = rawScenario([{ do: { kind: 'begin-turn', player: 'P1' } }]);
  const setup = raw.setup as { cards: Record<string, unknown> };
  return { ...raw, setup: { ...setup, cards: { ...setup.cards, c2: card } } };
};

describe('turn and choice actions', () => {
  it('accepts begin-turn, order-triggers with $stack references, choose-legend and copy-ability', () => {
    const steps = [
      { do: { kind: 'begin-turn', player: 'P1' } },
      { do: { kind: 'order-triggers', player: 'P1', order: [{ $stack: 1 }, { $stack: 0 }] } },
      { do: { kind: 'choose-legend', player: 'P1', keep: { $card: 'c1' } } },
      { do: { kind: 'copy-ability', player: 'P2', of: { $stackTop: true } } },
    ];
    expect(problems(rawScenario(steps))).toEqual([]);
  });

  it('names the player that does not exist, the empty order and the bad stack index', () => {
    const found = problems(
      rawScenario([
        { do: { kind: 'begin-turn', player: 'P3' } },
        { do: { kind: 'order-triggers', player: 'P1', order: [] } },
        { do: { kind: 'order-triggers', player: 'P1', order: [{ $stack: -1 }] } },
      ]),
    );
    expect(found).toContainEqual(expect.stringMatching(/steps\[0\]\.do\.player: unknown player "P3"/));
    expect(found).toContainEqual(expect.stringMatching(/steps\[1\]\.do\.order: order must list at least 1 item/));
    expect(found).toContainEqual(expect.stringMatching(/steps\[2\]\.do\.order\[0\]\.\$stack/));
  });
});

describe('abilities read as data', () => {
  it('accepts an enchant restriction, enters-with-counters and the new triggers and effects', () => {
    const card = aura([
      { kind: 'enchant', types: ['Creature'] },
      { kind: 'enters-with-counters', counter: '+1/+1', amount: 'X' },
      {
        kind: 'triggered',
        trigger: { kind: 'another-creature-dies' },
        effect: 'Untap it.',
        resolves: { kind: 'untap' },
      },
      { kind: 'triggered', trigger: { kind: 'you-manifest-dread' }, effect: 'Draw.' },
    ]);
    expect(problems(withCard(card))).toEqual([]);
  });

  it('says what is wrong with each and what to write', () => {
    const found = problems(
      withCard(
        aura([
          { kind: 'enchant', types: ['Creatures'] },
          { kind: 'enters-with-counters', counter: '', amount: 0 },
          { kind: 'triggered', trigger: { kind: 'dies' }, effect: 'x', resolves: { kind: 'fly' } },
        ]),
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/abilities\[0\]\.types: "enchant" needs "types".*Fix: write \["Creature"\]/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/abilities\[1\]\.counter: "counter" must name a kind of counter/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/abilities\[1\]\.amount: "amount" must be a whole number above 0 or "X"/),
    );
    expect(found).toContainEqual(expect.stringMatching(/abilities\[2\]\.trigger: unknown trigger/));
    expect(found).toContainEqual(expect.stringMatching(/abilities\[2\]\.resolves: unknown effect/));
  });
});
