/** What a property reports when the rules were broken at a step. */
export interface Violation {
  readonly message: string;
  readonly expected: unknown;
  readonly actual: unknown;
}

export function violation(message: string, expected: unknown, actual: unknown): Violation {
  return { message, expected, actual };
}

/** The first non-null violation among checks run in order, or null. */
export function firstViolation(...checks: readonly (() => Violation | null)[]): Violation | null {
  for (const check of checks) {
    const v = check();
    if (v) return v;
  }
  return null;
}
