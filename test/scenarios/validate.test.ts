import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../scenarios/problems.js';
import { validateScenario } from '../../scenarios/validate.js';
import { rawScenario } from './helpers.js';

function problems(data: unknown): string[] {
  const result = validateScenario(data, 'cases/x.json');
  return result.ok ? [] : result.problems.map(formatProblem);
}

const transform = { do: { kind: 'transform', object: { $card: 'c1' } } };

describe('validateScenario', () => {
  it('accepts a well-formed scenario and fills omitted face fields', () => {
    const result = validateScenario(rawScenario([transform]), 'x.json');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const back = result.scenario.setup.cards.c1?.faces[1];
    expect(back).toMatchObject({ name: 'Back Face', manaCost: null, abilities: [], loyalty: null, subtypes: [] });
  });

  it('reports unknown keys with file, place and the allowed keys', () => {
    const found = problems(rawScenario([{ ...transform, expct: {} }]));
    expect(found).toEqual([
      'cases/x.json: steps[0].expct: unknown key "expct" in a step. Fix: remove it, or use one of: do, as, ' +
        'expect, note',
    ]);
  });

  it('reports unknown action kinds and wrong field types', () => {
    expect(problems(rawScenario([{ do: { kind: 'flip', object: { $card: 'c1' } } }]))[0]).toMatch(
      /steps\[0\]\.do\.kind: unknown action kind "flip"\. Fix: use one of: cast, resolve/,
    );
    const found = problems(
      rawScenario([{ do: { kind: 'move', object: { $card: 'c1' }, to: 'moon', faceDown: 'yes' } }]),
    );
    expect(found).toContainEqual(expect.stringMatching(/steps\[0\]\.do\.to: unknown value "moon"/));
    expect(found).toContainEqual(
      expect.stringMatching(/steps\[0\]\.do\.faceDown: faceDown must be a boolean, found "yes"\. Fix: write true/),
    );
  });

  it('requires required action fields and rejects extra ones', () => {
    const found = problems(rawScenario([{ do: { kind: 'transform', target: { $card: 'c1' } } }]));
    expect(found).toContainEqual(expect.stringMatching(/steps\[0\]\.do\.object: a "transform" action needs "object"/));
    expect(found).toContainEqual(expect.stringMatching(/steps\[0\]\.do\.target: unknown key "target"/));
  });

  it('requires objects to be references, naming what is defined', () => {
    expect(problems(rawScenario([{ do: { kind: 'transform', object: 'o1' } }]))[0]).toMatch(
      /steps\[0\]\.do\.object: an object must be given as a reference, found "o1"/,
    );
    expect(problems(rawScenario([{ do: { kind: 'transform', object: { $card: 'c9' } } }]))[0]).toMatch(
      /names no card of setup\.cards\. Fix: use one of: c1, c2/,
    );
  });

  it('rejects a $ref used before the step that captures it', () => {
    const found = problems(
      rawScenario([
        { do: { kind: 'transform', object: { $ref: 'later' } } },
        { do: { kind: 'move', object: { $card: 'c1' }, to: 'graveyard' }, as: 'later' },
        { do: { kind: 'move', object: { $ref: 'later' }, to: 'exile' } },
      ]),
    );
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(
          '^cases/x\\.json: steps\\[0\\]\\.do\\.object: \\{"\\$ref": "later"\\} ' +
            'is not defined by an earlier step\'s "as" \\(defined: none yet\\)',
        ),
      ),
    ]);
  });

  it("lets an expectation use the step's own capture, and $at only in expectations", () => {
    const ok = rawScenario([
      {
        do: { kind: 'move', object: { $card: 'c1' }, to: 'graveyard' },
        as: 'dead',
        expect: {
          events: [{ kind: 'zone-change', object: { $card: 'c1', $at: 'before' }, newObject: { $ref: 'dead' } }],
        },
      },
    ]);
    expect(problems(ok)).toEqual([]);
    expect(problems(rawScenario([{ do: { kind: 'transform', object: { $card: 'c1', $at: 'before' } } }]))[0]).toMatch(
      /steps\[0\]\.do\.object\.\$at: "\$at" is only meaningful in expectations/,
    );
  });

  it('checks expectations: viewers, object fields, operators, event kinds', () => {
    const found = problems(
      rawScenario([
        {
          ...transform,
          expect: {
            events: [{ kind: 'flipped' }],
            views: {
              P3: [],
              P2: [{ object: { $card: 'c1' }, match: { colour: 'G', characteristics: { types: { $has: ['x'] } } } }],
              referee: { objects: [], players: { P1: { handCount: 'one' } }, stak: [] },
            },
          },
        },
      ]),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/steps\[0\]\.expect\.events\[0\]\.kind: unknown event kind "flipped"/),
    );
    expect(found).toContainEqual(expect.stringMatching(/steps\[0\]\.expect\.views\.P3: unknown viewer "P3"/));
    expect(found).toContainEqual(expect.stringMatching(/views\.P2\[0\]\.match\.colour: unknown key "colour"/));
    expect(found).toContainEqual(
      expect.stringMatching(/match\.characteristics\.types\.\$has: unknown operator "\$has"/),
    );
    expect(found).toContainEqual(expect.stringMatching(/views\.referee\.stak: unknown key "stak"/));
  });

  it('checks the filtered count and the negative match', () => {
    const view = (battlefield: unknown) => rawScenario([{ ...transform, expect: { views: { P1: { battlefield } } } }]);
    expect(problems(view({ $where: { controller: 'P1', faceDown: { $not: null } }, $count: 1 }))).toEqual([]);
    expect(problems(view({ $not: { $contains: [{ characteristics: { name: 'X' } }] } }))).toEqual([]);
    expect(problems(view({ $where: { controller: 'P1' } }))[0]).toMatch(/"\$where" and "\$count" go together/);
    expect(problems(view({ $count: -1, $where: {} }))[0]).toMatch(/\$count/);
    expect(problems(view({ $not: 1, $length: 2 }))[0]).toMatch(/"\$not" stands alone/);
    expect(problems(view({ $not: { $has: 1 } }))[0]).toMatch(/unknown operator "\$has"/);
  });

  it('checks the setup: undefined and duplicated cards, unknown players', () => {
    const data = rawScenario([{ do: { kind: 'draw', player: 'P3' } }]);
    const setup = data.setup as { players: unknown[]; cards: Record<string, unknown> };
    setup.players = [
      { id: 'P1', hand: ['c1', 'c1', 'c7'], battlefield: [] },
      { id: 'P2', graveyard: ['c2'] },
    ];
    const found = problems(data);
    expect(found).toContainEqual(
      expect.stringMatching(
        /setup\.players\[0\]\.hand\[1\]: card "c1" is already placed at setup\.players\[0\]\.hand\[0\]/,
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/setup\.players\[0\]\.hand\[2\]: card "c7" is not defined in setup\.cards/),
    );
    expect(found).toContainEqual(expect.stringMatching(/steps\[0\]\.do\.player: unknown player "P3"/));
  });

  it('checks the header: format, rules, mechanics', () => {
    const found = problems(
      rawScenario([transform], { format: 'obverse-scenario/2', rules: ['rule 712'], mechanics: ['flip'] }),
    );
    expect(found).toContainEqual(expect.stringMatching(/format: format must be "obverse-scenario\/1"/));
    expect(found).toContainEqual(expect.stringMatching(/rules\[0\]: "rule 712" is not a clause id/));
    expect(found).toContainEqual(expect.stringMatching(/mechanics\[0\]: unknown mechanic "flip"/));
  });

  it('does not accept code without ok: false', () => {
    expect(problems(rawScenario([{ ...transform, expect: { code: 'transform/' } }]))[0]).toMatch(/needs "ok": false/);
  });
});
