/**
 * Which mechanics bring each ability kind (model/ability.ts) into games: a card carrying an ability of a kind is
 * played only by an engine declaring one of the kind's mechanics (or any engine, for a kind of the core), and only
 * when the engine's `abilities` declaration, if it gives one, lists the kind (adapter/declaration.ts). A kind
 * belongs to the mechanic whose rules give it meaning in the model: a morph ability is what casting face down by
 * morph and turning face up for its cost read (702.37), "enters as a copy" is a copy effect (707.2); the kinds no
 * rule of the model acts on (keywords, ward, enchant, text) are the core's. docs/adapter.md's table of what each
 * mechanic brings is generated from this one (`npm run docs:declarations`).
 */
import type { AbilityKind } from '../model/ability.js';
import type { Face } from '../model/characteristics.js';
import { FACE_DOWN_WAYS } from '../model/face-down.js';
import type { Action } from './action.js';
import type { Declaration } from './declaration.js';
import type { Mechanic } from './mechanics.js';

/** A face-down way's mechanic (an Ixidron-style `effect` is turn-face-down). */
const FACE_DOWN_MECHANICS: readonly Mechanic[] = FACE_DOWN_WAYS.map((w) => (w === 'effect' ? 'turn-face-down' : w));

/**
 * The mechanics any one of which brings each ability kind; `[]`: the core (every engine). The mapped type fails to
 * compile when a kind is missing.
 */
export const ABILITY_MECHANICS: { readonly [K in AbilityKind]: readonly Mechanic[] } = {
  keyword: [],
  ward: [],
  // A morph cost is what casting face down by morph and turning face up by morph read (702.37a, 702.37e);
  // megamorph is morph with a counter (702.37b), and a megamorph permanent turns face up by that route.
  morph: ['morph', 'megamorph'],
  megamorph: ['megamorph'],
  disguise: ['disguise'],
  disturb: ['disturb'],
  'more-than-meets-the-eye': ['convert'],
  meld: ['meld'],
  // "[cost]: Transform this" (701.27f) is activated through `activate-transform`.
  'transform-self': ['transform'],
  // An activated ability with a target goes on the stack as it is activated (602.2).
  activated: ['stack'],
  // "Enter as a copy" (707.2) is a copy effect.
  'copy-on-enter': ['copy'],
  triggered: ['triggered-abilities'],
  // "As this is turned face up" (708.11) applies while a face-down permanent is turned face up, by any way.
  'as-turned-face-up': FACE_DOWN_MECHANICS,
  // "As this transforms" (712.20) applies while it transforms or converts.
  'as-transforms': ['transform', 'convert'],
  daybound: ['day-night'],
  nightbound: ['day-night'],
  'enters-with-counters': ['intrinsic-counters'],
  enchant: [],
  aftermath: ['split-cards'],
  text: [],
};

/**
 * The ability kinds a mechanic cannot be played without: no card could be cast face down by morph without a morph
 * ability (702.37c), no triggered ability put on the stack without one (603.3). An engine listing `abilities` must
 * list these for each mechanic it declares (adapter/description-check.ts says which are missing).
 */
export const ESSENTIAL_ABILITIES: { readonly [M in Mechanic]?: readonly AbilityKind[] } = {
  morph: ['morph'],
  megamorph: ['megamorph'],
  disguise: ['disguise'],
  disturb: ['disturb'],
  meld: ['meld'],
  'day-night': ['daybound', 'nightbound'],
  'triggered-abilities': ['triggered'],
  saga: ['triggered'],
};

/** A need of adapter/mechanic-needs.ts's shape: met by any one of `anyOf`. */
export interface KindNeed {
  readonly anyOf: readonly Mechanic[];
  readonly what: string;
}

/** Kinds whose needs are said above (triggered, daybound, counters on entering) or by a layout (meld, aftermath). */
const SAID_ELSEWHERE: ReadonlySet<string> = new Set([
  'triggered',
  'daybound',
  'nightbound',
  'enters-with-counters',
  'meld',
  'aftermath',
]);

/** Abilities of a kind some mechanic brings (adapter/ability-needs.ts): a morph ability needs morph, and so on. */
export function abilityNeeds(faces: readonly Face[], what: string): readonly KindNeed[] {
  return kindNeeds(abilityKindsOf(faces), what);
}

/** The needs of abilities of these kinds (`what` says whose). */
export function kindNeeds(kinds: Iterable<AbilityKind>, what: string): readonly KindNeed[] {
  return [...kinds]
    .filter((k) => ABILITY_MECHANICS[k].length > 0 && !SAID_ELSEWHERE.has(k))
    .map((k) => ({ anyOf: ABILITY_MECHANICS[k], what: `${what} with a ${k} ability` }));
}

/** Whether a game for `declared` may hold an ability of `kind`: its mechanics declared, and its kind if listed. */
export function abilityKindPlayable(kind: AbilityKind, declared: Declaration): boolean {
  const mechanics = ABILITY_MECHANICS[kind];
  if (mechanics.length > 0 && !mechanics.some((m) => declared.mechanics.includes(m))) return false;
  return declared.abilities === null || declared.abilities.has(kind);
}

/** Every ability kind on these faces. */
export function abilityKindsOf(faces: readonly Face[]): ReadonlySet<AbilityKind> {
  return new Set(faces.flatMap((f) => (f.abilities ?? []).map((a) => a.kind)));
}

/** The kinds on these faces a game for `declared` may not hold. */
export function unplayableKinds(faces: readonly Face[], declared: Declaration): readonly AbilityKind[] {
  return [...abilityKindsOf(faces)].filter((k) => !abilityKindPlayable(k, declared));
}

/** The ability kinds an action brings into the game: an ability an effect grants, a created token's. */
export function actionAbilityKinds(action: Action): readonly AbilityKind[] {
  if (action.kind === 'apply-effect' && action.effect.kind === 'gain-ability') return [action.effect.ability.kind];
  if (action.kind === 'create-token') return [...abilityKindsOf(action.token.faces)];
  return [];
}

/** The kinds an action brings that a game for `declared` may not hold. */
export function unplayableActionKinds(action: Action, declared: Declaration): readonly AbilityKind[] {
  return actionAbilityKinds(action).filter((k) => !abilityKindPlayable(k, declared));
}
