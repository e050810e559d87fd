/**
 * Finding the object a generated step's target names (generated-step.ts), by position in the
 * current referee view, or by an id seen earlier in the run.
 */
import type { Face } from '../model/characteristics.js';
import type { GameView, ObjectView } from '../model/view.js';
import { castModeFor, landFaceOf } from './card-ways.js';
import type { PermanentFilter, Pinned, Target } from './generated-step.js';
import { historyCandidates, type HistoryStep, leftBattlefieldIds } from './history.js';
import { isPhysicallyDoubleFaced, label, printedDefinition } from '../model/view-read.js';

/** What the resolver knows besides the view: ids seen earlier in the run, and the steps so far. */
export interface ResolveContext {
  readonly view: GameView;
  /** Ids seen in earlier views that are no longer present. */
  readonly goneIds: readonly string[];
  /** The steps applied so far in this run, for targets chosen from history (none: history targets find nothing). */
  readonly history?: readonly HistoryStep[];
}

export function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

/**
 * The object of the target's pinned card when `list` holds it (generated-step.ts's Pinned), else `pick` from `list`.
 * When `list` is empty, the pinned card's object in `among` (wider: a battlefield target's unfiltered list): a smaller
 * game may have changed the permanent so that the filter passes nothing (a melded pair's one card alone).
 */
function pickPinned<T>(
  list: readonly T[],
  t: Pinned & { readonly index: number },
  of: (x: T) => ObjectView,
  among: readonly T[] = list,
): T | undefined {
  const card = t.card;
  if (card === undefined) return pick(list, t.index);
  const pinned = (list.length > 0 ? list : among).find((x) => of(x).cards?.includes(card) === true);
  return pinned ?? pick(list, t.index);
}

const itself = (o: ObjectView): ObjectView => o;

/**
 * Whether a permanent passes a battlefield target's filter. A switch and not a ts-pattern chain: it runs for every
 * permanent each battlefield target looks at (issue 24's profile); the default fails to compile if a filter is missing.
 */
function passes(o: ObjectView, filter: PermanentFilter): boolean {
  switch (filter) {
    case 'any':
      return true;
    case 'phased-out':
      return o.phasedOut;
    case 'bound':
      return (o.characteristics?.abilities ?? []).some((a) => a.kind === 'daybound' || a.kind === 'nightbound');
    case 'face-down':
      return o.faceDown !== null;
    case 'face-up':
      return o.faceDown === null;
    case 'double-faced':
      return isPhysicallyDoubleFaced(o) || o.melded;
    case 'token':
      return o.token;
    case 'melded':
      return o.melded;
    case 'back-face':
      return o.faceDown === null && o.face === 'back' && isPhysicallyDoubleFaced(o);
    case 'face-down-double-faced':
      return o.faceDown !== null && cardLayout(o) !== 'single' && cardLayout(o) !== null;
    case 'face-down-megamorph':
      return o.faceDown !== null && frontFace(o)?.abilities.some((a) => a.kind === 'megamorph') === true;
    case 'face-down-spell-card':
      return o.faceDown !== null && (frontFace(o)?.types.some((t) => t === 'Instant' || t === 'Sorcery') ?? false);
    case 'face-down-land':
      return o.faceDown !== null && (frontFace(o)?.types.includes('Land') ?? false);
    case 'face-down-noncreature':
      return o.faceDown !== null && !(frontFace(o)?.types.includes('Creature') ?? true);
    case 'meld-card':
      return o.faceDown === null && cardLayout(o) === 'meld';
    case 'damage-keyword':
      return hasDamageKeyword(frontFace(o)?.abilities ?? o.characteristics?.abilities ?? []);
    default:
      return filter satisfies never;
  }
}

const DAMAGE_KEYWORDS = ['lifelink', 'infect', 'wither', 'deathtouch'];

/** Whether abilities include a keyword that changes what damage does (120.3b, 120.3d, 120.3f, 704.5h). */
function hasDamageKeyword(abilities: Face['abilities']): boolean {
  return abilities.some((a) => a.kind === 'keyword' && DAMAGE_KEYWORDS.includes(a.keyword.toLowerCase()));
}

/** The printed card's layout (null for melded objects, abilities and hidden objects). */
export function cardLayout(o: ObjectView): string | null {
  return printedDefinition(o.printed)?.layout ?? null;
}

function frontFace(o: ObjectView): Face | undefined {
  return printedDefinition(o.printed)?.faces[0];
}

export type Found = { readonly id: string; readonly text: string; readonly object: ObjectView | null };

export function resolveTarget(ctx: ResolveContext, t: Target): Found | undefined {
  const v = ctx.view;
  const found = (o: ObjectView | undefined, text?: string): Found | undefined =>
    o ? { id: o.id, text: text ?? label(v, o), object: o } : undefined;
  // A switch on the zone and not a ts-pattern chain: every target of every generated step resolves here (issue 24's
  // profile); the default fails to compile if a zone is missing.
  switch (t.zone) {
    case 'battlefield': {
      // 702.26b, 702.26e: a phased-out permanent is treated as though it does not exist, so no effect or player
      // names one; only phasing in looks for them.
      const present = t.filter === 'phased-out' ? v.battlefield : v.battlefield.filter((o) => !o.phasedOut);
      return found(
        pickPinned(
          present.filter((o) => passes(o, t.filter)),
          t,
          itself,
          present,
        ),
      );
    }
    case 'hand':
    case 'graveyard':
    case 'library': {
      const { zone, player } = t;
      const p = pick(v.players, player);
      if (!p) return undefined;
      const list = zone === 'hand' ? (p.hand ?? []) : zone === 'graveyard' ? p.graveyard : (p.library ?? []);
      const o = pickPinned(list, t, itself);
      if (!o) return undefined;
      const pos = list.indexOf(o);
      const where = zone === 'library' && pos === 0 ? `top of ${p.id} library` : `${p.id} ${zone} #${pos + 1}`;
      return found(o, `${where} (${o.characteristics?.name ?? 'hidden'}) [${o.id}]`);
    }
    case 'castable': {
      const { way, player } = t;
      // Every player's castable cards, starting with the chosen player's, so a shrunk index still finds one.
      const n = v.players.length;
      const rotated = n === 0 ? [] : [...v.players.slice(player % n), ...v.players.slice(0, player % n)];
      const candidates = rotated.flatMap((p) => {
        // A split half may be cast from a graveyard too (aftermath, 702.127a): castModeFor says which.
        const list =
          way === 'disturb'
            ? p.graveyard
            : way === 'left-half' || way === 'right-half'
              ? [...(p.hand ?? []), ...p.graveyard]
              : (p.hand ?? []);
        return list
          .filter((x) => castModeFor(x, way) !== null)
          .map((o) => ({
            o,
            text: `${p.id} ${o.zone} #${list.indexOf(o) + 1} (${o.characteristics?.name ?? 'hidden'}) [${o.id}]`,
          }));
      });
      const chosen = pickPinned(candidates, t, (x) => x.o);
      return chosen ? found(chosen.o, chosen.text) : undefined;
    }
    case 'playable-land': {
      const { modal, player } = t;
      // As for castable cards: every hand, the chosen player's first.
      const n = v.players.length;
      const rotated = n === 0 ? [] : [...v.players.slice(player % n), ...v.players.slice(0, player % n)];
      const candidates = rotated.flatMap((p) => {
        const list = p.hand ?? [];
        return list
          .filter((x) => landFaceOf(x) !== null && (!modal || cardLayout(x) === 'modal-dfc'))
          .map((o) => ({
            o,
            text: `${p.id} hand #${list.indexOf(o) + 1} (${o.characteristics?.name ?? 'hidden'}) [${o.id}]`,
          }));
      });
      const chosen = pickPinned(candidates, t, (x) => x.o);
      return chosen ? found(chosen.o, chosen.text) : undefined;
    }
    case 'exile':
      return found(pickPinned(v.exile, t, itself));
    case 'stack': {
      // Index 0 is the top of the stack.
      const top = [...v.stack].reverse();
      return found(pickPinned(top, t, itself));
    }
    case 'history':
      return found(
        pick(
          historyCandidates(v, ctx.history ?? [], t.ref).filter((o) => !o.phasedOut),
          t.index,
        ),
      );
    case 'gone': {
      const { index, leftBattlefield } = t;
      const gone = leftBattlefield === true ? leftBattlefieldIds(ctx.history ?? [], ctx.goneIds) : ctx.goneIds;
      const id = pick(gone, index);
      return id === undefined ? undefined : { id, text: `gone object ${id}`, object: null };
    }
    default:
      return t satisfies never;
  }
}
