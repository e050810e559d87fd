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
import { APPLY_AND_OBSERVE, type ApplyAndObserve } from '../adapter/apply-and-observe.js';
import type { GameSetup } from '../model/setup.js';
import type { GameView, Viewer } from '../model/view.js';
import { type Capability, PROTOCOL } from '../protocol/messages.js';
import { invalidResult, preview } from '../protocol/validate.js';
import { decodeView } from '../protocol/view-delta.js';
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
  /** Capabilities to offer at the handshake (protocol/messages.ts); default none. */
  readonly capabilities?: readonly Capability[];
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
  /** Set by `dispose`: no engine is started after it (a check still running would start one nobody stops). */
  private disposed = false;

  private constructor(
    private readonly factory: TransportFactory,
    private readonly timeoutMs: number,
    private readonly offered: readonly Capability[],
    private connection: Connection,
    private capabilities: readonly Capability[],
    private readonly description: EngineDescription,
  ) {}

  /** Start the engine and shake hands; throws `HandshakeError` saying what was wrong. */
  static async open(factory: TransportFactory, options: IsolationOptions = {}): Promise<IsolatedEngine> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const offered = options.capabilities ?? [];
    const { connection, description, capabilities } = await handshake(factory, timeoutMs, offered);
    return new IsolatedEngine(factory, timeoutMs, offered, connection, capabilities, description);
  }

  /** The capabilities the engine took up at its (last) handshake. */
  taken(): readonly Capability[] {
    return this.capabilities;
  }

  describe(): EngineDescription {
    return this.description;
  }

  async start(setup: GameSetup): Promise<GameSession> {
    if (this.disposed) throw new EngineFault('the engine was stopped: the run has ended', []);
    if (!this.connection.alive) {
      // The previous engine faulted: this run gets a fresh one, known from its start, so that `dispose` stops it
      // even mid-handshake.
      try {
        const shaken = await handshake(this.factory, this.timeoutMs, this.offered, (c) => {
          this.connection = c;
        });
        this.connection = shaken.connection;
        this.capabilities = shaken.capabilities;
      } catch (e) {
        const h = e as HandshakeError;
        throw new EngineFault(`the engine could not be restarted: ${h.reason}`, h.lastWords ?? []);
      }
    }
    const connection = this.connection;
    const { game } = await connection.call('start', { setup });
    // With view-deltas, each viewer's last view is the base of its next answer (protocol/view-delta.ts).
    const bases = new Map<Viewer, unknown>();
    const decode = (viewer: Viewer) => (answer: unknown) => {
      // Anything but an object is not a delta: it goes on to be reported as the wrong answer it is.
      if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
      const view = decodeView(bases.get(viewer), answer);
      bases.set(viewer, view);
      return view;
    };
    const deltas = this.capabilities.includes('view-deltas');
    const observe = (viewer: Viewer): Promise<GameView> =>
      connection.call('observe', { game, viewer }, deltas ? { decode: decode(viewer) } : {}) as Promise<GameView>;
    const pipelining = this.capabilities.includes('pipelining');
    const session: GameSession = {
      apply: (action) => connection.call('apply', { game, action }),
      // Only an engine that took up `reproduction` is asked (adapter/engine-reproduction.ts).
      ...(this.capabilities.includes('reproduction')
        ? { reproduce: (check) => connection.call('reproduce', { game, ...(check === undefined ? {} : { check }) }) }
        : {}),
      observe,
      close: async () => {
        if (!connection.alive) return;
        const closed = connection.call('close', { game });
        // Pipelined, the next game's start goes right behind it; a fault closing is still a fault of the engine.
        if (pipelining) closed.catch(() => undefined);
        else await closed;
      },
    };
    if (!pipelining) return session;
    const applyAndObserve: ApplyAndObserve = (action, viewers) => ({
      result: action === null ? null : connection.call('apply', { game, action }),
      views: Promise.all(viewers.map(observe)),
    });
    return Object.assign(session, { [APPLY_AND_OBSERVE]: applyAndObserve });
  }

  /** Stop the engine, after a graceful shutdown it gets `graceMs` for. */
  async dispose(graceMs: number = SHUTDOWN_GRACE_MS): Promise<void> {
    this.disposed = true;
    await this.connection.close(graceMs);
  }
}

async function handshake(
  factory: TransportFactory,
  timeoutMs: number,
  offered: readonly Capability[],
  started: (connection: Connection) => void = () => undefined,
): Promise<{ connection: Connection; description: EngineDescription; capabilities: readonly Capability[] }> {
  const connection = new Connection(factory, timeoutMs);
  started(connection);
  let answer: unknown;
  // Nothing offered, nothing said: the handshake an engine without capabilities has always seen.
  const params = offered.length === 0 ? { protocol: PROTOCOL } : { protocol: PROTOCOL, capabilities: offered };
  try {
    answer = await connection.call('handshake', params, { timeoutMs: Math.max(timeoutMs, HANDSHAKE_TIMEOUT_MS) });
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
    capabilities?: string[];
    abilities?: string[];
    setupFeatures?: string[];
    events?: string[];
    actions?: string[];
    actionFeatures?: string[];
  };
  if (shake.protocol !== PROTOCOL)
    return fail(`the engine speaks ${preview(shake.protocol)}, the suite speaks "${PROTOCOL}"`);
  const wrong = invalidResult('handshake', answer);
  if (wrong !== null) return fail(`handshake returned ${wrong}`);
  const unasked = (shake.capabilities ?? []).filter((c) => !offered.includes(c as Capability));
  if (unasked.length > 0) return fail(`the engine took up capabilities the suite did not offer: ${unasked.join(', ')}`);
  return {
    capabilities: (shake.capabilities ?? []) as Capability[],
    connection,
    description: {
      name: shake.engine.name,
      version: shake.engine.version,
      contract: ADAPTER_CONTRACT,
      mechanics: shake.mechanics as EngineDescription['mechanics'],
      ...(shake.edition === undefined ? {} : { edition: shake.edition }),
      // Passed on as given: descriptionProblem (adapter/description-check.ts) says which names are unknown.
      ...(shake.abilities === undefined
        ? {}
        : { abilities: shake.abilities as NonNullable<EngineDescription['abilities']> }),
      ...(shake.setupFeatures === undefined
        ? {}
        : { setupFeatures: shake.setupFeatures as NonNullable<EngineDescription['setupFeatures']> }),
      ...(shake.events === undefined ? {} : { events: shake.events as NonNullable<EngineDescription['events']> }),
      ...(shake.actions === undefined ? {} : { actions: shake.actions as NonNullable<EngineDescription['actions']> }),
      ...(shake.actionFeatures === undefined
        ? {}
        : { actionFeatures: shake.actionFeatures as NonNullable<EngineDescription['actionFeatures']> }),
    },
  };
}
