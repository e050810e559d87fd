/** Damage (120) and shuffling (701.24): two core actions every engine supports. */
import type { Action, ActionResult, Face } from 'obverse';
import { cardOf, faceOf, type Game, type Thing } from './state.js';

/** The face an object shows: a permanent its face up, any other object its front face (712.8). */
function shown(game: Game, t: Thing): Face {
  return faceOf(cardOf(game, t), t.back && t.zone === 'battlefield');
}

/** Whether the face has the keyword (wither, infect: 702.80, 702.90). */
function has(face: Face | null, keyword: string): boolean {
  return face?.abilities.some((a) => a.kind === 'keyword' && a.keyword.toLowerCase() === keyword) ?? false;
}

/**
 * `amount` damage to the permanent `target` (120.3). Only creatures, planeswalkers and battles are dealt damage
 * (120.1); a planeswalker loses loyalty counters (120.3c), a battle defense counters (120.3h), a creature gets -1/-1
 * counters from a source with wither or infect (120.3d) and marked damage otherwise (120.3e). The source is read as
 * it is, or as it last existed if it left (608.2h).
 */
export function dealDamage(
  game: Game,
  target: Thing,
  action: Extract<Action, { kind: 'deal-damage' }>,
): ActionResult | null {
  if (!Number.isInteger(action.amount) || action.amount < 1)
    return {
      ok: false,
      rejection: { code: 'deal-damage/bad-amount', clause: '120.3', message: 'not a positive amount' },
    };
  let source: Face | null = null;
  if (action.source !== undefined) {
    const from = game.things.find((t) => t.id === action.source) ?? game.gone.get(action.source);
    if (from === undefined)
      return { ok: false, rejection: { code: 'deal-damage/no-source', clause: null, message: 'no such source' } };
    source = shown(game, from);
  }
  const types = shown(game, target).types;
  const creature = types.includes('Creature');
  const planeswalker = types.includes('Planeswalker');
  const battle = types.includes('Battle');
  if (!creature && !planeswalker && !battle) return null;
  const counters = { ...target.counters };
  let damage = target.damage;
  const less = (n: number | undefined) => Math.max(0, (n ?? 0) - action.amount);
  if (planeswalker) counters.loyalty = less(counters.loyalty);
  if (battle) counters.defense = less(counters.defense);
  if (creature && (has(source, 'wither') || has(source, 'infect')))
    counters['-1/-1'] = (counters['-1/-1'] ?? 0) + action.amount;
  else if (creature) damage += action.amount;
  game.things = game.things.map((x) => (x.id === target.id ? { ...x, counters, damage } : x));
  return { ok: true, events: [] };
}

/** One step of a xorshift32 generator: the next state and a number in [0, 1). */
function next(state: number): [number, number] {
  let x = state >>> 0 || 1;
  x ^= x << 13;
  x >>>= 0;
  x ^= x >>> 17;
  x ^= x << 5;
  x >>>= 0;
  return [x, x / 0x1_0000_0000];
}

/**
 * 701.24a: a player's library in a random order, drawn from the setup's seed, or in the order the action states (a
 * permutation of the library's positions, top first).
 */
export function shuffle(game: Game, action: Extract<Action, { kind: 'shuffle' }>): ActionResult {
  if (!game.players.includes(action.player))
    return { ok: false, rejection: { code: 'shuffle/no-player', clause: null, message: `no player ${action.player}` } };
  const library = game.things.filter((t) => t.zone === 'library' && t.owner === action.player);
  let order = library.map((_, i) => i);
  if (action.order !== undefined) {
    const sorted = [...action.order].sort((a, b) => a - b);
    if (sorted.length !== library.length || sorted.some((v, i) => v !== i))
      return {
        ok: false,
        rejection: { code: 'shuffle/bad-order', clause: '701.24a', message: 'not a permutation of the library' },
      };
    order = [...action.order];
  } else {
    for (let i = order.length - 1; i > 0; i--) {
      let r: number;
      [game.random, r] = next(game.random);
      const j = Math.floor(r * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
  }
  const shuffled = order.map((i) => library[i] as Thing);
  const rest = game.things.filter((t) => !(t.zone === 'library' && t.owner === action.player));
  game.things = [...shuffled, ...rest];
  return { ok: true, events: [{ kind: 'shuffled', player: action.player }] };
}
