/**
 * Situations of issue 40's rules, recognised in a recorded step for the coverage check (generators/coverage.ts):
 * a turn beginning whose untap step phases a daybound or nightbound permanent in or out (502.1, 702.145c-g act
 * between its turn-based actions), an Aura entering the battlefield attached (303.4f, 608.3c), and a face-down
 * permanent changing controller (708.5).
 */
import type { Action } from '../adapter/action.js';
import type { GameView, ObjectView } from '../model/view.js';

export const RULES_DEPTH_SITUATIONS = [
  'turn-begins-phasing-a-bound-permanent',
  'aura-enters-attached',
  'face-down-changes-control',
] as const;
export type RulesDepthSituation = (typeof RULES_DEPTH_SITUATIONS)[number];

interface StepViews {
  readonly action: Action;
  readonly result: { readonly ok: boolean };
  readonly before: { readonly referee: GameView };
  readonly after: { readonly referee: GameView };
}

const bound = (o: ObjectView): boolean =>
  (o.characteristics?.abilities ?? []).some((a) => a.kind === 'daybound' || a.kind === 'nightbound');

/** The issue 40 situations one step reaches. */
export function rulesDepthSituationsOf(step: StepViews): readonly RulesDepthSituation[] {
  if (!step.result.ok) return [];
  const found: RulesDepthSituation[] = [];
  const before = step.before.referee;
  const after = step.after.referee;
  const was = (id: string) => before.battlefield.find((o) => o.id === id);
  const a = step.action;
  if (a.kind === 'begin-turn' && after.battlefield.some((o) => bound(o) && was(o.id)?.phasedOut !== o.phasedOut))
    found.push('turn-begins-phasing-a-bound-permanent');
  const aura = (o: ObjectView) => o.characteristics?.subtypes.includes('Aura') === true && o.attachedTo !== null;
  if (after.battlefield.some((o) => was(o.id) === undefined && aura(o))) found.push('aura-enters-attached');
  if (a.kind === 'gain-control' && was(a.object)?.faceDown != null) found.push('face-down-changes-control');
  return found;
}
