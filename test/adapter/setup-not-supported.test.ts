/**
 * A setup the engine cannot build (issue 21): `start` throwing SetupNotSupported discards the run as
 * unsupported (no error, nothing judged), over the protocol too (`error.code: "unsupported"`); any other
 * exception from `start` stays an engine error.
 */
import { describe, expect, it } from 'vitest';
import { SetupNotSupported } from '../../adapter/setup-not-supported.js';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { runActions } from '../../properties/harness/trace.js';
import { EngineServer } from '../../protocol/server.js';
import type { GameSetup } from '../../model/setup.js';

const setup: GameSetup = { players: [{ id: 'P1' }, { id: 'P2' }], cards: {} };

function failingStart(error: Error): EngineAdapter {
  return {
    describe: () => referenceEngine.describe(),
    start: () => {
      throw error;
    },
  };
}

describe('a setup the engine cannot build', () => {
  it('discards the run as unsupported, with the engine’s reason', async () => {
    const trace = await runActions(failingStart(new SetupNotSupported('no such card in my database')), setup, []);
    expect(trace.failure).toBeNull();
    expect(trace.unsupported).toEqual({
      kind: 'start',
      text: 'start the setup',
      message: 'no such card in my database',
    });
  });

  it('leaves any other exception from start an engine error', async () => {
    const trace = await runActions(failingStart(new Error('crashed')), setup, []);
    expect(trace.unsupported).toBeNull();
    expect(trace.failure?.phase).toBe('start');
  });

  it('keeps the code over the protocol', async () => {
    const server = new EngineServer(() => Promise.resolve(failingStart(new SetupNotSupported('cannot'))));
    await server.handle({ id: 1, method: 'handshake', params: { protocol: 'obverse-protocol/1' } });
    const answer = await server.handle({ id: 2, method: 'start', params: { setup } });
    expect(answer).toEqual({ id: 2, error: { message: 'cannot', code: 'unsupported' } });
    const plain = new EngineServer(() => Promise.resolve(failingStart(new Error('bug'))));
    await plain.handle({ id: 1, method: 'handshake', params: { protocol: 'obverse-protocol/1' } });
    expect(await plain.handle({ id: 2, method: 'start', params: { setup } })).toEqual({
      id: 2,
      error: { message: 'bug' },
    });
  });
});
