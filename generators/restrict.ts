/**
 * Keeping a generated setup to the core and an engine's declared mechanics
 * (`adapter/mechanic-needs.ts`): cards, permanents, exiled cards and spells that need an
 * undeclared mechanic are left out, with whatever refers to them, so every card key still
 * appears in exactly one zone.
 */
import { cardNeeds, permanentNeeds, setupNeeds, unmetNeeds } from '../adapter/mechanic-needs.js';
import type { CardKey } from '../model/ids.js';
import type { GameSetup, PermanentSetup } from '../model/setup.js';

function keysOf(p: PermanentSetup): readonly CardKey[] {
  return [...(p.card === undefined ? [] : [p.card]), ...(p.melded ?? [])];
}

/** The setup without what `declared` does not cover (unchanged when it covers everything). */
export function restrictSetup(setup: GameSetup, declared: readonly string[]): GameSetup {
  if (unmetNeeds(setupNeeds(setup), declared).length === 0) return setup;
  const cardOk = (key: CardKey): boolean => {
    const card = setup.cards[key];
    return card !== undefined && unmetNeeds(cardNeeds(card, key), declared).length === 0;
  };
  const permanentOk = (p: PermanentSetup): boolean =>
    keysOf(p).every(cardOk) && unmetNeeds(permanentNeeds(p), declared).length === 0;
  let players = setup.players.map((player) => ({
    ...player,
    library: (player.library ?? []).filter(cardOk),
    hand: (player.hand ?? []).filter(cardOk),
    graveyard: (player.graveyard ?? []).filter(cardOk),
    exile: (player.exile ?? []).filter(
      (e) => cardOk(e.card) && (e.faceDown !== true || declared.includes('hidden-information')),
    ),
    battlefield: (player.battlefield ?? []).filter(permanentOk),
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
  const stack = declared.includes('stack')
    ? (setup.stack ?? []).filter(
        (s) => cardOk(s.card) && unmetNeeds(setupNeeds({ players: [], cards: {}, stack: [s] }), declared).length === 0,
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
  return {
    ...setup,
    players,
    cards: Object.fromEntries(Object.entries(setup.cards).filter(([key]) => kept.has(key))),
    ...(setup.stack === undefined ? {} : { stack }),
  };
}
