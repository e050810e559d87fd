/**
 * Noninterference (708.5, 406.3, 712.7): run the same abstract steps on two setups that
 * differ only in the card hiding at one place, and compare what one player sees. Each
 * game resolves the steps against its own referee view with that card masked, so an
 * index picks the same object in both games; the comparison stops at the first step
 * after which the player may legitimately know the card.
 */
import { isSetupNotSupported } from '../../adapter/setup-not-supported.js';
import { sameJson } from '../../protocol/same-json.js';
import type { ActionResult, EngineAdapter, GameSession } from '../../adapter/engine-adapter.js';
import type { CardDefinition } from '../../model/card.js';
import type { CardKey, PlayerId } from '../../model/ids.js';
import type { GameSetup } from '../../model/setup.js';
import type { GameView, ObjectView, PlayerSummary } from '../../model/view.js';
import { resolveStep } from '../../generators/resolve-step.js';
import type { GeneratedStep } from '../../generators/steps.js';
import { allObjects } from '../../model/view-read.js';
import { applyThenObserve, observeAll, type Snapshot } from './snapshot.js';
import { withTimeout } from './timeout.js';
import type { RunOptions } from '../property.js';
import { lastWords, type StepRecord, type Trace } from './trace.js';
import { violation, type Violation } from './violation.js';
import type { HistoryStep } from '../../generators/history.js';

/** One hidden card and the player who may not see it. */
export interface HiddenCard {
  readonly player: PlayerId;
  readonly card: CardKey;
}

/**
 * Whether the rules alone let `player` know the card of an object (a referee view
 * object), without an effect: own hand (402.3), face-up objects in public zones,
 * face-down spells and permanents they control (708.5); never a library (401.2) or a
 * card exiled face down (406.3). Judged from the referee, never from the engine's
 * view for that player, which is what is under test.
 */
export function mayKnow(o: ObjectView, player: PlayerId): boolean {
  switch (o.zone) {
    case 'library':
      return false;
    case 'hand':
      return o.owner === player;
    case 'battlefield':
    case 'stack':
      return o.faceDown === null || o.controller === player;
    case 'exile':
      return o.faceDown === null;
    default:
      return true;
  }
}

/**
 * Cards `player` may not know at the start: in libraries, other players' hands, face down under another player, exiled
 * face down.
 */
export function hiddenCards(initial: Snapshot, player: PlayerId): readonly CardKey[] {
  return allObjects(initial.referee)
    .filter((o) => o.cards?.length === 1 && o.printed?.kind === 'card' && !mayKnow(o, player))
    .map((o) => o.cards?.[0] as CardKey);
}

/** The same setup with card `key` replaced by `definition` (same key, same place). */
export function swapCard(setup: GameSetup, key: CardKey, definition: CardDefinition): GameSetup {
  return { ...setup, cards: { ...setup.cards, [key]: definition } };
}

function masked(o: ObjectView, card: CardKey): ObjectView {
  return o.cards?.includes(card) ? { ...o, printed: null, characteristics: o.faceDown ? o.characteristics : null } : o;
}

/** The referee view with everything about `card` that a step resolver could read removed. */
export function maskCard(view: GameView, card: CardKey): GameView {
  const m = (list: readonly ObjectView[]) => list.map((o) => masked(o, card));
  const players: PlayerSummary[] = view.players.map((p) => ({
    ...p,
    library: p.library && m(p.library),
    hand: p.hand && m(p.hand),
    graveyard: m(p.graveyard),
  }));
  return { ...view, players, battlefield: m(view.battlefield), stack: m(view.stack), exile: m(view.exile) };
}

/**
 * Run abstract steps, resolving each against `prepare(referee view)`. Engine failures end the trace, and so does
 * `stopAfter` returning true for a step played (nothing after it would be compared).
 */
export async function runStepsOn(
  adapter: EngineAdapter,
  setup: GameSetup,
  steps: readonly GeneratedStep[],
  prepare: (v: GameView) => GameView,
  options: Pick<RunOptions, 'timeoutMs'> = {},
  stopAfter: (record: StepRecord, played: number) => boolean = () => false,
): Promise<Trace> {
  const players = setup.players.map((p) => p.id);
  const records: StepRecord[] = [];
  const skipped: { stepIndex: number; reason: string }[] = [];
  const t = options.timeoutMs;
  const fail = (phase: 'start' | 'apply' | 'observe', e: unknown) => ({
    phase,
    message: e instanceof Error ? e.message : String(e),
    action: null,
    text: null,
    ...lastWords(e),
  });
  let session: GameSession;
  try {
    session = await withTimeout(Promise.resolve(adapter.start(setup)), t, 'start');
  } catch (e) {
    if (isSetupNotSupported(e)) {
      const unsupported = { kind: 'start' as const, text: 'start the setup', message: fail('start', e).message };
      return { setup, initial: null, records, skipped, failure: null, unsupported };
    }
    return { setup, initial: null, records, skipped, failure: fail('start', e) };
  }
  let initial: Snapshot | null = null;
  try {
    initial = await withTimeout(observeAll(session, players), t, 'observe');
    const seen = new Set(allObjects(initial.referee).map((o) => o.id));
    let current = initial;
    // History targets read prepared views too, so both games of a pair resolve them alike.
    const history: HistoryStep[] = [];
    for (const [stepIndex, step] of steps.entries()) {
      const present = new Set(allObjects(current.referee).map((o) => o.id));
      const resolved = resolveStep(
        { view: prepare(current.referee), goneIds: [...seen].filter((id) => !present.has(id)), history },
        step,
      );
      if (!resolved.ok) {
        skipped.push({ stepIndex, reason: resolved.skipped });
        continue;
      }
      let result: ActionResult;
      let after: Snapshot;
      try {
        const sent = applyThenObserve(session, resolved.action, players);
        result = await withTimeout(sent.result, t, 'apply');
        after = await withTimeout(sent.after(), t, 'observe');
      } catch (e) {
        return {
          setup,
          initial,
          records,
          skipped,
          failure: { ...fail('apply', e), action: resolved.action, text: resolved.text },
        };
      }
      for (const o of allObjects(after.referee)) seen.add(o.id);
      history.push({
        action: resolved.action,
        result,
        before: { referee: prepare(current.referee) },
        after: { referee: prepare(after.referee) },
      });
      const record: StepRecord = {
        index: records.length,
        stepIndex,
        step,
        action: resolved.action,
        text: resolved.text,
        result,
        before: current,
        after,
      };
      records.push(record);
      current = after;
      if (stopAfter(record, records.length)) break;
    }
    return { setup, initial, records, skipped, failure: null };
  } catch (e) {
    return { setup, initial, records, skipped, failure: fail('observe', e) };
  } finally {
    try {
      await session.close?.();
    } catch {
      // Closing does not change what was observed.
    }
  }
}

/** Action kinds whose legality or effect on the hidden object may rightly depend on which card it is. */
const DEPENDENT = new Set(['cast', 'put-onto-battlefield', 'turn-face-up', 'meld', 'reveal', 'look']);

/** The ids the action names. */
function named(record: StepRecord): readonly string[] {
  const a = record.action as unknown as Record<string, unknown>;
  const ids: string[] = [];
  for (const k of ['object', 'of', 'to', 'asCopyOf']) if (typeof a[k] === 'string') ids.push(a[k]);
  if (Array.isArray(a.objects)) ids.push(...(a.objects as string[]));
  return ids;
}

/** Why the player may know the hidden card after this step, or null. */
export function learns(record: StepRecord, hidden: HiddenCard): string | null {
  const holders = (s: Snapshot) =>
    allObjects(s.referee)
      .filter((o) => o.cards?.includes(hidden.card))
      .map((o) => o.id);
  const before = holders(record.before);
  const now = [...before, ...holders(record.after)];
  if (DEPENDENT.has(record.action.kind) && named(record).some((id) => before.includes(id)))
    return `${record.text} acts on the hidden card`;
  if (record.action.kind === 'reveal-hand' || record.action.kind === 'end-game')
    return `${record.text} shows hidden cards`;
  const events = record.result.ok ? record.result.events : [];
  if (
    events.some(
      (e) =>
        (e.kind === 'revealed' && e.to.includes(hidden.player) && now.includes(e.object)) ||
        (e.kind === 'looked' && e.player === hidden.player && now.includes(e.object)),
    )
  ) {
    return `${record.text} shows the card to ${hidden.player}`;
  }
  if (allObjects(record.after.referee).some((o) => o.cards?.includes(hidden.card) && mayKnow(o, hidden.player)))
    return `${hidden.player} may now see the card`;
  return null;
}

/**
 * Compare `player`'s views in two traces that differ only in the hidden card, up to the
 * first step after which the player may know it; the first difference is a leak.
 */
export function firstLeak(
  a: Trace,
  b: Trace,
  hidden: HiddenCard,
): { readonly violation: Violation; readonly failingStep: number } | null {
  const p = hidden.player;
  const initialA = a.initial?.players[p];
  const initialB = b.initial?.players[p];
  if (!initialA || !initialB) return null;
  if (!sameJson(initialA, initialB))
    return { failingStep: -1, violation: leak(`after setup`, hidden, initialA, initialB) };
  const n = Math.min(a.records.length, b.records.length);
  for (let i = 0; i < n; i++) {
    const ra = a.records[i] as StepRecord;
    const rb = b.records[i] as StepRecord;
    if (ra.stepIndex !== rb.stepIndex)
      return {
        failingStep: i,
        violation: violation(
          `step ${ra.stepIndex} ran in one game and not the other: what ${p} sees decided it, so it depends on ` +
            `the hidden card ${hidden.card}`,
          ra.text,
          rb.text,
        ),
      };
    if (learns(ra, hidden) !== null || learns(rb, hidden) !== null) return null;
    if (ra.result.ok !== rb.result.ok)
      return {
        failingStep: i,
        violation: violation(
          `${ra.text}: accepted in one game and rejected in the other, though ${p} may not know the hidden card ` +
            `${hidden.card}`,
          ra.result,
          rb.result,
        ),
      };
    const va = ra.after.players[p];
    const vb = rb.after.players[p];
    if (va && vb && !sameJson(va, vb)) return { failingStep: i, violation: leak(ra.text, hidden, va, vb) };
  }
  return null;
}

/** A short account of the first place two views differ. */
function leak(when: string, hidden: HiddenCard, a: GameView, b: GameView): Violation {
  const where = firstDifference(a, b, 'view');
  return violation(
    `${when}: ${hidden.player}'s view depends on the hidden card ${hidden.card} (708.5, 406.3, 712.7); first ` +
      `difference at ${where.path}`,
    where.a,
    where.b,
  );
}

function firstDifference(a: unknown, b: unknown, path: string): { path: string; a: unknown; b: unknown } {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) {
      const x = (a as Record<string, unknown>)[k];
      const y = (b as Record<string, unknown>)[k];
      if (!sameJson(x, y)) return firstDifference(x, y, Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`);
    }
  }
  return { path, a, b };
}
