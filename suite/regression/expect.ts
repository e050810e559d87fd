/**
 * The expectations of a regression scenario's failing step: what the reference engine
 * shows each viewer after that step, written so any engine can be compared with it
 * (objects named by references, engine ids left out).
 */
import type { GameView, ObjectView } from '../../model/view.js';
import type { Reference } from '../../scenarios/format.js';
import type { Board } from '../../results/result.js';
import { allObjects } from '../../scenarios/references.js';
import { referenceFor } from './refer.js';

/** An object's view without what is the engine's own (its id, the ids it points at). */
function matchOf(object: ObjectView, board: Board): Record<string, unknown> {
  const { id: _id, cards: _cards, attachedTo, ...rest } = object;
  const match: Record<string, unknown> = { ...rest };
  if (attachedTo === null) match['attachedTo'] = null;
  else {
    const ref = referenceFor(attachedTo, board.referee);
    if (ref !== null) match['attachedTo'] = ref;
  }
  // Round-trip through JSON so undefined fields vanish and only plain data remains.
  return JSON.parse(JSON.stringify(match)) as Record<string, unknown>;
}

/**
 * The reference for an object after the step: when the same object (same id) already
 * stood for its card before the step, resolve it before the step (`$at: "before"`), so
 * the expectation also says the object kept its identity (400.7, 712.18); when the card
 * became a new object, also expect the old one gone.
 */
function identityChecks(
  id: string,
  board: Board,
  before: GameView | null,
): { readonly ref: Reference | null; readonly gone: Reference | null } {
  const ref = referenceFor(id, board.referee);
  if (ref === null || !('$card' in ref) || before === null) return { ref, gone: null };
  const earlier = allObjects(before).find((o) => o.cards?.includes(ref.$card) === true);
  if (earlier === undefined) return { ref, gone: null };
  const atBefore: Reference = { $card: ref.$card, $at: 'before' };
  return earlier.id === id ? { ref: atBefore, gone: null } : { ref, gone: atBefore };
}

/**
 * `expect.views` for every viewer: each setup card's object as that viewer sees it (or
 * absent), zone sizes, hand and library counts. `before` is the referee view before the step
 * (null right after setup: there is no step, so no identity to keep).
 */
export function viewsExpectation(board: Board, before: GameView | null): Record<string, unknown> {
  const cardObjects = allObjects(board.referee).filter((o) => (o.cards?.length ?? 0) > 0);
  const viewers = ['referee', ...Object.keys(board.players)];
  const views: Record<string, unknown> = {};
  for (const viewer of viewers) {
    const view = viewer === 'referee' ? board.referee : board.players[viewer];
    if (view === undefined) continue;
    const objects = cardObjects.flatMap((o) => {
      const { ref, gone } = identityChecks(o.id, board, before);
      if (ref === null) return [];
      const seen = allObjects(view).find((v) => v.id === o.id);
      return [
        seen === undefined ? { object: ref, absent: true } : { object: ref, match: matchOf(seen, board) },
        ...(gone === null ? [] : [{ object: gone, absent: true }]),
      ];
    });
    views[viewer] = {
      objects,
      players: Object.fromEntries(
        view.players.map((p) => [p.id, { handCount: p.handCount, libraryCount: p.libraryCount, left: p.left }]),
      ),
      battlefield: { $length: view.battlefield.length },
      stack: { $length: view.stack.length },
      exile: { $length: view.exile.length },
      gameOver: view.gameOver,
    };
  }
  return views;
}
