/**
 * The `phase-bound-then-turns` motif (issue 40): a daybound or nightbound permanent phases out, day or night
 * changes while it is phased out (702.26b: it does not transform then), and the next two turns begin, so that its
 * controller's untap step phases it in (502.1) and then checks day and night (502.2): the bound permanent must
 * follow day and night at once between the two (702.145c, 702.145f), and what triggers on its transforms triggers.
 * The engine decides every outcome; the motif only chooses what to try.
 */
import fc from 'fast-check';
import type { GeneratedStep } from './generated-step.js';

export const phaseBoundThenTurnsArb: fc.Arbitrary<readonly GeneratedStep[]> = fc
  .tuple(fc.nat({ max: 7 }), fc.constantFrom('day' as const, 'night' as const), fc.nat({ max: 1 }))
  .map(([i, designation, first]): GeneratedStep[] => [
    { kind: 'phase-out', target: { zone: 'battlefield', filter: 'bound', index: i } },
    { kind: 'become-day-or-night', designation },
    { kind: 'begin-turn', player: first },
    { kind: 'begin-turn', player: 1 - first },
  ]);
