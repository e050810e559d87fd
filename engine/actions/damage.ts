/**
 * Dealing damage to a permanent or a player (120): only creatures, planeswalkers and battles can be dealt damage
 * (120.1), so any other permanent is dealt none and carries no damage into a later face that is a
 * creature. Damage to a planeswalker removes that many loyalty counters (120.3c), to a battle that
 * many defense counters (120.3h); to a creature it is marked (120.3e), or it becomes -1/-1 counters
 * when the source has wither or infect (120.3d). A source with deathtouch makes the damage deadly
 * for the next state-based check (704.5h). A permanent that is both gets each result. The source is
 * read as it is now: a face-down source has the face-down characteristics, so no abilities (708.2a), or as it last
 * existed if it left (608.2h). A lifelink source's controller gains as much life as the damage dealt (120.3f).
 */
import type { Action } from '../../adapter/action.js';
import type { Characteristics } from '../../model/characteristics.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { characteristics } from '../characteristics/compute.js';
import { updateObject } from '../state-access.js';
import { done, nothingHappens, rejected, type StepResult } from '../step-result.js';
import { damageSource, type SourceTraits } from './damage-source.js';
import { requirePermanent, requirePlayer } from './guards.js';
import { damagePlayer, lifelinkGain } from './life.js';

type DealDamage = Extract<Action, { kind: 'deal-damage' }>;
type DealDamageToPlayer = Extract<Action, { kind: 'deal-damage-to-player' }>;

const badAmount = (kind: Action['kind'], amount: number): StepResult | null =>
  Number.isInteger(amount) && amount >= 1
    ? null
    : rejected(`${kind}/bad-amount`, '120.3', `amount must be a positive integer, got ${amount}`);

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
 * `deal-damage`: `amount` damage to a permanent from `source` (an object, read as it is now or last existed) or from an
 * unnamed source with no abilities (120.3). A permanent that is no creature, planeswalker or battle is dealt
 * none (120.1); a planeswalker loses loyalty counters (120.3c), a battle defense counters (120.3h), a
 * creature gets -1/-1 counters from wither or infect (120.3d), else marked damage (120.3e), and deathtouch
 * damage destroys it at the next check (704.5h).
 */
export function dealDamage(state: GameState, action: DealDamage): StepResult {
  const found = requirePermanent(state, action.object, 'deal-damage');
  if (!found.ok) return found.result;
  const bad = badAmount(action.kind, action.amount);
  if (bad) return bad;
  const source = damageSource(state, action.source, 'deal-damage');
  if (!source.ok) return source.result;
  const target = found.value;
  const c = characteristics(state, target);
  const change = c && damageResults(target, c, action.amount, source.value.traits);
  if (!change)
    return nothingHappens(state, target.id, '120.1', 'only creatures, planeswalkers and battles can be dealt damage');
  // 120.3f: the damage was dealt, so a lifelink source's controller gains that much life.
  return done(lifelinkGain(updateObject(state, target.id, change), source.value, action.amount), []);
}

/**
 * `deal-damage-to-player`: `amount` damage to a player in the game (120.1) from `source` (read as `deal-damage`
 * reads it): they lose that much life (120.3a), or get that many poison counters from a source with infect
 * (120.3b), and a lifelink source's controller gains that much life (120.3f). Losing at 0 life or 10 poison
 * counters is a state-based action (704.5a, 704.5c).
 */
export function dealDamageToPlayer(state: GameState, action: DealDamageToPlayer): StepResult {
  const player = requirePlayer(state, action.player, 'deal-damage-to-player');
  if (!player.ok) return player.result;
  const bad = badAmount(action.kind, action.amount);
  if (bad) return bad;
  const source = damageSource(state, action.source, 'deal-damage-to-player');
  if (!source.ok) return source.result;
  return done(damagePlayer(state, player.value, action.amount, source.value), []);
}
