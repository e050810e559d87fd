/**
 * The differential check's comparison of events (issue 41): a board can end the same while what happened differs
 * (a nightbound card put onto the battlefield by day enters transformed and transforms at once, 712.14a, 702.145f;
 * an engine that just puts it in front face up shows the same board and never transforms it, so "whenever this
 * transforms" never triggers). So, after a step whose views agree, the events an engine reported for it must be
 * those the reference engine reported, as a multiset: their order within a step is the engine's own. Ids are named
 * canonically, as in the views (canonical-ids.ts); an id no view showed (a token that ceased to exist within the
 * step) is compared as "some object". Left out on both sides: the kinds the contract makes optional
 * (`state-based-action`, docs/adapter.md) and the kinds an engine does not declare it reports (`eventKindsFor`, the
 * one place a declaration is read); and within an event, the engine's own words: a `no-effect`'s reason, the clause
 * an event cites (an engine may cite another clause for the same rule), an ability's description in a shown
 * object (compared by presence, as in views).
 */
import {
  declarationOf,
  EVENT_KINDS,
  reportsEvent,
  type EngineAdapter,
  type GameEvent,
  type GameEventKind,
  OPTIONAL_EVENT_KINDS,
  type StepRecord,
  violation,
  type Violation,
} from '../harness/index.js';
import { type CanonicalIds, WORDED } from './canonical-ids.js';

type EngineDescription = Awaited<ReturnType<EngineAdapter['describe']>>;

/** The event kinds compared: every kind of the contract but the optional ones and those in `unreported`. */
export function comparedEventKinds(unreported: readonly string[] = []): ReadonlySet<GameEventKind> {
  return new Set(EVENT_KINDS.filter((k) => !OPTIONAL_EVENT_KINDS.has(k) && !unreported.includes(k)));
}

/** Every kind the contract requires, for an engine that declares nothing it cannot report. */
export const REQUIRED_EVENT_KINDS: ReadonlySet<GameEventKind> = comparedEventKinds();

/**
 * The event kinds compared for an engine that describes itself as `description`: the one place that reads its
 * declaration of the events it reports (`describe().events`, adapter/declaration.ts). An engine that declares
 * none is held to every required kind.
 */
export function eventKindsFor(description: EngineDescription): ReadonlySet<GameEventKind> {
  const declared = declarationOf(description);
  return comparedEventKinds(EVENT_KINDS.filter((k) => !reportsEvent(declared, k)));
}

/** Fields that name an object, by event kind (`to` names an object only when attaching; `from` only in a meld). */
function isObjectField(kind: GameEventKind, field: string): boolean {
  if (field === 'object' || field === 'newObject' || field === 'source' || field === 'into' || field === 'of')
    return true;
  return (kind === 'attached' && field === 'to') || (kind === 'melded' && field === 'from');
}

/** Fields that are the engine's own words or citations, not what happened. */
const WORDS = new Set(['reason', 'clause']);

/** JSON with object keys sorted, so that two equal values give one text whatever their key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** One event as compared: ids canonical, words left out, sets sorted; a text, for counting. */
function canonicalEvent(e: GameEvent, ids: CanonicalIds): string {
  const name = (id: unknown): unknown => (typeof id === 'string' ? (ids.canonicalOf(id) ?? '#?') : id);
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(e)) {
    if (WORDS.has(field)) continue;
    if (isObjectField(e.kind, field)) out[field] = Array.isArray(value) ? value.map(name).sort() : name(value);
    else if (e.kind === 'revealed' && field === 'to') out[field] = [...(value as readonly string[])].sort();
    else if (field === 'printed' && typeof value === 'object' && value !== null && value.kind === 'ability') {
      const { source, targets, description } = value;
      out[field] = {
        ...value,
        source: name(source),
        description: typeof description === 'string' && description.trim() !== '' ? WORDED : description,
        ...(targets === undefined ? {} : { targets: targets.map(name) }),
      };
    } else out[field] = value;
  }
  return stable(out);
}

/** The compared events of one step by their canonical text: how many, and the first as the engine reported it. */
function counted(events: readonly GameEvent[], kinds: ReadonlySet<GameEventKind>, ids: CanonicalIds) {
  const counts = new Map<string, { n: number; event: GameEvent }>();
  for (const e of events) {
    if (!kinds.has(e.kind)) continue;
    const key = canonicalEvent(e, ids);
    const c = counts.get(key);
    if (c === undefined) counts.set(key, { n: 1, event: e });
    else c.n++;
  }
  return counts;
}

type Counted = ReturnType<typeof counted>;

/** What `a` has more of than `b`, each (its canonical text) as often as it is more. */
function surplus(a: Counted, b: Counted): readonly string[] {
  return [...a].flatMap(([key, { n }]) => Array.from({ length: Math.max(0, n - (b.get(key)?.n ?? 0)) }, () => key));
}

/** A canonical event of the reference's, with the engine's own ids where it has them (`#3` -> `o7`). */
function shown(key: string, ids: CanonicalIds): unknown {
  return JSON.parse(
    key.replace(/"#(\d+)"/g, (whole, n: string) => {
      const id = ids.ownId(`#${n}`);
      return id === undefined ? whole : JSON.stringify(id);
    }),
  );
}

/**
 * Where the events of step `mine` (the engine's) and `theirs` (the reference's, same step) differ as multisets of
 * the compared kinds, or null. `ours` and `reference` are the two traces' canonical names, already given every id
 * the step's views show (call it after comparing them).
 */
export function eventsDiffer(
  mine: StepRecord,
  theirs: StepRecord,
  kinds: ReadonlySet<GameEventKind>,
  ours: CanonicalIds,
  reference: CanonicalIds,
): Violation | null {
  if (!mine.result.ok || !theirs.result.ok) return null;
  const [a, b] = [counted(mine.result.events, kinds, ours), counted(theirs.result.events, kinds, reference)];
  const missing = surplus(b, a).map((k) => shown(k, ours));
  const extra = surplus(a, b).map((k) => a.get(k)?.event);
  if (missing.length === 0 && extra.length === 0) return null;
  const list = (what: string, events: readonly unknown[]) =>
    events.length === 0 ? [] : [`${what} ${events.map((e) => JSON.stringify(e)).join(', ')}`];
  const compared = (events: readonly GameEvent[]) => events.filter((e) => kinds.has(e.kind));
  return violation(
    `${mine.text}: the events differ from the reference engine's (compared as a multiset, optional kinds left ` +
      `out): ${[...list('missing', missing), ...list('extra', extra)].join('; ')}`,
    surplus(b, new Map()).map((k) => shown(k, ours)),
    compared(mine.result.events),
  );
}
