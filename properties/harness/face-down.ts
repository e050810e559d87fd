/**
 * What the rules say a face-down object looks like (708.2a, 702.168a, 701.58a), and
 * the continuous effects of a trace that apply on top (613): shared by the face-down
 * properties so that each states its expectation the same way.
 */
import type { EffectSpec } from '../../adapter/action.js';
import type { Ability } from '../../model/ability.js';
import type { CardDefinition } from '../../model/card.js';
import type { Characteristics, Face } from '../../model/characteristics.js';
import type { FaceDownWay } from '../../model/face-down.js';
import type { GameView, ObjectView, ViewCharacteristics } from '../../model/view.js';
import { sameJson } from '../../protocol/same-json.js';
import { printedDefinition } from '../../model/view-read.js';
import type { Snapshot } from './snapshot.js';
import type { Trace } from './trace.js';

/** A face-down spell or permanent (not a card exiled face down, 406.3). */
export function isFaceDownSpellOrPermanent(
  o: ObjectView,
): o is ObjectView & { readonly faceDown: { readonly by: FaceDownWay } } {
  return (o.zone === 'battlefield' || o.zone === 'stack') && o.faceDown !== null && o.faceDown.by !== 'exile';
}

/** Every view of a snapshot, referee first, with who it is for. */
export function viewsOf(snapshot: Snapshot): readonly GameView[] {
  return [snapshot.referee, ...Object.values(snapshot.players)];
}

/** Ids of players still in the game (800.4a). */
export function activePlayers(view: GameView): readonly string[] {
  return view.players.filter((p) => !p.left).map((p) => p.id);
}

/** 708.2a, 702.168a, 701.58a: the values the way lists; ward {2} for disguise and cloak. */
export function faceDownValues(way: FaceDownWay): Characteristics {
  const ward = way === 'disguise' || way === 'cloak';
  return {
    name: null,
    manaCost: null,
    manaValue: 0,
    colors: [],
    supertypes: [],
    types: ['Creature'],
    subtypes: [],
    abilities: ward ? [{ kind: 'ward', cost: '{2}' }] : [],
    power: 2,
    toughness: 2,
    loyalty: null,
    defense: null,
  };
}

/**
 * The effects (in the order they began, 613.7) that actions of the trace created on the
 * object `id`, up to record `upTo` inclusive. Ids are per object (400.7), so an effect
 * on an earlier object of the same card is not included.
 */
export function effectsOn(trace: Trace, id: string, upTo: number): readonly EffectSpec[] {
  const out: EffectSpec[] = [];
  for (const r of trace.records.slice(0, upTo + 1)) {
    if (!r.result.ok || r.action.kind !== 'apply-effect' || r.action.object !== id) continue;
    // 702.26b, 702.26e: an effect leaves out a phased-out permanent, even one it names.
    if (r.before.referee.battlefield.some((o) => o.id === id && o.phasedOut)) continue;
    out.push(r.action.effect);
  }
  return out;
}

/**
 * Layers 4, 6, 7b and 7c (613.1d, 613.1f, 613.4b, 613.4c) applied to copiable values:
 * types added, abilities lost and gained in timestamp order, base power and toughness
 * set, then modified by effects and by +1/+1 and -1/-1 counters.
 */
export function withEffects(
  values: Characteristics,
  effects: readonly EffectSpec[],
  counters: Readonly<Record<string, number>>,
): Characteristics {
  let c = values;
  for (const e of effects) {
    if (e.kind === 'add-types') c = { ...c, types: union(c.types, e.types), subtypes: union(c.subtypes, e.subtypes) };
  }
  for (const e of effects) {
    if (e.kind === 'lose-all-abilities') c = { ...c, abilities: [] };
    if (e.kind === 'gain-ability') c = { ...c, abilities: [...c.abilities, e.ability] };
  }
  if (c.power === null || c.toughness === null) return c;
  let power = c.power;
  let toughness = c.toughness;
  for (const e of effects) {
    if (e.kind === 'set-power-toughness') [power, toughness] = [e.power, e.toughness];
  }
  for (const e of effects) {
    if (e.kind === 'modify-power-toughness') [power, toughness] = [power + e.power, toughness + e.toughness];
  }
  const net = netPlusOneCounters(counters);
  return { ...c, power: power + net, toughness: toughness + net };
}

/**
 * +1/+1 counters minus -1/-1 counters: what a permanent's power and toughness gain from them (613.4c), and what
 * stays the same when 704.5q removes them in pairs (a count of either kind alone does not).
 */
export function netPlusOneCounters(counters: Readonly<Record<string, number>>): number {
  return (counters['+1/+1'] ?? 0) - (counters['-1/-1'] ?? 0);
}

function union<T>(a: readonly T[], b: readonly T[]): readonly T[] {
  return [...a, ...b.filter((x) => !a.includes(x))];
}

/**
 * Characteristics in a form where list order does not matter (engines may order lists differently); abilities an
 * engine cannot say in the model's vocabulary (`null`, model/view.ts) stay `null`.
 */
export function comparable(c: Characteristics | ViewCharacteristics | null): unknown {
  if (c === null) return null;
  const sorted = <T>(xs: readonly T[]) => [...xs].map((x) => JSON.stringify(x)).sort();
  return {
    ...c,
    colors: sorted(c.colors),
    supertypes: sorted(c.supertypes),
    types: sorted(c.types),
    subtypes: sorted(c.subtypes),
    abilities: c.abilities === null ? null : sorted(c.abilities),
  };
}

/**
 * Two sets of characteristics side by side, comparable: when either side's abilities are unknown (`null`: the
 * engine cannot say them, model/view.ts) the other's are not compared either.
 */
export function comparablePair(
  a: Characteristics | ViewCharacteristics | null,
  b: Characteristics | ViewCharacteristics | null,
): readonly [unknown, unknown] {
  const unknown = a?.abilities === null || b?.abilities === null;
  const masked = (c: Characteristics | ViewCharacteristics | null) =>
    c === null || !unknown ? c : { ...c, abilities: null };
  return [comparable(masked(a)), comparable(masked(b))];
}

/** Whether two sets of characteristics are the same, up to list order and abilities an engine cannot say. */
export function sameCharacteristics(
  a: Characteristics | ViewCharacteristics | null,
  b: Characteristics | ViewCharacteristics | null,
): boolean {
  const [x, y] = comparablePair(a, b);
  return sameJson(x, y);
}

/** The abilities a view shows the object having: none without characteristics, `null` when the engine cannot say. */
export function shownAbilities(o: ObjectView | undefined): readonly Ability[] | null {
  return o?.characteristics === null || o === undefined ? [] : o.characteristics.abilities;
}

/** The printed definition of a card object (a face-down card's, in a view that may see it). */
export function cardDefinition(o: ObjectView): CardDefinition | null {
  const p = o.printed;
  return p !== null && p.kind === 'card' ? (printedDefinition(p) as CardDefinition) : null;
}

/**
 * The front face of the card (712.8a: outside the battlefield and stack a card has its front face's characteristics).
 */
export function frontFace(o: ObjectView): Face | null {
  return cardDefinition(o)?.faces[0] ?? null;
}

/**
 * Abilities a face-down permanent would have if it were face up (702.37e, 702.168d): its front face, then layer-6
 * effects.
 */
export function abilitiesIfFaceUp(o: ObjectView, effects: readonly EffectSpec[]): readonly Ability[] | null {
  const front = frontFace(o);
  if (front === null) return null;
  let abilities: readonly Ability[] = front.abilities;
  for (const e of effects) {
    if (e.kind === 'lose-all-abilities') abilities = [];
    if (e.kind === 'gain-ability') abilities = [...abilities, e.ability];
  }
  return abilities;
}

/** Whether a list of abilities has one of these kinds. */
export function hasKind(abilities: readonly Ability[], ...kinds: readonly Ability['kind'][]): boolean {
  return abilities.some((a) => kinds.includes(a.kind));
}
