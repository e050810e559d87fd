/**
 * A motif for split cards (709): cast one half of a split card (709.3), its left or its right,
 * an aftermath half from a graveyard (702.127a); maybe copy the spell (707.10); then resolve.
 * On the stack the spell is only the half cast, with that half's mana value (709.3b, 202.3d);
 * everywhere else the card is both halves (709.4). The engine decides every outcome.
 */
import fc from 'fast-check';
import type { CastWay, GeneratedStep } from './generated-step.js';

const idx = fc.nat({ max: 7 });
const playerIdx = fc.nat({ max: 2 });

/** 709.3: cast a chosen half, copy it now and then, resolve none, one or two objects of the stack. */
export const castSplitHalfArb: fc.Arbitrary<readonly GeneratedStep[]> = fc
  .tuple(fc.constantFrom<CastWay>('left-half', 'right-half'), playerIdx, idx, fc.boolean(), fc.nat({ max: 2 }))
  .map(([way, p, i, copy, n]): readonly GeneratedStep[] => [
    { kind: 'cast', target: { zone: 'castable', way, player: p, index: i }, mode: 'fitting' },
    ...(copy ? [{ kind: 'copy-spell', player: p, of: { zone: 'stack', index: 0 } } as const] : []),
    ...Array.from({ length: n }, (): GeneratedStep => ({ kind: 'resolve' })),
  ]);
