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
import { property as faceDownCharacteristics } from './708/face-down-characteristics.js';
import { property as faceDownCannotBeTurnedFaceDown } from './708/face-down-cannot-be-turned-face-down.js';
import { property as turnFaceUpSameObject } from './708/turn-face-up-same-object.js';
import { property as turnFaceUpRoutes } from './702/turn-face-up-routes.js';
import { property as megamorphCounter } from './702/megamorph-counter.js';
import { property as manifestedInstantStaysFaceDown } from './701/manifested-instant-stays-face-down.js';
import { property as manifestDreadMovesTwo } from './701/manifest-dread-moves-two.js';
import { property as revealOnLeaving } from './708/reveal-on-leaving.js';
import { property as noHiddenInformationLeak } from './708/no-hidden-information-leak.js';
import { property as faceDownNoName } from './708/face-down-no-name.js';
import { property as distinguishable } from './708/distinguishable.js';
import { property as controllerMayLook } from './708/controller-may-look.js';
import { property as copyOfFaceDown } from './708/copy-of-face-down.js';

export const ALL_PROPERTIES: readonly PropertyDefinition[] = [
  zoneChangeNewObject,
  manifestedInstantStaysFaceDown,
  manifestDreadMovesTwo,
  turnFaceUpRoutes,
  megamorphCounter,
  faceDownCharacteristics,
  faceDownCannotBeTurnedFaceDown,
  turnFaceUpSameObject,
  revealOnLeaving,
  noHiddenInformationLeak,
  faceDownNoName,
  distinguishable,
  controllerMayLook,
  copyOfFaceDown,
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
