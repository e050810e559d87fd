/**
 * The differential check compares an ability on the stack by what the contract fixes (docs/adapter.md): its source,
 * trigger and targets, ids renamed; its description is the engine's own words, so only whether it has one counts.
 * An engine wording every description its own way, under ids of its own, passes; one whose ability has another
 * trigger, or no description at all, fails.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../adapter/action.js';
import type { EngineAdapter, GameSession } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { mapObjects } from '../../model/view-objects.js';
import type { GameView, ObjectView, PrintedObject } from '../../model/view.js';
import { CanonicalIds } from '../../properties/differential/canonical-ids.js';
import { viewsMatchReference } from '../../properties/differential/views-match-reference.js';
import type { Snapshot } from '../../properties/harness/index.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';
import { eventsRenamed } from '../support/renamed-events.js';

const differential = viewsMatchReference(referenceEngine);
// Seed 3 at 100 runs: generated games that put triggered abilities on the stack (about a hundred views show one).
const OPTIONS = { runs: 100, seed: 3, gameLength: TEST_GAME_LENGTH };
/**
 * A failing engine's first failing game: whether the comparison catches the field, and names it, is the question,
 * not how small the game gets (test/properties/differential.test.ts checks the differential's shrinking); shrinking
 * cost four fifths of these two tests.
 */
const UNSHRUNK = { ...OPTIONS, maxShrinks: 0 };
type AbilityOnStack = Extract<PrintedObject, { kind: 'ability' }>;

/** The reference engine with each view's abilities on the stack rewritten by `f`; `seen` counts them. */
function rewriting(f: (p: AbilityOnStack) => AbilityOnStack, seen: { n: number }): EngineAdapter {
  return {
    describe: () => referenceEngine.describe(),
    async start(setup) {
      const inner: GameSession = await referenceEngine.start(setup);
      const view = (v: GameView) =>
        mapObjects(v, (o) => {
          if (o.printed?.kind !== 'ability') return o;
          seen.n++;
          return { ...o, printed: f(o.printed) };
        });
      return { apply: async (a) => inner.apply(a), observe: async (viewer) => view(await inner.observe(viewer)) };
    },
  };
}

const reworded = (p: AbilityOnStack): AbilityOnStack => ({
  ...p,
  description: `In this engine's words: ${[...p.description].reverse().join('')}`,
});

/** The reference engine under ids of its own ("eng-7" for "o7") everywhere, abilities' sources and targets too. */
function renamedAndReworded(seen: { n: number }): EngineAdapter {
  const out = (id: string) => id.replace(/^o(\d+)$/, 'eng-$1');
  const back = (a: Action): Action => JSON.parse(JSON.stringify(a).replace(/"eng-(\d+)"/g, '"o$1"')) as Action;
  const object = (o: ObjectView): ObjectView => {
    const p = o.printed;
    let printed = p;
    if (p?.kind === 'ability') {
      seen.n++;
      printed = {
        ...reworded(p),
        source: out(p.source),
        ...(p.targets === undefined ? {} : { targets: p.targets.map(out) }),
      };
    }
    return { ...o, id: out(o.id), attachedTo: o.attachedTo === null ? null : out(o.attachedTo), printed };
  };
  return {
    describe: () => referenceEngine.describe(),
    async start(setup) {
      const inner: GameSession = await referenceEngine.start(setup);
      return {
        apply: async (a) => eventsRenamed(await inner.apply(back(a))),
        observe: async (viewer) => mapObjects(await inner.observe(viewer), object),
      };
    },
  };
}

describe('the differential check and the words of an ability on the stack', () => {
  it('passes an engine that words every description its own way', async () => {
    const seen = { n: 0 };
    const r = await differential.check(rewriting(reworded, seen), OPTIONS);
    expect(seen.n, 'the games put abilities on the stack').toBeGreaterThan(0);
    expect(r.status, r.counterexample?.message).toBe('passed');
  });

  it('passes it under ids of its own too: sources and targets are compared up to renaming', async () => {
    const seen = { n: 0 };
    const r = await differential.check(renamedAndReworded(seen), OPTIONS);
    expect(seen.n).toBeGreaterThan(0);
    expect(r.status, r.counterexample?.message).toBe('passed');
  });

  it('fails an engine whose triggered ability on the stack has another trigger', async () => {
    const seen = { n: 0 };
    const other = (p: AbilityOnStack): AbilityOnStack =>
      p.trigger === undefined ? p : { ...reworded(p), trigger: p.trigger === 'leaves' ? 'enters' : 'leaves' };
    const r = await differential.check(rewriting(other, seen), UNSHRUNK);
    expect(r.status).toBe('failed');
    expect(r.counterexample?.message).toMatch(/\.printed\.trigger: reference "[a-z-]+", this engine "(leaves|enters)"/);
  });

  it('fails an engine whose ability on the stack has no description', async () => {
    const seen = { n: 0 };
    const r = await differential.check(
      rewriting((p) => ({ ...p, description: '' }), seen),
      UNSHRUNK,
    );
    expect(r.status).toBe('failed');
    expect(r.counterexample?.message).toMatch(/\.printed\.description: reference "\(described in the engine's own/);
  });
});

describe('canonical ids of an ability on the stack', () => {
  // Generated games activate no ability with targets, so targets are checked here: two engines' snapshots of one
  // board, a creature and an ability on the stack targeting it, under ids of their own.
  const snapshot = (creature: string, ability: string, source: string, target: string, words: string): Snapshot => {
    const object = (id: string, printed: PrintedObject | null) => ({ id, printed }) as unknown as ObjectView;
    const referee = {
      players: [],
      battlefield: [object(creature, null)],
      stack: [object(ability, { kind: 'ability', source, description: words, targets: [target] })],
      exile: [],
    } as unknown as GameView;
    return { referee, players: {} };
  };
  const canonical = (s: Snapshot) => new CanonicalIds().snapshot(s);

  it('renames sources and targets and leaves the words out', () => {
    const reference = canonical(snapshot('o1', 'o2', 'o1', 'o1', 'put a +1/+1 counter on target creature'));
    const engine = canonical(snapshot('c-9', 'a-4', 'c-9', 'c-9', 'Target creature gets a +1/+1 counter.'));
    expect(engine).toEqual(reference);
    expect(reference.referee.stack[0]?.printed).toMatchObject({ source: '#1', targets: ['#1'] });
  });

  it('learn hands out the names snapshot does, in the same order', () => {
    // playOnReference names each moment with learn (no renamed views built), firstDivergence with snapshot. Ids
    // that no referee zone lists (a gone source, target or host; a card looked at; a player's own view) are named
    // in the walk's order, so each of them is here.
    const object = (id: string, more: Partial<ObjectView> = {}) => ({ id, attachedTo: null, printed: null, ...more });
    const ability = (id: string, source: string, targets?: string[]) =>
      object(id, { printed: { kind: 'ability', source, description: 'words', ...(targets ? { targets } : {}) } });
    const view = (tag: string) =>
      ({
        players: [
          {
            library: [object(`${tag}-l`)],
            hand: null,
            graveyard: [object(`${tag}-g`)],
            lookedAt: [object(`${tag}-k`)],
          },
          { library: null, hand: [object(`${tag}-h`)], graveyard: [] },
        ],
        battlefield: [object(`${tag}-b`, { attachedTo: `${tag}-gone-host` }), object(`${tag}-b2`)],
        stack: [ability(`${tag}-a`, `${tag}-gone-source`, [`${tag}-gone-t1`, `${tag}-b2`, `${tag}-gone-t2`])],
        exile: [ability(`${tag}-e`, `${tag}-gone-source2`)],
      }) as unknown as GameView;
    const moments: Snapshot[] = [
      { referee: view('r1'), players: { P1: view('p1'), P2: view('q1') } },
      { referee: view('r2'), players: { P1: view('p2'), P2: view('q2') } },
    ];
    const [named, learnt] = [new CanonicalIds(), new CanonicalIds()];
    for (const m of moments) {
      named.snapshot(m);
      learnt.learn(m);
    }
    const names = (ids: CanonicalIds) => {
      const out: (string | undefined)[] = [];
      for (let n = 1; ids.ownId(`#${n}`) !== undefined; n++) out.push(ids.ownId(`#${n}`));
      return out;
    };
    // 13 ids in each view (7 objects, 6 named only by another: lookedAt, host, sources, targets), 3 views, 2 moments.
    expect(names(named).length).toBe(2 * 3 * 13);
    expect(names(learnt)).toEqual(names(named));
  });

  it('keeps a different target a difference', () => {
    const other = (target: string) => {
      const s = snapshot('o1', 'o2', 'o1', target, 'words');
      return canonical({
        ...s,
        referee: { ...s.referee, battlefield: [...s.referee.battlefield, { id: 'o3', printed: null } as never] },
      });
    };
    expect(other('o3')).not.toEqual(other('o1'));
  });
});
