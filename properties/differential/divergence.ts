/**
 * The differential check's verdict on one game: the engine under test played it; the reference engine takes the
 * same actions, each object named by the reference's own id for it (the two engines' ids matched through the
 * canonical names their views are compared by, canonical-ids.ts), and the first place where acceptance or a view
 * differs is the divergence. Judging from the actions the engine took, not from the generated steps, makes a
 * recorded game replay exactly (`obverse replay`: the recorded actions on both engines) and lets the minimiser
 * shrink it like any property's game.
 */
import {
  type Action,
  DEFAULT_EDITION,
  type EngineAdapter,
  type GameEventKind,
  runActions,
  type Snapshot,
  type Trace,
  type TraceOptions,
  violation,
  type Violation,
  withinEdition,
} from '../harness/index.js';
import { CanonicalIds } from './canonical-ids.js';
import { withinDeclaredRules, withinDeclaredViews, withoutUnknownAbilities } from './declared-rules.js';
import { firstDifference, shortValue } from './first-difference.js';
import { eventsDiffer, REQUIRED_EVENT_KINDS } from './events-match.js';

/** A path with the engine's own ids for the canonical names (`referee.stack[#3]` -> `referee.stack[o7]`). */
function ownIds(path: string, ids: CanonicalIds): string {
  return path.replace(/\[(#\d+)\]/g, (whole, name: string) => {
    const id = ids.ownId(name);
    return id === undefined ? whole : `[${id}]`;
  });
}

/**
 * The first place where the two traces differ, or null when they agree throughout: acceptance, then the views,
 * then the events of the kinds `events` names (events-match.ts).
 */
export function firstDivergence(
  mine: Trace,
  reference: Trace,
  events: ReadonlySet<GameEventKind> = REQUIRED_EVENT_KINDS,
): { readonly failingStep: number; readonly violation: Violation } | null {
  const a = new CanonicalIds();
  const b = new CanonicalIds();
  const compare = (x: Snapshot, y: Snapshot, at: number, when: string) => {
    const [cx, cy] = [a.snapshot(x), b.snapshot(y)];
    for (const viewer of ['referee', ...Object.keys(cy.players)]) {
      const vx = viewer === 'referee' ? cx.referee : cx.players[viewer];
      const vy = viewer === 'referee' ? cy.referee : cy.players[viewer];
      const d = firstDifference(vy, vx, viewer);
      if (d !== null)
        return {
          failingStep: at,
          // The place and the two values in the message; the element holding them as expected and actual, so the
          // diff is of one object, not of two whole views.
          violation: violation(
            `${when}: ${viewer}'s view differs from the reference engine's at ${ownIds(d.path, a)}: ` +
              `reference ${shortValue(d.expected)}, this engine ${shortValue(d.actual)}`,
            d.context.expected,
            d.context.actual,
          ),
        };
    }
    return null;
  };
  if (mine.initial && reference.initial) {
    const d = compare(mine.initial, reference.initial, -1, 'after setup');
    if (d) return d;
  }
  for (const [i, x] of mine.records.entries()) {
    const y = reference.records[i];
    if (y === undefined) break;
    if (x.result.ok !== y.result.ok) {
      const said = (r: typeof x.result) => (r.ok ? 'accepted' : `rejected (${r.rejection.code})`);
      return {
        failingStep: i,
        violation: violation(
          `${x.text}: the reference engine ${said(y.result)} it, this engine ${said(x.result)} it`,
          said(y.result),
          said(x.result),
        ),
      };
    }
    const d = compare(x.after, y.after, i, x.text);
    if (d) return d;
    const e = eventsDiffer(x, y, events, a, b);
    if (e) return { failingStep: i, violation: e };
  }
  if (mine.records.length !== reference.records.length) {
    return {
      failingStep: Math.min(mine.records.length, reference.records.length),
      violation: violation(
        'the two engines did not take the same steps (a step resolved on one engine only)',
        reference.records.length,
        mine.records.length,
      ),
    };
  }
  return null;
}

/** `action` with every object id of `from`'s naming replaced by the id `to` gives the same canonical name. */
function renamed(action: Action, from: CanonicalIds, to: CanonicalIds): Action {
  const map = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const name = from.canonicalOf(value);
      return name === undefined ? value : (to.ownId(name) ?? value);
    }
    if (Array.isArray(value)) return value.map(map);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, map(v)]));
  };
  return map(action) as Action;
}

/**
 * The engine's actions taken on `reference`: before each, both engines' views of the moment are named (the engine's
 * from its trace, the reference's as it plays), and each id the action names becomes the reference's id of the
 * same name. An id the reference has no counterpart for is left as it is (the reference then rejects it, which
 * is a divergence).
 */
export function playOnReference(mine: Trace, reference: EngineAdapter, options: TraceOptions): Promise<Trace> {
  const theirs = new CanonicalIds();
  const ours = new CanonicalIds();
  let fed = 0;
  const before = (position: number): Snapshot | null =>
    position === 0 ? mine.initial : (mine.records[position - 1]?.after ?? null);
  return runActions(
    reference,
    mine.setup,
    mine.records.map((r) => r.action),
    mine.records.map((r) => r.text),
    options,
    (action, current, position) => {
      // Names are handed out in the order the views are first met, as firstDivergence meets them.
      for (; fed <= position; fed++) {
        const snapshot = before(fed);
        if (snapshot !== null) ours.learn(snapshot);
      }
      theirs.learn(current);
      return renamed(action, ours, theirs);
    },
  );
}

/** The mechanics the comparison keeps to: the options', or else what the engine declares, within the edition. */
export async function usableMechanics(adapter: EngineAdapter, options: TraceOptions): Promise<readonly string[]> {
  if (options.mechanics !== undefined) return options.mechanics;
  return withinEdition((await adapter.describe()).mechanics, options.edition ?? DEFAULT_EDITION);
}

/**
 * The first divergence of the engine's game `mine` from the same actions on `reference`, or null; `events`: the event
 * kinds compared (events-match.ts eventKindsFor).
 */
export async function divergenceFrom(
  mine: Trace,
  reference: EngineAdapter,
  usable: readonly string[],
  options: TraceOptions,
  events: ReadonlySet<GameEventKind> = REQUIRED_EVENT_KINDS,
): Promise<{ readonly failingStep: number; readonly violation: Violation } | null> {
  const theirs = await playOnReference(mine, reference, { ...options, mechanics: usable });
  const cut = withinDeclaredRules(mine, theirs, usable);
  const compared = withoutUnknownAbilities(cut.mine, cut.reference);
  return firstDivergence(
    withinDeclaredViews(compared.mine, usable),
    withinDeclaredViews(compared.reference, usable),
    events,
  );
}
