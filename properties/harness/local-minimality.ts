/**
 * Whether a failing game the minimiser does not shrink (a property's fixed probe) is locally minimal: its single
 * removals, the ones the minimiser tries (minimise.ts: one action; one zone, card, permanent or spell of the setup),
 * are each played and judged again, and it is locally minimal when none still fails the same way (sameFailure).
 * The verdict is computed, never assumed: a game whose single removal still fails is reported as not minimal.
 */
import type { GameSetup } from '../../model/setup.js';
import { removals } from '../../generators/setup-shrink.js';
import { sameFailure } from './minimise.js';
import type { FailedOutcome } from './outcome.js';

/** A failing game of `A` actions (anything the property plays: concrete actions, probes' action makers). */
export interface FixedFailingGame<A> {
  readonly setup: GameSetup;
  readonly actions: readonly A[];
  readonly outcome: FailedOutcome;
}

export interface RemovalCheck<A> {
  /** Plays a candidate game; its failure, or null when it passes or judges nothing. */
  readonly play: (setup: GameSetup, actions: readonly A[]) => Promise<FailedOutcome | null>;
  /**
   * Whether a candidate is a game at all (a legal setup, every object its actions name still there); one that is
   * not is neither played nor counted, as the minimiser skips illegal setups.
   */
  readonly playable: (setup: GameSetup, actions: readonly A[]) => boolean;
  /** `performance.now()` ms after which no more games are played (the verdict is then false: not known). */
  readonly deadline: number;
}

export interface RemovalVerdict {
  /** True when every single removal was played and none failed the same way. */
  readonly locallyMinimal: boolean;
  /** Games played. */
  readonly attempts: number;
  /** True when the deadline came before every removal was played. */
  readonly cutShort: boolean;
}

/** The single-removal verdict of `game`: each action left out in turn, then each setup removal with every action. */
export async function singleRemovalVerdict<A>(
  game: FixedFailingGame<A>,
  check: RemovalCheck<A>,
): Promise<RemovalVerdict> {
  const candidates: { readonly setup: GameSetup; readonly actions: readonly A[] }[] = [
    ...game.actions.map((_, i) => ({ setup: game.setup, actions: game.actions.filter((_a, j) => j !== i) })),
    ...removals(game.setup).map((c) => ({ setup: c.setup, actions: game.actions })),
  ];
  let attempts = 0;
  for (const candidate of candidates) {
    if (!check.playable(candidate.setup, candidate.actions)) continue;
    if (performance.now() >= check.deadline) return { locallyMinimal: false, attempts, cutShort: true };
    attempts++;
    const outcome = await check.play(candidate.setup, candidate.actions);
    if (outcome !== null && sameFailure(outcome, game.outcome))
      return { locallyMinimal: false, attempts, cutShort: false };
  }
  return { locallyMinimal: true, attempts, cutShort: false };
}
