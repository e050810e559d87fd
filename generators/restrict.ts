/**
 * Keeping a generated setup to the core and what an engine declares (adapter/declaration.ts): its mechanics
 * (`adapter/mechanic-needs.ts`), the ability kinds it can represent (`adapter/ability-needs.ts`) and the setup
 * features it can build. An invented card loses the abilities of kinds the engine does not take (it is made up, so
 * it is as good a card without them); a real catalog card is kept whole or left out, with whatever refers to it.
 * Cards, permanents, exiled cards and spells that still need what the engine does not declare are left out, so
 * every card key still appears in exactly one zone. Applied to every generated setup (and so to every shrink of
 * one), it keeps generation and shrinking inside the declaration.
 */
import type fc from 'fast-check';
import { unplayableKinds } from '../adapter/ability-needs.js';
import {
  buildsFeature,
  cardsNamedLikeAnother,
  type Declaration,
  mechanicsOnly,
  permanentFeatures,
  setupFeatures,
  spellFeatures,
} from '../adapter/declaration.js';
import { cardNeeds, permanentNeeds, setupNeeds, unmetNeeds } from '../adapter/mechanic-needs.js';
import { catalogIdentity, withIdentities } from '../catalog/identity.js';
import type { Ability } from '../model/ability.js';
import { type CardDefinition, splitOf, type TokenDefinition } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import { FACE_DOWN_WAYS, type FaceDownWay } from '../model/face-down.js';
import type { CardKey } from '../model/ids.js';
import type { GameSetup, PermanentSetup, PlayerSetup } from '../model/setup.js';
import { setupArb } from './setup.js';
import type { SetupConstraints } from './setup-constraints.js';

function keysOf(p: PermanentSetup): readonly CardKey[] {
  return [...(p.card === undefined ? [] : [p.card]), ...(p.melded ?? [])];
}

/** Every face of a card: a meld card's melded face and a split card's halves too. */
function facesOf(card: CardDefinition): readonly Face[] {
  if (card.layout === 'meld') return [...card.faces, card.melded];
  if (card.layout === 'split') return card.halves;
  return card.faces;
}

/** The face without abilities `keep` refuses (the same object when it keeps them all). */
function pruned(face: Face, keep: (a: Ability) => boolean): Face {
  return face.abilities.every(keep) ? face : { ...face, abilities: face.abilities.filter(keep) };
}

/** An invented card without the abilities `declared` does not take; a split card's whole is its halves' again. */
function prunedCard(card: CardDefinition, keep: (a: Ability) => boolean): CardDefinition {
  switch (card.layout) {
    case 'single':
      return { ...card, faces: [pruned(card.faces[0], keep)] };
    case 'nonmodal-dfc':
    case 'modal-dfc':
      return { ...card, faces: [pruned(card.faces[0], keep), pruned(card.faces[1], keep)] };
    case 'meld':
      return { ...card, faces: [pruned(card.faces[0], keep)], melded: pruned(card.melded, keep) };
    case 'split':
      return splitOf(pruned(card.halves[0], keep), pruned(card.halves[1], keep));
  }
}

function prunedToken(token: TokenDefinition, keep: (a: Ability) => boolean): TokenDefinition {
  return token.layout === 'single'
    ? { ...token, faces: [pruned(token.faces[0], keep)] }
    : { ...token, faces: [pruned(token.faces[0], keep), pruned(token.faces[1], keep)] };
}

/** The setup's invented cards and tokens without abilities of kinds `declared` does not take. */
function pruneAbilities(setup: GameSetup, declared: Declaration): GameSetup {
  const refused = (faces: readonly Face[]) => new Set(unplayableKinds(faces, declared));
  let changed = false;
  const cards: Record<CardKey, CardDefinition> = {};
  for (const [key, card] of Object.entries(setup.cards)) {
    const out = refused(facesOf(card));
    if (out.size === 0 || catalogIdentity(card) !== null) cards[key] = card;
    else {
      cards[key] = prunedCard(card, (a) => !out.has(a.kind));
      changed = true;
    }
  }
  const players = setup.players.map((player): PlayerSetup => {
    if (!(player.battlefield ?? []).some((p) => p.token !== undefined && refused(p.token.faces).size > 0))
      return player;
    changed = true;
    const battlefield = (player.battlefield ?? []).map((p) => {
      if (p.token === undefined) return p;
      const out = refused(p.token.faces);
      return out.size === 0 ? p : { ...p, token: prunedToken(p.token, (a) => !out.has(a.kind)) };
    });
    return { ...player, battlefield };
  });
  return changed ? { ...setup, cards, players } : setup;
}

/** Whether nothing in `declared` asks for more than mechanics (then only mechanic needs can cut the setup). */
const mechanicsAlone = (d: Declaration): boolean => d.abilities === null && d.setupFeatures === null;

/**
 * The setup without what `declared` does not cover (unchanged when it covers everything). `declared` is a full
 * declaration, or the mechanics alone (the optional lists absent).
 */
export function restrictSetup(input: GameSetup, declaredIn: readonly string[] | Declaration): GameSetup {
  const declared = Array.isArray(declaredIn) ? mechanicsOnly(declaredIn) : (declaredIn as Declaration);
  const mechanics = declared.mechanics;
  const setup = pruneAbilities(input, declared);
  if (setup === input && mechanicsAlone(declared) && unmetNeeds(setupNeeds(setup), mechanics).length === 0)
    return setup;
  // A card named like an earlier, different one goes when the engine cannot hold both (201.2).
  const renamed = buildsFeature(declared, 'cards-sharing-a-name')
    ? new Set<string>()
    : cardsNamedLikeAnother(setup.cards);
  const cardOk = (key: CardKey): boolean => {
    const card = setup.cards[key];
    return (
      card !== undefined &&
      !renamed.has(key) &&
      unmetNeeds(cardNeeds(card, key), mechanics).length === 0 &&
      unplayableKinds(facesOf(card), declared).length === 0
    );
  };
  const permanentOk = (p: PermanentSetup, player: PlayerSetup): boolean =>
    keysOf(p).every(cardOk) &&
    unmetNeeds(permanentNeeds(p), mechanics).length === 0 &&
    permanentFeatures(p, player.id).every((f) => buildsFeature(declared, f));
  let players = setup.players.map((player) => ({
    ...player,
    library: (player.library ?? []).filter(cardOk),
    hand: (player.hand ?? []).filter(cardOk),
    graveyard: (player.graveyard ?? []).filter(cardOk),
    exile: (player.exile ?? []).filter(
      (e) => cardOk(e.card) && (e.faceDown !== true || mechanics.includes('hidden-information')),
    ),
    battlefield: (player.battlefield ?? []).filter((p) => permanentOk(p, player)),
  }));
  // A permanent attached to, or copying, one that was left out goes too, until none does.
  for (;;) {
    const labels = new Set(
      players.flatMap((p) => p.battlefield.flatMap((b) => (b.label === undefined ? [] : [b.label]))),
    );
    const dangling = (b: PermanentSetup): boolean =>
      (b.attachedTo !== undefined && !labels.has(b.attachedTo)) || (b.copyOf !== undefined && !labels.has(b.copyOf));
    if (!players.some((p) => p.battlefield.some(dangling))) break;
    players = players.map((p) => ({ ...p, battlefield: p.battlefield.filter((b) => !dangling(b)) }));
  }
  const stack = mechanics.includes('stack')
    ? (setup.stack ?? []).filter(
        (s) =>
          cardOk(s.card) &&
          unmetNeeds(setupNeeds({ players: [], cards: {}, stack: [s] }), mechanics).length === 0 &&
          spellFeatures(s).every((f) => buildsFeature(declared, f)),
      )
    : [];
  const kept = new Set<CardKey>([
    ...players.flatMap((p) => [
      ...p.library,
      ...p.hand,
      ...p.graveyard,
      ...p.exile.map((e) => e.card),
      ...p.battlefield.flatMap(keysOf),
    ]),
    ...stack.map((s) => s.card),
  ]);
  const restricted: GameSetup = {
    ...setup,
    players,
    cards: Object.fromEntries(Object.entries(setup.cards).filter(([key]) => kept.has(key))),
    ...(setup.stack === undefined ? {} : { stack }),
  };
  return setup.identities === undefined ? restricted : withIdentities(restricted);
}

/**
 * Whether the setup keeps to `declared` as it is (what restrictSetup would leave unchanged, but for an invented card
 * it would prune): the minimiser plays only such candidates (properties/harness/shrink-stage.ts).
 */
export function withinDeclaration(setup: GameSetup, declared: Declaration): boolean {
  if (unmetNeeds(setupNeeds(setup), declared.mechanics).length > 0) return false;
  if (Object.values(setup.cards).some((c) => unplayableKinds(facesOf(c), declared).length > 0)) return false;
  const tokens = setup.players.flatMap((p) => (p.battlefield ?? []).flatMap((b) => (b.token ? [b.token] : [])));
  if (tokens.some((t) => unplayableKinds(t.faces, declared).length > 0)) return false;
  return [...setupFeatures(setup).keys()].every((f) => buildsFeature(declared, f));
}

/** The catalog cards a game for `declared` may hold (the same list when it may hold them all). */
export function playableCatalog(catalog: readonly CardDefinition[], declared: Declaration): readonly CardDefinition[] {
  const playable = catalog.filter(
    (card) =>
      unmetNeeds(cardNeeds(card, card.faces[0].name), declared.mechanics).length === 0 &&
      unplayableKinds(facesOf(card), declared).length === 0,
  );
  return playable.length === catalog.length ? catalog : playable;
}

/**
 * Setups kept to `declared`: drawn from the catalog cards it may hold, then restricted (restrictSetup), so that
 * shrinking, which maps the same way, stays inside it too.
 */
export function declaredSetupArb(constraints: SetupConstraints, declared: Declaration): fc.Arbitrary<GameSetup> {
  const catalog = constraints.cards?.catalog;
  const cards =
    catalog === undefined ? {} : { cards: { ...constraints.cards, catalog: playableCatalog(catalog, declared) } };
  const ways = buildableFaceDownWays(declared);
  const faceDown = ways.length === FACE_DOWN_WAYS.length ? {} : { faceDownWays: ways };
  return setupArb({ ...constraints, ...cards, ...faceDown }).map((s) => restrictSetup(s, declared));
}

/**
 * The ways a permanent may start face down in a setup for `declared`: drawing only those (rather than drawing any
 * and leaving the permanent out) keeps battlefields as full for a morph-only engine as for one with every mechanic.
 */
function buildableFaceDownWays(declared: Declaration): readonly FaceDownWay[] {
  if (!buildsFeature(declared, 'face-down-permanent')) return [];
  return FACE_DOWN_WAYS.filter(
    (w) => unmetNeeds(permanentNeeds({ card: 'c0', faceDown: w }), declared.mechanics).length === 0,
  );
}
