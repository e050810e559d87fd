/**
 * Re-aiming a generated step (for the minimiser, properties/harness/minimise.ts): a step names its objects
 * by an index into a list of the current view (generators/resolve-target.ts), so taking a card out of the
 * setup can move what an index picks. Setting a step's indices anew lets a smaller setup aim at the same
 * object again; lowering a step's other numbers (which of the cards looked at it keeps, which player acts)
 * lets it pick the same card among fewer; and a step that found its object through the game's history
 * ("the card that just moved") can name it where it lies once the setup puts it there (setup-relocate.ts). Pinning a
 * step's targets to the cards they named keeps its aim when other parts are taken away.
 */
import type { GameSetup } from '../model/setup.js';
import type { GameView } from '../model/view.js';
import { resolveTarget } from './resolve-target.js';
import type { RemovedPlace } from './setup-shrink.js';
import type { GeneratedStep, Target } from './generated-step.js';

/** A target as the minimiser sees it: a zone and an index into it (generated-step.ts's Target). */
type Aim = { readonly zone: string; readonly index: number };

function isTarget(value: unknown): value is Aim {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { zone?: unknown }).zone === 'string' &&
    typeof (value as { index?: unknown }).index === 'number'
  );
}

/** The step with `f` applied to every target in it, also targets inside its arguments (damage's recipient). */
function mapTargets(step: GeneratedStep, f: (t: Aim) => unknown): GeneratedStep {
  const map = (value: unknown): unknown => {
    if (isTarget(value)) return f(value);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, map(v)]));
  };
  return map(step) as GeneratedStep;
}

function someTarget(step: GeneratedStep, test: (t: Aim) => boolean): boolean {
  let found = false;
  mapTargets(step, (t) => {
    found ||= test(t);
    return t;
  });
  return found;
}

/** Whether the step names objects by index. */
export function hasTargets(step: GeneratedStep): boolean {
  return someTarget(step, () => true);
}

/** The step with every target's index set to `index` (and no longer pinned to a card: it is aimed anew). */
export function aimedAt(step: GeneratedStep, index: number): GeneratedStep {
  return mapTargets(step, (t) => {
    const { card: _, ...rest } = t as Aim & { readonly card?: string };
    return { ...rest, index };
  });
}

/**
 * The step with each plain target pinned to the setup card of the object it names in `view` (the referee's view
 * the step was resolved in: generated-step.ts's Pinned). It resolves in that view exactly as before; in a smaller
 * game it keeps naming that card while the card is in the target's list. History and gone targets stay as they are.
 */
export function pinnedIn(step: GeneratedStep, view: GameView): GeneratedStep {
  let changed = false;
  const pinned = mapTargets(step, (t) => {
    if (t.zone === 'history' || t.zone === 'gone') return t;
    const card = resolveTarget({ view, goneIds: [] }, t as Target)?.object?.cards?.[0];
    if (card === undefined || (t as { card?: string }).card === card) return t;
    changed = true;
    return { ...t, card };
  });
  return changed ? pinned : step;
}

/**
 * The step with one of its own numbers (not a target's) lowered: to 0, and to 1 when it is above 1 (an amount of
 * damage or counters may need to be at least 1). One variant per number and value.
 */
export function loweredNumbers(step: GeneratedStep): GeneratedStep[] {
  const out: GeneratedStep[] = [];
  for (const [key, value] of Object.entries(step)) {
    if (typeof value !== 'number' || value <= 0) continue;
    for (const lower of value > 1 ? [0, 1] : [0]) out.push({ ...step, [key]: lower } as GeneratedStep);
  }
  return out;
}

/** Whether the step finds an object through the game's history (generators/history.ts). */
export function readsHistory(step: GeneratedStep): boolean {
  return someTarget(step, (t) => t.zone === 'history');
}

/** The step with every target found through history replaced by `to` (a card named where it lies). */
export function historyAt(step: GeneratedStep, to: Target): GeneratedStep {
  return mapTargets(step, (t) => (t.zone === 'history' ? to : t));
}

/**
 * Every plain target of a setup's objects: each index of the battlefield (any permanent), of each player's hand,
 * graveyard and library, of exile and of the stack. A smaller setup has few; a step that found an object through
 * history before a removal took that history away may still name it by one of them.
 */
export function plainTargets(setup: GameSetup): Target[] {
  const count = (n: number, to: (index: number) => Target): Target[] => Array.from({ length: n }, (_, i) => to(i));
  const sum = (f: (p: GameSetup['players'][number]) => number): number => setup.players.reduce((n, p) => n + f(p), 0);
  return [
    ...count(
      sum((p) => (p.battlefield ?? []).length),
      (index) => ({ zone: 'battlefield', filter: 'any', index }),
    ),
    ...setup.players.flatMap((p, player) =>
      (['hand', 'graveyard', 'library'] as const).flatMap((zone) =>
        count((p[zone] ?? []).length, (index) => ({ zone, player, index })),
      ),
    ),
    ...count(
      sum((p) => (p.exile ?? []).length),
      (index) => ({ zone: 'exile', index }),
    ),
    ...count((setup.stack ?? []).length, (index) => ({ zone: 'stack', index })),
  ];
}

/**
 * The step with its plain targets past a removed object moved down by one, so that they name the objects they named
 * before the removal (on the battlefield only targets counting every permanent: a filtered list's order is unknown).
 */
export function shiftedPast(step: GeneratedStep, removed: RemovedPlace): GeneratedStep {
  return mapTargets(step, (t) => {
    const same =
      t.zone === removed.zone &&
      (removed.zone === 'battlefield'
        ? (t as { filter?: unknown }).filter === 'any'
        : !('player' in removed) || (t as { player?: unknown }).player === removed.player);
    return same && t.index > removed.index ? { ...t, index: t.index - 1 } : t;
  });
}
