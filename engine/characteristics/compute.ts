/**
 * The layer system (613) applied to one object: copy effects (1a, 613.2a), face-down
 * values (1b, 613.2b), type-changing (4), ability-adding and removing (6), and power
 * and toughness (7b, 7c, counters).
 */
import type { Characteristics } from '../../model/characteristics.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ContinuousEffect } from '../../model/continuous-effect.js';
import { manaSymbols, manaValueOfCost } from '../../model/mana.js';
import { effectsOn } from '../state-access.js';
import { faceDownCharacteristics } from './face-down.js';
import { printedCharacteristics } from './printed.js';

export interface ComputeOptions {
  /** Compute as if the object were face up (702.37e, 702.168d ask what it "would have"). */
  readonly ignoreFaceDown?: boolean;
}

/** The default options, one shared object: characteristics are asked many times a step. */
const NO_OPTIONS: ComputeOptions = Object.freeze({});

/** Layer 1 over the object's effects (already in timestamp order): copy effects (1a), then face-down values (1b). */
function layerOne(
  state: GameState,
  object: GameObject,
  effects: readonly ContinuousEffect[],
  options: ComputeOptions,
): Characteristics | null {
  let values = printedCharacteristics(state, object);
  if (!values) return null;
  for (const effect of effects) {
    if (effect.change.kind === 'copy') {
      // 202.3b, 202.3c: a copy's mana value comes from the copied mana cost only, so a
      // copied back face or melded face (no mana cost) has mana value 0.
      values = { ...effect.change.values, manaValue: manaValueOfCost(effect.change.values.manaCost) };
    }
  }
  const faceDown = object.faceDown;
  if (faceDown && faceDown !== 'exile' && !options.ignoreFaceDown) values = faceDownCharacteristics(faceDown);
  // 202.3e: on the stack each {X} in the mana cost counts as the announced value (0 when none was announced).
  if (object.zone === 'stack') {
    const xs = manaSymbols(values.manaCost).filter((sym) => sym === 'X').length;
    values = { ...values, manaValue: values.manaValue + xs * object.chosenX };
  }
  return values;
}

/**
 * Copiable values (613.2c, 707.2): the printed values, then copy effects in
 * timestamp order (613.2a, 613.7g), then face-down values (613.2b, 708.10). A spell's
 * mana value counts X as announced while it is on the stack (202.3e).
 */
export function copiableValues(
  state: GameState,
  object: GameObject,
  options: ComputeOptions = NO_OPTIONS,
): Characteristics | null {
  return layerOne(state, object, effectsOn(state, object.id), options);
}

/**
 * Computed once per object, and again only when what they depend on changes: the object itself, the continuous
 * effects on it, the cards and the edition. States and objects never change once made (every step makes new ones,
 * keeping what it did not touch), and views ask the same question for every viewer and after every step
 * (issue 14: it was 28% of a check's CPU). `effects` is the state's list the value was last confirmed against:
 * while it is the same list nothing is looked up; when another object gained or lost an effect, the object's own
 * effects are compared one by one, and an unchanged list keeps the value.
 *
 * Mutation testing (issue 25) leaves out, by `Stryker disable` comments below, only the memo's mutants that can
 * never change a value: those that make it compute afresh (an emptied reuse branch or comparison, an empty entry),
 * those that turn or drop the comparisons of the cards and the edition (a game fixes both at setup, no step changes
 * them, and objects are never shared between games), and those that change how two lists of the object's own
 * effects are compared. An object's own effects only grow
 * while it exists (an effect ends only when its object leaves its zone and becomes a new object, 400.7), so two
 * such lists of the same length are the same list and a longer one differs at its end: every such comparison
 * reuses exactly when the original does, or only computes afresh. The memo's other mutants stay: the ones that
 * would return a value computed for other effects, cards or options are killed like any other.
 */
interface Computed {
  /** Moved on, in place, when the object's own effects are found unchanged: a cache entry, never shared data. */
  effects: GameState['effects'];
  readonly own: readonly ContinuousEffect[];
  readonly cards: GameState['cards'];
  readonly edition: GameState['edition'];
  readonly value: Characteristics | null;
}
const computed = new WeakMap<GameObject, Computed>();

/**
 * Characteristics after every layer, or null (an ability on the stack, a card exiled face
 * down: 406.3). Before layer 7 a noncreature permanent loses any power and toughness
 * (208.3, 208.3a) and one made a creature by a type-changing effect (613.1d) starts from
 * 0/0, so layer 7 effects and counters give it its power and toughness (613.4), while a creature card
 * printing none has them from a characteristic-defining ability (613.4a, left unknown: never 0/0); an effect
 * setting them applies to any creature, also one whose characteristic-defining ability would define them (613.4b),
 * and effects and counters raising or lowering them change each one that is known (613.4c).
 */
export function characteristics(
  state: GameState,
  object: GameObject,
  options: ComputeOptions = NO_OPTIONS,
): Characteristics | null {
  if (options.ignoreFaceDown) return afterLayers(state, object, effectsOn(state, object.id), options);
  const known = computed.get(object);
  const current =
    known !== undefined &&
    // Stryker disable next-line ConditionalExpression,EqualityOperator: memo, see Computed
    known.cards === state.cards &&
    // Stryker disable next-line ConditionalExpression,EqualityOperator: memo, see Computed
    known.edition === state.edition;
  if (current && known.effects === state.effects) return known.value;
  const own = effectsOn(state, object.id);
  // Stryker disable next-line BlockStatement: memo (see Computed), emptied it only computes afresh
  if (current && sameEffects(own, known.own)) {
    known.effects = state.effects;
    return known.value;
  }
  const value = afterLayers(state, object, own, options);
  // Stryker disable next-line ObjectLiteral: memo (see Computed), an empty entry is never current
  computed.set(object, { effects: state.effects, own, cards: state.cards, edition: state.edition, value });
  return value;
}

// Stryker disable next-line BlockStatement: memo (see Computed), emptied it only computes afresh
function sameEffects(a: readonly ContinuousEffect[], b: readonly ContinuousEffect[]): boolean {
  // Stryker disable next-line LogicalOperator,EqualityOperator,MethodExpression,ArrowFunction: memo, see Computed
  return a.length === b.length && a.every((e, i) => e === b[i]);
}

function afterLayers(
  state: GameState,
  object: GameObject,
  effects: readonly ContinuousEffect[],
  options: ComputeOptions,
): Characteristics | null {
  if (object.faceDown === 'exile' && !options.ignoreFaceDown) return null;
  let c = layerOne(state, object, effects, options);
  if (!c) return null;
  const creatureBeforeLayer4 = c.types.includes('Creature');
  // Layer 4, then 6, then 7b, then 7c: each pass keeps timestamp order (613.7).
  for (const e of effects) {
    if (e.change.kind === 'add-types') {
      const { types, subtypes } = e.change;
      c = { ...c, types: union(c.types, types), subtypes: union(c.subtypes, subtypes) };
    }
  }
  for (const e of effects) {
    const change = e.change;
    if (change.kind === 'lose-all-abilities') c = { ...c, abilities: [] };
    else if (change.kind === 'gain-ability') c = { ...c, abilities: [...c.abilities, change.ability] };
  }
  c = powerToughnessBase(object, c, creatureBeforeLayer4);
  // 613.4b: layer 7b sets a creature's power and toughness, also one whose power and toughness a characteristic-
  // defining ability would define (7a, left unknown here: 7b comes after it); a noncreature waits (208.3a).
  for (const e of effects) {
    if (e.change.kind === 'set-power-toughness' && c.types.includes('Creature')) {
      c = { ...c, power: e.change.power, toughness: e.change.toughness };
    }
  }
  // 613.4c: effects modifying power and toughness and +1/+1 and -1/-1 counters change each value that is known; one a
  // characteristic-defining ability defines (7a) is left unknown, and the other still changes.
  let power = 0;
  let toughness = 0;
  for (const e of effects) {
    if (e.change.kind === 'modify-power-toughness') {
      power += e.change.power;
      toughness += e.change.toughness;
    }
  }
  const counters = (object.counters['+1/+1'] ?? 0) - (object.counters['-1/-1'] ?? 0);
  c = { ...c, power: modified(c.power, power + counters), toughness: modified(c.toughness, toughness + counters) };
  return c;
}

/**
 * Before layer 7 (613.4): a noncreature permanent has no power or toughness, printed or
 * not (208.3; effects setting them wait until it is a creature, 208.3a), and a permanent
 * that is a creature with no power or toughness, such as a noncreature card made a creature
 * by a type-changing effect (613.1d), starts from 0 so that layer 7 effects and counters
 * give it its power and toughness (613.4). A creature card printing none has a characteristic-defining
 * ability defining them (613.4a): it keeps them, unknown here, and does not start from 0.
 */
function powerToughnessBase(object: GameObject, c: Characteristics, creatureBeforeLayer4: boolean): Characteristics {
  if (object.zone !== 'battlefield') return c;
  // A printed creature with no stated P/T has them from a characteristic-defining ability (layer 7a,
  // 613.4a), which the model does not compute: left unknown, never a 0/0 base.
  if (creatureBeforeLayer4) return c;
  if (!c.types.includes('Creature')) return { ...c, power: null, toughness: null };
  return { ...c, power: c.power ?? 0, toughness: c.toughness ?? 0 };
}

/** A power or toughness after layer 7c (613.4c); unknown, a characteristic-defining ability's (7a), stays unknown. */
function modified(value: number | null, by: number): number | null {
  return value === null ? null : value + by;
}

function union<T>(a: readonly T[], b: readonly T[]): readonly T[] {
  return [...a, ...b.filter((x) => !a.includes(x))];
}
