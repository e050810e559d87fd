/** The action of damage dealt to a player (mechanic `life`), kept apart from adapter/action.ts for its size. */
import type { ObjectId, PlayerId } from '../model/ids.js';

/**
 * `amount` damage to a player (120.3): they lose that much life (120.3a), or get that many poison counters when
 * `source` has infect (120.3b). `source` is read as for `deal-damage` (as it is now, or as it last existed if it
 * left, 702.15c); with lifelink its controller also gains that much life (120.3f). Without it, a source with no
 * such abilities.
 */
export interface DealDamageToPlayer {
  readonly kind: 'deal-damage-to-player';
  readonly player: PlayerId;
  readonly amount: number;
  readonly source?: ObjectId;
}
