/** The rules this engine implements: the core actions and transform (701.27, 712). */
import type { Action, ActionResult, Face, GameEvent } from 'obverse';
import { dealDamage, shuffle } from './damage.js';
import { cardOf, faceOf, type Game, relocate, type Thing } from './state.js';

function refuse(code: string, message: string, clause: string | null = null): ActionResult {
  return { ok: false, rejection: { code, clause, message } };
}

/** The triggered abilities of the face up that wait for `trigger` (603.2). */
function triggers(game: Game, t: Thing, trigger: 'enters' | 'transforms-into'): GameEvent[] {
  const face = faceOf(cardOf(game, t), t.back);
  return face.abilities
    .filter((a) => a.kind === 'triggered' && a.trigger.kind === trigger)
    .map(() => ({ kind: 'triggered', source: t.id, trigger }));
}

function zoneChange(game: Game, from: Thing, to: Thing): GameEvent[] {
  const moved: GameEvent = { kind: 'zone-change', object: from.id, newObject: to.id, from: from.zone, to: to.zone };
  if (to.zone !== 'battlefield') return [moved];
  const face = to.back ? 'back' : 'front';
  return [moved, { kind: 'entered', object: to.id, face, faceDown: null }, ...triggers(game, to, 'enters')];
}

function nothing(t: Thing | string, clause: string, reason: string): ActionResult {
  return { ok: true, events: [{ kind: 'no-effect', object: typeof t === 'string' ? t : t.id, clause, reason }] };
}

const IMPLEMENTED: readonly string[] = [
  'move',
  'put-onto-battlefield',
  'add-counters',
  'deal-damage',
  'tap',
  'untap',
  'transform',
];
const isImplemented = (kind: string) => IMPLEMENTED.includes(kind);

/** Whether `id` named an object of this game that no longer exists (it moved, 400.7). */
function hasLeft(game: Game, id: unknown): id is string {
  const m = typeof id === 'string' ? /^t(\d+)$/.exec(id) : null;
  return m !== null && Number(m[1]) < game.next && !game.things.some((t) => t.id === id);
}

/** A permanent can never have an instant or sorcery face up. */
function canBe(face: Face): boolean {
  return !face.types.some((type) => type === 'Instant' || type === 'Sorcery');
}

/** 110.4a: a permanent card is one with a permanent type; only such a card can be put onto the battlefield. */
const PERMANENT_TYPES: readonly string[] = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
const isPermanentCard = (face: Face): boolean => face.types.some((type) => PERMANENT_TYPES.includes(type));

/** 701.27: only a double-faced permanent transforms, and never into an instant or sorcery face (701.27d). */
function transform(game: Game, t: Thing): ActionResult {
  const card = cardOf(game, t);
  if (card.layout !== 'nonmodal-dfc' && card.layout !== 'modal-dfc')
    return nothing(t, '701.27c', 'only double-faced permanents transform');
  const other = faceOf(card, !t.back);
  if (card.layout === 'modal-dfc' || !canBe(other))
    return nothing(t, '701.27d', 'it would transform into an instant or sorcery face');
  const events: GameEvent[] = [{ kind: 'transformed', object: t.id, face: t.back ? 'front' : 'back' }];
  let counters = t.counters;
  // "As this transforms" effects of the new face apply while it transforms (701.27e-style replacement).
  for (const a of other.abilities) {
    if (a.kind !== 'as-transforms' || a.effect.kind !== 'counters') continue;
    counters = { ...counters, [a.effect.counter]: (counters[a.effect.counter] ?? 0) + a.effect.amount };
    events.push({ kind: 'counters-added', object: t.id, counter: a.effect.counter, amount: a.effect.amount });
  }
  const turned = { ...t, back: !t.back, counters };
  game.things = game.things.map((x) => (x.id === t.id ? turned : x));
  return { ok: true, events: [...events, ...triggers(game, turned, 'transforms-into')] };
}

/** Carry out one action on `game`, or reject it with a coded rejection and no change. */
export function apply(game: Game, action: Action): ActionResult {
  const find = (id: string) => game.things.find((t) => t.id === id);
  const target = 'object' in action && typeof action.object === 'string' ? find(action.object) : undefined;
  const permanent = target?.zone === 'battlefield' ? target : undefined;
  // 400.7: an effect's instruction naming an object that has since changed zones is carried
  // out and does nothing (the object it named is gone); every action below is such an instruction.
  if (target === undefined && 'object' in action && isImplemented(action.kind) && hasLeft(game, action.object))
    return nothing(action.object, '400.7', 'that object has changed zones since; it is a new object now');
  switch (action.kind) {
    case 'move': {
      if (target === undefined) return refuse('move/no-object', `no object ${action.object}`);
      if (action.faceDown === true) return refuse('unsupported', 'no face-down exile');
      // 400.7: a move within one zone is no move (a library may be reordered to its top or bottom).
      if (target.zone === action.to && action.to !== 'library')
        return refuse('move/same-zone', `already in ${action.to}`);
      const moved = relocate(game, target, action.to, {}, action.position === 'bottom');
      return { ok: true, events: zoneChange(game, target, moved) };
    }
    case 'draw': {
      const top = game.things.find((t) => t.zone === 'library' && t.owner === action.player);
      // 121.3: a draw from an empty library does nothing, and says so (docs/adapter.md).
      if (top === undefined)
        return {
          ok: true,
          events: [{ kind: 'no-effect', object: null, clause: '121.3', reason: 'the library is empty' }],
        };
      return { ok: true, events: zoneChange(game, top, relocate(game, top, 'hand')) };
    }
    case 'put-onto-battlefield': {
      if (target === undefined || target.zone === 'battlefield')
        return refuse('put-onto-battlefield/no-card', 'not a card outside the battlefield');
      if (action.asCopyOf !== undefined) return refuse('unsupported', 'no copies');
      const card = cardOf(game, target);
      const back = action.transformed === true;
      // 712.14a: a card put onto the battlefield transformed that cannot be (not a transforming DFC) stays where it is.
      if (back && (card.layout !== 'nonmodal-dfc' || !canBe(faceOf(card, true))))
        return nothing(target, '712.14a', 'it cannot enter transformed, so it stays where it is');
      // 400.4a: an instant or sorcery card cannot enter the battlefield; it stays where it is.
      if (!canBe(faceOf(card, back))) return nothing(target, '400.4a', 'an instant or sorcery card stays where it is');
      if (!isPermanentCard(faceOf(card, back)))
        return nothing(target, '110.4a', 'only a permanent card can be put onto the battlefield; it stays where it is');
      const moved = relocate(game, target, 'battlefield', { back, controller: action.controller ?? target.owner });
      return { ok: true, events: zoneChange(game, target, moved) };
    }
    case 'add-counters': {
      if (permanent === undefined) return refuse('add-counters/not-a-permanent', 'not a permanent');
      // 107.1b, 107.7: putting zero counters is carried out and puts none.
      if (action.amount === 0) return { ok: true, events: [] };
      const counters = {
        ...permanent.counters,
        [action.counter]: (permanent.counters[action.counter] ?? 0) + action.amount,
      };
      game.things = game.things.map((x) => (x.id === permanent.id ? { ...x, counters } : x));
      return {
        ok: true,
        events: [{ kind: 'counters-added', object: permanent.id, counter: action.counter, amount: action.amount }],
      };
    }
    case 'tap':
    case 'untap': {
      if (permanent === undefined) return refuse(`${action.kind}/not-a-permanent`, 'not a permanent');
      if (permanent.tapped === (action.kind === 'tap'))
        return refuse(`${action.kind}/already-${action.kind}ped`, `already ${action.kind}ped`, '701.26a');
      game.things = game.things.map((x) => (x.id === permanent.id ? { ...x, tapped: action.kind === 'tap' } : x));
      return { ok: true, events: [{ kind: action.kind === 'tap' ? 'tapped' : 'untapped', object: permanent.id }] };
    }
    case 'deal-damage': {
      if (permanent === undefined) return refuse('deal-damage/not-a-permanent', 'not a permanent');
      return (
        dealDamage(game, permanent, action) ??
        nothing(permanent, '120.1', 'only creatures, planeswalkers and battles are dealt damage')
      );
    }
    case 'shuffle':
      return shuffle(game, action);
    case 'transform':
      if (permanent === undefined) return refuse('transform/not-a-permanent', 'only permanents transform', '701.27a');
      return transform(game, permanent);
    default:
      return refuse('unsupported', `this engine does not implement ${action.kind}`);
  }
}
