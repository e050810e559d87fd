/**
 * Motifs a property asks for by name (issue 41), kept out of motifs.ts's own list: off by default (a property's
 * games weigh them in). The follow-ups are built in follow-up-motifs.ts; `day-then-put-transformed` here: it becomes
 * day, then an effect puts a card onto the battlefield transformed (712.14a), so that a card with nightbound on its
 * back face enters back face up by day and transforms at once (702.145f).
 */
import fc from 'fast-check';
import { abilitySourceReturnsArb, lookThenExileArb } from './follow-up-motifs.js';
import type { GeneratedStep, Target } from './generated-step.js';

export const ASKED_MOTIF_KINDS = [
  'ability-source-leaves-and-returns',
  'look-then-exile-face-down',
  'day-then-put-transformed',
] as const;
export type AskedMotif = (typeof ASKED_MOTIF_KINDS)[number];

/** A card in a zone an effect may put onto the battlefield from. */
const cardArb: fc.Arbitrary<Target> = fc
  .tuple(fc.constantFrom('hand' as const, 'graveyard' as const, 'library' as const, 'exile' as const), fc.nat(2))
  .chain(([zone, player]) =>
    fc.nat({ max: 5 }).map((index): Target => (zone === 'exile' ? { zone, index } : { zone, player, index })),
  );

const dayThenPutTransformedArb: fc.Arbitrary<readonly GeneratedStep[]> = cardArb.map((target) => [
  { kind: 'become-day-or-night', designation: 'day' },
  { kind: 'put-onto-battlefield', target, controller: null, transformed: true, copyOf: null },
]);

export const ASKED_MOTIFS: Readonly<Record<AskedMotif, fc.Arbitrary<readonly GeneratedStep[]>>> = {
  'ability-source-leaves-and-returns': abilitySourceReturnsArb,
  'look-then-exile-face-down': lookThenExileArb,
  'day-then-put-transformed': dayThenPutTransformedArb,
};

/** Their default weights: none. */
export const ASKED_MOTIFS_OFF: Readonly<Record<AskedMotif, 0>> = {
  'ability-source-leaves-and-returns': 0,
  'look-then-exile-face-down': 0,
  'day-then-put-transformed': 0,
};

export const isAskedMotif = (kind: string): kind is AskedMotif =>
  (ASKED_MOTIF_KINDS as readonly string[]).includes(kind);
