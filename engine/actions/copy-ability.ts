/**
 * Copying an ability on the stack (707.10): the copy is put on the stack under the player it
 * is copied for, and is itself an ability. It has the same source as the original (707.10b),
 * so a copy of a permanent's "transform this" ability turns that same permanent over, and
 * only if it has not transformed or converted since the copy was put on the stack (701.27f,
 * 701.28e): of a copy and its original, only the first to resolve turns it.
 */
import type { Action } from '../../adapter/action.js';
import { isAbilityObject, type Representation } from '../../model/game-object.js';
import type { ObjectId } from '../../model/ids.js';
import { isLegalTarget } from './activate-ability.js';
import type { GameState } from '../../model/game-state.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { createCardObject } from '../zones/move.js';
import { type Checked, requireObject, requirePlayer } from './guards.js';

/**
 * The copy's targets (707.10, 707.10c): the original's, unless new ones are given, one for each of the original's.
 * A target left as it was may stay even if it is illegal now; a changed one must be legal (coded rejection).
 */
function copyTargets(
  state: GameState,
  original: Extract<Representation, { kind: 'activated-ability' }>,
  chosen: readonly ObjectId[] | undefined,
): Checked<readonly ObjectId[]> {
  if (chosen === undefined) return { ok: true, value: original.targets };
  if (chosen.length !== original.targets.length)
    return {
      ok: false,
      result: rejected(
        'copy-ability/target-count',
        '707.10c',
        `the ability has ${original.targets.length} target(s); give one for each (${chosen.length} given)`,
      ),
    };
  for (const [i, t] of chosen.entries()) {
    if (t === original.targets[i] || isLegalTarget(state, original.ability.effect, t)) continue;
    return {
      ok: false,
      result: rejected(
        'copy-ability/illegal-target',
        '707.10c',
        `a new target must be legal: object ${t} is not a ${original.ability.effect.target} on the battlefield`,
      ),
    };
  }
  return { ok: true, value: chosen };
}

/**
 * Put a copy of the ability `of` on the stack for `player` (707.10): same source and same
 * ability (707.10b), controlled by `player`, with the timestamp of the moment it is put on the
 * stack, and the original's targets or new ones its controller chose (707.10c).
 */
export function copyAbility(state: GameState, action: Extract<Action, { kind: 'copy-ability' }>): StepResult {
  const player = requirePlayer(state, action.player, 'copy-ability');
  if (!player.ok) return player.result;
  // An effect's instruction (400.7): an ability that has left the stack since is not found, and nothing happens.
  const found = requireObject(state, action.of, 'copy-ability');
  if (!found.ok) return found.result;
  const original = found.value;
  if (original.zone !== 'stack' || !isAbilityObject(original))
    return rejected(
      'copy-ability/not-an-ability',
      '707.10',
      `object ${original.id} is not an ability on the stack (it is ${
        original.zone === 'stack' ? 'a spell: use copy-spell' : `in ${original.zone}`
      })`,
    );
  const r = original.represents;
  if (r.kind !== 'activated-ability' && action.targets !== undefined && action.targets.length > 0)
    return rejected('copy-ability/target-count', '707.10c', 'the ability has no targets to choose anew');
  const targets = r.kind === 'activated-ability' ? copyTargets(state, r, action.targets) : null;
  if (targets !== null && !targets.ok) return targets.result;
  // 707.10b: the same source; the representation names it, so the copy shares it.
  const represents = r.kind === 'activated-ability' && targets?.ok ? { ...r, targets: targets.value } : r;
  const [s, id] = createCardObject(state, represents, action.player, {
    to: 'stack',
    controller: action.player,
  });
  return done(s, [{ kind: 'became-copy', object: id, of: original.id }]);
}
