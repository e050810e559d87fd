/**
 * A setup the engine cannot build (a real engine's card database cannot hold the card, its
 * public API cannot place an object that way). The engine says so instead of faking it: the
 * run is discarded as unsupported, never judged and never an error (docs/adapter.md).
 */

/** The code by which an engine says it cannot build a setup, or does not implement an action. */
export const NOT_SUPPORTED_CODE = 'unsupported' as const;

/** Thrown from `start` (in process) for a setup the engine cannot build; over the protocol, `error.code`. */
export class SetupNotSupported extends Error {
  readonly code = NOT_SUPPORTED_CODE;
  constructor(message: string) {
    super(message);
    this.name = 'SetupNotSupported';
  }
}

/** Whether `start` failed because the engine cannot build the setup (any error carrying the code). */
export function isSetupNotSupported(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === NOT_SUPPORTED_CODE;
}
