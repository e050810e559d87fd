/**
 * The engine side of `obverse-protocol/1`: answers requests by calling an
 * `EngineAdapter`. `obverse engine --stdio` and the worker that isolates in-process
 * engines both use it, so every engine is driven through the same messages.
 */
import { ADAPTER_CONTRACT, type EngineAdapter, type GameSession } from '../adapter/engine-adapter.js';
import { isMechanic, MECHANICS } from '../adapter/mechanics.js';
import { PROTOCOL, type Request, type Response } from './messages.js';

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Answers one request at a time, in the order they arrive. */
export class EngineServer {
  private readonly games = new Map<string, GameSession>();
  private adapter: EngineAdapter | null = null;
  private count = 0;
  private queue: Promise<unknown> = Promise.resolve();

  /** `load` gives the adapter; it runs at the handshake, so load errors become a failed handshake. */
  constructor(private readonly load: () => Promise<EngineAdapter>) {}

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
      return { id, error: { message: errorText(e) } };
    }
  }

  private session(game: string): GameSession {
    const session = this.games.get(game);
    if (session === undefined) throw new Error(`no game "${game}" (it was never started, or was closed)`);
    return session;
  }

  private async result(request: Request): Promise<unknown> {
    switch (request.method) {
      case 'handshake': {
        if (request.params.protocol !== PROTOCOL)
          throw new Error(`this engine speaks ${PROTOCOL}, not ${String(request.params.protocol)}`);
        this.adapter ??= await this.load();
        const description = await this.adapter.describe();
        if (description?.contract !== ADAPTER_CONTRACT)
          throw new Error(
            `describe() must report contract "${ADAPTER_CONTRACT}", found ${JSON.stringify(description?.contract)}`,
          );
        const unknown = description.mechanics.filter((m: unknown) => typeof m !== 'string' || !isMechanic(m));
        if (unknown.length > 0)
          throw new Error(
            `describe() names mechanics that do not exist: ${unknown.map((m) => JSON.stringify(m)).join(', ')}; ` +
              `valid names: ${MECHANICS.join(', ')}`,
          );
        return {
          protocol: PROTOCOL,
          engine: { name: description.name, version: description.version },
          mechanics: description.mechanics,
          ...(description.edition === undefined ? {} : { edition: description.edition }),
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
      case 'observe':
        return this.session(request.params.game).observe(request.params.viewer);
      case 'close': {
        const session = this.games.get(request.params.game);
        this.games.delete(request.params.game);
        await session?.close?.();
        return null;
      }
      case 'shutdown': {
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
