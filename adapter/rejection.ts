/**
 * Coded rejections: an illegal action is a value, never an exception. Codes are
 * namespaced by action (`cast/...`, `turn-face-up/...`); `clause` names the rule
 * that forbids it, when one does.
 */
export interface Rejection {
  readonly code: string;
  readonly clause: string | null;
  readonly message: string;
}

export function reject(code: string, clause: string | null, message: string): Rejection {
  return { code, clause, message };
}
