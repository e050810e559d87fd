/**
 * For test engines that show the reference engine under ids of their own ("eng-7" for "o7"): the same renaming
 * applied to the events of an answer, since the differential check compares events too (issue 41), ids up to
 * renaming as in the views.
 */
import type { ActionResult } from '../../adapter/engine-adapter.js';

export function eventsRenamed(result: ActionResult): ActionResult {
  if (!result.ok) return result;
  return { ok: true, events: JSON.parse(JSON.stringify(result.events).replace(/"o(\d+)"/g, '"eng-$1"')) };
}
