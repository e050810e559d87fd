/**
 * Scenarios over an engine that takes requests in a row (`pipelining`): each step's action leaves with the views
 * after it and the next step's view before it, in one write, and the outcome is the one the same engine gives in
 * process, whether it passes or fails, with the same requests, each viewer's in the same order.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import faceDownLeaksColor from '../../examples/mutants/face-down-leaks-color.js';
import faceUpUntaps from '../../examples/mutants/face-up-untaps.js';
import { IsolatedEngine } from '../../isolation/isolated-engine.js';
import type { TransportFactory } from '../../isolation/transport.js';
import type { Capability, Request } from '../../protocol/messages.js';
import { EngineServer } from '../../protocol/server.js';
import { loadScenarios, runScenario } from '../../scenarios/index.js';

const loaded = await loadScenarios(join(import.meta.dirname, '../../scenarios/cases/face-down'));
const scenarios = loaded.map((l) => l.scenario);

/**
 * A loopback to a server of `engine`, keeping the requests sent in each tick (what one write of the process transport
 * carries); answers come in a later turn of the event loop, as they do from a process.
 */
function recording(engine: EngineAdapter, writes: Request[][]): TransportFactory {
  return (events) => {
    const server = new EngineServer(async () => engine);
    let open = false;
    return {
      send(request) {
        if (!open) {
          open = true;
          writes.push([]);
          process.nextTick(() => {
            open = false;
          });
        }
        writes.at(-1)?.push(request);
        const copy = JSON.parse(JSON.stringify(request)) as Request;
        void server.handle(copy).then((response) => {
          const text = JSON.stringify(response);
          setImmediate(() => events.message(JSON.parse(text)));
        });
      },
      stop: async () => undefined,
      lastWords: () => [],
    };
  };
}

/** Every scenario's outcome (without its duration) on `engine`, and the requests each write carried. */
async function play(engine: EngineAdapter, capabilities: readonly Capability[]) {
  const writes: Request[][] = [];
  const isolated = await IsolatedEngine.open(recording(engine, writes), { capabilities });
  const outcomes = [];
  for (const s of scenarios) outcomes.push(await runScenario(isolated, s, { now: () => 0 }));
  await isolated.dispose();
  return { outcomes, writes };
}

/** The requests as the engine answers them, viewer by viewer: what must not change (ids left out). */
function perViewer(writes: readonly Request[][]): Record<string, string[]> {
  const by: Record<string, string[]> = {};
  for (const r of writes.flat()) {
    const p = r.params as { viewer?: string; action?: unknown };
    const key = r.method === 'observe' ? `observe ${String(p.viewer)}` : r.method;
    const list = by[key] ?? [];
    by[key] = list;
    list.push(JSON.stringify(r.method === 'apply' ? p.action : r.method === 'start' ? r.params : null));
  }
  return by;
}

describe('scenarios over a pipelined engine', () => {
  for (const [name, engine] of [
    ['the reference engine', referenceEngine],
    ['a mutant that leaks a face-down color', faceDownLeaksColor],
    ['a mutant that untaps what turns face up', faceUpUntaps],
  ] as const) {
    it(`give ${name}'s outcomes in process, with the same requests`, async () => {
      const inProcess = [];
      for (const s of scenarios) inProcess.push(await runScenario(engine, s, { now: () => 0 }));
      const pipelined = await play(engine, ['pipelining']);
      const oneByOne = await play(engine, []);
      expect(pipelined.outcomes).toEqual(inProcess);
      expect(oneByOne.outcomes).toEqual(inProcess);
      if (engine === referenceEngine) expect(inProcess.every((o) => o.status === 'passed')).toBe(true);
      else expect(inProcess.some((o) => o.status === 'failed')).toBe(true);
      // A scenario that stops early may have asked views ahead, never read; every other request is the same.
      const stopped = inProcess.filter((o) => o.status !== 'passed').length;
      const a = perViewer(pipelined.writes);
      const b = perViewer(oneByOne.writes);
      expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
      for (const key of Object.keys(b)) {
        if (stopped === 0 || !key.startsWith('observe')) expect(a[key], key).toEqual(b[key]);
        else {
          expect(a[key]?.length).toBeGreaterThanOrEqual(b[key]?.length ?? 0);
          expect(a[key]?.length).toBeLessThanOrEqual((b[key]?.length ?? 0) + 2 * stopped);
        }
      }
      // One write per call without pipelining; with it, fewer: an action goes with the views after and before.
      expect(oneByOne.writes.every((w) => w.length === 1)).toBe(true);
      expect(pipelined.writes.length).toBeLessThan(oneByOne.writes.length * 0.75);
    });
  }

  it("sends a step's action with the views after it and the next step's view before it", async () => {
    const { writes } = await play(referenceEngine, ['pipelining']);
    const applies = writes.filter((w) => w[0]?.method === 'apply');
    const expected = scenarios.flatMap((s) =>
      s.steps.map((step, i) => {
        const ahead = i + 1 < s.steps.length ? ['referee'] : [];
        return ['apply', 'referee', ...Object.keys(step.expect?.views ?? {}), ...ahead].join(',');
      }),
    );
    const sent = applies.map((w) =>
      w.map((r) => (r.method === 'observe' ? (r.params as { viewer: string }).viewer : r.method)).join(','),
    );
    expect(sent).toEqual(expected);
    // Views are asked alone only right after a start (the game's id is needed), never during a step.
    const lone = writes.filter((w) => w.length === 1 && w[0]?.method === 'observe');
    expect(lone.length).toBeLessThanOrEqual(scenarios.length);
  });
});
