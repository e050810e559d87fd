/**
 * Issue 39, known divergences: an expectations entry names a divergence by its own path (and whether its object is
 * face down), event or clause; the differential check and every property judge past it, counting it as expected,
 * and still compare everything else. An entry can never hide a different bug: it matches only by the fields it
 * gives, and at least one of them must be asked.
 */
import { describe, expect, it } from 'vitest';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import type { RunOptions } from '../../properties/property.js';
import { loadProperties } from '../../properties/registry.js';
import { divergenceMatches, type FailureKind, pathCovers } from '../../results/divergence.js';
import type { PropertyResult } from '../../reports/report.js';
import { classify, type Divergence, parseExpectations, updatedExpectations } from '../../suite/expectations/index.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';
import { twoBugs } from '../support/two-bugs.js';

const properties = new Map((await loadProperties()).map((p) => [p.id, p]));
const NAME: FailureKind = {
  key: 'at:battlefield[*].characteristics.name:face-down',
  label: 'at battlefield[*].characteristics.name (face-down)',
  path: 'battlefield[*].characteristics.name',
  where: 'face-down',
  clauses: ['708.2a', '201.2a'],
};
const { clauses: _c, ...DIFFERENTIAL_NAME }: FailureKind = NAME;

/** A result of check `id` that failed once, saying `message`, of `failureKind` (`fields` to change the rest). */
function failedResult(
  id: string,
  message: string,
  failureKind?: FailureKind,
  fields: Partial<PropertyResult> = {},
): PropertyResult {
  const counterexample = { message, failureKind, failingStep: -1, actions: [], steps: [] };
  return {
    id,
    kind: 'property',
    description: '',
    rules: [],
    mechanics: [],
    status: 'failed',
    runs: 1,
    durationMs: 0,
    counterexample: counterexample as unknown as NonNullable<PropertyResult['counterexample']>,
    ...fields,
  };
}

describe('matching a divergence', () => {
  it('covers a path and what is below it, any id or position, any viewer', () => {
    expect(pathCovers('battlefield[*].characteristics', 'battlefield[*].characteristics.name')).toBe(true);
    expect(pathCovers('battlefield[o5].characteristics.name', 'battlefield[*].characteristics.name')).toBe(true);
    expect(pathCovers('*[*].characteristics.name', 'stack[*].characteristics.name')).toBe(true);
    expect(pathCovers('battlefield[*].characteristics.name', 'stack[*].characteristics.name')).toBe(false);
    expect(pathCovers('battlefield[*].characteristics.name', 'battlefield[*].characteristics')).toBe(false);
    expect(pathCovers('battlefield[*].characteristics.name', 'battlefield[*].tapped')).toBe(false);
  });

  it('holds only when every field it gives holds, and at least one was asked', () => {
    const m = (d: Divergence, kind: FailureKind, message = '') => divergenceMatches(d, kind, message);
    expect(m({ path: 'battlefield[*].characteristics.name', where: 'face-down' }, NAME)).toBe(true);
    expect(m({ path: 'battlefield[*].characteristics.name', where: 'face-up' }, NAME)).toBe(false);
    expect(m({ clause: '708.2' }, NAME)).toBe(true); // a subrule is within its rule
    expect(m({ clause: '708.3' }, NAME)).toBe(false);
    expect(m({ clause: '708.2a', path: 'battlefield[*].tapped' }, NAME)).toBe(false);
    // The differential cites no clause: a clause entry needs its path to match there, and alone matches nothing.
    expect(m({ clause: '708.2a', path: 'battlefield[*].characteristics.name' }, DIFFERENTIAL_NAME)).toBe(true);
    expect(m({ clause: '708.2a' }, DIFFERENTIAL_NAME)).toBe(false);
    // A property's failure that names no path is not matched by a path entry.
    const pathless = { key: 'rule:708.2a:x', label: 'x', clauses: ['708.2a'] };
    expect(m({ path: 'battlefield[*].characteristics.name', clause: '708.2a' }, pathless)).toBe(false);
    expect(m({ event: 'revealed' }, { key: 'k', label: 'l', clauses: ['708.9'], event: 'revealed' })).toBe(true);
    expect(m({ event: 'revealed' }, NAME)).toBe(false);
    expect(m({ clause: '708.2a', message: 'has a name' }, NAME, 'x: face-down [o1] has a name')).toBe(true);
    expect(m({ clause: '708.2a', message: 'has a colour' }, NAME, 'x: face-down [o1] has a name')).toBe(false);
    expect(m({ reason: 'r' }, NAME)).toBe(false);
  });
});

/** An expectations file of format /2 with `divergences`. */
function file(divergences: Record<string, Divergence>) {
  return parseExpectations(JSON.stringify({ format: 'obverse-expectations/2', expectations: {}, divergences }), 'f');
}

const run: RunOptions = { runs: 40, seed: 20260417, maxFailures: 5, maxShrinks: 5, gameLength: TEST_GAME_LENGTH };
const labels = (r: PropertyResult) =>
  [r.counterexample, ...(r.otherFailures ?? []).map((f) => f.counterexample)].map((c) => c?.failureKind?.label);

describe('checks judge past a known divergence, and only past it', () => {
  let engine: Promise<EngineAdapter> | undefined;
  const twoBugged = () => {
    engine ??= twoBugs('face-down-has-a-name', 'face-up-untaps');
    return engine;
  };
  const check = async (id: string, divergences: Record<string, Divergence>, more: Partial<RunOptions> = {}) => {
    const p = properties.get(id);
    if (p === undefined) throw new Error(id);
    return p.check(await twoBugged(), { ...run, ...more, divergences: file(divergences).divergences ?? {} });
  };

  it('the differential counts the name divergence as expected and still finds the untapped permanent', async () => {
    // Its first failure past the divergence is what is asked (the search beyond it: distinct-failures.test.ts).
    const r = await check(
      'differential/views-match-reference',
      { names: { path: '*[*].characteristics.name', where: 'face-down', reason: 'keeps a name face down' } },
      { maxFailures: 1 },
    );
    expect(r.status, r.message).toBe('failed');
    expect(r.divergences?.names).toBeGreaterThan(0);
    expect(labels(r)).toContain('at battlefield[*].tapped (face-up)');
    expect(labels(r).some((l) => l?.includes('characteristics.name'))).toBe(false);
    // What it was found past is recorded, for replay.
    expect(r.counterexample?.judgedPast?.divergences?.names).toBeDefined();
  }, 600_000);

  it('an entry for another place, or for face-up objects, hides nothing of the name bug', async () => {
    const elsewhere = await check(
      'differential/views-match-reference',
      {
        stack: { path: 'stack[*].characteristics.name', where: 'face-down', reason: 'r' },
        up: { path: 'battlefield[*].characteristics.name', where: 'face-up', reason: 'r' },
      },
      { runs: 10, maxFailures: 1 },
    );
    expect(elsewhere.status).toBe('failed');
    expect(labels(elsewhere)).toContain('at battlefield[*].characteristics.name (face-down)');
    expect(elsewhere.divergences?.up).toBeUndefined();
  }, 600_000);

  it('a property judges past it in the same step, and still reports the same bug at another path', async () => {
    const past = await check('708/face-down-no-name', {
      names: { path: 'battlefield[*].characteristics.name', clause: '708.2a', reason: 'r' },
    });
    // The face-down spells on the stack are named too: another path, so another failure, still reported.
    expect(past.status).toBe('failed');
    expect(past.divergences?.names).toBeGreaterThan(0);
    expect(labels(past).every((l) => l?.startsWith('at stack[*].characteristics.name'))).toBe(true);
    const both = await check('708/face-down-no-name', {
      names: { path: '*[*].characteristics.name', clause: '708.2a', reason: 'r' },
    });
    expect(both.status).toBe('passed');
    expect(both.divergences?.names).toBeGreaterThan(0);
  }, 600_000);
});

describe('the file', () => {
  it('has divergences in format /2 only, each named precisely, with a reason', () => {
    const text = (format: string, divergences: unknown) => JSON.stringify({ format, expectations: {}, divergences });
    const problems = (t: string) => {
      try {
        parseExpectations(t, 'f.json');
        return '';
      } catch (e) {
        return String(e);
      }
    };
    expect(problems(text('obverse-expectations/1', { a: { path: 'x', reason: 'r' } }))).toMatch(
      /divergences: only a file of format "obverse-expectations\/2" has divergences/,
    );
    const bad = problems(
      text('obverse-expectations/2', {
        a: { path: 'battlefield[*].tapped' },
        b: { reason: 'r' },
        c: { path: 'referee.battlefield[*].tapped', reason: 'r' },
        d: { where: 'face-down', clause: '708.2a', reason: 'r' },
        e: { clause: 'seven', reason: 'r' },
        f: { event: 'Revealed!', reason: 'r', colour: 'blue' },
      }),
    );
    expect(bad).toMatch(/divergences\["a"\]: needs a "reason" or a "link"/);
    expect(bad).toMatch(/divergences\["b"\]: name the divergence by its "path".*would hide any failure/);
    expect(bad).toMatch(
      /divergences\["c"\]\.path: .* starts with a viewer: leave it out .* "battlefield\[\*\]\.tapped"/,
    );
    expect(bad).toMatch(/divergences\["d"\]\.where: says where the object holding "path" is: give the path too/);
    expect(bad).toMatch(/divergences\["e"\]\.clause: "seven" is not a rule clause id/);
    expect(bad).toMatch(/divergences\["f"\]\.event: "Revealed!" is not an event kind/);
    expect(bad).toMatch(/divergences\["f"\]\.colour: unknown field/);
    expect(file({ ok: { event: 'revealed', link: 'https://x' } }).divergences?.ok).toEqual({
      event: 'revealed',
      link: 'https://x',
    });
  });

  it('--update-expectations writes a divergence for a failure named precisely, a fail entry otherwise', () => {
    const next = updatedExpectations(undefined, [
      failedResult('708/face-down-no-name', 'after setup: face-down [o1] has a name (708.2a)', NAME),
      failedResult('x/rule', 'step 1: status changed on turning face up (110.5c)', {
        key: 'rule:110.5c:x',
        label: 'status changed on turning face up (110.5c)',
        clauses: ['110.5c'],
      }),
      failedResult('x/vague', 'step 1: bad (110.5c)', { key: 'rule:110.5c:bad', label: 'bad', clauses: ['110.5c'] }),
      failedResult('x/error', 'engine error during apply: boom', undefined, { status: 'error' }),
    ]);
    expect(next.format).toBe('obverse-expectations/2');
    expect(Object.values(next.divergences ?? {})).toEqual([
      expect.objectContaining({ path: NAME.path, where: 'face-down', clause: '708.2a' }),
      expect.objectContaining({ clause: '110.5c', message: 'status changed on turning face up' }),
    ]);
    // Too vague to hide no other bug (a clause and 3 letters), and an error: entries for their checks.
    expect(Object.keys(next.expectations)).toEqual(['x/error', 'x/vague']);
    expect(updatedExpectations(undefined, []).format).toBe('obverse-expectations/1');
  });

  it('--update-expectations writes one entry for a path a property and the differential found, in either order', () => {
    const run = [
      failedResult('708/face-down-no-name', 'after setup: face-down [o1] has a name (708.2a)', NAME),
      failedResult(
        'differential/views-match-reference',
        'after setup: differs at battlefield[o1]...name',
        DIFFERENTIAL_NAME,
      ),
    ];
    const one = [
      { path: NAME.path, where: 'face-down', clause: '708.2a', reason: expect.stringContaining('face-down-no-name') },
    ];
    expect(Object.values(updatedExpectations(undefined, run).divergences ?? {})).toEqual(one);
    expect(Object.values(updatedExpectations(undefined, [...run].reverse()).divergences ?? {})).toEqual(one);
    // An entry of the file read stays as it is (it already matches the differential by its path).
    const kept = updatedExpectations(
      {
        format: 'obverse-expectations/2',
        expectations: {},
        divergences: {
          mine: { path: 'battlefield[*].characteristics.name', where: 'face-down', clause: '708.2a', reason: 'r' },
        },
      },
      run,
    );
    expect(Object.keys(kept.divergences ?? {})).toEqual(['mine']);
    expect(kept.divergences?.mine).toEqual({
      path: 'battlefield[*].characteristics.name',
      where: 'face-down',
      clause: '708.2a',
      reason: 'r',
    });
  });

  it('--update-expectations: a scenario covered by a divergence needs no entry; no divergence from a scenario', () => {
    const power: FailureKind = { key: 'at:p', label: 'at power', path: 'battlefield[*].characteristics.power' };
    const scenario = { kind: 'scenario' } as const;
    const next = updatedExpectations(undefined, [
      // The scenario comes first: its coverage is judged once every property's divergence is known.
      failedResult('rules/x', 'step 1: expect.views.P1[0].match.characteristics.name: values differ', NAME, scenario),
      failedResult('rules/y', 'step 1: expect.views.P1[0].match.characteristics.power: values differ', power, scenario),
      failedResult('708/face-down-no-name', 'after setup: face-down [o1] has a name (708.2a)', NAME),
    ]);
    expect(Object.keys(next.divergences ?? {})).toEqual([NAME.label]);
    expect(Object.keys(next.expectations)).toEqual(['rules/y']);
  });

  it('classifies a result of several failures: expected only when each is known', () => {
    const ce = (message: string) =>
      ({ message, failingStep: -1, actions: [], steps: [] }) as unknown as NonNullable<
        PropertyResult['counterexample']
      >;
    const r: PropertyResult = {
      id: 'differential/views-match-reference',
      kind: 'differential',
      description: '',
      rules: [],
      mechanics: [],
      status: 'failed',
      runs: 1,
      durationMs: 0,
      counterexample: ce("after setup: referee's view differs from the reference engine's at referee.x[o1].power: a"),
      otherFailures: [
        {
          status: 'failed',
          counterexample: ce("t: referee's view differs from the reference engine's at referee.x[o1].tapped: b"),
        },
      ],
    };
    const entry = { status: 'fail', reason: 'power', match: { field: 'power' } } as const;
    const c = classify(r, entry);
    expect(c.status).toBe('failed');
    expect(c.counterexample?.message).toMatch(/tapped/);
    expect(c.message).toMatch(/^expected a failure in field power \(power\), got another: /);
    expect(c.otherFailures?.map((f) => f.status)).toEqual(['expected-failure']);
    const all = classify(r, { status: 'fail', reason: 'both' });
    expect(all.status).toBe('expected-failure');
    expect(all.otherFailures?.map((f) => f.status)).toEqual(['expected-failure']);
  });
});
