/**
 * fast-check generators of the suite: cards, setups and step sequences, each a small
 * factory taking a constraints object, deterministic for a seed.
 */
export { poolName, NAME_POOL_SIZE } from './names.js';
export { manaCostArb } from './mana.js';
export { abilityArb, abilitiesArb } from './abilities.js';
export { faceArb, type FaceConstraints, type FaceRole } from './faces.js';
export { cardGroupArb, cardsArb, DEFAULT_CARD_WEIGHTS, type CardConstraints, type CardGroupKind } from './cards.js';
export { tokenArb, SPIRIT_TOKEN, INCUBATOR_TOKEN, INSTANT_BACKED_TOKEN } from './tokens.js';
export { legalFaceDownWays, legalFaceUpSides, legalSpellModes } from './legal-choices.js';
export { setupArb, type SetupConstraints } from './setup.js';
export {
  meldGroupArb,
  disturbGroupArb,
  faceDownCasterGroupArb,
  manifestFodderGroupArb,
  modalLandGroupArb,
  attachmentCardArb,
  isAttachmentFace,
} from './themed-cards.js';
export { printedShown, shownOf, showsCreature, legendaryName, type Shown } from './shown-face.js';
export {
  motifArb,
  anyMotifArb,
  MOTIF_KINDS,
  DEFAULT_MOTIF_WEIGHTS,
  type MotifKind,
  type MotifWeights,
} from './motifs.js';
export { setupProblems, type SetupRulesOptions } from './setup-legality.js';
export {
  stepArb,
  stepsArb,
  stepOfKindArb,
  targetArb,
  DEFAULT_STEP_WEIGHTS,
  type GeneratedStep,
  type StepKind,
  type StepWeights,
  type StepConstraints,
  type Target,
  type PermanentFilter,
} from './steps.js';
export { resolveStep, type ResolvedStep, type ResolveContext } from './resolve-step.js';
export { defaultCatalog } from './catalog.js';
