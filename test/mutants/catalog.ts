/**
 * The mutants kept in examples/mutants/ and what must catch each: `targets` are the
 * properties (and scenarios) that were measured to fail on it, at the run counts of
 * harness.ts. Every property of the registry must be a target of at least one mutant,
 * or it proves nothing (DESIGN.md, "How properties relate to the reference engine").
 */
export interface MutantEntry {
  /** File name under examples/mutants/, without extension. */
  readonly name: string;
  /** The clause the bug breaks (edition 2026-04-17). */
  readonly clause: string;
  /** Which test file runs it, so the suite splits over two workers. */
  readonly group: 'dfc' | 'face-down';
  /** Property ids that must fail on it. */
  readonly targets: readonly string[];
  /** Scenario ids that must fail on it (for bugs no property reaches often). */
  readonly scenarios?: readonly string[];
}

export const MUTANTS: readonly MutantEntry[] = [
  // Double-faced cards, copies, identity, and the general properties.
  { name: 'zone-change-keeps-id', clause: '400.7', group: 'dfc', targets: ['400/zone-change-new-object'] },
  { name: 'transform-makes-new-object', clause: '712.18', group: 'dfc', targets: ['712/transform-keeps-identity'] },
  { name: 'non-dfc-transforms', clause: '701.27c', group: 'dfc', targets: ['712/only-double-faced-transform'] },
  {
    name: 'face-down-dfc-transforms',
    clause: '712.15a',
    group: 'dfc',
    targets: ['712/face-down-never-transforms', '712/only-double-faced-transform'],
  },
  {
    name: 'transforms-into-instant',
    clause: '701.27d',
    group: 'dfc',
    targets: ['712/no-transform-into-instant-or-sorcery'],
  },
  { name: 'enters-back-face-up', clause: '712.14', group: 'dfc', targets: ['712/enters-front-face-up'] },
  { name: 'graveyard-remembers-back-face', clause: '712.8a', group: 'dfc', targets: ['712/characteristics-by-zone'] },
  { name: 'back-face-mana-value-zero', clause: '202.3b', group: 'dfc', targets: ['712/mana-value-by-face'] },
  { name: 'copy-of-back-face-keeps-mana-value', clause: '202.3b', group: 'dfc', targets: ['712/mana-value-by-face'] },
  { name: 'token-copy-single-faced', clause: '707.8a', group: 'dfc', targets: ['712/copy-takes-face-up'] },
  {
    name: 'transform-ability-ignores-since',
    clause: '701.27f',
    group: 'dfc',
    targets: [],
    scenarios: ['dfc/transform-ability-only-once'],
  },
  { name: 'dfc-turned-face-down', clause: '712.16', group: 'dfc', targets: ['712/dfc-cannot-be-turned-face-down'] },
  {
    name: 'meld-leaves-one-card',
    clause: '712.21',
    group: 'dfc',
    targets: [],
    scenarios: ['dfc/meld-leaves-battlefield-two-cards'],
  },
  { name: 'manifest-leaves-card-in-library', clause: '701.40a', group: 'dfc', targets: ['general/conservation'] },
  {
    name: 'illegal-face-up-not-reversed',
    clause: '733.1',
    group: 'dfc',
    targets: ['general/illegal-actions-leave-state-unchanged'],
  },
  { name: 'unseeded-shuffle', clause: '701.24a', group: 'dfc', targets: ['general/determinism'] },
  // Face-down spells and permanents.
  {
    name: 'face-down-leaks-color',
    clause: '708.5',
    group: 'face-down',
    targets: ['708/no-hidden-information-leak', '708/face-down-characteristics'],
  },
  { name: 'face-down-id-from-card', clause: '708.5', group: 'face-down', targets: ['708/no-hidden-information-leak'] },
  {
    name: 'face-down-hidden-from-controller',
    clause: '708.5',
    group: 'face-down',
    targets: ['708/controller-may-look'],
  },
  { name: 'face-down-has-a-name', clause: '708.2a', group: 'face-down', targets: ['708/face-down-no-name'] },
  { name: 'disguise-without-ward', clause: '702.168a', group: 'face-down', targets: ['708/face-down-characteristics'] },
  {
    name: 'face-down-turned-face-down-again',
    clause: '708.2b',
    group: 'face-down',
    targets: ['708/face-down-cannot-be-turned-face-down'],
  },
  { name: 'face-down-way-hidden', clause: '708.6', group: 'face-down', targets: ['708/distinguishable'] },
  { name: 'face-down-leaves-unrevealed', clause: '708.9', group: 'face-down', targets: ['708/reveal-on-leaving'] },
  { name: 'copy-of-face-down-copies-card', clause: '708.10', group: 'face-down', targets: ['708/copy-of-face-down'] },
  { name: 'face-up-triggers-enters', clause: '708.8', group: 'face-down', targets: ['708/turn-face-up-same-object'] },
  { name: 'face-up-untaps', clause: '110.5', group: 'face-down', targets: ['708/turn-face-up-same-object'] },
  { name: 'morph-after-losing-abilities', clause: '702.37e', group: 'face-down', targets: ['702/turn-face-up-routes'] },
  { name: 'megamorph-no-counter', clause: '702.37b', group: 'face-down', targets: ['702/megamorph-counter'] },
  {
    name: 'manifested-instant-turns-face-up',
    clause: '701.40g',
    group: 'face-down',
    targets: ['701/manifested-instant-stays-face-down'],
  },
  { name: 'manifest-dread-both', clause: '701.62a', group: 'face-down', targets: ['701/manifest-dread-moves-two'] },
];
