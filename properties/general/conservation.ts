/**
 * Conservation of cards: every card of the setup is, at every moment, exactly one
 * object or half of one melded object (712.4a); no action loses or duplicates a
 * card. A player who leaves takes their cards with them (800.4a), so those may go.
 */
import {
  subjects,
  allObjects,
  defineProperty,
  type GameSetup,
  type GameView,
  violation,
  type Violation,
  games,
} from '../harness/index.js';

/** Who owns a setup card: the player whose zone lists it, or the owner named for a spell on the stack. */
function ownerOf(setup: GameSetup, card: string): string | undefined {
  for (const p of setup.players) {
    const keys = [
      ...(p.library ?? []),
      ...(p.hand ?? []),
      ...(p.graveyard ?? []),
      ...(p.exile ?? []).map((e) => e.card),
      ...(p.battlefield ?? []).flatMap((b) => [...(b.card === undefined ? [] : [b.card]), ...(b.melded ?? [])]),
    ];
    if (keys.includes(card)) return p.id;
  }
  return setup.stack?.find((s) => s.card === card)?.owner;
}

function count(setup: GameSetup, view: GameView, when: string): Violation | null {
  const seen = new Map<string, number>();
  for (const o of allObjects(view)) for (const c of o.cards ?? []) seen.set(c, (seen.get(c) ?? 0) + 1);
  const left = new Set(view.players.filter((p) => p.left).map((p) => p.id));
  for (const card of Object.keys(setup.cards)) {
    const n = seen.get(card) ?? 0;
    const owner = ownerOf(setup, card);
    if (n > 1) return violation(`${when}: card ${card} is ${n} objects at once`, 1, n);
    if (n === 0 && !(owner !== undefined && left.has(owner)))
      return violation(`${when}: card ${card} has disappeared`, 1, 0);
  }
  for (const card of seen.keys())
    if (!(card in setup.cards)) return violation(`${when}: unknown card ${card} appeared`, 'no such card', card);
  return null;
}

export const property = defineProperty({
  id: 'general/conservation',
  description: 'Every card of the setup is exactly one object (or half of a melded one) at every moment.',
  rules: ['400.7', '712.4a', '712.21'],
  mechanics: [],
  subject: subjects.ZONE_CHANGE,
  reads: 'referee',
  games: games.mixed({ weights: { 'player-leaves': 1, shuffle: 1, 'manifest-dread': 2 } }),
  checkInitial(initial, trace) {
    return count(trace.setup, initial.referee, 'after setup');
  },
  checkStep(record, trace) {
    return count(trace.setup, record.after.referee, `after ${record.text}`);
  },
});
