/**
 * Properties and the events they read: a property whose checks judge by an event kind (a reveal is seen only in a
 * `revealed` event, 708.9) says so (`events`). An engine that declares the events it can report
 * (adapter/declaration.ts) without one that its mechanics bring into its games (adapter/mechanic-events.ts) finds
 * the property `not-supported`, told why, rather than blamed for an event it said it cannot give. An event its
 * mechanics never bring is never needed: nothing in its games is revealed, say.
 */
import { type Declaration, reportsEvent } from '../../adapter/declaration.js';
import { eventsOfMechanics } from '../../adapter/mechanic-events.js';
import type { GameEventKind } from '../../model/events.js';

/** Why a property reading `events` cannot be judged on `declared`, or null when it can. */
export function eventsUnreported(events: readonly GameEventKind[] | undefined, declared: Declaration): string | null {
  const brought = eventsOfMechanics(declared.mechanics);
  const missing = (events ?? []).filter((k) => brought.has(k) && !reportsEvent(declared, k));
  if (missing.length === 0) return null;
  return (
    `the engine does not report ${missing.map((k) => `\`${k}\``).join(', ')} events, which this property judges ` +
    'by and the views do not show'
  );
}
