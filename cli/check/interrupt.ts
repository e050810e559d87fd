/**
 * Ctrl-C and SIGTERM during a check: stop waiting for the run at once, so what finished
 * can be written (marked `interrupted`) and the process can exit 130 or 143. A second
 * signal exits immediately.
 */

export interface Interruption {
  /** Resolves with the exit code when a signal arrives. */
  readonly signalled: Promise<number>;
  /** The exit code once signalled, else null. */
  readonly code: () => number | null;
  /** Remove the handlers. */
  readonly dispose: () => void;
}

const CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/** Listen for SIGINT and SIGTERM on `target` (the process, or a stand-in in tests). */
export function listenForInterrupt(target: NodeJS.EventEmitter = process): Interruption {
  let code: number | null = null;
  let resolve: (code: number) => void = () => {};
  const signalled = new Promise<number>((r) => {
    resolve = r;
  });
  const handlers = (Object.keys(CODES) as (keyof typeof CODES)[]).map((signal) => {
    const handler = (): void => {
      if (code !== null) process.exit(code);
      code = CODES[signal];
      resolve(code);
    };
    target.on(signal, handler);
    return [signal, handler] as const;
  });
  return {
    signalled,
    code: () => code,
    dispose: () => {
      for (const [signal, handler] of handlers) target.off(signal, handler);
    },
  };
}
