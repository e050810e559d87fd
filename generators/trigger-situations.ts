/**
 * Situations of triggered abilities (603), recognised in a recorded step for the coverage check
 * (generators/coverage.ts): an ability put on the stack, and a face-down permanent whose hidden
 * card has a triggered ability entering, turning face up or leaving (708.3, 708.8, 603.10a), where
 * `708/no-hidden-ability-triggers` has something to check.
 */
import type { GameView, ObjectView } from '../model/view.js';
import { printedDefinition } from '../model/view-read.js';

export const TRIGGER_SITUATIONS = ['trigger-put-on-stack', 'face-down-with-hidden-trigger-changes'] as const;
export type TriggerSituation = (typeof TRIGGER_SITUATIONS)[number];

interface StepViews {
  readonly result: { readonly ok: boolean };
  readonly before: { readonly referee: GameView };
  readonly after: { readonly referee: GameView };
}

/** Whether a face-down permanent's card has a triggered ability on any face (the referee sees the card). */
function hidesTrigger(o: ObjectView): boolean {
  const d = printedDefinition(o.printed);
  return o.faceDown !== null && (d?.faces.some((f) => f.abilities.some((a) => a.kind === 'triggered')) ?? false);
}

/** The trigger situations one step reaches. */
export function triggerSituationsOf(step: StepViews): readonly TriggerSituation[] {
  if (!step.result.ok) return [];
  const found: TriggerSituation[] = [];
  const before = step.before.referee;
  const after = step.after.referee;
  const onStackBefore = new Set(before.stack.map((o) => o.id));
  if (after.stack.some((o) => !onStackBefore.has(o.id) && o.printed?.kind === 'ability' && o.printed.trigger))
    found.push('trigger-put-on-stack');
  const faceDownAfter = new Map(after.battlefield.filter(hidesTrigger).map((o) => [o.id, o]));
  const faceDownBefore = before.battlefield.filter(hidesTrigger);
  const entered = [...faceDownAfter.keys()].some((id) => !before.battlefield.some((o) => o.id === id));
  const changed = faceDownBefore.some((o) => !faceDownAfter.has(o.id));
  if (entered || changed) found.push('face-down-with-hidden-trigger-changes');
  return found;
}
