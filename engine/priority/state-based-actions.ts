/**
 * State-based actions (704): checked whenever a player would receive priority, all that
 * apply performed at once, and the check repeated until none apply (704.3). Players lose at
 * 0 life or 10 poison counters (704.5a, 704.5c, in players-lose.ts); the model has no losing by
 * drawing from an empty library, so 704.5b never applies; tokens and
 * copies of spells outside their zones cease to exist as they move (704.5d, 704.5e, in
 * zones/move.ts). The checks below read each permanent's characteristics once, and a
 * phased-out permanent is treated as though it does not exist (702.26b).
 */
import { diesTriggers, isDying } from './dies-triggers.js';
import { losingPlayers, performPlayerLosses } from './players-lose.js';
import { chapterSources, sagaSacrificed } from '../sagas/sacrifice.js';
import { mayEnchant } from '../characteristics/enchant.js';
import type { Characteristics } from '../../model/characteristics.js';
import type { GameEvent } from '../../model/events.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { characteristics } from '../characteristics/compute.js';
import { rulesOf } from '../edition-rules.js';
import { replacedDestination } from '../replacement-effects.js';
import { effectsOn, objectOf, updateObject } from '../state-access.js';
import { moveObject } from '../zones/move.js';

/** One state-based action that applies now: put into the graveyard, or become unattached. */
export interface PendingAction {
  readonly object: ObjectId;
  /** `counters`: remove +1/+1 and -1/-1 counters in pairs (704.5q). */
  readonly act: 'graveyard' | 'unattach' | 'counters';
  readonly clause: string;
}

/**
 * Triggered-ability sources: the sources of abilities on the stack, and of abilities that have triggered and wait
 * to be put on it (704.5v's exception: a battle that is one stays at 0 defense until the ability leaves the stack).
 */
function abilitySources(state: GameState, waiting: readonly ObjectId[]): ReadonlySet<ObjectId> {
  const sources = new Set(waiting);
  for (const id of state.stack) {
    const r = state.objects[id]?.represents;
    if (r?.kind === 'triggered-ability') sources.add(r.source);
  }
  return sources;
}

/**
 * The world rule (704.5k): of the permanents with the world supertype, all but the one that has had it for the
 * shortest time go to the graveyard, all of them on a tie. How long it has had it is read from its timestamp
 * (entering, turning face up or down, transforming renew it, 613.7) or that of the copy effect it became a
 * copy by, whichever is later: the time it last became what it is.
 */
function worldRule(state: GameState, worlds: readonly GameObject[], pending: PendingAction[]): void {
  if (worlds.length < 2) return;
  const since = (o: GameObject) =>
    Math.max(o.timestamp, ...effectsOn(state, o.id).flatMap((e) => (e.change.kind === 'copy' ? [e.timestamp] : [])));
  const newest = Math.max(...worlds.map(since));
  const keep = worlds.filter((o) => since(o) === newest);
  for (const o of worlds) {
    if (keep.length === 1 && keep[0] === o) continue;
    if (!pending.some((p) => p.object === o.id)) pending.push({ object: o.id, act: 'graveyard', clause: '704.5k' });
  }
}

const isCreature = (c: Characteristics) => c.types.includes('Creature');

/**
 * The permanent `object` is attached to, if it is on the battlefield. A phased-out host
 * counts: what is attached to it phases out with it (702.26g), which the model leaves to
 * the attachment's own status, so it is not judged illegal for that.
 */
function hostOf(state: GameState, object: GameObject): GameObject | undefined {
  if (object.attachedTo === null) return undefined;
  const host = objectOf(state, object.attachedTo);
  return host && host.zone === 'battlefield' ? host : undefined;
}

/**
 * What happens to an attached or Aura permanent (704.5m, 704.5n, 704.5p, 301.5c, 303.4d):
 * an Aura not attached to a permanent, attached to itself or being a creature goes to the
 * graveyard; an Equipment attached to a noncreature, to itself, or being a creature becomes
 * unattached; any other permanent that is attached becomes unattached. An Aura attached to a
 * permanent its enchant ability does not allow goes to the graveyard too (704.5m, 303.4c); an
 * Aura without an enchant ability in the model may enchant any permanent.
 */
function attachmentAction(state: GameState, o: GameObject, c: Characteristics): PendingAction | null {
  const aura = c.subtypes.includes('Aura') && c.types.includes('Enchantment');
  const equipment = c.subtypes.includes('Equipment') && c.types.includes('Artifact');
  const host = hostOf(state, o);
  if (aura) {
    const illegal = host === undefined || host.id === o.id || isCreature(c) || !mayEnchant(state, c, host);
    return illegal ? { object: o.id, act: 'graveyard', clause: '704.5m' } : null;
  }
  if (o.attachedTo === null) return null;
  if (equipment) {
    const hostTraits = host && characteristics(state, host);
    const legal = host !== undefined && host.id !== o.id && !isCreature(c) && hostTraits && isCreature(hostTraits);
    return legal ? null : { object: o.id, act: 'unattach', clause: '704.5n' };
  }
  return { object: o.id, act: 'unattach', clause: '704.5p' };
}

/**
 * 704.5y, 303.7a: of the Roles one player controls attached to the same permanent, all but the
 * one with the latest timestamp go to the graveyard. A Role going in this check for another reason (704.5m) still
 * counts, since all that apply are performed at once (704.3); it is only not listed twice.
 */
function roleActions(state: GameState, already: readonly PendingAction[]): readonly PendingAction[] {
  const roles = new Map<string, GameObject[]>();
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o || o.phasedOut || o.attachedTo === null) continue;
    if (!(characteristics(state, o)?.subtypes.includes('Role') ?? false)) continue;
    const key = `${o.attachedTo}\u0000${o.controller}`;
    roles.set(key, [...(roles.get(key) ?? []), o]);
  }
  const out: PendingAction[] = [];
  for (const group of roles.values()) {
    if (group.length < 2) continue;
    const newest = group.reduce((a, b) => (b.timestamp > a.timestamp ? b : a));
    for (const o of group)
      if (o !== newest && !already.some((p) => p.object === o.id))
        out.push({ object: o.id, act: 'graveyard', clause: '704.5y' });
  }
  return out;
}

/**
 * The state-based actions that apply now, in battlefield order; empty when none do:
 * toughness 0 or less (704.5f), lethal damage (704.5g), deathtouch damage (704.5h), no loyalty
 * (704.5i), no defense unless the battle is the source of an ability `waiting` or on the stack
 * (704.5v), a Saga at its final chapter unless a chapter ability of it waits or is on the stack
 * (704.5s, `waitingChapters`), the legend rule (704.5j), the world rule (704.5k), Auras (704.5m, 303.4d), Roles
 * (704.5y), Equipment (704.5n, 301.5c), other attached permanents (704.5p) and +1/+1 with -1/-1
 * counters (704.5q). Phased-out permanents are skipped (702.26b); an attachment to a phased-out
 * permanent is not judged, since it phases out with it (702.26g).
 */
export function pendingStateBasedActions(
  state: GameState,
  waiting: readonly ObjectId[] = [],
  waitingChapters: readonly ObjectId[] = [],
): readonly PendingAction[] {
  const pending: PendingAction[] = [];
  let chapters: ReadonlySet<ObjectId> | undefined;
  const chapterSourcesNow = () => (chapters ??= chapterSources(state, waitingChapters));
  const worlds: GameObject[] = [];
  let sources: ReadonlySet<ObjectId> | undefined;
  // Legendary permanents by name, made when the first is met: most checks meet none.
  let legends: Map<string, ObjectId[]> | undefined;
  // Before Magic 2014 the legend rule looked at all players' permanents together and kept none.
  const perController = rulesOf(state).legendRule === 'per-controller';
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o || o.phasedOut) continue; // 702.26b
    const c = characteristics(state, o);
    if (!c) continue;
    // 704.3: all that apply are performed at once, as one event, so a world or legendary permanent leaving in this
    // check for another reason still counts for the world rule (704.5k) and the legend rule (704.5j).
    if (c.supertypes.includes('World')) worlds.push(o);
    if (c.supertypes.includes('Legendary') && c.name !== null) {
      const key = perController ? `${o.controller}\u0000${c.name}` : c.name;
      legends ??= new Map();
      legends.set(key, [...(legends.get(key) ?? []), id]);
    }
    if (isCreature(c) && c.toughness !== null) {
      if (c.toughness <= 0) {
        pending.push({ object: id, act: 'graveyard', clause: '704.5f' });
        continue;
      }
      if (o.damage > 0 && o.damage >= c.toughness) {
        pending.push({ object: id, act: 'graveyard', clause: '704.5g' });
        continue;
      }
      if (o.deathtouched) {
        pending.push({ object: id, act: 'graveyard', clause: '704.5h' });
        continue;
      }
    }
    if (c.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0) {
      pending.push({ object: id, act: 'graveyard', clause: '704.5i' });
      continue;
    }
    if (c.types.includes('Battle') && (o.counters.defense ?? 0) <= 0) {
      sources ??= abilitySources(state, waiting);
      if (!sources.has(id)) {
        pending.push({ object: id, act: 'graveyard', clause: '704.5v' });
        continue;
      }
    }
    if (sagaSacrificed(o, c, chapterSourcesNow)) {
      pending.push({ object: id, act: 'graveyard', clause: '704.5s' }); // 714.4
      continue;
    }
    const attachment = attachmentAction(state, o, c);
    if (attachment) pending.push(attachment);
    if ((o.counters['+1/+1'] ?? 0) > 0 && (o.counters['-1/-1'] ?? 0) > 0)
      pending.push({ object: id, act: 'counters', clause: '704.5q' });
  }
  pending.push(...roleActions(state, pending));
  // 704.5j: the controller chooses one to keep: the one chosen with `choose-legend`, else the one
  // that entered last (battlefield order), a fixed choice so that two engines can be compared step
  // by step, even when it leaves in this check for another reason (704.3: then none stays).
  // Under an edition before Magic 2014 (2013-07-13) all of them go, whoever controls them.
  for (const ids of legends?.values() ?? []) {
    if (ids.length < 2) continue;
    const chosen = state.legendsKept?.findLast((id) => ids.includes(id));
    const kept = chosen ?? ids.at(-1);
    for (const id of perController ? ids.filter((i) => i !== kept) : ids) {
      if (!pending.some((p) => p.object === id)) pending.push({ object: id, act: 'graveyard', clause: '704.5j' });
    }
  }
  worldRule(state, worlds, pending);
  return pending;
}

/** 704.5q: N +1/+1 and N -1/-1 counters removed, N the fewer of the two. */
function removeCounterPairs(state: GameState, id: ObjectId): GameState {
  const o = state.objects[id];
  if (!o) return state;
  const n = Math.min(o.counters['+1/+1'] ?? 0, o.counters['-1/-1'] ?? 0);
  const counters: Record<string, number> = { ...o.counters };
  for (const kind of ['+1/+1', '-1/-1']) {
    const left = (counters[kind] ?? 0) - n;
    if (left > 0) counters[kind] = left;
    else delete counters[kind];
  }
  return updateObject(state, id, { counters });
}

/** Deathtouch damage counts only until state-based actions are next checked (704.5h): the check forgets it. */
function checkedDeathtouch(state: GameState): GameState {
  let s = state;
  for (const id of state.battlefield) {
    const o = s.objects[id];
    if (o?.deathtouched) {
      const { deathtouched: _, ...rest } = o;
      s = { ...s, objects: { ...s.objects, [id]: rest } };
    }
  }
  return s;
}

/**
 * Perform every state-based action that applies, all at once, then check again until none
 * apply (704.3). Permanents put into the graveyard by the same check see each other die
 * (704.8, 603.10a). Each performed action is reported with a `state-based-action` event naming
 * its clause, before the events of the move it causes.
 */
export function performStateBasedActions(
  state: GameState,
  waiting: readonly ObjectId[] = [],
  waitingChapters: readonly ObjectId[] = [],
): [GameState, readonly GameEvent[]] {
  let s = state;
  const events: GameEvent[] = [];
  for (let round = 0; round < 1000; round++) {
    const losses = losingPlayers(s);
    if (losses.length > 0) {
      // 704.5a, 704.5c: players who lose leave the game first; their permanents leave with them (800.4a).
      const [after, lossEvents] = performPlayerLosses(s, losses);
      s = after;
      events.push(...lossEvents);
      if (s.gameOver) return [s, events];
      // Their objects are gone, so what else applies is read after it (704.3: it still applies, and is performed next).
      continue;
    }
    const pending = pendingStateBasedActions(s, waiting, waitingChapters);
    s = checkedDeathtouch(s);
    if (pending.length === 0) return [s, events];
    // 704.8, 603.10a: what leaves in this check is seen as the game was before any of it happened.
    const before = s;
    for (const p of pending) {
      events.push({ kind: 'state-based-action', object: p.object, clause: p.clause });
      if (p.act === 'unattach') {
        s = updateObject(s, p.object, { attachedTo: null });
        continue;
      }
      if (p.act === 'counters') {
        s = removeCounterPairs(s, p.object);
        continue;
      }
      if (objectOf(s, p.object)?.zone !== 'battlefield') continue; // already gone with another action of this event
      const leaving = objectOf(s, p.object);
      // Those that already left in this check saw it die too (moveObject saw only those still there). 614.1a: a
      // replacement effect may send it elsewhere, and only going to a graveyard is dying (700.4).
      const dying = leaving !== undefined && isDying(s, leaving, replacedDestination(s, 'graveyard', leaving));
      const moved = moveObject(s, p.object, { to: 'graveyard' });
      const stillThere = new Set(s.battlefield);
      s = moved.state;
      events.push(...moved.events);
      if (dying) events.push(...diesTriggers(before, p.object, stillThere));
    }
  }
  throw new Error('engine bug: state-based actions did not settle after 1000 checks');
}
