/**
 * What the game would otherwise do to a drafted setup's permanents before any player receives
 * priority, done by the generator instead, so that the setup is a state where nothing of it is
 * pending (704.3): bound permanents show the face day or night requires (702.145d, 702.145f), and
 * permanents start with the counters the real cards enter with (704.5f, 704.5i, 704.5v).
 */
import type { Face } from '../model/characteristics.js';
import type { PermanentSetup } from '../model/setup.js';
import { twoFaces } from './faces-of.js';
import type { Cards, Placed } from './setup-links.js';
import { printedShown, shownOf } from './shown-face.js';
import { countersToStart, showsDaybound, showsNightbound, startingStateBasedAction } from './starting-state.js';

/**
 * While a daybound permanent shows, the game starts as day (702.145d), and by day a nightbound
 * permanent back face up would transform at once (702.145f): it starts front face up instead.
 */
export function followDayAtStart(placed: readonly Placed[], cards: Cards): void {
  const showing = (q: Placed, has: (f: Face) => boolean): boolean => {
    const s = printedShown(q.perm, cards);
    return s.kind === 'face' && has(s.face);
  };
  if (!placed.some((q) => showing(q, showsDaybound))) return;
  for (const q of placed) {
    if (q.perm.face !== 'back' || !showing(q, showsNightbound)) continue;
    const { face: _back, ...front } = q.perm;
    q.perm = front;
  }
}

/** The loyalty and defense the permanent's other face prints, following `copyOf` (a back face keeps them, 712.18). */
function otherFaceValues(
  perm: PermanentSetup,
  labels: ReadonlyMap<string, PermanentSetup>,
  cards: Cards,
): { readonly loyalty: number | null; readonly defense: number | null } {
  let p = perm;
  const seen = new Set<PermanentSetup>();
  while (p.copyOf !== undefined && p.faceDown === undefined && !seen.has(p)) {
    seen.add(p);
    const source = labels.get(p.copyOf);
    if (source === undefined) break;
    p = source;
  }
  const def = p.card !== undefined ? cards[p.card] : p.token;
  const two = def === undefined ? null : twoFaces(def);
  const other = two === null ? null : p.face === 'back' ? two[0] : two[1];
  return { loyalty: other?.loyalty ?? null, defense: other?.defense ?? null };
}

/**
 * Gives each permanent that a state-based action would remove at the start the counters that
 * keep it: +1/+1 counters for toughness 0 or less (704.5f), loyalty (704.5i) or defense
 * (704.5v) counters for a face printing none. Judged on what it shows after copy links (707.2).
 */
export function giveStartingCounters(placed: readonly Placed[], cards: Cards): void {
  const labels = new Map(
    placed.filter((q) => q.perm.label !== undefined).map((q) => [q.perm.label as string, q.perm] as const),
  );
  for (const q of placed) {
    const shown = shownOf(q.perm, labels, cards);
    if (startingStateBasedAction(shown, q.perm) === null) continue;
    q.perm = { ...q.perm, counters: countersToStart(shown, q.perm, otherFaceValues(q.perm, labels, cards)) };
  }
}
