/**
 * The differential check compares an engine with the reference only where the engine claims
 * to follow the same rules. Most rules outside an engine's declared mechanics never come up,
 * because its games keep to the cards and actions those mechanics allow; state-based actions
 * (704.3) are different: a core action (damage, counters) or a transform can make one apply.
 * For an engine that does not declare `state-based-actions`, the comparison stops before the
 * first step where the reference engine performed one: from there on the two games differ by
 * a rule the engine never claimed, not by a mistake in what it claims. Likewise for an engine
 * that does not declare `triggered-abilities` (603.3): its games have no card with a triggered
 * ability, but an ability can still trigger in them (a copy, a token); the comparison stops
 * before the first step where the reference engine reported one. Life totals and poison counters
 * (119, mechanic `life`) are optional view fields: for an engine that does not declare `life`, they are
 * left out of both engines' views, so an engine is never blamed merely for not reporting them. An engine that
 * cannot say an object's abilities in the model's vocabulary shows `abilities: null` (model/view.ts): then no
 * abilities are compared, in either engine's views.
 */
import { allObjects, type GameView, mapObjects, type Snapshot, type Trace } from '../harness/index.js';

/** The index of the first step at which `reference` performed a state-based action, or null. */
export function firstStateBasedAction(reference: Trace): number | null {
  const i = reference.records.findIndex(
    (r) => r.result.ok && r.result.events.some((e) => e.kind === 'state-based-action'),
  );
  return i < 0 ? null : i;
}

/** The index of the first step at which a triggered ability of `reference` triggered (603.2), or null. */
export function firstTrigger(reference: Trace): number | null {
  const i = reference.records.findIndex((r) => r.result.ok && r.result.events.some((e) => e.kind === 'triggered'));
  return i < 0 ? null : i;
}

/**
 * Both traces cut to the steps the engine's declared mechanics answer for: before the first
 * step where the reference performed a state-based action, or put a triggered ability on the
 * stack, that the engine does not declare; unchanged when there is none.
 */
export function withinDeclaredRules(
  mine: Trace,
  reference: Trace,
  declared: readonly string[],
): { readonly mine: Trace; readonly reference: Trace } {
  const cuts = [
    declared.includes('state-based-actions') ? null : firstStateBasedAction(reference),
    declared.includes('triggered-abilities') ? null : firstTrigger(reference),
  ].filter((c): c is number => c !== null);
  if (cuts.length === 0) return { mine, reference };
  const cut = Math.min(...cuts);
  return {
    mine: { ...mine, records: mine.records.slice(0, cut) },
    reference: { ...reference, records: reference.records.slice(0, cut) },
  };
}

/** A view without the players' `life` and `poison` (optional fields of the `life` mechanic). */
function withoutLife(view: GameView): GameView {
  if (!view.players.some((p) => 'life' in p || 'poison' in p)) return view;
  return { ...view, players: view.players.map(({ life: _l, poison: _p, ...rest }) => rest) };
}

function snapshotWithoutLife(s: Snapshot): Snapshot {
  const players = Object.fromEntries(Object.entries(s.players).map(([id, v]) => [id, withoutLife(v)]));
  return { referee: withoutLife(s.referee), players };
}

/** `trace` with no life totals or poison counters in its views, when `declared` leaves out the `life` mechanic. */
export function withinDeclaredViews(trace: Trace, declared: readonly string[]): Trace {
  if (declared.includes('life')) return trace;
  return {
    ...trace,
    initial: trace.initial && snapshotWithoutLife(trace.initial),
    records: trace.records.map((r) => ({
      ...r,
      before: snapshotWithoutLife(r.before),
      after: snapshotWithoutLife(r.after),
    })),
  };
}

/** Every view of a trace, after setup and after each step. */
function snapshotsOf(trace: Trace): readonly Snapshot[] {
  return [...(trace.initial === null ? [] : [trace.initial]), ...trace.records.map((r) => r.after)];
}

/** A snapshot with every object's abilities unknown (`null`). */
function snapshotWithoutAbilities(s: Snapshot): Snapshot {
  const blind = (v: GameView) =>
    mapObjects(v, (o) =>
      o.characteristics === null ? o : { ...o, characteristics: { ...o.characteristics, abilities: null } },
    );
  return {
    referee: blind(s.referee),
    players: Object.fromEntries(Object.entries(s.players).map(([p, v]) => [p, blind(v)])),
  };
}

/** Both traces without abilities when the engine's shows any as `null` (it cannot say them); else unchanged. */
export function withoutUnknownAbilities(
  mine: Trace,
  reference: Trace,
): { readonly mine: Trace; readonly reference: Trace } {
  const unknown = snapshotsOf(mine).some((s) =>
    [s.referee, ...Object.values(s.players)].some((v) =>
      allObjects(v).some((o) => o.characteristics?.abilities === null),
    ),
  );
  if (!unknown) return { mine, reference };
  const blind = (t: Trace): Trace => ({
    ...t,
    initial: t.initial && snapshotWithoutAbilities(t.initial),
    records: t.records.map((r) => ({
      ...r,
      before: snapshotWithoutAbilities(r.before),
      after: snapshotWithoutAbilities(r.after),
    })),
  });
  return { mine: blind(mine), reference: blind(reference) };
}
