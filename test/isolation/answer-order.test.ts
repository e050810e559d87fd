/**
 * Answers come in the order of their requests (docs/protocol.md: "Answer requests in the order they came", pipelined
 * or not): the answer due is always the oldest request still waiting. An answer to a later request first is a
 * protocol fault naming the expected and the received ids (it was accepted before issue 39); a pipelined engine that
 * answers in order, over a channel or in a worker (`--engine`, pipelined too), is never blamed.
 * faults.test.ts checks both over stdio with `obverse check`.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type LoadedEngine, loadEngineModule } from '../../cli/engine.js';
import { Connection } from '../../isolation/connection.js';
import { EngineFault } from '../../isolation/fault.js';
import type { IsolatedEngine } from '../../isolation/isolated-engine.js';
import type { TransportEvents, TransportFactory } from '../../isolation/transport.js';
import type { Request } from '../../protocol/messages.js';
import { runProperties } from '../../properties/run.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';

const ROOT = join(import.meta.dirname, '../..');

/** A channel whose engine the test plays: requests are collected, answers given by hand. */
function channel() {
  const sent: Request[] = [];
  let events: TransportEvents | undefined;
  let stopped = 0;
  const factory: TransportFactory = (e) => {
    events = e;
    return {
      send: (request) => sent.push(request),
      stop: () => {
        stopped++;
        return Promise.resolve();
      },
      lastWords: () => ['engine: answering as it likes'],
    };
  };
  const answer = (id: number) => events?.message({ id, result: null });
  return { factory, sent, answer, stopped: () => stopped };
}

const apply = { game: 'g1', action: { kind: 'tap', object: 'o1' } } as const;
const observe = (viewer: 'P1' | 'P2') => ({ game: 'g1', viewer }) as const;

describe('the order of answers', () => {
  it('pipelined requests answered in the order they came: each call gets its own answer', async () => {
    const engine = channel();
    const connection = new Connection(engine.factory, 600_000);
    const calls = [connection.call('close', { game: 'g1' }), connection.call('close', { game: 'g2' })];
    // Both were sent before either was answered.
    expect(engine.sent.map((r) => r.id)).toEqual([1, 2]);
    engine.answer(1);
    engine.answer(2);
    await expect(Promise.all(calls)).resolves.toEqual([null, null]);
    expect(connection.alive).toBe(true);
  });

  it('a later request answered first: a fault naming the ids, every call waiting failed, engine stopped', async () => {
    const engine = channel();
    const connection = new Connection(engine.factory, 600_000);
    const calls = [
      connection.call('apply', apply),
      connection.call('observe', observe('P1')),
      connection.call('observe', observe('P2')),
    ];
    const settled = Promise.allSettled(calls);
    engine.answer(2);
    const results = await settled;
    const reasons = results.map((r) => (r.status === 'rejected' ? (r.reason as EngineFault) : null));
    for (const reason of reasons) {
      expect(reason).toBeInstanceOf(EngineFault);
      expect(reason?.reason).toBe(
        "the engine answered out of order: expected id 1 (apply(tap o1)), got id 2 (observe('P1')); " +
          'answer requests in the order they came (docs/protocol.md)',
      );
      expect(reason?.lastWords).toEqual(['engine: answering as it likes']);
    }
    expect(engine.stopped()).toBe(1);
    expect(connection.alive).toBe(false);
    // The answer due, coming late, changes nothing: the engine is not used again.
    engine.answer(1);
    await expect(connection.call('close', { game: 'g1' })).rejects.toThrow(/had already stopped \(.*out of order/);
  });
});

describe('an --engine module, pipelined in its worker', () => {
  let loaded: LoadedEngine | undefined;
  afterEach(async () => {
    await loaded?.dispose();
    loaded = undefined;
  });

  it('answers in order: its games are judged, no engine error', async () => {
    loaded = await loadEngineModule('dist/examples/engines/transform-only/index.js', ROOT);
    expect((loaded.adapter as IsolatedEngine).taken()).toContain('pipelining');
    const results = await runProperties(loaded.adapter, {
      runs: 5,
      seed: 1,
      properties: ['712/transform-keeps-identity', 'general/conservation'],
      gameLength: TEST_GAME_LENGTH,
    });
    expect(results.map((r) => [r.id, r.status, r.message])).toEqual([
      ['712/transform-keeps-identity', 'passed', undefined],
      ['general/conservation', 'passed', undefined],
    ]);
  });
});
