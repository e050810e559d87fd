/**
 * Argument parsing with node:util parseArgs, turning its errors into UsageError and
 * checking numbers, so bad input is exit 2 with one clear line.
 */
import { UsageError } from './errors.js';

/** Run a node:util parseArgs call, turning its errors into a UsageError for `command`. */
export function parsing<T>(command: string, parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    const message = e instanceof Error ? e.message.replace(/\. To specify a positional argument.*$/s, '') : String(e);
    throw new UsageError(message, command);
  }
}

/** A whole number from an option value, within bounds. */
export function integerOption(
  command: string,
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${name} must be a whole number, got "${value}"`, command);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min)
    throw new UsageError(`--${name} must be a whole number >= ${min}, got "${value}"`, command);
  return n;
}
