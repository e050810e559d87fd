/**
 * An engine's fault (a timeout, a crash, an exit, a malformed answer, a protocol
 * violation): a one-line reason and the engine's last words on stderr. The harness
 * records it as an `error` result; the suite never throws its own stack trace for it.
 */

export class EngineFault extends Error {
  constructor(
    /** One line: what the engine did wrong. */
    readonly reason: string,
    /** The last lines the engine wrote to stderr (and, for a worker, stdout). */
    readonly lastWords: readonly string[],
  ) {
    super(reason);
    this.name = 'EngineFault';
  }
}

/** The engine answered with an error response: it could not do what was asked (no restart needed). */
export class EngineRefusal extends Error {
  constructor(
    message: string,
    readonly lastWords: readonly string[],
    /** The error's code, when the engine gave one (`unsupported`: it cannot build this setup). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'EngineRefusal';
  }
}

/** The last `size` lines written to a stream, for showing an engine's last words. */
export class Tail {
  private lines: string[] = [];
  private partial = '';

  constructor(private readonly size = 20) {}

  push(chunk: string): void {
    const parts = (this.partial + chunk).split('\n');
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts.map((l) => l.trimEnd()).filter((l) => l !== ''));
    if (this.lines.length > this.size) this.lines = this.lines.slice(-this.size);
  }

  read(): readonly string[] {
    return this.partial.trim() === '' ? [...this.lines] : [...this.lines, this.partial.trimEnd()].slice(-this.size);
  }
}

/**
 * Whether `e` is an engine fault (`EngineFault`, by name, so a fault crossing a worker boundary or a copy of
 * this module still counts): a timeout, a crash, an exit, a malformed answer. Faults are never shrunk (each
 * attempt would restart the engine and, for a hang, wait out the timeout) and count towards a broken engine.
 */
export function isEngineFault(e: unknown): boolean {
  return e instanceof Error && e.name === 'EngineFault';
}
