/** Arbitrary abilities drawn from the vocabulary of model/ability.ts. */
import fc from 'fast-check';
import type { Ability, AbilityKind, Trigger, TriggeredEffect } from '../model/ability.js';
import { manaCostArb } from './mana.js';

const TRIGGERS: readonly Exclude<Trigger['kind'], 'chapter'>[] = [
  'enters',
  'turned-face-up',
  'transforms-into',
  'transforms',
  'leaves',
  'permanent-transforms',
  'permanent-turned-face-up',
];
/** What a generated triggered ability does on resolving (608.2): nothing recorded, a counter, or a transform. */
const RESOLVES: readonly (TriggeredEffect | undefined)[] = [
  undefined,
  undefined,
  { kind: 'counters', counter: '+1/+1', amount: 1 },
  { kind: 'transform' },
];
const KEYWORDS = ['flying', 'trample', 'vigilance', 'deathtouch', 'lifelink'] as const;

/** One ability of the given kind, with random costs. `partner` names a meld partner. */
export function abilityArb(kind: AbilityKind, partner = 'Unknown Partner'): fc.Arbitrary<Ability> {
  switch (kind) {
    case 'keyword':
      return fc.constantFrom(...KEYWORDS).map((keyword) => ({ kind, keyword }));
    case 'ward':
      return fc.constantFrom('{1}', '{2}', '{3}').map((cost) => ({ kind, cost }));
    case 'morph':
    case 'megamorph':
    case 'disguise':
    case 'disturb':
    case 'more-than-meets-the-eye':
      return manaCostArb().map((cost) => ({ kind, cost }));
    case 'meld':
      return fc.constant({ kind, partner });
    case 'aftermath':
      return fc.constant({ kind });
    case 'transform-self':
      return manaCostArb().map((cost) => ({ kind, cost }));
    case 'activated': // 602.1: "put a +1/+1 counter on target creature"
      return manaCostArb().map((cost) => ({
        kind,
        cost,
        effect: { kind: 'counters-on-target', counter: '+1/+1', amount: 1, target: 'creature' },
      }));
    case 'copy-on-enter':
      return fc.constant({ kind, what: 'a creature' });
    case 'triggered':
      return fc.tuple(fc.constantFrom(...TRIGGERS), fc.constantFrom(...RESOLVES)).map(([k, resolves]) => ({
        kind,
        trigger: { kind: k },
        effect: resolves === undefined ? `draw a card (${k})` : `${resolves.kind} this (${k})`,
        ...(resolves === undefined ? {} : { resolves }),
      }));
    case 'as-turned-face-up':
      return fc
        .nat({ max: 2 })
        .map((amount) => ({ kind, effect: { kind: 'counters', counter: '+1/+1', amount: amount + 1 } }));
    case 'as-transforms': // 712.20
      return fc
        .nat({ max: 2 })
        .map((amount) => ({ kind, effect: { kind: 'counters', counter: '+1/+1', amount: amount + 1 } }));
    case 'enters-with-counters': // 614.1c, 107.3m
      return fc.constantFrom<number | 'X'>(1, 2, 'X').map((amount) => ({ kind, counter: '+1/+1', amount }));
    case 'enchant': // 702.5a
      return fc.constantFrom<readonly string[]>(['Creature'], ['Land'], []).map((types) => ({ kind, types }));
    case 'daybound':
    case 'nightbound':
      return fc.constant({ kind });
    case 'text':
      return fc.constant({ kind, text: 'Other creatures you control get +1/+0.' });
  }
}

/** Zero to `max` abilities whose kinds are drawn from `kinds`. */
export function abilitiesArb(kinds: readonly AbilityKind[], max = 2): fc.Arbitrary<readonly Ability[]> {
  if (kinds.length === 0) return fc.constant([]);
  return fc.array(
    fc.constantFrom(...kinds).chain((k) => abilityArb(k)),
    { maxLength: max },
  );
}
