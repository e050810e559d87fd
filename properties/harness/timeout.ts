/** Bounding a call to an engine: a hanging engine becomes an `error` result, never a hang of the suite. */
import { EngineFault } from '../../isolation/fault.js';

/** `promise`, or an `EngineFault` (never shrunk, harness/fault-latch.ts) when it takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number | undefined, what: string): Promise<T> {
  if (ms === undefined || ms <= 0) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EngineFault(`engine ${what} timed out after ${ms} ms`, [])), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
