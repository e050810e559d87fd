/**
 * Finding the object a generated step's target names (generated-step.ts), by position in the
 * current referee view, or by an id seen earlier in the run.
 */
import { match } from 'ts-pattern';
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

function passes(o: ObjectView, filter: PermanentFilter): boolean {
  return match(filter)
    .with('any', () => true)
    .with('face-down', () => o.faceDown !== null)
    .with('face-up', () => o.faceDown === null)
    .with('double-faced', () => isPhysicallyDoubleFaced(o) || o.melded)
    .with('token', () => o.token)
    .with('melded', () => o.melded)
    .with('back-face', () => o.faceDown === null && o.face === 'back' && isPhysicallyDoubleFaced(o))
    .with('face-down-double-faced', () => o.faceDown !== null && cardLayout(o) !== 'single' && cardLayout(o) !== null)
    .with(
      'face-down-megamorph',
      () => o.faceDown !== null && frontFace(o)?.abilities.some((a) => a.kind === 'megamorph') === true,
    )
    .with(
      'face-down-spell-card',
      () => o.faceDown !== null && (frontFace(o)?.types.some((t) => t === 'Instant' || t === 'Sorcery') ?? false),
    )
    .with('face-down-land', () => o.faceDown !== null && (frontFace(o)?.types.includes('Land') ?? false))
    .with('face-down-noncreature', () => o.faceDown !== null && !(frontFace(o)?.types.includes('Creature') ?? true))
    .with('meld-card', () => o.faceDown === null && cardLayout(o) === 'meld')
    .with('damage-keyword', () => hasDamageKeyword(frontFace(o)?.abilities ?? o.characteristics?.abilities ?? []))
    .exhaustive();
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
  return match(t)
    .with({ zone: 'battlefield' }, (b) =>
      found(
        pickPinned(
          v.battlefield.filter((o) => passes(o, b.filter)),
          b,
          itself,
          v.battlefield,
        ),
      ),
    )
    .with({ zone: 'hand' }, { zone: 'graveyard' }, { zone: 'library' }, (z) => {
      const { zone, player } = z;
      const p = pick(v.players, player);
      if (!p) return undefined;
      const list = zone === 'hand' ? (p.hand ?? []) : zone === 'graveyard' ? p.graveyard : (p.library ?? []);
      const o = pickPinned(list, z, itself);
      if (!o) return undefined;
      const pos = list.indexOf(o);
      const where = zone === 'library' && pos === 0 ? `top of ${p.id} library` : `${p.id} ${zone} #${pos + 1}`;
      return found(o, `${where} (${o.characteristics?.name ?? 'hidden'}) [${o.id}]`);
    })
    .with({ zone: 'castable' }, (c) => {
      const { way, player } = c;
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
      const chosen = pickPinned(candidates, c, (x) => x.o);
      return chosen ? found(chosen.o, chosen.text) : undefined;
    })
    .with({ zone: 'playable-land' }, (l) => {
      const { modal, player } = l;
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
      const chosen = pickPinned(candidates, l, (x) => x.o);
      return chosen ? found(chosen.o, chosen.text) : undefined;
    })
    .with({ zone: 'exile' }, (e) => found(pickPinned(v.exile, e, itself)))
    .with({ zone: 'stack' }, (s) => {
      // Index 0 is the top of the stack.
      const top = [...v.stack].reverse();
      return found(pickPinned(top, s, itself));
    })
    .with({ zone: 'history' }, ({ ref, index }) => found(pick(historyCandidates(v, ctx.history ?? [], ref), index)))
    .with({ zone: 'gone' }, ({ index, leftBattlefield }) => {
      const gone = leftBattlefield === true ? leftBattlefieldIds(ctx.history ?? [], ctx.goneIds) : ctx.goneIds;
      const id = pick(gone, index);
      return id === undefined ? undefined : { id, text: `gone object ${id}`, object: null };
    })
    .exhaustive();
}
