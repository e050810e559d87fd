/**
 * Checks of the abilities whose fields the engine reads as data (model/ability.ts): enchant
 * restrictions, "enters with counters", what a triggered ability waits for and does, and what an activated ability
 * with a target does to it. Any
 * other kind needs only a `kind` here; the engine judges the rest.
 */
import { CARD_TYPES } from '../../model/characteristics.js';
import { type Checker, isObject, show } from './checker.js';

const TRIGGERS = [
  'enters',
  'turned-face-up',
  'transforms-into',
  'transforms',
  'leaves',
  'permanent-transforms',
  'permanent-turned-face-up',
  'you-manifest-dread',
  'another-creature-dies',
  'chapter',
];
const RESOLVES = ['counters', 'transform', 'convert', 'untap', 'exile-return-transformed', 'text'];

/** 714.2a, 714.2c: a chapter trigger's numbers, whole numbers of 1 or more, at least one. */
function validateChapters(c: Checker, trigger: Readonly<Record<string, unknown>>, at: string): void {
  const n = trigger.chapters;
  if (!Array.isArray(n) || n.length === 0 || n.some((x) => !(typeof x === 'number' && Number.isInteger(x) && x >= 1)))
    c.add(
      `${at}.trigger.chapters`,
      `a "chapter" trigger needs "chapters", the chapter numbers of its symbol (714.2a), found ${show(n)}`,
      'write [1] for chapter I, or [1, 2] for "I, II" (714.2c); each a whole number of 1 or more',
    );
}

/** Check one ability at `at`; reports each problem with what to write instead. */
export function validateAbility(c: Checker, a: Readonly<Record<string, unknown>>, at: string): void {
  if (a.kind === 'enchant') {
    const types = a.types;
    if (!Array.isArray(types) || types.some((t) => !(CARD_TYPES as readonly unknown[]).includes(t)))
      c.add(
        `${at}.types`,
        `"enchant" needs "types", card types the Aura may enchant, found ${show(types)}`,
        `write ["Creature"], or [] for "enchant permanent"; types are ${CARD_TYPES.join(', ')}`,
      );
  } else if (a.kind === 'enters-with-counters') {
    if (typeof a.counter !== 'string' || a.counter === '')
      c.add(`${at}.counter`, `"counter" must name a kind of counter, found ${show(a.counter)}`, 'write "+1/+1"');
    const n = a.amount;
    if (n !== 'X' && !(typeof n === 'number' && Number.isInteger(n) && n > 0))
      c.add(`${at}.amount`, `"amount" must be a whole number above 0 or "X", found ${show(n)}`, 'write 2 or "X"');
  } else if (a.kind === 'activated') {
    validateTargetedEffect(c, a.effect, `${at}.effect`);
  } else if (a.kind === 'triggered') {
    const trigger = isObject(a.trigger) ? a.trigger.kind : undefined;
    if (typeof trigger !== 'string' || !TRIGGERS.includes(trigger))
      c.add(`${at}.trigger`, `unknown trigger ${show(a.trigger)}`, `write { "kind": one of ${TRIGGERS.join(', ')} }`);
    else if (trigger === 'chapter' && isObject(a.trigger)) validateChapters(c, a.trigger, at);
    const resolves = a.resolves;
    if (resolves !== undefined && !(isObject(resolves) && RESOLVES.includes(String(resolves.kind))))
      c.add(
        `${at}.resolves`,
        `unknown effect ${show(resolves)}`,
        `leave "resolves" out (text only) or write { "kind": one of ${RESOLVES.join(', ')} }`,
      );
  }
}

/** "Put `amount` `counter` counters on target creature" (602.1, 115.1): the one activated ability with a target. */
function validateTargetedEffect(c: Checker, e: unknown, at: string): void {
  const example = '{ "kind": "counters-on-target", "counter": "+1/+1", "amount": 1, "target": "creature" }';
  if (!isObject(e) || e.kind !== 'counters-on-target') {
    c.add(at, `an "activated" ability needs an "effect" the engine can do, found ${show(e)}`, `write ${example}`);
    return;
  }
  if (typeof e.counter !== 'string' || e.counter === '')
    c.add(`${at}.counter`, `"counter" must name a kind of counter, found ${show(e.counter)}`, 'write "+1/+1"');
  if (!(typeof e.amount === 'number' && Number.isInteger(e.amount) && e.amount > 0))
    c.add(`${at}.amount`, `"amount" must be a whole number above 0, found ${show(e.amount)}`, 'write 1');
  if (e.target !== 'creature')
    c.add(`${at}.target`, `"target" must say what it may target, found ${show(e.target)}`, 'write "creature"');
}
