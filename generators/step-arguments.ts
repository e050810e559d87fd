/**
 * Arbitraries for the arguments of generated steps (generated-step.ts): targets by position in
 * the referee view, cast modes and continuous effects.
 */
import fc from 'fast-check';
import type { CastMode, EffectSpec } from '../adapter/action.js';
import type { HistoryRef, PermanentFilter, Target } from './generated-step.js';

export const idx = fc.nat({ max: 7 });
export const playerIdx = fc.nat({ max: 2 });

/** An object named through the run's history (history.ts), the latest most often. */
export function historyTargetArb(refs: readonly HistoryRef[]): fc.Arbitrary<Target> {
  return fc.record({ zone: fc.constant('history' as const), ref: fc.constantFrom(...refs), index: fc.nat({ max: 3 }) });
}

/** What a step on a permanent may name from history: what just moved, was named, was or became a copy, changed face. */
const PERMANENT_HISTORY: readonly HistoryRef[] = [
  'just-moved',
  'just-copied',
  'just-changed-face',
  'just-named',
  'just-named',
  'copy-source',
];
/** Percent of permanent targets chosen from history. */
const HISTORY_PERCENT = 15;

/**
 * A battlefield target, mostly among permanents passing `filter`, sometimes from history (15%), sometimes anywhere
 * (default 10% odd).
 */
export function targetArb(filter: PermanentFilter, oddPercent = 10): fc.Arbitrary<Target> {
  const positional = idx.map((index): Target => ({ zone: 'battlefield', filter, index }));
  const usual = fc.oneof(
    { arbitrary: positional, weight: 100 - HISTORY_PERCENT },
    { arbitrary: historyTargetArb(PERMANENT_HISTORY), weight: HISTORY_PERCENT },
  );
  const odd = fc.oneof(
    idx.map((index): Target => ({ zone: 'battlefield', filter: 'any', index })),
    fc.record({
      zone: fc.constantFrom('hand' as const, 'graveyard' as const, 'library' as const),
      player: playerIdx,
      index: idx,
    }),
    fc.record({ zone: fc.constantFrom('exile' as const, 'stack' as const), index: idx }),
    idx.map((index): Target => ({ zone: 'gone', index })),
  );
  if (oddPercent <= 0) return usual;
  return fc.oneof({ arbitrary: usual, weight: 100 - oddPercent }, { arbitrary: odd, weight: oddPercent });
}

/**
 * A card in a zone other than the battlefield, for casting and putting onto the battlefield; sometimes (20%) one
 * that left the battlefield this game or just moved.
 */
export function cardTargetArb(zones: readonly ('hand' | 'graveyard' | 'library' | 'exile')[]): fc.Arbitrary<Target> {
  const positional = fc
    .constantFrom(...zones)
    .chain(
      (zone): fc.Arbitrary<Target> =>
        zone === 'exile'
          ? idx.map((index): Target => ({ zone, index }))
          : fc.record({ zone: fc.constant(zone), player: playerIdx, index: idx }),
    );
  return fc.oneof(
    { arbitrary: positional, weight: 4 },
    { arbitrary: historyTargetArb(['left-battlefield', 'just-moved']), weight: 1 },
  );
}

/** A spell on the stack, top most often (index 0 is the top), sometimes a face-down one. */
export const stackTargetArb: fc.Arbitrary<Target> = fc.oneof(
  { arbitrary: fc.constant<Target>({ zone: 'stack', index: 0 }), weight: 2 },
  idx.map((index): Target => ({ zone: 'stack', index })),
  historyTargetArb(['face-down-spell', 'just-copied']),
);

/** A land card (or modal DFC with a land face) in a hand, modal DFCs sometimes only. */
export const playableLandArb: fc.Arbitrary<Target> = fc.record({
  zone: fc.constant('playable-land' as const),
  modal: fc.nat({ max: 2 }).map((n) => n === 0),
  player: playerIdx,
  index: idx,
});

export const castModeArb: fc.Arbitrary<CastMode> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'normal' as const }), weight: 5 },
  { arbitrary: fc.constant({ kind: 'back-face' as const }), weight: 2 },
  {
    arbitrary: fc
      .constantFrom('morph' as const, 'megamorph' as const, 'disguise' as const)
      .map((by) => ({ kind: 'face-down' as const, by })),
    weight: 3,
  },
  {
    arbitrary: fc
      .constantFrom('disturb' as const, 'effect' as const)
      .map((by) => ({ kind: 'transformed' as const, by })),
    weight: 2,
  },
  { arbitrary: fc.constant({ kind: 'converted' as const }), weight: 1 },
);

export const effectArb: fc.Arbitrary<EffectSpec> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'lose-all-abilities' as const }), weight: 3 },
  {
    arbitrary: fc.constant({ kind: 'gain-ability' as const, ability: { kind: 'keyword' as const, keyword: 'flying' } }),
    weight: 1,
  },
  {
    arbitrary: fc.constant({ kind: 'add-types' as const, types: ['Artifact' as const], subtypes: ['Golem'] }),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'set-power-toughness' as const, power: 0, toughness: 1 }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'modify-power-toughness' as const, power: 1, toughness: 1 }), weight: 1 },
);

/** A copy source: double-faced (front or back up), melded, face-down, or any permanent (707.2, 707.8). */
export function copySourceArb(t: (filter: PermanentFilter) => fc.Arbitrary<Target>): fc.Arbitrary<Target> {
  return fc.oneof(t('double-faced'), t('back-face'), t('any'), t('melded'), t('face-down'));
}
