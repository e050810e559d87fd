/**
 * In-process throughput of the reference engine on a fixed corpus of generated games: the
 * engine step alone, the step plus every view (the referee's and each player's), the least a
 * step must copy (`{...state, objects: {...objects}}`), and generation alone.
 */
import fc from 'fast-check';
import type { Action } from '../adapter/action.js';
import { initialState } from '../engine/setup.js';
import { step } from '../engine/step.js';
import { observe } from '../engine/view.js';
import { referenceEngine } from '../engine/reference-adapter.js';
import { defaultCatalog } from '../generators/catalog.js';
import { setupArb } from '../generators/setup.js';
import { stepsArb } from '../generators/steps.js';
import type { GameState } from '../model/game-state.js';
import { allObjects } from '../model/view-read.js';
import { runSteps } from '../properties/harness/trace.js';
import { median, type Rate } from './measure.js';

/** One state and the action the engine was given in it (accepted or rejected). */
interface Pair {
  readonly state: GameState;
  readonly action: Action;
}

function gamesArb() {
  return fc.tuple(setupArb({ cards: { catalog: defaultCatalog() } }), stepsArb());
}

/** Play `games` generated games on the reference engine and keep every (state, action) pair. */
export async function corpus(games: number, seed: number): Promise<readonly Pair[]> {
  const pairs: Pair[] = [];
  for (const [setup, steps] of fc.sample(gamesArb(), { numRuns: games, seed })) {
    const trace = await runSteps(referenceEngine, setup, steps);
    let state = initialState(setup);
    for (const record of trace.records) {
      pairs.push({ state, action: record.action });
      const r = step(state, record.action);
      if (r.ok) state = r.state;
    }
  }
  return pairs;
}

/** Items per second of `work` over `count` items, the median of `reps` timed repetitions. */
function rate(reps: number, count: number, work: () => void): Rate {
  // One untimed pass first, so every measure starts with warm code.
  work();
  const rates: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t = performance.now();
    work();
    rates.push(count / ((performance.now() - t) / 1000));
  }
  return { perSecond: median(rates), reps };
}

export interface Micro {
  readonly actions: number;
  readonly apply: Rate;
  readonly applyViews: Rate;
  readonly copyFloor: Rate;
  readonly generation: Rate;
}

/** Measure the four rates on a corpus of `games` games. */
export async function micro(games: number, reps: number, seed: number): Promise<Micro> {
  const pairs = await corpus(games, seed);
  let sink = 0;
  const apply = rate(reps, pairs.length, () => {
    for (const p of pairs) sink += step(p.state, p.action).ok ? 1 : 0;
  });
  const applyViews = rate(reps, pairs.length, () => {
    for (const p of pairs) {
      const r = step(p.state, p.action);
      const after = r.ok ? r.state : p.state;
      sink += allObjects(observe(after, 'referee')).length;
      for (const player of after.players) sink += allObjects(observe(after, player.id)).length;
    }
  });
  const copyFloor = rate(reps, pairs.length, () => {
    for (const p of pairs) sink += Object.keys({ ...p.state, objects: { ...p.state.objects } }).length;
  });
  const arb = gamesArb();
  const generation = rate(reps, games, () => {
    sink += fc.sample(arb, { numRuns: games, seed: seed + 1 }).length;
  });
  // The sink keeps the work from being optimised away.
  if (sink < 0) throw new Error('unreachable');
  return { actions: pairs.length, apply, applyViews, copyFloor, generation };
}
