import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { loadProperties } from '../../properties/registry.js';
import { runProperties, selectProperties } from '../../properties/run.js';
import { mapObjects, viewMutant } from './view-mutant.js';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { describeReferencePass } from '../support/reference-pass.js';
import { SWEEP_RUNS } from '../mutants/harness.js';
import { mutantEngine } from '../../examples/mutants/support/mutant-engine.js';

const ALL_PROPERTIES = await loadProperties();

/**
 * A quick pass over every property here, at the seed and run count at which test/mutants/targets.test.ts says a
 * mutant is caught, played on the reference engine inside the mutant scaffolding with no bug in it: so a catch there
 * is the mutant's bug, neither something the reference engine fails too nor the wrapper's doing. One pass serves
 * both (the scaffolding plays the reference's own step and view functions; targets.test.ts plays every scenario on
 * the two in lockstep and finds them answering alike). properties.long.test.ts runs 60 each on the reference engine
 * itself (`npm run test:long`), and the digest (test/digest/) pins every property passing on it at 20 runs for
 * three seeds in default-length games.
 */
describeReferencePass(
  'every property passes on the reference engine, inside the mutant scaffolding with no bug in it',
  ALL_PROPERTIES,
  SWEEP_RUNS,
  mutantEngine({ name: 'no-bug' }),
  // At 15 short games a property about a rare case may judge none (not-reached): what counts here is that the
  // reference fails none; properties.long.test.ts holds each to reaching and passing at 60.
  'allowed',
);

describe('runner', () => {
  it('selects by id and glob', () => {
    expect(selectProperties(['712/*'], ALL_PROPERTIES).every((p) => p.id.startsWith('712/'))).toBe(true);
    expect(selectProperties(['712/*'], ALL_PROPERTIES).length).toBeGreaterThanOrEqual(9);
    expect(selectProperties(['general/conservation'], ALL_PROPERTIES).map((p) => p.id)).toEqual([
      'general/conservation',
    ]);
    expect(selectProperties(undefined, ALL_PROPERTIES)).toHaveLength(ALL_PROPERTIES.length);
  });

  it('reports not-supported when the engine lacks a mechanic', async () => {
    const bare: EngineAdapter = {
      describe: async () => ({ ...(await referenceEngine.describe()), mechanics: [] }),
      start: (s) => referenceEngine.start(s),
    };
    const [r] = await runProperties(bare, { runs: 5, seed: 1, properties: ['712/transform-keeps-identity'] });
    expect(r?.status).toBe('not-supported');
  });

  it('reports an engine that throws as error, with a counterexample', async () => {
    const throwing = viewMutant(referenceEngine, {
      onApply: (a) => {
        if (a.kind === 'transform') throw new Error('boom');
      },
    });
    const [r] = await runProperties(throwing, { runs: 50, seed: 1, properties: ['712/transform-keeps-identity'] });
    expect(r?.status).toBe('error');
    expect(r?.counterexample?.steps.at(-1)).toMatch(/^transform /);
    expect(r?.counterexample?.replay).toMatch(
      /npx obverse check --properties 712\/transform-keeps-identity --seed -?\d+ --path \S+/,
    );
  });
});

/** Each mutant breaks one rule; the named property must fail on it, with a replayable counterexample. */
const mutants: readonly { readonly name: string; readonly property: string; readonly engine: EngineAdapter }[] = [
  {
    name: 'a transformed permanent gets a new id',
    property: '712/transform-keeps-identity',
    engine: viewMutant(referenceEngine, {
      onApply: (a, r, m) => {
        if (a.kind === 'transform' && r.ok && r.events.some((e) => e.kind === 'transformed')) m.set(a.object, true);
      },
      view: (v, m) => mapObjects(v, (o) => (m.has(o.id) ? { ...o, id: `${o.id}x` } : o)),
    }),
  },
  {
    name: 'a face-down double-faced card turns face up back face first',
    property: '712/face-down-never-transforms',
    engine: viewMutant(referenceEngine, {
      onApply: (a, r, m) => {
        if (a.kind === 'turn-face-up' && r.ok) m.set(a.object, true);
      },
      view: (v, m) =>
        mapObjects(v, (o) =>
          m.has(o.id) &&
          o.faceDown === null &&
          o.printed?.kind === 'card' &&
          o.printed.definition.layout !== 'single' &&
          o.printed.definition.layout !== 'meld'
            ? { ...o, face: 'back' }
            : o,
        ),
    }),
  },
  {
    name: 'a nonmodal back face has mana value 0',
    property: '712/mana-value-by-face',
    engine: viewMutant(referenceEngine, {
      view: (v) =>
        mapObjects(v, (o) =>
          o.zone === 'battlefield' &&
          o.face === 'back' &&
          o.characteristics &&
          o.printed?.kind === 'card' &&
          o.printed.definition.layout === 'nonmodal-dfc'
            ? { ...o, characteristics: { ...o.characteristics, manaValue: 0 } }
            : o,
        ),
    }),
  },
  {
    name: 'a DFC in the graveyard shows its back face',
    property: '712/characteristics-by-zone',
    engine: viewMutant(referenceEngine, {
      view: (v) =>
        mapObjects(v, (o) =>
          o.zone === 'graveyard' &&
          o.characteristics &&
          o.printed?.kind === 'card' &&
          o.printed.definition.layout === 'nonmodal-dfc'
            ? { ...o, characteristics: { ...o.characteristics, name: o.printed.definition.faces[1].name } }
            : o,
        ),
    }),
  },
  {
    name: 'a rejected action taps a permanent',
    property: 'general/illegal-actions-leave-state-unchanged',
    engine: viewMutant(referenceEngine, {
      onApply: (_a, r, m) => {
        if (!r.ok) m.set('rejections', ((m.get('rejections') as number | undefined) ?? 0) + 1);
      },
      view: (v, m) => ({ ...v, gameOver: ((m.get('rejections') as number | undefined) ?? 0) % 2 === 1 }),
    }),
  },
  {
    name: 'the first graveyard card vanishes',
    property: 'general/conservation',
    engine: viewMutant(referenceEngine, {
      view: (v) =>
        v.viewer === 'referee'
          ? { ...v, players: v.players.map((p, i) => (i === 0 ? { ...p, graveyard: p.graveyard.slice(1) } : p)) }
          : v,
    }),
  },
  {
    name: 'a card keeps its id when it moves',
    property: '400/zone-change-new-object',
    engine: viewMutant(referenceEngine, {
      onApply: (a, r, m) => {
        if (a.kind === 'move' && r.ok) {
          const z = r.events.find((e) => e.kind === 'zone-change');
          if (z && z.kind === 'zone-change') m.set(z.newObject, a.object);
        }
      },
      view: (v, m) => mapObjects(v, (o) => (m.has(o.id) ? { ...o, id: m.get(o.id) as string } : o)),
    }),
  },
  {
    name: 'views depend on how many games were started',
    property: 'general/determinism',
    engine: ((): EngineAdapter => {
      let games = 0;
      return {
        describe: () => referenceEngine.describe(),
        async start(setup) {
          const n = ++games;
          const inner = await referenceEngine.start(setup);
          return {
            apply: (a) => inner.apply(a),
            observe: async (w) => ({ ...(await inner.observe(w)), gameOver: n % 2 === 0 }),
          };
        },
      };
    })(),
  },
];

describe('each property catches a broken engine', () => {
  for (const m of mutants) {
    it(`${m.property}: ${m.name}`, async () => {
      // Whether it is caught and replayed, not how small the counterexample gets (shrink-budget.test.ts).
      const [r] = await runProperties(m.engine, { runs: 100, seed: 4, properties: [m.property], maxShrinks: 20 });
      expect(r?.status).toBe('failed');
      const c = r?.counterexample;
      expect(c?.steps.length).toBe(c?.actions.length);
      // Replaying by seed and path (and the same shrink budget, which the minimiser spends again) finds the same
      // failure.
      const [again] = await runProperties(m.engine, {
        runs: 100,
        seed: c?.seed ?? 0,
        path: c?.path ?? '',
        properties: [m.property],
        maxShrinks: 20,
      });
      expect(again?.status).toBe('failed');
      expect(again?.counterexample?.message).toBe(c?.message);
    });
  }
});
