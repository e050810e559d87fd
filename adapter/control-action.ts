/** A control-changing effect's action (mechanic `control-change`), apart from adapter/action.ts for its size. */
import type { ObjectId, PlayerId } from '../model/ids.js';

/**
 * An effect gives `player` control of a permanent from now on (613.1b, layer 2). Attached Auras and Equipment keep
 * their own controllers (303.4e, 301.5d); a face-down permanent is shown to its new controller and no longer to the
 * old one (708.5).
 */
export interface GainControl {
  readonly kind: 'gain-control';
  readonly player: PlayerId;
  readonly object: ObjectId;
}
