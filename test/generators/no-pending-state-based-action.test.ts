/**
 * 704.3: a setup is a state where a player would receive priority, so no state-based action is
 * pending in it. Judged by the reference engine's own check (`pendingStateBasedActions`) on the
 * initial state of many generated setups (pending-at-start.ts), several seeds and constraint sets,
 * under every edition (generated with its legend rule: before Magic 2014 it looked at all players
 * together); and the setup checker (`setupProblems`) states the same rule. More seeds:
 * no-pending-state-based-action.long.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { pendingAtStart, sampleAndJudge } from './pending-at-start.js';
import { initialState } from '../../engine/setup.js';
import { pendingStateBasedActions } from '../../engine/priority/state-based-actions.js';
import { defaultCatalog, setupProblems, type SetupConstraints } from '../../generators/index.js';
import { face } from '../../model/characteristics.js';
import type { CardDefinition } from '../../model/card.js';
import { join } from 'node:path';
import { DEFAULT_EDITION } from '../../model/rules-edition.js';
import { loadScenarios } from '../../scenarios/index.js';
import type { GameSetup } from '../../model/setup.js';
import { loadProperties } from '../../properties/registry.js';
import { gamesOf } from '../../properties/harness/define.js';

const catalog = defaultCatalog();

describe('generated setups have no state-based action pending (704.3)', () => {
  // Seeds 2-4 (1,800 setups more) are no-pending-state-based-action.long.test.ts's (`npm run test:long`).
  it('default constraints with the catalog, seed 1', () => {
    expect(sampleAndJudge({ cards: { catalog } }, [1], 200)).toBe(600);
  });

  it('heavy constraints: many permanents, copies, attachments, back faces', () => {
    const heavy: SetupConstraints = {
      cards: { catalog, catalogWeight: 8 },
      copyPercent: 60,
      maxAttachments: 2,
      backFacePercent: 70,
      minBattlefield: 3,
      maxBattlefield: 6,
      maxTokens: 3,
      themedPercent: 60,
    };
    expect(sampleAndJudge(heavy, [5, 6], 150)).toBe(900);
  });

  it("every property's own games", async () => {
    // Properties sharing one set of constraints share their setups: each distinct set is sampled and judged once.
    const distinct = new Map<string, SetupConstraints>();
    for (const p of await loadProperties()) {
      const g = gamesOf(p.id);
      if (g !== undefined) distinct.set(JSON.stringify(g.setup), g.setup);
    }
    let sampled = 0;
    for (const setup of distinct.values())
      sampled += sampleAndJudge({ ...setup, cards: { catalog, ...setup.cards } }, [7], 10);
    expect(sampled).toBeGreaterThan(500);
  });
});

describe('shipped scenarios start with none pending either (704.3)', () => {
  it('every scenario of scenarios/cases, judged by the engine under its newest edition', async () => {
    const root = join(import.meta.dirname, '../..');
    const all = await loadScenarios(join(root, 'scenarios/cases'), root);
    const pending = all.flatMap(({ scenario }) =>
      pendingAtStart(scenario.setup, DEFAULT_EDITION).map((p) => `${scenario.id}: ${p}`),
    );
    expect(all.length).toBeGreaterThan(100);
    expect(pending).toEqual([]);
  });
});

describe('setupProblems finds a pending state-based action', () => {
  const zero: CardDefinition = {
    layout: 'single',
    faces: [face({ name: 'Hooded Zero', types: ['Creature'], power: 0, toughness: 0, manaCost: '{X}{G}{G}' })],
  };
  const walkerBack: CardDefinition = {
    layout: 'nonmodal-dfc',
    faces: [
      face({ name: 'Walker Front', types: ['Creature'], power: 3, toughness: 2, manaCost: '{2}{G}' }),
      face({ name: 'Walker Back', types: ['Planeswalker'] }),
    ],
  };
  const legend = (name: string): CardDefinition => ({
    layout: 'single',
    faces: [face({ name, types: ['Creature'], supertypes: ['Legendary'], power: 2, toughness: 2, manaCost: '{2}' })],
  });
  const bound = (name: string): CardDefinition => ({
    layout: 'nonmodal-dfc',
    faces: [
      face({ name, types: ['Creature'], power: 2, toughness: 2, manaCost: '{2}', abilities: [{ kind: 'daybound' }] }),
      face({ name: `${name} Night`, types: ['Creature'], power: 3, toughness: 3, abilities: [{ kind: 'nightbound' }] }),
    ],
  });

  it('a creature at toughness 0 (704.5f), unless it starts with +1/+1 counters', () => {
    const setup = (counters?: Record<string, number>): GameSetup => ({
      players: [{ id: 'P1', battlefield: [{ card: 'c1', ...(counters ? { counters } : {}) }] }, { id: 'P2' }],
      cards: { c1: zero },
    });
    expect(setupProblems(setup()).join()).toMatch(/704\.5f/);
    expect(setupProblems(setup({ '+1/+1': 2, '-1/-1': 2 })).join()).toMatch(/704\.5f/);
    expect(setupProblems(setup({ '+1/+1': 1 }))).toEqual([]);
    expect(pendingStateBasedActions(initialState(setup())).map((p) => p.clause)).toEqual(['704.5f']);
  });

  it('a planeswalker back face printing no loyalty (704.5i), unless it starts with loyalty counters', () => {
    const setup = (counters?: Record<string, number>): GameSetup => ({
      players: [
        { id: 'P1', battlefield: [{ card: 'c1', face: 'back', ...(counters ? { counters } : {}) }] },
        { id: 'P2' },
      ],
      cards: { c1: walkerBack },
    });
    expect(setupProblems(setup()).join()).toMatch(/704\.5i/);
    expect(setupProblems(setup({ loyalty: 3 }))).toEqual([]);
  });

  it('two legendary permanents of one name: per controller now, for all players before Magic 2014 (704.5j)', () => {
    const setup: GameSetup = {
      players: [
        { id: 'P1', battlefield: [{ card: 'c1' }] },
        { id: 'P2', battlefield: [{ card: 'c2' }] },
      ],
      cards: { c1: legend('Twin'), c2: legend('Twin') },
    };
    expect(setupProblems(setup)).toEqual([]);
    expect(setupProblems(setup, { edition: '2011-09-30' }).join()).toMatch(/704\.5j/);
  });

  it('a nightbound permanent back face up while a daybound one makes it day (702.145d, 702.145f)', () => {
    const setup = (face: 'front' | 'back'): GameSetup => ({
      players: [{ id: 'P1', battlefield: [{ card: 'c1' }, { card: 'c2', face }] }, { id: 'P2' }],
      cards: { c1: bound('Dawn Wolf'), c2: bound('Dusk Wolf') },
    });
    expect(setupProblems(setup('back')).join()).toMatch(/702\.145f/);
    expect(setupProblems(setup('front'))).toEqual([]);
    expect(setupProblems(setup('back'), { edition: '2011-09-30' })).toEqual([]);
  });
});
