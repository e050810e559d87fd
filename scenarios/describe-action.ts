/**
 * Actions in words for reports: `transform #12`, `cast #3 by P1 (face-down by morph)`.
 */
import type { Action } from '../adapter/action.js';

/** One action as a short line: its kind, then its fields as `name=value`. */
export function describeAction(action: Action): string {
  const fields = Object.entries(action)
    .filter(([k]) => k !== 'kind')
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return [action.kind, ...fields].join(' ');
}
