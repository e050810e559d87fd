/**
 * Rules applied to the permanents of a drafted setup: the legend rule (704.5j), then copy links
 * (707.2) and attachments of Equipment and Auras to creatures (301.5, 303.4, 704.5m).
 */
import type { CardDefinition } from '../model/card.js';
import type { PermanentSetup } from '../model/setup.js';
import { twoFaces } from './faces-of.js';
import type { SetupConstraints } from './setup-constraints.js';
import type { PermanentRolls } from './setup-draft.js';
import { legendaryName, printedShown, type Shown, shownOf, showsCreature } from './shown-face.js';
import { isAttachmentFace } from './themed-cards.js';

/** A permanent being placed, with its rolls and the index of the player whose battlefield lists it. */
export interface Placed {
  perm: PermanentSetup;
  readonly rolls: PermanentRolls;
  readonly player: number;
  /** Drafted to be attached to a creature. */
  readonly attachment: boolean;
}

export type Cards = Readonly<Record<string, CardDefinition>>;

/**
 * The legend rule's key for a legendary name (704.5j): per controller, or the name alone under the
 * rule before Magic 2014, which looked at all players' permanents together.
 */
export function legendKey(name: string, controller: string, c: SetupConstraints): string {
  return c.legendRule === 'all-players' ? name : `${controller}|${name}`;
}

/** Removes the later of two face-up legendary permanents with one name under one controller (704.5j). */
export function fixLegendRule(
  placed: readonly Placed[],
  cards: Cards,
  c: SetupConstraints,
  controllerOf: (q: Placed) => string,
  toGraveyard: (q: Placed) => void,
): Placed[] {
  const seen = new Set<string>();
  return placed.filter((q) => {
    const name = legendaryName(printedShown(q.perm, cards));
    if (name === null) return true;
    const key = legendKey(name, controllerOf(q), c);
    if (!seen.has(key)) {
      seen.add(key);
      return true;
    }
    toGraveyard(q);
    return false;
  });
}

/** Interesting copy sources: face down (708.2), double-faced (707.8), melded (712.8g). */
function interestingSource(q: Placed, cards: Cards): boolean {
  if (q.perm.faceDown !== undefined || q.perm.melded !== undefined) return true;
  const def = q.perm.card !== undefined ? cards[q.perm.card] : q.perm.token;
  return def !== undefined && twoFaces(def) !== null;
}

/**
 * Adds `copyOf` and `attachedTo` links: copies first, then attachments to creatures as they are shown after copying.
 */
export function linkPermanents(
  placed: Placed[],
  cards: Cards,
  c: SetupConstraints,
  controllerOf: (q: Placed) => string,
  toGraveyard: (q: Placed) => void,
): Placed[] {
  let nextLabel = 1;
  const labelOf = (q: Placed): string => {
    if (q.perm.label === undefined) q.perm = { ...q.perm, label: `L${nextLabel++}` };
    return q.perm.label as string;
  };
  const printed = (q: Placed): Shown => printedShown(q.perm, cards);
  const isAttachment = (q: Placed): boolean => {
    const s = printed(q);
    return q.attachment || (s.kind === 'face' && isAttachmentFace(s.face) && s.face.subtypes.includes('Aura'));
  };
  const sources = new Set<Placed>();
  const byLabel = (): Map<string, PermanentSetup> =>
    new Map(placed.filter((q) => q.perm.label !== undefined).map((q) => [q.perm.label as string, q.perm]));
  for (const q of placed) {
    if (q.rolls.copy >= (c.copyPercent ?? 15) || sources.has(q) || isAttachment(q)) continue;
    if (q.perm.faceDown !== undefined || q.perm.melded !== undefined || q.perm.face === 'back') continue;
    const candidates = placed.filter(
      (s) => s !== q && s.perm.copyOf === undefined && !isAttachment(s) && interestingSource(s, cards),
    );
    const source = candidates[q.rolls.pick % Math.max(1, candidates.length)];
    if (!source) continue;
    const name = legendaryName(printed(source));
    const labels = byLabel();
    const clash =
      name !== null &&
      placed.some((o) => {
        const other = legendaryName(shownOf(o.perm, labels, cards));
        return (
          o !== q && other !== null && legendKey(other, controllerOf(o), c) === legendKey(name, controllerOf(q), c)
        );
      });
    if (clash) continue;
    q.perm = { ...q.perm, copyOf: labelOf(source) };
    sources.add(source);
  }
  const labels = byLabel();
  const out: Placed[] = [];
  for (const q of placed) {
    if (!isAttachment(q)) {
      out.push(q);
      continue;
    }
    const shown = printed(q);
    const aura = shown.kind === 'face' && shown.face.subtypes.includes('Aura');
    const hosts = placed.filter(
      (h) =>
        !isAttachment(h) &&
        showsCreature(shownOf(h.perm, labels, cards)) &&
        (aura || controllerOf(h) === controllerOf(q)),
    );
    const host = hosts[q.rolls.pick % Math.max(1, hosts.length)];
    if (host) q.perm = { ...q.perm, attachedTo: labelOf(host) };
    // 704.5m: an Aura attached to nothing would be put into its owner's graveyard.
    if (host || !aura) out.push(q);
    else toGraveyard(q);
  }
  return out;
}
