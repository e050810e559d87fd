/**
 * Every property of the suite, in a stable order (by chapter). Add a new property
 * here; its file exports `property`.
 */
import type { PropertyDefinition } from './property.js';
import { property as transformKeepsIdentity } from './712/transform-keeps-identity.js';
import { property as onlyDoubleFacedTransform } from './712/only-double-faced-transform.js';
import { property as faceDownNeverTransforms } from './712/face-down-never-transforms.js';
import { property as noTransformIntoInstant } from './712/no-transform-into-instant-or-sorcery.js';
import { property as entersFrontFaceUp } from './712/enters-front-face-up.js';
import { property as characteristicsByZone } from './712/characteristics-by-zone.js';
import { property as manaValueByFace } from './712/mana-value-by-face.js';
import { property as copyTakesFaceUp } from './712/copy-takes-face-up.js';
import { property as dfcCannotBeTurnedFaceDown } from './712/dfc-cannot-be-turned-face-down.js';
import { property as zoneChangeNewObject } from './400/zone-change-new-object.js';
import { property as conservation } from './general/conservation.js';
import { property as illegalActionsLeaveStateUnchanged } from './general/illegal-actions-leave-state-unchanged.js';
import { property as determinism } from './general/determinism.js';

export const ALL_PROPERTIES: readonly PropertyDefinition[] = [
  zoneChangeNewObject,
  transformKeepsIdentity,
  onlyDoubleFacedTransform,
  faceDownNeverTransforms,
  noTransformIntoInstant,
  entersFrontFaceUp,
  characteristicsByZone,
  manaValueByFace,
  copyTakesFaceUp,
  dfcCannotBeTurnedFaceDown,
  conservation,
  illegalActionsLeaveStateUnchanged,
  determinism,
];
