/**
 * Statuses only a permanent has (110.5d): tapped or untapped (110.5), phased in or out (702.26), attached to
 * something (301.5, 303.4) and marked damage (120.3e). A card in a hand, a library, a graveyard, exile or on
 * the stack has none of them, so what an engine reports there is no rules fact: the one normalisation below
 * reads such an object as untapped, phased in, unattached and undamaged, wherever views are compared
 * (the harness's snapshots, scenario steps). Counters are not among them: they can exist elsewhere (122.2).
 */
import type { GameView, ObjectView } from './view.js';
import { forEachObject, mapObjects } from './view-objects.js';

/** Whether `o` reports a permanent's status though it is not on the battlefield. */
function strayStatus(o: ObjectView): boolean {
  return o.zone !== 'battlefield' && (o.tapped || o.phasedOut || o.attachedTo !== null || o.damage !== 0);
}

/** `view` with no permanent status on objects off the battlefield; the same object when there was none to remove. */
export function withPermanentStatusesOnly(view: GameView): GameView {
  let stray = false;
  forEachObject(view, (o) => {
    stray ||= strayStatus(o);
  });
  if (!stray) return view;
  return mapObjects(view, (o) =>
    strayStatus(o) ? { ...o, tapped: false, phasedOut: false, attachedTo: null, damage: 0 } : o,
  );
}
