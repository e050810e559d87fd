/**
 * Errors the CLI turns into exit codes and one clear message (no stack trace):
 * bad input is 2, an engine that cannot be loaded or fails the contract is 3.
 */

/** Bad usage or input: unknown option, bad number, unknown property id, invalid scenario file. */
export class UsageError extends Error {
  readonly exitCode = 2;
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The engine module could not be loaded or does not implement the adapter contract. */
export class EngineLoadError extends Error {
  readonly exitCode = 3;
  constructor(message: string) {
    super(message);
    this.name = 'EngineLoadError';
  }
}

export const EXIT = { ok: 0, failures: 1, usage: 2, engine: 3 } as const;
