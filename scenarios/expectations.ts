/**
 * Checking one step's expectations against what the engine did and shows.
 */
import type { ActionResult } from '../adapter/engine-adapter.js';
import type { GameView } from '../model/view.js';
import { type FailureKind, pathKind } from '../results/divergence.js';
import type { Expectation, ObjectExpectation, Reference, ViewExpectation } from './format.js';
import {
  type KnownPaths,
  listPlace,
  objectPlace,
  type ViewPlace,
  viewPathOf,
  withValueAt,
} from './known-divergences.js';
import { describeMismatch, matchValue } from './matching.js';
import { findObject, resolveDeep, resolveReference, showReference, type Captures } from './references.js';
import { boardShowsStateBasedAction, optionalKindOf, reportsKind } from './optional-events.js';

/** Why a step failed: which check, in words, and expected vs actual. */
export interface CheckFailure {
  /** Path of the failing check in the step, e.g. `expect.views.P2.objects[0].match.faceDown`. */
  readonly check: string;
  readonly message: string;
  readonly expected: unknown;
  readonly actual: unknown;
  /** For a view expectation of a place in the view: its view path and object, as the differential names them. */
  readonly kind?: FailureKind;
}

/** What a step's checks look at. */
export interface StepContext {
  readonly result: ActionResult;
  /** Referee views before and after the step, for resolving references. */
  readonly before: GameView;
  readonly after: GameView;
  readonly captures: Captures;
  /** The view of a viewer after the step (the runner observes through the adapter). */
  readonly observe: (viewer: string) => Promise<GameView>;
  /** The expectations file's known divergences, judged past in views (known-divergences.ts). */
  readonly known?: KnownPaths;
}

function pickView(ctx: StepContext): (ref: Reference) => GameView {
  return (ref) => (ref.$at === 'before' ? ctx.before : ctx.after);
}

/** Check every expectation of a step, in a fixed order; the first failure is returned. */
/** `turn-face-up/no-morph` -> `turn-face-up/`; a code without a namespace is checked whole. */
function codeNamespace(code: string | undefined): string | null {
  if (code === undefined) return null;
  const slash = code.indexOf('/');
  return slash < 0 ? code : code.slice(0, slash + 1);
}

export async function checkExpectation(
  expect: Expectation | undefined,
  ctx: StepContext,
): Promise<CheckFailure | null> {
  const wantOk = expect?.ok ?? true;
  const { result } = ctx;
  if (result.ok !== wantOk) {
    return {
      check: 'expect.ok',
      message: wantOk
        ? `the engine rejected the action: ${result.ok ? '' : `${result.rejection.code}: ${result.rejection.message}`}`
        : 'the engine accepted an action it must reject',
      expected: wantOk ? { ok: true } : { ok: false, code: expect?.code ?? null },
      actual: result,
    };
  }
  if (expect === undefined) return null;
  if (!result.ok) {
    // Codes are the engine's own below their action's namespace (docs/adapter.md: the suite compares outcomes,
    // not codes): a full code in a scenario documents the reference's reason, and only its namespace is checked.
    const namespace = codeNamespace(expect.code);
    if (namespace !== null && !result.rejection.code.startsWith(namespace)) {
      return {
        check: 'expect.code',
        message: `rejection code "${result.rejection.code}" is not in the namespace "${namespace}" (${expect.code})`,
        expected: expect.code,
        actual: result.rejection,
      };
    }
  } else {
    const failure = checkEvents(expect, result.events, ctx);
    if (failure !== null) return failure;
  }
  return await checkViews(expect.views, ctx, 'expect.views');
}

/** Check what each viewer sees against `views` (of a step's `expect`, or of the scenario's `initial`). */
export async function checkViews(
  views: Expectation['views'],
  ctx: StepContext,
  at: string,
): Promise<CheckFailure | null> {
  for (const [viewer, spec] of Object.entries(views ?? {})) {
    const view = await ctx.observe(viewer);
    const viewSpec: ViewExpectation = Array.isArray(spec) ? { objects: spec } : (spec as ViewExpectation);
    const failure = checkView(viewSpec, view, `${at}.${viewer}`, Array.isArray(spec), ctx);
    if (failure !== null) return failure;
  }
  return null;
}

function checkEvents(expect: Expectation, events: readonly unknown[], ctx: StepContext): CheckFailure | null {
  for (const [i, matcher] of (expect.events ?? []).entries()) {
    const check = `expect.events[${i}]`;
    const wanted = resolveDeep(matcher, check, pickView(ctx), ctx.captures);
    if (events.some((e) => matchValue(wanted, e) === null)) continue;
    // An event the engine need not emit, and emitted none of in this step: judged by the board (optional-events.ts).
    const optional = optionalKindOf(wanted);
    if (optional !== null && !reportsKind(events, optional)) {
      const missing = boardShowsStateBasedAction(wanted, events, ctx.before, ctx.after);
      if (missing === null) continue;
      return {
        check,
        message: `the engine reports no ${optional} events (it need not), and the board does not show it: ${missing}`,
        expected: wanted,
        actual: events,
      };
    }
    return { check, message: 'no event of the step matches', expected: wanted, actual: events };
  }
  for (const [i, matcher] of (expect.noEvents ?? []).entries()) {
    const check = `expect.noEvents[${i}]`;
    const unwanted = resolveDeep(matcher, check, pickView(ctx), ctx.captures);
    const hit = events.find((e) => matchValue(unwanted, e) === null);
    if (hit !== undefined) {
      return { check, message: 'an event matches what must not happen', expected: { not: unwanted }, actual: hit };
    }
  }
  return null;
}

function checkView(
  spec: ViewExpectation,
  view: GameView,
  at: string,
  shorthand: boolean,
  ctx: StepContext,
): CheckFailure | null {
  for (const [i, objectSpec] of (spec.objects ?? []).entries()) {
    const failure = checkObject(objectSpec, view, shorthand ? `${at}[${i}]` : `${at}.objects[${i}]`, ctx);
    if (failure !== null) return failure;
  }
  for (const [player, expected] of Object.entries(spec.players ?? {})) {
    const check = `${at}.players.${player}`;
    const summary = view.players.find((p) => p.id === player);
    if (summary === undefined) {
      return {
        check,
        message: `the view has no player "${player}"`,
        expected: player,
        actual: view.players.map((p) => p.id),
      };
    }
    const failure = compare(expected, summary, check, ctx, { prefix: 'players[*]', whereOf: () => undefined });
    if (failure !== null) return failure;
  }
  for (const field of ['battlefield', 'stack', 'exile'] as const) {
    if (spec[field] === undefined) continue;
    const failure = compare(spec[field], view[field], `${at}.${field}`, ctx, listPlace(view, field));
    if (failure !== null) return failure;
  }
  if (spec.gameOver !== undefined) {
    const failure = compare(spec.gameOver, view.gameOver, `${at}.gameOver`, ctx);
    if (failure !== null) return failure;
  }
  if (spec.dayNight !== undefined) {
    const failure = compare(spec.dayNight, view.dayNight ?? null, `${at}.dayNight`, ctx);
    if (failure !== null) return failure;
  }
  return null;
}

function checkObject(spec: ObjectExpectation, view: GameView, at: string, ctx: StepContext): CheckFailure | null {
  const check = `${at}.object`;
  const resolved = resolveReference(spec.object, spec.object.$at === 'before' ? ctx.before : ctx.after, ctx.captures);
  if (!resolved.ok) {
    return {
      check,
      message: `cannot resolve ${showReference(spec.object)}: ${resolved.message}`,
      expected: spec.object,
      actual: null,
    };
  }
  const object = findObject(view, resolved.id);
  if (spec.absent === true) {
    return object === undefined
      ? null
      : {
          check: `${at}.absent`,
          message: `object ${resolved.id} should not be in the view`,
          expected: 'absent',
          actual: object,
        };
  }
  if (object === undefined) {
    return {
      check,
      message: `object ${resolved.id} (${showReference(spec.object)}) is not in the ${view.viewer} view`,
      expected: spec.match ?? 'present',
      actual: null,
    };
  }
  if (spec.match === undefined) return null;
  const failure = compare(
    knownPart(spec.match, object),
    object,
    `${at}.match`,
    ctx,
    objectPlace(view, object) ?? undefined,
  );
  // The message names the object by its id: a reference (`$ref`, `$card`) means nothing to the engine's own
  // reproduction, which must find the field the check read (adapter/engine-reproduction.ts).
  return failure === null ? null : { ...failure, message: `${failure.message} (object ${resolved.id})` };
}

/**
 * The expectation without its `characteristics.abilities` when the engine cannot say the object's abilities in the
 * model's vocabulary (`null`, model/view.ts): that part is not checked.
 */
function knownPart(match: NonNullable<ObjectExpectation['match']>, object: GameView['battlefield'][number]): unknown {
  const wanted = (match as { characteristics?: unknown }).characteristics;
  if (object.characteristics?.abilities !== null || typeof wanted !== 'object' || wanted === null) return match;
  if (!('abilities' in wanted)) return match;
  const { abilities: _, ...rest } = wanted as Record<string, unknown>;
  return { ...match, characteristics: rest };
}

function joinPath(check: string, path: string): string {
  if (path === '') return check;
  return path.startsWith('[') ? `${check}${path}` : `${check}.${path}`;
}

/** At most this many known divergences are judged past in one compared value (each one a leaf or a subtree). */
const MOST_JUDGED_PAST = 64;

/**
 * Match `expectedRaw` against `actual`. With `place` and the file's known divergences, a mismatch at a view path an
 * entry covers is taken as the engine shows it, and the rest is matched again (known-divergences.ts).
 */
function compare(
  expectedRaw: unknown,
  actual: unknown,
  check: string,
  ctx: StepContext,
  place?: ViewPlace,
): CheckFailure | null {
  let expected = resolveDeep(expectedRaw, check, pickView(ctx), ctx.captures);
  for (let judged = 0; ; judged++) {
    const mismatch = matchValue(expected, actual);
    if (mismatch === null) return null;
    const known =
      place !== undefined && ctx.known !== undefined && judged < MOST_JUDGED_PAST
        ? ctx.known.match(viewPathOf(place.prefix, mismatch.path), place.whereOf(mismatch.path))
        : null;
    if (known === null)
      return {
        check: joinPath(check, mismatch.path),
        message: describeMismatch(mismatch, false),
        expected: mismatch.expected,
        actual: mismatch.actual,
        ...(place === undefined ? {} : { kind: placeKind(place, mismatch.path) }),
      };
    expected = withValueAt(
      expected,
      mismatch.path,
      mismatch.actual === undefined ? { $absent: true } : mismatch.actual,
    );
  }
}

/** The kind of a mismatch at `path` of a place: `at battlefield[*].characteristics.name (face-down)`. */
function placeKind(place: ViewPlace, path: string): FailureKind {
  return pathKind(viewPathOf(place.prefix, path), place.whereOf(path));
}
