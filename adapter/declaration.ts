/**
 * What an engine declares beside its mechanics (docs/adapter.md, "What an engine can play"): the ability kinds it
 * can represent on a card (model/ability.ts), the setup features it can build at the start of a game, and the event
 * kinds it can report (model/events.ts). Each list is optional: absent, the engine takes every one (the behaviour
 * before these fields existed). Generated games, their shrinking and the choice of scenarios keep to what it
 * declares (generators/restrict.ts, adapter/ability-needs.ts), so a game is discarded only when the engine refuses
 * something it declared; a property that reads an event the engine cannot report is `not-supported`, saying so.
 */
import type { AbilityKind } from '../model/ability.js';
import type { CardDefinition } from '../model/card.js';
import type { GameEventKind } from '../model/events.js';
import type { PlayerId } from '../model/ids.js';
import type { GameSetup, PermanentSetup, SpellSetup } from '../model/setup.js';
import { type ActionFeature, actionFeatures, type FactsOf } from './action-features.js';
import type { Action, ActionKind } from './action.js';

/**
 * Parts of a setup that no mechanic stands for, which an engine able to play a mechanic may still be unable to
 * build at the start of a game (a real engine with no "place this board" call, say):
 * - `spell-on-stack`: a spell on the stack at the start (`setup.stack`; an engine may still cast spells);
 * - `face-down-spell`: a spell on the stack at the start cast face down (708.4);
 * - `back-face-spell`: a spell on the stack at the start back face up (712.11a-b);
 * - `spell-of-another-controller`: a spell on the stack controlled by a player who does not own it;
 * - `face-down-permanent`: a permanent face down at the start (708.3; an engine may still make one in play);
 * - `back-face-permanent`: a double-faced permanent back face up at the start;
 * - `permanent-of-another-controller`: a permanent controlled by a player who does not own it;
 * - `permanent-with-counters`: a permanent the setup states counters on (loyalty and defense a planeswalker or
 *   battle enters with are `intrinsic-counters`);
 * - `cards-sharing-a-name`: two different cards with a face of the same name (201.2; an engine whose card data is
 *   keyed by name cannot hold both, though the legend rule, 704.5j, is about exactly such cards).
 */
export const SETUP_FEATURES = [
  'spell-on-stack',
  'face-down-spell',
  'back-face-spell',
  'spell-of-another-controller',
  'face-down-permanent',
  'back-face-permanent',
  'permanent-of-another-controller',
  'permanent-with-counters',
  'cards-sharing-a-name',
] as const;
export type SetupFeature = (typeof SETUP_FEATURES)[number];

export function isSetupFeature(value: unknown): value is SetupFeature {
  return typeof value === 'string' && (SETUP_FEATURES as readonly string[]).includes(value);
}

/**
 * An engine's declaration in one shape: its mechanics, and for each optional list either the set it declared or
 * null (it declared none: every one is taken).
 */
export interface Declaration {
  readonly mechanics: readonly string[];
  readonly abilities: ReadonlySet<AbilityKind> | null;
  readonly setupFeatures: ReadonlySet<SetupFeature> | null;
  readonly events: ReadonlySet<GameEventKind> | null;
  readonly actions: ReadonlySet<ActionKind> | null;
  readonly actionFeatures: ReadonlySet<ActionFeature> | null;
}

/** The declaration of `describe()`'s answer; `mechanics` those of them in use (the edition's, say). */
export function declarationOf(
  description: {
    readonly mechanics: readonly string[];
    readonly abilities?: readonly AbilityKind[];
    readonly setupFeatures?: readonly SetupFeature[];
    readonly events?: readonly GameEventKind[];
    readonly actions?: readonly ActionKind[];
    readonly actionFeatures?: readonly ActionFeature[];
  },
  mechanics: readonly string[] = description.mechanics,
): Declaration {
  return {
    mechanics,
    abilities: description.abilities === undefined ? null : new Set(description.abilities),
    setupFeatures: description.setupFeatures === undefined ? null : new Set(description.setupFeatures),
    events: description.events === undefined ? null : new Set(description.events),
    actions: description.actions === undefined ? null : new Set(description.actions),
    actionFeatures: description.actionFeatures === undefined ? null : new Set(description.actionFeatures),
  };
}

/** A declaration of mechanics alone (the optional lists absent). */
export function mechanicsOnly(mechanics: readonly string[]): Declaration {
  return { mechanics, abilities: null, setupFeatures: null, events: null, actions: null, actionFeatures: null };
}

/** Whether the declaration takes the setup feature (it declared no list, or the list has it). */
export function buildsFeature(declared: Declaration, feature: SetupFeature): boolean {
  return declared.setupFeatures === null || declared.setupFeatures.has(feature);
}

/** Whether the declaration reports events of `kind`. */
export function reportsEvent(declared: Declaration, kind: GameEventKind): boolean {
  return declared.events === null || declared.events.has(kind);
}

/**
 * What of `action` the declaration does not take: its kind, or its features (adapter/action-features.ts), each
 * named; empty when it takes all of it.
 */
export function untakenParts(action: Action, facts: FactsOf, declared: Declaration): readonly string[] {
  if (declared.actions !== null && !declared.actions.has(action.kind)) return [action.kind];
  const features = declared.actionFeatures;
  return features === null ? [] : actionFeatures(action, facts).filter((f) => !features.has(f));
}

/** The setup features a permanent listed on `owner`'s battlefield uses. */
export function permanentFeatures(p: PermanentSetup, owner: PlayerId): readonly SetupFeature[] {
  const features: SetupFeature[] = [];
  if (p.faceDown !== undefined) features.push('face-down-permanent');
  if (p.face === 'back') features.push('back-face-permanent');
  if (p.controller !== undefined && p.controller !== owner) features.push('permanent-of-another-controller');
  if (Object.values(p.counters ?? {}).some((n) => n > 0)) features.push('permanent-with-counters');
  return features;
}

/** The setup features a spell on the stack at the start uses. */
export function spellFeatures(s: SpellSetup): readonly SetupFeature[] {
  const features: SetupFeature[] = ['spell-on-stack'];
  if (s.faceDown !== undefined) features.push('face-down-spell');
  if (s.face === 'back') features.push('back-face-spell');
  if (s.controller !== undefined && s.controller !== s.owner) features.push('spell-of-another-controller');
  return features;
}

/**
 * The names of a card's own faces (a split card's halves). Not a meld card's melded face: both cards of a pair carry
 * it (712.4a), and it is one face of the pair, not a second card of that name.
 */
function faceNames(card: CardDefinition): readonly string[] {
  if (card.layout === 'split') return card.halves.map((f) => f.name);
  return card.faces.map((f) => f.name);
}

/**
 * The cards of `cards`, in order, that have a face named like a face of an earlier, different card (201.2): those
 * an engine without `cards-sharing-a-name` cannot hold beside the earlier one. Cards with equal definitions are
 * copies of one card, not different cards.
 */
export function cardsNamedLikeAnother(cards: Readonly<Record<string, CardDefinition>>): ReadonlySet<string> {
  const first = new Map<string, string>();
  const later = new Set<string>();
  for (const [key, card] of Object.entries(cards)) {
    const text = JSON.stringify(card);
    const clash = faceNames(card).some((n) => {
      const earlier = first.get(n);
      return earlier !== undefined && earlier !== text;
    });
    if (clash) later.add(key);
    else for (const n of faceNames(card)) if (!first.has(n)) first.set(n, text);
  }
  return later;
}

/** Every setup feature a setup uses, with the first thing that uses it (for messages). */
export function setupFeatures(setup: GameSetup): ReadonlyMap<SetupFeature, string> {
  const found = new Map<SetupFeature, string>();
  const note = (features: readonly SetupFeature[], what: string) => {
    for (const f of features) if (!found.has(f)) found.set(f, what);
  };
  const named = [...cardsNamedLikeAnother(setup.cards)][0];
  if (named !== undefined) note(['cards-sharing-a-name'], `card ${named}, named like another card`);
  for (const spell of setup.stack ?? []) note(spellFeatures(spell), `spell ${spell.card} on the stack`);
  for (const player of setup.players)
    for (const p of player.battlefield ?? [])
      note(permanentFeatures(p, player.id), `${player.id}'s permanent ${p.card ?? p.melded?.join('+') ?? 'token'}`);
  return found;
}
