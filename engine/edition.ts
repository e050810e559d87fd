/**
 * The rules edition a game is played under (spec/editions.ts), read where a rule differs:
 * one lookup per read, and none of it on the default edition's path beyond a field check.
 */
import { match, P } from 'ts-pattern';
import type { Action } from '../adapter/action.js';
import type { Mechanic } from '../adapter/mechanics.js';
import type { GameState } from '../model/game-state.js';
import { DEFAULT_EDITION, editionRules, hasMechanic, MECHANIC_ORIGINS } from '../spec/editions.js';
import { doubleFacedDefinitionOf } from './characteristics/printed.js';
import { rejected, type StepResult } from './step-result.js';

/** The mechanic an action needs beyond the rules every edition has, if any. */
function mechanicOf(action: Action): Mechanic | null {
  return match(action)
    .with({ kind: P.union('manifest', 'cloak', 'manifest-dread', 'meld', 'convert') }, (a) => a.kind)
    .with({ kind: P.union('day-night-check', 'become-day-or-night') }, () => 'day-night' as const)
    .with({ kind: 'cast', mode: { kind: 'face-down', by: P.union('megamorph', 'disguise') } }, (a) => a.mode.by)
    .with({ kind: 'cast', mode: { kind: 'transformed', by: 'disturb' } }, () => 'disturb' as const)
    .with({ kind: 'cast', mode: { kind: 'converted' } }, () => 'convert' as const)
    .with({ kind: 'cast', mode: { kind: 'back-face' } }, () => 'modal-dfc' as const)
    .with({ kind: 'cast', mode: { kind: 'split-half' } }, () => 'split-cards' as const)
    .with({ kind: 'play-land', face: 'back' }, () => 'modal-dfc' as const)
    .with(
      { kind: 'create-token', token: { layout: P.union('nonmodal-dfc', 'modal-dfc') } },
      () => 'double-faced-token' as const,
    )
    .otherwise(() => null);
}

/**
 * A rejection for an action the game's edition has no rules for: a mechanic that entered the
 * rules later (spec MECHANIC_ORIGINS), or casting a double-faced card transformed before 712.11a existed
 * (spec RULE_DIFFERENCES `cast-transformed`); `unsupported` for a split card's half before split cards'
 * 2017 rules (an aftermath half, 702.127a, came with them). Null when the edition allows it.
 */
export function outsideEdition(state: GameState, action: Action): StepResult | null {
  const edition = state.edition;
  if (edition === undefined || edition === DEFAULT_EDITION) return null;
  const mechanic = mechanicOf(action);
  const origin = mechanic === null ? undefined : MECHANIC_ORIGINS[mechanic];
  if (mechanic !== null && origin !== undefined && !hasMechanic(edition, mechanic)) {
    // Split cards are older than every supported edition, and so is casting either half (708.2a of 2011-09-30), but
    // then a split card had two sets of characteristics off the stack, which this engine does not model, and
    // aftermath (702.127a) came only with the 2017 change: it says it does not implement them (docs/adapter.md).
    if (mechanic === 'split-cards')
      return rejected(
        'unsupported',
        null,
        `split cards under edition ${edition}: this engine models them by the rules since ${origin.since} only (709.4)`,
      );
    return rejected(
      'edition/mechanic-absent',
      origin.clause,
      `${mechanic} is not in the rules of edition ${edition}: it entered them on ${origin.since}`,
    );
  }
  if (action.kind !== 'cast') return null;
  const rules = editionRules(edition);
  if (action.mode.kind === 'transformed' && !rules.castTransformed)
    return rejected(
      'edition/rule-absent',
      '712.11a',
      `edition ${edition} has no rule for casting a double-faced card transformed: it is cast front face up`,
    );
  const object = state.objects[action.object];
  if (
    action.mode.kind === 'face-down' &&
    !rules.doubleFacedFaceDown &&
    object &&
    doubleFacedDefinitionOf(state, object)
  )
    return rejected(
      'edition/rule-absent',
      '712.15',
      `under edition ${edition} a double-faced card can't be cast face down (it is never face down)`,
    );
  return null;
}
