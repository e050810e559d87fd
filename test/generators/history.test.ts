/**
 * Targets chosen from the run's history (generators/history.ts), history motifs and swarm testing:
 * they resolve to the object the history names, most recent first, and stay reproducible.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { GeneratedStep, Target } from '../../generators/generated-step.js';
import { HISTORY_EVENTS, historyMotifArb } from '../../generators/history-motifs.js';
import { historySituationsOf } from '../../generators/history-situations.js';
import { stepsArb } from '../../generators/steps.js';
import { swarmConfigArb } from '../../generators/swarm.js';
import { DEFAULT_STEP_WEIGHTS } from '../../generators/steps.js';
import { face } from '../../model/characteristics.js';
import type { GameSetup } from '../../model/setup.js';
import { runSteps } from '../../properties/harness/trace.js';

const human = face({ name: 'Hill Farmer', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2 });
const wolf = face({
  name: 'Moon Wolf',
  manaCost: null,
  colorIndicator: ['G'],
  types: ['Creature'],
  power: 4,
  toughness: 4,
});
const bear = face({ name: 'Bog Sentry', manaCost: '{1}{B}', types: ['Creature'], power: 2, toughness: 2 });
const setup: GameSetup = {
  players: [{ id: 'P1', battlefield: [{ card: 'were' }, { card: 'bear' }], library: ['bear2'] }, { id: 'P2' }],
  cards: {
    were: { layout: 'nonmodal-dfc', faces: [human, wolf] },
    bear: { layout: 'single', faces: [bear] },
    bear2: { layout: 'single', faces: [{ ...bear, name: 'Second Sentry' }] },
  },
};
const hist = (ref: Extract<Target, { zone: 'history' }>['ref'], index = 0): Target => ({ zone: 'history', ref, index });

describe('history targets', () => {
  it('follow one card through a transform, leaving the battlefield and coming back', async () => {
    const steps: GeneratedStep[] = [
      { kind: 'transform', target: { zone: 'battlefield', filter: 'double-faced', index: 0 } },
      { kind: 'move', target: hist('just-changed-face'), to: 'graveyard', faceDown: false, position: 'top' },
      {
        kind: 'put-onto-battlefield',
        target: hist('left-battlefield'),
        controller: null,
        transformed: false,
        copyOf: null,
      },
      { kind: 'become-copy', target: { zone: 'battlefield', filter: 'any', index: 0 }, of: hist('just-moved') },
      { kind: 'tap', target: hist('just-copied') },
    ];
    const t = await runSteps(referenceEngine, setup, steps);
    expect(t.skipped).toEqual([]);
    expect(t.records.map((r) => r.result.ok)).toEqual([true, true, true, true, true]);
    expect(t.records[1]?.text).toMatch(/Moon Wolf/);
    expect(t.records[2]?.text).toMatch(/graveyard Hill Farmer/);
    const back = t.records[2]?.after.referee.battlefield.find((o) => o.cards?.includes('were'));
    expect(back?.face).toBe('front');
    expect(t.records[3]?.action).toMatchObject({ kind: 'become-copy', of: back?.id });
    expect(t.records[4]?.action).toMatchObject({
      kind: 'tap',
      object: t.records[3]?.action.kind === 'become-copy' ? t.records[3].action.object : '',
    });
    const situations = t.records.flatMap((r, i) => historySituationsOf(r, t.records.slice(0, i)));
    expect(situations).toEqual(
      expect.arrayContaining([
        'face-changed-then-zone-change',
        'left-then-returned',
        'transformed-card-returns',
        'copy-acted-on-later',
      ]),
    );
  });

  it('find nothing when the history holds nothing of the kind: the step is skipped', async () => {
    const t = await runSteps(referenceEngine, setup, [{ kind: 'tap', target: hist('just-copied') }]);
    expect(t.records).toEqual([]);
    expect(t.skipped.length).toBe(1);
  });
});

describe('history motifs', () => {
  it('every event makes a history of at least three steps', () => {
    for (const e of HISTORY_EVENTS)
      for (const m of fc.sample(historyMotifArb(e), { numRuns: 30, seed: 9 }))
        expect(m.length).toBeGreaterThanOrEqual(3);
  });
});

describe('swarm testing', () => {
  it('a configuration leaves some kinds out and keeps kinds at weight 0 out', () => {
    const configs = fc.sample(swarmConfigArb({ ...DEFAULT_STEP_WEIGHTS, transform: 0 }), { numRuns: 50, seed: 4 });
    for (const c of configs) expect(c.steps.transform).toBe(0);
    expect(configs.some((c) => Object.values(c.steps).filter((w) => w === 0).length > 10)).toBe(true);
    expect(configs.some((c) => (c.steps.move ?? 0) > DEFAULT_STEP_WEIGHTS.move)).toBe(true);
  });

  it('swarmed games are reproducible from the seed and differ between games', () => {
    const a = fc.sample(stepsArb({ swarmPercent: 100 }), { numRuns: 20, seed: 11 });
    const b = fc.sample(stepsArb({ swarmPercent: 100 }), { numRuns: 20, seed: 11 });
    expect(a).toEqual(b);
    const kinds = a.map((steps) => new Set(steps.map((s) => s.kind)).size);
    expect(Math.min(...kinds)).toBeLessThan(Math.max(...kinds));
  });
});
