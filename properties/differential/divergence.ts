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
  kindPath,
  pathKind,
  runActions,
  type Snapshot,
  type Trace,
  type TraceOptions,
  violation,
  type Violation,
  type Where,
  withinEdition,
} from '../harness/index.js';
import { CanonicalIds } from './canonical-ids.js';
import { withinDeclaredRules, withinDeclaredViews, withoutUnknownAbilities } from './declared-rules.js';
import { differences, shortValue } from './first-difference.js';
import { eventsDiffer, REQUIRED_EVENT_KINDS } from './events-match.js';

/** A path with the engine's own ids for the canonical names (`referee.stack[#3]` -> `referee.stack[o7]`). */
function ownIds(path: string, ids: CanonicalIds): string {
  return path.replace(/\[(#\d+)\]/g, (whole, name: string) => {
    const id = ids.ownId(name);
    return id === undefined ? whole : `[${id}]`;
  });
}

/** One place where the two traces differ: the step (-1: after setup) and the violation, its kind with it. */
export interface Divergence {
  readonly failingStep: number;
  readonly violation: Violation;
}

/** Whether the element holding a difference (the reference's, else the engine's) is a face-down object, or none. */
function whereIn(context: { readonly expected: unknown; readonly actual: unknown }): Where | undefined {
  const o = (context.expected ?? context.actual) as { faceDown?: unknown; zone?: unknown } | null | undefined;
  if (typeof o !== 'object' || o === null || !('faceDown' in o) || typeof o.zone !== 'string') return undefined;
  return o.faceDown === null ? 'face-up' : 'face-down';
}

/**
 * The first place where the two traces differ, or null when they agree throughout: acceptance, then the views,
 * then the events of the kinds `events` names (events-match.ts).
 */
export function firstDivergence(
  mine: Trace,
  reference: Trace,
  events: ReadonlySet<GameEventKind> = REQUIRED_EVENT_KINDS,
): Divergence | null {
  for (const d of divergences(mine, reference, events)) return d;
  return null;
}

/**
 * Every place where the two traces differ, in order (lazily): after setup, then each step's acceptance and every
 * view after it, each view difference by its path (viewer left out) and whether its object is face down, then its
 * events, each event kind that differs on its own (a divergence may name one: \`revealed\`), so that a known one
 * is judged past and the rest of the same view, step and game still compared (issue 39).
 */
export function* divergences(
  mine: Trace,
  reference: Trace,
  events: ReadonlySet<GameEventKind> = REQUIRED_EVENT_KINDS,
): Generator<Divergence> {
  const a = new CanonicalIds();
  const b = new CanonicalIds();
  function* compare(x: Snapshot, y: Snapshot, at: number, when: string): Generator<Divergence> {
    const [cx, cy] = [a.snapshot(x), b.snapshot(y)];
    for (const viewer of ['referee', ...Object.keys(cy.players)]) {
      const vx = viewer === 'referee' ? cx.referee : cx.players[viewer];
      const vy = viewer === 'referee' ? cy.referee : cy.players[viewer];
      for (const d of differences(vy, vx, viewer)) {
        const path = ownIds(d.path, a);
        yield {
          failingStep: at,
          // The place and the two values in the message; the element holding them as expected and actual, so the
          // diff is of one object, not of two whole views.
          violation: {
            ...violation(
              `${when}: ${viewer}'s view differs from the reference engine's at ${path}: ` +
                `reference ${shortValue(d.expected)}, this engine ${shortValue(d.actual)}`,
              d.context.expected,
              d.context.actual,
            ),
            kind: pathKind(kindPath(d.path), whereIn(d.context)),
          },
        };
      }
    }
  }
  if (mine.initial && reference.initial) yield* compare(mine.initial, reference.initial, -1, 'after setup');
  for (const [i, x] of mine.records.entries()) {
    const y = reference.records[i];
    if (y === undefined) break;
    if (x.result.ok !== y.result.ok) {
      const said = (r: typeof x.result) => (r.ok ? 'accepted' : `rejected (${r.rejection.code})`);
      const label = `${x.action.kind} ${said(x.result)}, ${said(y.result)} by the reference`;
      yield {
        failingStep: i,
        violation: {
          ...violation(
            `${x.text}: the reference engine ${said(y.result)} it, this engine ${said(x.result)} it`,
            said(y.result),
            said(x.result),
          ),
          kind: { key: `accepts:${x.action.kind}:${x.result.ok}`, label },
        },
      };
    }
    yield* compare(x.after, y.after, i, x.text);
    if (eventsDiffer(x, y, events, a, b) === null) continue;
    for (const kind of events) {
      const e = eventsDiffer(x, y, new Set([kind]), a, b);
      if (e !== null)
        yield {
          failingStep: i,
          violation: { ...e, kind: { key: `event:${kind}`, label: `event ${kind}`, event: kind } },
        };
    }
  }
  if (mine.records.length !== reference.records.length) {
    yield {
      failingStep: Math.min(mine.records.length, reference.records.length),
      violation: {
        ...violation(
          'the two engines did not take the same steps (a step resolved on one engine only)',
          reference.records.length,
          mine.records.length,
        ),
        kind: { key: 'steps', label: 'the two engines did not take the same steps' },
      },
    };
  }
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
 * Where the engine's game `mine` diverges from the same actions on `reference`, in order (lazily; the first is the
 * first divergence), within the rules and views its declared mechanics answer for; `events`: the event kinds
 * compared (events-match.ts eventKindsFor).
 */
export async function divergencesFrom(
  mine: Trace,
  reference: EngineAdapter,
  usable: readonly string[],
  options: TraceOptions,
  events: ReadonlySet<GameEventKind> = REQUIRED_EVENT_KINDS,
): Promise<Iterable<Divergence>> {
  const theirs = await playOnReference(mine, reference, { ...options, mechanics: usable });
  const cut = withinDeclaredRules(mine, theirs, usable);
  const compared = withoutUnknownAbilities(cut.mine, cut.reference);
  return divergences(
    withinDeclaredViews(compared.mine, usable),
    withinDeclaredViews(compared.reference, usable),
    events,
  );
}

/** The first divergence of the engine's game `mine` from the same actions on `reference`, or null. */
export async function divergenceFrom(
  mine: Trace,
  reference: EngineAdapter,
  usable: readonly string[],
  options: TraceOptions,
  events: ReadonlySet<GameEventKind> = REQUIRED_EVENT_KINDS,
): Promise<Divergence | null> {
  for (const d of await divergencesFrom(mine, reference, usable, options, events)) return d;
  return null;
}
