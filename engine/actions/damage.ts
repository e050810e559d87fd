/**
 * Dealing damage to a permanent (120): only creatures, planeswalkers and battles can be dealt damage
 * (120.1), so any other permanent is dealt none and carries no damage into a later face that is a
 * creature. Damage to a planeswalker removes that many loyalty counters (120.3c), to a battle that
 * many defense counters (120.3h); to a creature it is marked (120.3e), or it becomes -1/-1 counters
 * when the source has wither or infect (120.3d). A source with deathtouch makes the damage deadly
 * for the next state-based check (704.5h). A permanent that is both gets each result. The source is
 * read as it is now: a face-down source has the face-down characteristics, so no abilities (708.2a).
 */
import type { Action } from '../../adapter/action.js';
import type { Characteristics } from '../../model/characteristics.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { characteristics } from '../characteristics/compute.js';
import { updateObject } from '../state-access.js';
import { done, nothingHappens, rejected, type StepResult } from '../step-result.js';
import { requireObject, requirePermanent } from './guards.js';

type DealDamage = Extract<Action, { kind: 'deal-damage' }>;

/**
 * The keywords of the damage's source that change what its damage does (702.2, 702.80, 702.90). Lifelink
 * (120.3f) is not here: the model has no life totals (704.5a-c never apply either).
 */
export interface SourceTraits {
  readonly deathtouch: boolean;
  readonly wither: boolean;
  readonly infect: boolean;
}

const NO_SOURCE: SourceTraits = { deathtouch: false, wither: false, infect: false };

/** Which of the damage keywords a source has, read from its characteristics now (708.2a: face down, none). */
export function sourceTraits(c: Characteristics | null): SourceTraits {
  const has = (k: string) => c?.abilities.some((a) => a.kind === 'keyword' && a.keyword.toLowerCase() === k) ?? false;
  return { deathtouch: has('deathtouch'), wither: has('wither'), infect: has('infect') };
}

/** What `amount` damage from a source with `traits` does to `target` (120.3c-e, 120.3h, 704.5h). */
function damageResults(
  target: GameObject,
  c: Characteristics,
  amount: number,
  traits: SourceTraits,
): Partial<GameObject> | null {
  const creature = c.types.includes('Creature');
  const planeswalker = c.types.includes('Planeswalker');
  const battle = c.types.includes('Battle');
  if (!creature && !planeswalker && !battle) return null; // 120.1
  const counters = { ...target.counters };
  let damage = target.damage;
  if (planeswalker) counters.loyalty = Math.max(0, (counters.loyalty ?? 0) - amount); // 120.3c
  if (battle) counters.defense = Math.max(0, (counters.defense ?? 0) - amount); // 120.3h
  if (creature) {
    if (traits.wither || traits.infect)
      counters['-1/-1'] = (counters['-1/-1'] ?? 0) + amount; // 120.3d
    else damage += amount; // 120.3e
  }
  // 704.5h: a creature dealt damage by a deathtouch source is destroyed at the next check.
  return { counters, damage, ...(creature && traits.deathtouch ? { deathtouched: true } : {}) };
}

/**
 * `deal-damage`: `amount` damage to a permanent from `source` (an object, read as it is now) or from an
 * unnamed source with no abilities (120.3). A permanent that is no creature, planeswalker or battle is dealt
 * none (120.1); a planeswalker loses loyalty counters (120.3c), a battle defense counters (120.3h), a
 * creature gets -1/-1 counters from wither or infect (120.3d), else marked damage (120.3e), and deathtouch
 * damage destroys it at the next check (704.5h).
 */
export function dealDamage(state: GameState, action: DealDamage): StepResult {
  const found = requirePermanent(state, action.object, 'deal-damage');
  if (!found.ok) return found.result;
  if (!Number.isInteger(action.amount) || action.amount < 1)
    return rejected('deal-damage/bad-amount', '120.3', `amount must be a positive integer, got ${action.amount}`);
  let traits = NO_SOURCE;
  if (action.source !== undefined) {
    const source = requireObject(state, action.source, 'deal-damage');
    if (!source.ok) return source.result;
    traits = sourceTraits(characteristics(state, source.value));
  }
  const target = found.value;
  const c = characteristics(state, target);
  const change = c && damageResults(target, c, action.amount, traits);
  if (!change)
    return nothingHappens(state, target.id, '120.1', 'only creatures, planeswalkers and battles can be dealt damage');
  return done(updateObject(state, target.id, change), []);
}
