/**
 * Structural problems come from scenarios/schema.json through ajv (issue 22): one problem per
 * mistake, located (file, place), saying what is wrong and what to do, including where the schema
 * offers several forms (an action by its kind, a reference by its key, a card by its layout) and
 * where the hand-written checks used to be the only ones to say it.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../scenarios/problems.js';
import { validateScenario } from '../../scenarios/validate.js';
import { rawScenario } from './helpers.js';

function problems(data: unknown): string[] {
  const result = validateScenario(data, 'cases/x.json');
  return result.ok ? [] : result.problems.map(formatProblem);
}

const transform = { kind: 'transform', object: { $card: 'c1' } };

/** The raw scenario with its setup changed by `change`. */
function withSetup(change: (setup: { players: Record<string, unknown>[]; cards: Record<string, unknown> }) => void) {
  const data = rawScenario([{ do: transform }]);
  change(data.setup as never);
  return data;
}

describe('structural problems, from the schema', () => {
  it('says one problem per mistake, where the schema has several forms to choose from', () => {
    const cases: [unknown, string][] = [
      [
        rawScenario([{ do: { kind: 'transform', object: 'o1' } }]),
        'cases/x.json: steps[0].do.object: an object must be given as a reference, found "o1". Fix: write { "$card"',
      ],
      [rawScenario([{ do: 3 }]), 'cases/x.json: steps[0].do: do must be an object with "kind", found 3. Fix: write {'],
      [
        rawScenario([{ do: { ...transform, object: { $card: 'c1', $ref: 'x' } } }]),
        'cases/x.json: steps[0].do.object: a reference has exactly one of $card, $ref, $battlefield, $stackTop',
      ],
      [
        rawScenario([{ do: { kind: 'cast', player: 'P1', object: { $card: 'c2' }, mode: { kind: 'normal' }, x: -1 } }]),
        'cases/x.json: steps[0].do.x: x must be an integer >= 0, found -1. Fix: give a whole number from 0 up',
      ],
      [
        withSetup((s) => {
          s.cards.c1 = { layout: 'flip', faces: [] };
        }),
        'cases/x.json: setup.cards.c1.layout: unknown layout "flip". Fix: use one of: single, nonmodal-dfc, modal-dfc',
      ],
      [
        withSetup((s) => {
          s.cards.c1 = { layout: 'nonmodal-dfc', faces: [{ name: 'A', types: ['Creature'] }] };
        }),
        'cases/x.json: setup.cards.c1.faces: a nonmodal-dfc card has 2 face(s). Fix: list 2 face object(s) in "faces"',
      ],
      [
        withSetup((s) => {
          s.players[0] = {
            id: 'P1',
            battlefield: [{ card: 'c1', token: { layout: 'single', faces: [{ name: 'T', types: ['Creature'] }] } }],
            hand: ['c2'],
          };
        }),
        'cases/x.json: setup.players[0].battlefield[0]: a permanent setup needs exactly one of "card", "token" and ' +
          '"melded". Fix:',
      ],
      [
        rawScenario([{ do: transform, expect: { ok: false, events: [] } }]),
        'cases/x.json: steps[0].expect.events: a rejected action has no events, so "events" can never be checked.',
      ],
      [
        rawScenario([{ do: transform, expect: { views: { P1: { battlefield: { $length: 1, foo: 2 } } } } }]),
        'cases/x.json: steps[0].expect.views.P1.battlefield: an object mixes "$" keys ($length) with plain fields.',
      ],
      [
        rawScenario([
          { do: transform, expect: { views: { P1: [{ object: { $card: 'c1' }, absent: true, match: {} }] } } },
        ]),
        'cases/x.json: steps[0].expect.views.P1[0].match: an absent object has nothing to match. Fix:',
      ],
      [
        rawScenario([{ do: { kind: 'choose-card-name', player: 'P1', name: '' } }]),
        'cases/x.json: steps[0].do.name: name must be a non-empty string. Fix:',
      ],
      [5, 'cases/x.json: the scenario must be an object, found 5. Fix: write a JSON object'],
    ];
    for (const [data, start] of cases) {
      const found = problems(data);
      expect(found, start).toHaveLength(1);
      expect(found[0]?.startsWith(start), `${found[0]}\n  should start with\n${start}`).toBe(true);
    }
  });

  it('lists every problem of a file in the order of the places it names, schema and hand-written checks mixed', () => {
    const data = rawScenario([
      { do: { kind: 'transform', object: { $card: 'c9' } } },
      { do: { kind: 'draw', player: 'P1', extra: 1 } },
    ]);
    data.description = 5;
    expect(problems(data).map((p) => p.split(':').slice(1, 2)[0]?.trim())).toEqual([
      'description',
      'steps[0].do.object',
      'steps[1].do.extra',
    ]);
  });

  it('still checks the steps against the setup when only a card definition is malformed', () => {
    const data = withSetup((s) => {
      s.cards.c2 = { layout: 'single', faces: [{ name: 'Plain Card', types: ['Sorcery'], power: 'big' }] };
    });
    data.steps = [{ do: { kind: 'transform', object: { $card: 'c9' } } }];
    expect(problems(data).map((p) => p.split(':').slice(1, 2)[0]?.trim())).toEqual([
      'setup.cards.c2.faces[0].power',
      'steps[0].do.object',
    ]);
  });

  it('accepts every shipped-format form: catalog cards, tokens, operators, initial views', () => {
    const data = rawScenario([
      {
        do: transform,
        as: 'it',
        expect: {
          events: [{ kind: 'transformed', object: { $ref: 'it' } }],
          views: {
            P1: { battlefield: { $where: { faceDown: { $not: null } }, $count: 0 }, dayNight: null },
            P2: [{ object: { $card: 'c2' }, match: { zone: 'hand', characteristics: { $absent: true } } }],
          },
        },
      },
    ]);
    expect(problems(data)).toEqual([]);
  });
});
