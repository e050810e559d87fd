import { describe, expect, it } from 'vitest';
import type { Action } from '../../adapter/action.js';
import type { EngineAdapter, EngineDescription, GameSession } from '../../adapter/engine-adapter.js';
import type { Mechanic } from '../../adapter/mechanics.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { mapObjects } from '../../model/view-objects.js';
import type { GameView, ObjectView } from '../../model/view.js';
import type { GameEvent } from '../../model/events.js';
import {
  firstStateBasedAction,
  firstTrigger,
  withinDeclaredRules,
} from '../../properties/differential/declared-rules.js';
import { viewsMatchReference } from '../../properties/differential/views-match-reference.js';
import { firstDifference } from '../../properties/differential/first-difference.js';
import { failureText } from '../../suite/failure-text.js';
import type { PropertyResult } from '../../reports/report.js';
import type { StepRecord, Trace } from '../../properties/harness/trace.js';
import backFaceZero from '../../examples/mutants/back-face-mana-value-zero.js';
import zoneChangeKeepsId from '../../examples/mutants/zone-change-keeps-id.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';
import { eventsRenamed } from '../support/renamed-events.js';

const differential = viewsMatchReference(referenceEngine);
const OPTIONS = { runs: 40, seed: 20261129, gameLength: TEST_GAME_LENGTH };

/** The reference engine behind ids of its own ("eng-7" for "o7"): same behaviour, other names. */
const renamed: EngineAdapter = {
  describe: () =>
    ({ ...(referenceEngine.describe() as object), name: 'renamed' }) as ReturnType<EngineAdapter['describe']>,
  async start(setup) {
    const inner: GameSession = await referenceEngine.start(setup);
    const out = (id: string) => id.replace(/^o(\d+)$/, 'eng-$1');
    const back = (a: Action): Action => JSON.parse(JSON.stringify(a).replace(/"eng-(\d+)"/g, '"o$1"')) as Action;
    // Every id a view holds: objects', attachments', and an ability's source and targets.
    const printed = (p: ObjectView['printed']): ObjectView['printed'] =>
      p?.kind === 'ability'
        ? { ...p, source: out(p.source), ...(p.targets ? { targets: p.targets.map(out) } : {}) }
        : p;
    const view = (v: GameView) =>
      mapObjects(v, (o) => ({
        ...o,
        id: out(o.id),
        attachedTo: o.attachedTo === null ? null : out(o.attachedTo),
        printed: printed(o.printed),
      }));
    return {
      apply: async (a) => eventsRenamed(await inner.apply(back(a))),
      observe: async (viewer) => view(await inner.observe(viewer)),
    };
  },
};

/** The reference engine listing every object's colours in reverse: the same set (202.2) in another order. */
let reordered = 0;
const colorsReversed: EngineAdapter = {
  describe: () => referenceEngine.describe(),
  async start(setup) {
    const inner: GameSession = await referenceEngine.start(setup);
    const view = (v: GameView) =>
      mapObjects(v, (o) => {
        const c = o.characteristics;
        if (!c || c.colors.length < 2) return o;
        reordered++;
        return { ...o, characteristics: { ...c, colors: [...c.colors].reverse() } };
      });
    return { apply: async (a) => inner.apply(a), observe: async (viewer) => view(await inner.observe(viewer)) };
  },
};

/** The check of a broken engine, played once for the tests that read its counterexample. */
const failing = new Map<EngineAdapter, Promise<PropertyResult>>();
function failingCheck(mutant: EngineAdapter): Promise<PropertyResult> {
  let r = failing.get(mutant);
  if (r === undefined) {
    // No time limit on shrinking: what is checked is where the attempts lead, on a busy machine too.
    const options = { runs: 100, seed: 20261129, gameLength: TEST_GAME_LENGTH, shrinkTimeMs: Number.POSITIVE_INFINITY };
    r = differential.check(mutant, options);
    failing.set(mutant, r);
  }
  return r;
}

describe('differential mode', () => {
  it('passes the reference engine against itself', async () => {
    const r = await differential.check(referenceEngine, OPTIONS);
    expect(r.kind).toBe('differential');
    expect(r.status, r.counterexample?.message).toBe('passed');
  });

  it('passes an engine that behaves alike under ids of its own (ids are compared up to renaming)', async () => {
    const r = await differential.check(renamed, OPTIONS);
    expect(r.status, r.counterexample?.message).toBe('passed');
  });

  it('passes an engine that lists colours in another order (colours are a set, 202.2)', async () => {
    const r = await differential.check(colorsReversed, OPTIONS);
    expect(reordered).toBeGreaterThan(0);
    expect(r.status, r.counterexample?.message).toBe('passed');
  });

  it.each([
    ['back faces with mana value 0', backFaceZero],
    ['zone changes that keep the id', zoneChangeKeepsId],
  ])('fails an engine with %s, with a minimised counterexample that replays exactly', async (_name, mutant) => {
    const r = await failingCheck(mutant);
    expect(r.status).toBe('failed');
    const ce = r.counterexample;
    if (ce === undefined || differential.replay === undefined) throw new Error('no counterexample to replay');
    expect(ce.message).toMatch(/differs from the reference engine|the reference engine/);
    expect(ce.replay).toContain('--properties differential/views-match-reference');
    // Minimised (issue 24): at most two cards and one action, no single removal still diverging.
    expect(ce.locallyMinimal).toBe(true);
    expect(ce.size?.cards).toBeLessThanOrEqual(2);
    expect(ce.size?.actions).toBeLessThanOrEqual(1);
    // The recorded game on both engines diverges again, at the same place.
    const again = await differential.replay(mutant, ce.setup, ce.actions, ce.steps, {});
    expect(again.kind === 'violation' ? again.violation.message : again.kind).toBe(ce.message);
    expect(
      again.kind === 'violation' ? [again.failingStep, again.violation.expected, again.violation.actual] : [],
    ).toEqual([ce.failingStep, ce.expected, ce.actual]);
  });

  it('names the place of the first difference, expected vs actual the object there (issue 22)', async () => {
    const r = await failingCheck(backFaceZero);
    const ce = r.counterexample!;
    const place = /view differs from the reference engine's at (\S+): reference \d+, this engine 0$/.exec(ce.message);
    expect(place?.[1]).toMatch(/^(referee|P\d)\.(battlefield|stack)\[o\d+\]\.characteristics\.manaValue$/);
    // One object on each side, not two whole views: its id, and a diff of a few lines.
    expect((ce.expected as { id: string }).id).toMatch(/^#\d+$/);
    expect((ce.actual as { id: string }).id).toBe((ce.expected as { id: string }).id);
    expect(failureText(r).split('\n').length).toBeLessThan(40);
    expect(failureText(r)).toMatch(/^ {2}- {5,}"manaValue": \d+,$/m);
  });
});

describe('firstDifference', () => {
  const view = (power: number, exile: readonly string[] = []) => ({
    players: [{ id: 'P1', hand: null }],
    battlefield: [
      { id: 'o1', characteristics: { power: 1 } },
      { id: 'o5', characteristics: { power } },
    ],
    exile,
  });
  it('follows fields by name and objects by id', () => {
    const d = firstDifference(view(4), view(3), 'referee');
    expect(d).toMatchObject({ path: 'referee.battlefield[o5].characteristics.power', expected: 4, actual: 3 });
    expect(d?.context).toEqual({
      path: 'referee.battlefield[o5]',
      expected: { id: 'o5', characteristics: { power: 4 } },
      actual: { id: 'o5', characteristics: { power: 3 } },
    });
  });
  it('says which object stands where when the lists differ, and lengths when one is longer', () => {
    const a = { battlefield: [{ id: 'o1' }, { id: 'o2' }] };
    expect(firstDifference(a, { battlefield: [{ id: 'o1' }, { id: 'o3' }] }, 'P1')).toMatchObject({
      path: 'P1.battlefield[1]',
      expected: 'o2',
      actual: 'o3',
    });
    expect(firstDifference(a, { battlefield: [{ id: 'o1' }] }, 'P1')).toMatchObject({
      path: 'P1.battlefield.length',
      expected: 2,
      actual: 1,
    });
    expect(firstDifference(view(4, ['a']), view(4, ['b']), 'referee')).toMatchObject({
      path: 'referee.exile[0]',
      context: { path: 'referee.exile', expected: ['a'], actual: ['b'] },
    });
    expect(firstDifference(view(4), view(4), 'referee')).toBeNull();
  });
});

describe('differential mode, rules the engine does not declare', () => {
  const step = (events: readonly GameEvent[]) => ({ result: { ok: true, events } }) as unknown as StepRecord;
  const trace = (records: readonly StepRecord[]) => ({ records }) as unknown as Trace;
  const sba: GameEvent = { kind: 'state-based-action', object: 'o1', clause: '704.5g' };
  const reference = trace([step([]), step([sba]), step([])]);
  const mine = trace([step([]), step([]), step([])]);

  it("compares an engine without state-based-actions only before the reference's first one (704.3)", () => {
    expect(firstStateBasedAction(reference)).toBe(1);
    const cut = withinDeclaredRules(mine, reference, ['transform']);
    expect(cut.mine.records).toHaveLength(1);
    expect(cut.reference.records).toHaveLength(1);
  });

  it('compares every step of an engine that declares state-based-actions', () => {
    const whole = withinDeclaredRules(mine, reference, ['transform', 'state-based-actions']);
    expect(whole.mine.records).toHaveLength(3);
    expect(whole.reference.records).toHaveLength(3);
    expect(withinDeclaredRules(mine, mine, ['transform']).mine.records).toHaveLength(3);
  });

  const trigger: GameEvent = { kind: 'triggered', source: 'o1', trigger: 'enters' };
  const triggering = trace([step([]), step([]), step([trigger]), step([sba])]);
  const four = trace([step([]), step([]), step([]), step([])]);

  it("compares an engine without triggered-abilities only before the reference's first trigger (603.3)", () => {
    expect(firstTrigger(triggering)).toBe(2);
    const cut = withinDeclaredRules(four, triggering, ['transform', 'state-based-actions']);
    expect(cut.mine.records).toHaveLength(2);
    expect(cut.reference.records).toHaveLength(2);
  });

  it('cuts at the earlier of the two rules an engine leaves out, and nowhere when it declares both', () => {
    expect(withinDeclaredRules(four, triggering, ['transform', 'triggered-abilities']).mine.records).toHaveLength(3);
    expect(withinDeclaredRules(four, triggering, ['transform']).mine.records).toHaveLength(2);
    const both = ['transform', 'state-based-actions', 'triggered-abilities'];
    expect(withinDeclaredRules(four, triggering, both).mine.records).toHaveLength(4);
  });
});

describe('optional life totals (mechanic life)', () => {
  /** The reference engine without life totals in its views, declaring `mechanics`. */
  const lifeless = (mechanics: readonly Mechanic[]): EngineAdapter => ({
    describe: async (): Promise<EngineDescription> => {
      const { edition: _edition, ...rest } = await referenceEngine.describe();
      return { ...rest, mechanics: [...mechanics] };
    },
    async start(setup) {
      const inner: GameSession = await referenceEngine.start(setup);
      const strip = (v: GameView): GameView => ({
        ...v,
        players: v.players.map(({ life: _l, poison: _p, ...rest }) => rest),
      });
      return { apply: async (a) => inner.apply(a), observe: async (viewer) => strip(await inner.observe(viewer)) };
    },
  });
  const everyOther: Mechanic[] = [
    'transform',
    'morph',
    'manifest',
    'stack',
    'state-based-actions',
    'triggered-abilities',
  ];

  it('does not blame an engine that does not declare life for leaving life and poison out of its views', async () => {
    const r = await differential.check(lifeless(everyOther), OPTIONS);
    expect(r.status, r.counterexample?.message).toBe('passed');
  });

  it('blames an engine that declares life and leaves it out', async () => {
    const r = await differential.check(lifeless([...everyOther, 'life']), { ...OPTIONS, runs: 5, maxShrinks: 5 });
    expect(r.status).toBe('failed');
    expect(r.counterexample?.message).toMatch(/life/);
  });
});
