/**
 * The engine side of `obverse-protocol/1`: answers requests by calling an
 * `EngineAdapter`. `obverse engine --stdio` and the worker that isolates in-process
 * engines both use it, so every engine is driven through the same messages.
 */
import { descriptionProblem } from '../adapter/description-check.js';
import type { EngineAdapter, GameSession } from '../adapter/engine-adapter.js';
import { isSetupNotSupported, NOT_SUPPORTED_CODE } from '../adapter/setup-not-supported.js';
import { type Capability, PROTOCOL, type Request, type Response } from './messages.js';
import { encodeView } from './view-delta.js';

/** The capabilities this server takes up when the suite offers them (protocol/messages.ts). */
const SERVED: readonly Capability[] = ['pipelining', 'view-deltas', 'reproduction'];

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** How an `EngineServer` serves its adapter. */
export interface ServerOptions {
  /** The adapter never changes an object it handed out in a view (the reference engine); default false. */
  readonly unchangingViews?: boolean;
}

/** The last view sent for a game and viewer, as JSON carried it. */
type Base = ReturnType<typeof encodeView>['base'];

/** Answers one request at a time, in the order they arrive. */
export class EngineServer {
  private readonly games = new Map<string, GameSession>();
  private adapter: EngineAdapter | null = null;
  private count = 0;
  private queue: Promise<unknown> = Promise.resolve();
  /** With `view-deltas`: per game and viewer, the last view sent, as JSON carried it. */
  private bases: Map<string, Map<string, Base>> | null = null;
  /** With `view-deltas` and `unchangingViews`: per game, what each object and array handed out was carried as. */
  private readonly handedOut = new Map<string, WeakMap<object, NonNullable<Base>>>();

  /**
   * `load` gives the adapter; it runs at the handshake, so load errors become a failed handshake. `options`:
   * `unchangingViews` when the adapter never changes an object of a view once it has handed it out (the
   * reference engine), which makes a view delta cheaper to work out (protocol/view-delta.ts).
   */
  constructor(
    private readonly load: () => Promise<EngineAdapter>,
    private readonly options: ServerOptions = {},
  ) {}

  /** The response to `request`; never rejects (an engine's exception is an error response). */
  handle(request: Request): Promise<Response> {
    const answer = this.queue.then(() => this.answer(request));
    this.queue = answer.catch(() => undefined);
    return answer;
  }

  private async answer(request: Request): Promise<Response> {
    const id = request.id;
    try {
      return { id, result: await this.result(request) } as Response;
    } catch (e) {
      // An adapter's SetupNotSupported (or any error carrying the code) keeps its code over the protocol.
      return { id, error: { message: errorText(e), ...(isSetupNotSupported(e) ? { code: NOT_SUPPORTED_CODE } : {}) } };
    }
  }

  private session(game: string): GameSession {
    const session = this.games.get(game);
    if (session === undefined) throw new Error(`no game "${game}" (it was never started, or was closed)`);
    return session;
  }

  /** A view as a delta against the last one sent for the game and viewer; anything else as it is. */
  private delta(game: string, viewer: string, view: unknown): unknown {
    // Not a view at all (null, a string, ...): sent as it is, for the suite to report; the base stays.
    if (typeof view !== 'object' || view === null || Array.isArray(view)) return view;
    const bases = this.bases ?? new Map();
    const viewers = bases.get(game) ?? new Map<string, Base>();
    bases.set(game, viewers);
    let handedOut: WeakMap<object, NonNullable<Base>> | undefined;
    if (this.options.unchangingViews === true) {
      handedOut = this.handedOut.get(game) ?? new WeakMap();
      this.handedOut.set(game, handedOut);
    }
    const { delta, base } = encodeView(viewers.get(viewer), view, handedOut);
    viewers.set(viewer, base);
    return { delta };
  }

  private async result(request: Request): Promise<unknown> {
    switch (request.method) {
      case 'handshake': {
        if (request.params.protocol !== PROTOCOL)
          throw new Error(`this engine speaks ${PROTOCOL}, not ${String(request.params.protocol)}`);
        this.adapter ??= await this.load();
        const description = await this.adapter.describe();
        // Every field checked before it is used: a wrong one is a message naming it, not a TypeError.
        const problem = descriptionProblem(description);
        if (problem !== null) throw new Error(problem);
        // Capabilities only when offered: a suite that offers none gets the handshake it always got.
        const offered = request.params.capabilities;
        const taken = Array.isArray(offered) ? SERVED.filter((c) => offered.includes(c)) : [];
        this.bases = taken.includes('view-deltas') ? new Map() : null;
        return {
          protocol: PROTOCOL,
          engine: { name: description.name, version: description.version },
          mechanics: description.mechanics,
          ...(description.edition === undefined ? {} : { edition: description.edition }),
          ...(description.abilities === undefined ? {} : { abilities: description.abilities }),
          ...(description.setupFeatures === undefined ? {} : { setupFeatures: description.setupFeatures }),
          ...(description.events === undefined ? {} : { events: description.events }),
          ...(description.actions === undefined ? {} : { actions: description.actions }),
          ...(description.actionFeatures === undefined ? {} : { actionFeatures: description.actionFeatures }),
          ...(Array.isArray(offered) ? { capabilities: taken } : {}),
        };
      }
      case 'start': {
        if (this.adapter === null) throw new Error('start before handshake');
        const game = `g${++this.count}`;
        this.games.set(game, await this.adapter.start(request.params.setup));
        return { game };
      }
      case 'apply':
        return this.session(request.params.game).apply(request.params.action);
      case 'observe': {
        const { game, viewer } = request.params;
        const view = await this.session(game).observe(viewer);
        return this.bases === null ? view : this.delta(game, viewer, view);
      }
      case 'reproduce': {
        const session = this.session(request.params.game);
        return (await session.reproduce?.(request.params.check)) ?? null;
      }
      case 'close': {
        const session = this.games.get(request.params.game);
        this.games.delete(request.params.game);
        this.bases?.delete(request.params.game);
        this.handedOut.delete(request.params.game);
        await session?.close?.();
        return null;
      }
      case 'shutdown': {
        this.bases?.clear();
        this.handedOut.clear();
        for (const [game, session] of this.games) {
          this.games.delete(game);
          await session.close?.();
        }
        await this.adapter?.dispose?.();
        return null;
      }
      default:
        throw new Error(`unknown method ${JSON.stringify((request as { method?: unknown }).method)}`);
    }
  }
}
