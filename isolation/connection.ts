/**
 * One running isolated engine: numbered requests, one timeout per call, answers
 * matched to requests by id and validated against the protocol's schemas. Any fault
 * stops the engine and fails every call with an `EngineFault`; the engine is not used
 * again (`IsolatedEngine` starts a fresh one).
 */
import type { Method, ParamsOf, Request, ResultOf } from '../protocol/messages.js';
import { invalidResult, preview } from '../protocol/validate.js';
import { EngineFault, EngineRefusal } from './fault.js';
import type { Transport, TransportFactory } from './transport.js';

interface Pending {
  readonly call: string;
  readonly method: Method;
  readonly resolve: (value: unknown) => void;
  readonly reject: (e: Error) => void;
  readonly timeoutMs: number;
  readonly decode: ((result: unknown) => unknown) | undefined;
  /** Armed while the engine works on this call: the oldest call still waiting (engines answer in order). */
  timer?: ReturnType<typeof setTimeout>;
}

/** How one call is made. */
export interface CallOptions {
  readonly timeoutMs?: number;
  /** Turns the engine's result into the method's (a view delta into a view); throws saying what is malformed. */
  readonly decode?: (result: unknown) => unknown;
}

/** How a call reads in a message: `observe('P2')`, `apply(transform o3)`. */
export function callText(method: Method, params: unknown): string {
  const p = params as Record<string, unknown>;
  if (method === 'observe') return `observe('${String(p.viewer)}')`;
  if (method === 'apply') {
    const action = p.action as { kind?: unknown; object?: unknown } | undefined;
    const object = typeof action?.object === 'string' ? ` ${action.object}` : '';
    return `apply(${String(action?.kind)}${object})`;
  }
  if (method === 'start') return 'start(setup)';
  return method;
}

export class Connection {
  private readonly transport: Transport;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private fault: string | null = null;
  private closing = false;

  constructor(
    factory: TransportFactory,
    private readonly timeoutMs: number,
  ) {
    this.transport = factory({
      message: (value) => this.receive(value),
      violation: (reason) => this.fail(reason),
      exit: (reason) => {
        if (!this.closing) this.fail(reason);
      },
    });
  }

  /** Whether the engine is still usable. */
  get alive(): boolean {
    return this.fault === null && !this.closing;
  }

  lastWords(): readonly string[] {
    return this.transport.lastWords();
  }

  /**
   * Send a request; its answer, decoded and checked. Calls may be sent before earlier ones are answered (when the
   * engine took up `pipelining`): each call's timeout runs from the moment the engine could start on it, the
   * answer to the call before it, so a call waiting in line is not blamed for the time the engine spent on others.
   */
  call<M extends Method>(method: M, params: ParamsOf<M>, options: CallOptions = {}): Promise<ResultOf<M>> {
    const call = callText(method, params);
    if (this.fault !== null)
      return Promise.reject(
        new EngineFault(`${call}: the engine had already stopped (${this.fault})`, this.lastWords()),
      );
    const id = this.nextId++;
    return new Promise<ResultOf<M>>((resolve, reject) => {
      const pending: Pending = {
        call,
        method,
        resolve: resolve as (v: unknown) => void,
        reject,
        timeoutMs: options.timeoutMs ?? this.timeoutMs,
        decode: options.decode,
      };
      this.pending.set(id, pending);
      if (this.pending.size === 1) this.arm(pending);
      this.transport.send({ id, method, params } as Request);
    });
  }

  /** Start the clock of the call the engine is now working on. */
  private arm(pending: Pending): void {
    pending.timer = setTimeout(
      () =>
        this.fail(`${pending.call} did not answer within ${pending.timeoutMs} ms (--timeout); the engine was stopped`),
      pending.timeoutMs,
    );
  }

  /** Stop the engine (after a graceful `shutdown`, if it is still alive and answers in time). */
  async close(graceMs: number): Promise<void> {
    if (this.alive && graceMs > 0) {
      // The grace bounds the whole wait: a shutdown queued behind a call the engine hangs on (a check stopped
      // by a signal mid-call) would otherwise wait out that call's own timeout first.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      const shutdown = this.call('shutdown', {}, { timeoutMs: graceMs }).then(
        () => undefined,
        // It is stopped below either way.
        () => undefined,
      );
      await Promise.race([shutdown, grace]);
      clearTimeout(timer);
    }
    this.closing = true;
    await this.transport.stop();
  }

  private receive(value: unknown): void {
    if (this.fault !== null) return;
    const message = value as { id?: unknown; result?: unknown; error?: unknown } | null;
    if (typeof message !== 'object' || message === null || Array.isArray(message) || typeof message.id !== 'number') {
      this.fail(`the engine sent a message without a numeric request id: ${preview(value)}`);
      return;
    }
    const pending = this.pending.get(message.id);
    if (pending === undefined) {
      // Answers come in order: the one due is the oldest request waiting (others may wait behind it, pipelined).
      const due = this.pending.keys().next();
      this.fail(
        `the engine answered request ${message.id}, which ` +
          `${message.id < this.nextId ? 'was already answered' : 'was never sent'} ` +
          `(waiting for ${due.done ? 'nothing' : due.value})`,
      );
      return;
    }
    // Answers come in the order of their requests (docs/protocol.md), pipelined or not: the one due is the oldest.
    const [due, oldest] = this.pending.entries().next().value as [number, Pending];
    if (due !== message.id) {
      this.fail(
        `the engine answered out of order: expected id ${due} (${oldest.call}), got id ${message.id} ` +
          `(${pending.call}); answer requests in the order they came (docs/protocol.md)`,
      );
      return;
    }
    this.pending.delete(message.id);
    clearTimeout(pending.timer);
    // Answers come in order: the next call waiting is the one the engine works on now.
    const next = this.pending.values().next();
    if (!next.done && next.value.timer === undefined) this.arm(next.value);
    if ('error' in message) {
      const error = message.error as { message?: unknown; code?: unknown } | null;
      const text = typeof error?.message === 'string' ? error.message : preview(message.error);
      const code = typeof error?.code === 'string' ? error.code : undefined;
      pending.reject(new EngineRefusal(`${pending.call} failed in the engine: ${text}`, this.lastWords(), code));
      return;
    }
    let result = message.result;
    if (pending.decode !== undefined) {
      try {
        result = pending.decode(result);
      } catch (e) {
        this.fail(`${pending.call} returned ${e instanceof Error ? e.message : preview(e)}`, pending);
        return;
      }
    }
    // The handshake is checked by its caller, which can say more than the schema (a protocol version).
    const wrong =
      pending.method === 'handshake' ? null : invalidResult(pending.method, result, pending.decode !== undefined);
    if (wrong !== null) {
      this.fail(`${pending.call} returned ${wrong}: ${preview(result)}`, pending);
      return;
    }
    pending.resolve(result);
  }

  /** A fault: every waiting call fails with the reason, and the engine is stopped. */
  private fail(reason: string, first?: Pending): void {
    if (this.fault !== null) return;
    this.fault = reason;
    const words = this.lastWords();
    const waiting = [...(first === undefined ? [] : [first]), ...this.pending.values()];
    this.pending.clear();
    for (const p of waiting) {
      clearTimeout(p.timer);
      p.reject(new EngineFault(reason, words));
    }
    void this.transport.stop();
  }
}
