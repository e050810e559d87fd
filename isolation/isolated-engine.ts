/**
 * An `EngineAdapter` that drives an isolated engine (a worker thread or a child
 * process) through protocol messages. The properties, the differential check and the
 * scenarios use it like any adapter; a fault fails the calls of that run (an `error`
 * result) and the next `start` runs a fresh engine.
 */
import {
  ADAPTER_CONTRACT,
  type EngineAdapter,
  type EngineDescription,
  type GameSession,
} from '../adapter/engine-adapter.js';
import type { GameSetup } from '../model/setup.js';
import { PROTOCOL } from '../protocol/messages.js';
import { invalidResult, preview } from '../protocol/validate.js';
import { Connection } from './connection.js';
import { EngineFault } from './fault.js';
import type { TransportFactory } from './transport.js';

/** Per-call timeout when `--timeout` is not given: generous, since a slow engine that answers is fine. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** The handshake also waits for the engine to start (a JVM, `npx`): never less than this. */
export const HANDSHAKE_TIMEOUT_MS = 30_000;
/** How long a shutting-down engine gets before its process group is killed. */
const SHUTDOWN_GRACE_MS = 2_000;

export interface IsolationOptions {
  /** Per-call timeout in ms. */
  readonly timeoutMs?: number;
}

/** The handshake failed: the engine could not be started or does not speak the protocol. */
export class HandshakeError extends Error {
  constructor(
    readonly reason: string,
    readonly lastWords: readonly string[],
  ) {
    super(reason);
    this.name = 'HandshakeError';
  }
}

export class IsolatedEngine implements EngineAdapter {
  private constructor(
    private readonly factory: TransportFactory,
    private readonly timeoutMs: number,
    private connection: Connection,
    private readonly description: EngineDescription,
  ) {}

  /** Start the engine and shake hands; throws `HandshakeError` saying what was wrong. */
  static async open(factory: TransportFactory, options: IsolationOptions = {}): Promise<IsolatedEngine> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const { connection, description } = await handshake(factory, timeoutMs);
    return new IsolatedEngine(factory, timeoutMs, connection, description);
  }

  describe(): EngineDescription {
    return this.description;
  }

  async start(setup: GameSetup): Promise<GameSession> {
    if (!this.connection.alive) {
      // The previous engine faulted: this run gets a fresh one.
      try {
        this.connection = (await handshake(this.factory, this.timeoutMs)).connection;
      } catch (e) {
        const h = e as HandshakeError;
        throw new EngineFault(`the engine could not be restarted: ${h.reason}`, h.lastWords ?? []);
      }
    }
    const connection = this.connection;
    const { game } = await connection.call('start', { setup });
    return {
      apply: (action) => connection.call('apply', { game, action }),
      observe: (viewer) => connection.call('observe', { game, viewer }),
      close: async () => {
        if (connection.alive) await connection.call('close', { game });
      },
    };
  }

  async dispose(): Promise<void> {
    await this.connection.close(SHUTDOWN_GRACE_MS);
  }
}

async function handshake(
  factory: TransportFactory,
  timeoutMs: number,
): Promise<{ connection: Connection; description: EngineDescription }> {
  const connection = new Connection(factory, timeoutMs);
  let answer: unknown;
  try {
    answer = await connection.call('handshake', { protocol: PROTOCOL }, Math.max(timeoutMs, HANDSHAKE_TIMEOUT_MS));
  } catch (e) {
    await connection.close(0);
    const words = (e as { lastWords?: readonly string[] }).lastWords ?? connection.lastWords();
    throw new HandshakeError(e instanceof Error ? e.message : String(e), words);
  }
  const fail = async (reason: string): Promise<never> => {
    await connection.close(0);
    throw new HandshakeError(reason, connection.lastWords());
  };
  // Connection validated the shape, except a protocol version it cannot know the engine meant.
  const shake = answer as {
    protocol: string;
    engine: { name: string; version: string };
    mechanics: string[];
    edition?: string;
  };
  if (shake.protocol !== PROTOCOL)
    return fail(`the engine speaks ${preview(shake.protocol)}, the suite speaks "${PROTOCOL}"`);
  const wrong = invalidResult('handshake', answer);
  if (wrong !== null) return fail(`handshake returned ${wrong}`);
  return {
    connection,
    description: {
      name: shake.engine.name,
      version: shake.engine.version,
      contract: ADAPTER_CONTRACT,
      mechanics: shake.mechanics as EngineDescription['mechanics'],
      ...(shake.edition === undefined ? {} : { edition: shake.edition }),
    },
  };
}
