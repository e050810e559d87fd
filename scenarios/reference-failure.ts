/**
 * A scenario reference that did not resolve, as a step's failure: what it named and what the view holds.
 */
import type { GameView } from '../model/view.js';
import type { CheckFailure } from './expectations.js';
import { type ScenarioReferenceError, showReference } from './references.js';

/** The failure of a step whose reference `e` did not resolve in `view`. */
export function referenceFailure(e: ScenarioReferenceError, view: GameView): CheckFailure {
  return {
    check: e.field,
    message: `cannot resolve ${showReference(e.reference)}: ${e.reason}`,
    expected: e.reference,
    actual: referenceSummary(view),
  };
}

/** What the referee view holds, compactly, to show beside a reference that did not resolve. */
function referenceSummary(view: GameView): unknown {
  const brief = (o: GameView['battlefield'][number]) => ({
    id: o.id,
    controller: o.controller,
    cards: o.cards ?? null,
  });
  return { battlefield: view.battlefield.map(brief), stack: view.stack.map(brief) };
}
