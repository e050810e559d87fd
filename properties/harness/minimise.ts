/**
 * The second shrinking stage: after fast-check's shrink, a greedy delta-debugging pass over the failing
 * game's parts (its steps, the setup's zones, cards, attributes and card faces) keeps every removal
 * after which the game still fails the same way (same check, same kind of violation; sameFailure).
 * It ends at a fixpoint, where no single removal still fails (the counterexample is then locally
 * minimal), or when its budget of attempts or time is spent. Its result is the game itself (setup and
 * steps), which the report records, so it replays exactly without its seed and path.
 */
import type { FaceDownWay } from '../../model/face-down.js';
import type { GameSetup } from '../../model/setup.js';
import type { GameView } from '../../model/view.js';
import type { GeneratedStep } from '../../generators/steps.js';
import { defaults, removals, type SetupCandidate, setupSize, simplerCards } from '../../generators/setup-shrink.js';
import { relocations } from '../../generators/setup-relocate.js';
import {
  aimedAt,
  hasTargets,
  historyAt,
  loweredNumbers,
  pinnedIn,
  plainTargets,
  readsHistory,
  shiftedPast,
} from '../../generators/step-shrink.js';
import type { FailedOutcome } from './outcome.js';

/** One failing game: what the minimiser shrinks. */
export interface FailingGame {
  readonly setup: GameSetup;
  readonly steps: readonly GeneratedStep[];
  readonly outcome: FailedOutcome;
}

/** What the minimiser may spend: attempts (deterministic) and a deadline (`performance.now()` ms). */
export interface MinimiseBudget {
  readonly maxAttempts: number;
  readonly deadline: number;
  /** Whether a candidate setup is a legal game state (illegal ones are not played, nor counted). */
  readonly legal: (setup: GameSetup) => boolean;
}

export interface Minimised extends FailingGame {
  /** Games played. */
  readonly attempts: number;
  /** True when it reached a fixpoint: no single removal of a step or setup part still fails. */
  readonly locallyMinimal: boolean;
  /** True when it stopped for its budget (attempts or time) before the fixpoint. */
  readonly cutShort: boolean;
}

/** Plays a candidate game; the outcome when it fails, else null. */
export type PlayGame = (setup: GameSetup, steps: readonly GeneratedStep[]) => Promise<FailedOutcome | null>;

/**
 * What makes two failures "the same way": the outcome kind, the clause ids the message cites, and the message
 * without its situation (the step or moment before the first colon, object ids, bracketed details, quoted names,
 * numbers).
 */
export function failureKind(outcome: FailedOutcome): string {
  if (outcome.kind === 'engine-error') return `engine-error:${outcome.trace.failure?.phase ?? 'unknown'}`;
  const message = outcome.violation.message;
  const colon = message.indexOf(': ');
  const body = colon < 0 ? message : message.slice(colon + 2);
  const clauses = [...new Set(body.match(/\b\d{3}\.\d+[a-z]?\b/g) ?? [])].sort().join(',');
  // Bracketed details go whole, also those holding brackets of their own (a step list naming objects [o1]).
  let plain = body;
  for (let before = ''; before !== plain; ) {
    before = plain;
    plain = plain.replace(/\[[^[\]]*\]/g, '');
  }
  return `violation:${clauses}:${plain.replace(/"[^"]*"/g, '""').replace(/\b\w*\d\w*\b/g, '#')}`;
}

export function sameFailure(a: FailedOutcome, b: FailedOutcome): boolean {
  return failureKind(a) === failureKind(b);
}

/** The steps up to the one the failure is pinned to (none when it fails right after setup). */
function stepsUpToFailure(game: FailingGame): readonly GeneratedStep[] {
  const { outcome } = game;
  const at = outcome.kind === 'violation' ? outcome.failingStep : outcome.trace.records.length;
  if (at < 0) return [];
  const record = outcome.trace.records[at];
  if (record === undefined || record.stepIndex === null) return game.steps;
  return game.steps.slice(0, record.stepIndex + 1);
}

/**
 * The game with each step's targets pinned to the cards they named as it was played (step-shrink.ts pinnedIn): the
 * same game, whose steps keep their aim when a removal moves what their indices pick.
 */
function pinned(game: FailingGame): FailingGame {
  const views = new Map<number, GameView>();
  for (const r of game.outcome.trace.records) {
    if (r.stepIndex !== null && !views.has(r.stepIndex)) views.set(r.stepIndex, r.before.referee);
  }
  let changed = false;
  const steps = game.steps.map((step, i) => {
    const view = views.get(i);
    const pin = view === undefined ? step : pinnedIn(step, view);
    changed ||= pin !== step;
    return pin;
  });
  return changed ? { ...game, steps } : game;
}

/** Step lists with one chunk taken out: halves first, down to single steps. */
function stepRemovals(steps: readonly GeneratedStep[], size: number): (readonly GeneratedStep[])[] {
  const out: (readonly GeneratedStep[])[] = [];
  for (let from = steps.length - size; from >= 0; from -= size) {
    out.push([...steps.slice(0, from), ...steps.slice(from + size)]);
  }
  return out;
}

/** Indices a re-aimed step tries at least (setups near the end of shrinking are small), and at most. */
const AIM_INDICES = 4;
const AIM_INDICES_MAX = 12;

/** Indices a re-aimed step tries in `setup`: enough to reach any object of its largest list. */
function aimIndices(setup: GameSetup): number {
  const lists = [
    (setup.stack ?? []).length,
    setup.players.reduce((n, p) => n + (p.battlefield ?? []).length, 0),
    ...setup.players.flatMap((p) => [p.library, p.hand, p.graveyard, p.exile].map((z) => (z ?? []).length)),
  ];
  return Math.min(AIM_INDICES_MAX, Math.max(AIM_INDICES, ...lists));
}

/** A game's size: cards and tokens in its setup, plus its steps. */
function gameSize(game: { readonly setup: GameSetup; readonly steps: readonly GeneratedStep[] }): number {
  return setupSize(game.setup) + game.steps.length;
}

/** Greedy minimisation of a failing game within `budget`. */
export async function minimise(start: FailingGame, play: PlayGame, budget: MinimiseBudget): Promise<Minimised> {
  let best = pinned(start);
  let attempts = 0;
  let cutShort = false;
  // Whether the last round of single removals and resets found nothing (the game is then locally minimal).
  let fixpoint = false;
  const spent = () => attempts >= budget.maxAttempts || performance.now() >= budget.deadline;
  /** Try a candidate; keep it when it fails the same way (and, with `smaller`, is then a smaller game). */
  const attempt = async (setup: GameSetup, steps: readonly GeneratedStep[], smaller = false): Promise<boolean> => {
    if (!budget.legal(setup)) return false;
    if (spent()) {
      cutShort = true;
      return false;
    }
    attempts++;
    const outcome = await play(setup, steps);
    if (outcome === null || !sameFailure(outcome, start.outcome)) return false;
    let found: FailingGame = { setup, steps, outcome };
    const upTo = stepsUpToFailure(found);
    if (upTo.length < steps.length) found = { ...found, steps: upTo };
    if (smaller && gameSize(found) >= gameSize(best)) return false;
    best = pinned(found);
    fixpoint = false;
    return true;
  };
  const truncated = stepsUpToFailure(best);
  if (truncated.length < best.steps.length) await attempt(best.setup, truncated);

  /** One pass over the steps, chunk sizes halving; true when something was removed. */
  const stepPass = async (): Promise<boolean> => {
    let any = false;
    for (let size = Math.max(1, Math.floor(best.steps.length / 2)); size >= 1; size = Math.floor(size / 2)) {
      let removed = true;
      while (removed && best.steps.length >= size) {
        removed = false;
        for (const steps of stepRemovals(best.steps, size)) {
          if (cutShort) return any;
          if (await attempt(best.setup, steps)) {
            removed = any = true;
            break;
          }
        }
      }
    }
    return any;
  };
  /** One pass over setup candidates of one family, recomputed after each success. */
  const setupPass = async (family: (s: GameSetup) => SetupCandidate[]): Promise<boolean> => {
    let any = false;
    let from = 0;
    for (;;) {
      const candidates = family(best.setup);
      let found = false;
      for (let i = from; i < candidates.length; i++) {
        if (cutShort) return any;
        if (await attempt((candidates[i] as SetupCandidate).setup, best.steps)) {
          any = found = true;
          from = i;
          break;
        }
      }
      if (!found) return any;
    }
  };

  /**
   * Candidates with one step varied: re-aimed (its indices set anew, each index in turn), with one of its own
   * numbers lowered (which card it keeps, which player acts: a smaller setup may need a smaller one), or naming by
   * its place what it found through the game's history (a removed step may have been that history).
   */
  const reaimed = async (setup: GameSetup, steps: readonly GeneratedStep[], from = 0): Promise<boolean> => {
    const indices = aimIndices(setup);
    for (const [i, step] of steps.entries()) {
      if (i < from) continue;
      const aimed = hasTargets(step) ? Array.from({ length: indices }, (_, index) => aimedAt(step, index)) : [];
      const named = readsHistory(step) ? plainTargets(setup).map((to) => historyAt(step, to)) : [];
      for (const variant of [...aimed, ...loweredNumbers(step), ...named]) {
        if (cutShort) return false;
        if (
          await attempt(
            setup,
            steps.map((s, j) => (j === i ? variant : s)),
          )
        )
          return true;
      }
    }
    return false;
  };

  /**
   * Changes that pay off only together, tried where single ones find nothing: a setup removal or a step removal
   * with one step re-aimed (a removal can move what a step's index picks, and the step must then be aimed at
   * the same object again), and a card put straight where the steps took it with one step fewer.
   */
  const compoundPass = async (): Promise<boolean> => {
    // Steps that only lead up to the failing one come first: without the first k (k > 1: one at a time failed).
    const prefixes = best.steps.map((_, k) => best.steps.slice(k + 1));
    for (const steps of prefixes.slice(1)) {
      if (cutShort) return false;
      if (await attempt(best.setup, steps, true)) return true;
    }
    const hints = {
      faceDown: libraryFaceDownWays(best.steps),
      copies: best.steps.some((s) => s.kind === 'become-copy'),
    };
    for (const candidate of relocations(best.setup, hints)) {
      // The steps that took the cards there: without the first k, or without one of them; a later step that found
      // the card through the game's history ("the card that just moved") then names it where the setup put it.
      for (const steps of [best.steps, ...prefixes, ...best.steps.map((_, i) => withoutStep(best.steps, i))]) {
        const named = steps.length < best.steps.length && steps.some(readsHistory) ? candidate.landed : [];
        // Every step that read the history named there, or only the first (a later one may read what that one did).
        const first = steps.findIndex(readsHistory);
        const renamed = named.flatMap((to) => {
          const all = steps.map((s) => historyAt(s, to));
          const one = steps.map((s, i) => (i === first ? historyAt(s, to) : s));
          return steps.filter(readsHistory).length > 1 ? [all, one] : [all];
        });
        for (const tried of [steps, ...renamed]) {
          if (cutShort) return false;
          if (await attempt(candidate.setup, tried, true)) return true;
        }
      }
    }
    for (let i = 0; i < best.steps.length; i++) {
      if (await reaimed(best.setup, withoutStep(best.steps, i), i)) return true;
    }
    for (const candidate of removals(best.setup)) {
      // The steps still aimed at the objects they named, then each step re-aimed on its own.
      const removed = candidate.removed;
      const shifted = removed === undefined ? best.steps : best.steps.map((s) => shiftedPast(s, removed));
      if (shifted !== best.steps && !cutShort && (await attempt(candidate.setup, shifted))) return true;
      if (await reaimed(candidate.setup, best.steps)) return true;
    }
    return false;
  };

  for (;;) {
    const steps = await stepPass();
    const removed = await setupPass(removals);
    const reset = await setupPass(defaults);
    const simpler = await setupPass(simplerCards);
    if (cutShort) break;
    if (steps || removed || reset || simpler) continue;
    fixpoint = true;
    if (!(await compoundPass()) || cutShort) break;
  }
  // Locally minimal: the last round of single removals and resets found nothing, and nothing changed since.
  return { ...best, attempts, locallyMinimal: fixpoint, cutShort };
}

/** The ways the steps put a library's top card onto the battlefield face down (701.40a, 701.58a, 701.62a). */
function libraryFaceDownWays(steps: readonly GeneratedStep[]): FaceDownWay[] {
  const ways = new Set<FaceDownWay>();
  for (const step of steps) {
    if (step.kind === 'manifest' || step.kind === 'cloak' || step.kind === 'manifest-dread') ways.add(step.kind);
  }
  return [...ways];
}

function withoutStep(steps: readonly GeneratedStep[], at: number): readonly GeneratedStep[] {
  return steps.filter((_, i) => i !== at);
}
