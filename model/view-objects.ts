/** Rewriting every object a view shows: used by engines (and mutants) that post-process views. */
import type { GameView, ObjectView } from './view.js';

/** Apply `f` to every object in a view (battlefield, stack, exile, and each player's zones). */
export function mapObjects(view: GameView, f: (o: ObjectView) => ObjectView): GameView {
  const all = (list: readonly ObjectView[]) => list.map(f);
  return {
    ...view,
    battlefield: all(view.battlefield),
    stack: all(view.stack),
    exile: all(view.exile),
    players: view.players.map((p) => ({
      ...p,
      library: p.library === null ? null : all(p.library),
      hand: p.hand === null ? null : all(p.hand),
      graveyard: all(p.graveyard),
      ...(p.lookedAt === undefined ? {} : { lookedAt: all(p.lookedAt) }),
    })),
  };
}

/** Call `f` on every object in a view, in the order mapObjects visits them. */
export function forEachObject(view: GameView, f: (o: ObjectView) => void): void {
  const all = (list: readonly ObjectView[]) => {
    for (const o of list) f(o);
  };
  all(view.battlefield);
  all(view.stack);
  all(view.exile);
  for (const p of view.players) {
    if (p.library !== null) all(p.library);
    if (p.hand !== null) all(p.hand);
    all(p.graveyard);
    if (p.lookedAt !== undefined) all(p.lookedAt);
  }
}
