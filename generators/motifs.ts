/**
 * Motifs: short runs of ordinary steps aimed at one object, so that situations needing two ordered steps on the same
 * permanent are reached often (a face-down permanent losing its abilities, then turned face up, 708.8 with 613.1f; a
 * meld, then the melded permanent leaving, 712.21; ...). The engine decides every outcome: a motif only chooses what
 * to try, as a player or an effect would. Indices stay meaningful: a motif's earlier steps do not reorder the filtered
 * list later ones read (a face-down permanent stays face down; a new object is appended). Stack motifs read its top.
 */
import fc from 'fast-check';
import { FACE_UP_ROUTES, type FaceUpRoute } from '../model/face-down.js';
import type { CastWay, PermanentFilter, GeneratedStep, Target } from './generated-step.js';
import { historyMotifArb } from './history-motifs.js';
import { castSplitHalfArb } from './split-motifs.js';
import { copyThenSourceChangesArb, markLeaveReturnArb } from './follow-up-motifs.js';
import { ASKED_MOTIF_KINDS, ASKED_MOTIFS, ASKED_MOTIFS_OFF, isAskedMotif } from './asked-motifs.js';
import { leaveThenLookBackArb } from './look-back-motifs.js';
import { phaseBoundThenTurnsArb } from './turn-motifs.js';

export const MOTIF_KINDS = [
  'lose-abilities-then-turn-face-up',
  'manifest-then-turn-face-up',
  'cast-face-down-then-counter',
  'cast-face-down-resolve-turn-face-up',
  'meld-then-leave',
  'meld-then-copy',
  'transform-then-copy-back-face',
  'transform-face-down-double-faced',
  'disturb-cast-then-resolve',
  'face-down-leaves',
  'put-double-faced-transformed',
  'leave-then-use-old-id',
  'turn-megamorph-face-up',
  'cast-back-face-then-copy',
  'cast-double-faced-resolve-transformed',
  'cast-modal-then-play-land',
  // Histories of 3+ steps on one object after each face-changing event (history-motifs.ts).
  'history-transform',
  'history-turn-face-up',
  'history-face-down-entry',
  'history-become-copy',
  'history-meld',
  // What holds once something else has happened (follow-up-motifs.ts).
  'mark-leave-return',
  'copy-then-source-changes',
  // A permanent leaves as something its card is not, then is looked back at (look-back-motifs.ts).
  'leave-then-look-back',
  'cast-split-half',
  ...ASKED_MOTIF_KINDS,
  'phase-bound-then-turns',
] as const;
export type MotifKind = (typeof MOTIF_KINDS)[number];

/** Relative weights of motifs; kinds left out get their default weight. */
export type MotifWeights = Partial<Readonly<Record<MotifKind, number>>>;

export const DEFAULT_MOTIF_WEIGHTS: Readonly<Record<MotifKind, number>> = {
  'lose-abilities-then-turn-face-up': 3,
  'manifest-then-turn-face-up': 2,
  'cast-face-down-then-counter': 2,
  'cast-face-down-resolve-turn-face-up': 2,
  'meld-then-leave': 3,
  'meld-then-copy': 3,
  'transform-then-copy-back-face': 3,
  'transform-face-down-double-faced': 2,
  'disturb-cast-then-resolve': 4,
  'face-down-leaves': 2,
  'put-double-faced-transformed': 2,
  'leave-then-use-old-id': 1,
  'turn-megamorph-face-up': 2,
  'cast-back-face-then-copy': 3,
  'cast-double-faced-resolve-transformed': 2,
  'cast-modal-then-play-land': 3,
  'history-transform': 4,
  'history-turn-face-up': 4,
  'history-face-down-entry': 4,
  'history-become-copy': 3,
  'history-meld': 2,
  // Off by default: the properties about new objects and copies ask for them.
  'mark-leave-return': 0,
  'copy-then-source-changes': 0,
  'leave-then-look-back': 0,
  'cast-split-half': 0,
  ...ASKED_MOTIFS_OFF,
  'phase-bound-then-turns': 3,
};

const idx = fc.nat({ max: 7 });
const playerIdx = fc.nat({ max: 2 });
const on = (filter: PermanentFilter, index: number): Target => ({ zone: 'battlefield', filter, index });
const route = fc.constantFrom(...FACE_UP_ROUTES);
/** Routes as a player holding a morph-like card would try them: its cost most often. */
const playerRoute = fc.constantFrom<FaceUpRoute>('morph', 'morph', 'effect', 'disguise', 'mana-cost');
const leaveTo = fc.constantFrom('graveyard' as const, 'exile' as const, 'hand' as const, 'library' as const);
const castAs = (way: CastWay, player: number, index: number): GeneratedStep => ({
  kind: 'cast',
  target: { zone: 'castable', way, player, index },
  mode: 'fitting',
});
const faceDownCast = (player: number, index: number): GeneratedStep => castAs('face-down', player, index);
const copyTop = (player: number): GeneratedStep => ({ kind: 'copy-spell', player, of: { zone: 'stack', index: 0 } });
const resolves = (n: number, transformed = false): readonly GeneratedStep[] =>
  Array.from({ length: n }, (): GeneratedStep => ({ kind: 'resolve', ...(transformed ? { transformed } : {}) }));

const built = new Map<MotifKind, fc.Arbitrary<readonly GeneratedStep[]>>();

/** The steps of one motif (built once per kind). */
export function motifArb(kind: MotifKind): fc.Arbitrary<readonly GeneratedStep[]> {
  const arb = built.get(kind) ?? buildMotifArb(kind);
  built.set(kind, arb);
  return arb;
}

function buildMotifArb(kind: MotifKind): fc.Arbitrary<readonly GeneratedStep[]> {
  if (isAskedMotif(kind)) return ASKED_MOTIFS[kind];
  switch (kind) {
    case 'lose-abilities-then-turn-face-up':
      return fc
        .tuple(
          fc.constantFrom<PermanentFilter>('face-down', 'face-down', 'face-down-megamorph', 'face-down-double-faced'),
          idx,
          route,
        )
        .map(([filter, i, r]): GeneratedStep[] => [
          { kind: 'apply-effect', target: on(filter, i), effect: { kind: 'lose-all-abilities' } },
          { kind: 'turn-face-up', target: on(filter, i), route: r },
        ]);
    case 'manifest-then-turn-face-up':
      return fc
        .tuple(
          fc.constantFrom('manifest' as const, 'cloak' as const, 'manifest-dread' as const),
          playerIdx,
          fc.constantFrom<PermanentFilter>(
            'face-down-spell-card',
            'face-down-megamorph',
            'face-down-double-faced',
            'face-down',
          ),
          idx,
          route,
        )
        .map(([how, p, filter, i, r]): GeneratedStep[] => [
          how === 'manifest-dread' ? { kind: how, player: p, choose: i % 2 } : { kind: how, player: p, count: 1 },
          { kind: 'turn-face-up', target: on(filter, i), route: r },
        ]);
    case 'cast-face-down-then-counter':
      return fc
        .tuple(playerIdx, idx, leaveTo)
        .map(([p, i, to]): GeneratedStep[] => [
          faceDownCast(p, i),
          { kind: 'counter', target: { zone: 'stack', index: 0 }, to },
        ]);
    case 'cast-face-down-resolve-turn-face-up':
      return fc.tuple(playerIdx, idx, playerRoute).map(([p, i, r]): GeneratedStep[] => [
        faceDownCast(p, i),
        { kind: 'resolve' },
        // Among face-down megamorph permanents: the one just cast if its card has megamorph (702.37b).
        { kind: 'turn-face-up', target: on('face-down-megamorph', i), route: r },
      ]);
    case 'meld-then-leave':
      return fc.tuple(idx, idx, leaveTo).map(([i, j, to]): GeneratedStep[] => [
        { kind: 'meld', target: on('meld-card', i), partner: true, other: on('any', i) },
        { kind: 'move', target: on('melded', j), to, faceDown: false, position: 'top' },
      ]);
    case 'meld-then-copy':
      return fc
        .tuple(idx, idx, idx, playerIdx, fc.boolean())
        .map(([i, j, k, p, token]): GeneratedStep[] => [
          { kind: 'meld', target: on('meld-card', i), partner: true, other: on('any', i) },
          token
            ? { kind: 'create-token-copy', player: p, of: on('melded', j) }
            : { kind: 'become-copy', target: on('face-up', k), of: on('melded', j) },
        ]);
    case 'transform-then-copy-back-face':
      return fc
        .tuple(idx, idx, idx, playerIdx, fc.boolean())
        .map(([i, j, k, p, token]): GeneratedStep[] => [
          { kind: 'transform', target: on('double-faced', i) },
          token
            ? { kind: 'create-token-copy', player: p, of: on('back-face', j) }
            : { kind: 'become-copy', target: on('face-up', k), of: on('back-face', j) },
        ]);
    case 'transform-face-down-double-faced':
      return fc
        .tuple(playerIdx, idx, fc.constantFrom('transform' as const, 'convert' as const, 'activate-transform' as const))
        .map(([p, i, how]): GeneratedStep[] => [
          { kind: 'manifest', player: p, count: 1 },
          { kind: how, target: on('face-down-double-faced', i) },
        ]);
    case 'disturb-cast-then-resolve':
      return fc
        .tuple(playerIdx, idx, fc.boolean())
        .map(([p, i, counter]): GeneratedStep[] => [
          { kind: 'cast', target: { zone: 'castable', way: 'disturb', player: p, index: i }, mode: 'fitting' },
          counter ? { kind: 'counter', target: { zone: 'stack', index: 0 }, to: 'graveyard' } : { kind: 'resolve' },
        ]);
    case 'face-down-leaves':
      return fc
        .tuple(
          fc.boolean(),
          playerIdx,
          fc.constantFrom<PermanentFilter>('face-down', 'face-down-double-faced', 'face-down-spell-card'),
          idx,
          leaveTo,
          fc.boolean(),
        )
        .map(([first, p, filter, i, to, faceDown]): GeneratedStep[] => [
          ...(first ? [{ kind: 'cloak', player: p, count: 1 } as const] : []),
          { kind: 'move', target: on(filter, i), to, faceDown, position: 'top' },
        ]);
    case 'put-double-faced-transformed':
      // A card castable by disturb, as a modal back face or converted is a double-faced card (712.14a).
      return fc
        .tuple(fc.constantFrom('disturb' as const, 'back-face' as const, 'converted' as const), playerIdx, idx)
        .map(([way, p, i]): GeneratedStep[] => [
          {
            kind: 'put-onto-battlefield',
            target: { zone: 'castable', way, player: p, index: i },
            controller: null,
            transformed: true,
            copyOf: null,
          },
        ]);
    case 'turn-megamorph-face-up':
      return fc
        .tuple(idx, playerRoute)
        .map(([i, r]): GeneratedStep[] => [{ kind: 'turn-face-up', target: on('face-down-megamorph', i), route: r }]);
    case 'cast-back-face-then-copy':
      // A copy of a back-face-up spell is back face up too, with mana value 0 for a nonmodal DFC (707.10g, 202.3b);
      // resolving it makes a token (111.13).
      return fc
        .tuple(
          fc.constantFrom<CastWay>('disturb', 'back-face', 'converted'),
          playerIdx,
          idx,
          playerIdx,
          fc.nat({ max: 2 }),
        )
        .map(([way, p, i, q, n]): GeneratedStep[] => [castAs(way, p, i), copyTop(q), ...resolves(n)]);
    case 'cast-double-faced-resolve-transformed':
      // Entering transformed from the stack: back face up, or to the graveyard for an instant or sorcery back face
      // (712.13a); a copy is double-faced too (707.10g).
      return fc
        .tuple(playerIdx, idx, fc.boolean(), playerIdx, fc.boolean())
        .map(([p, i, copy, q, both]): GeneratedStep[] => [
          castAs('double-faced', p, i),
          ...(copy ? [copyTop(q)] : []),
          ...resolves(copy && both ? 2 : 1, true),
        ]);
    case 'cast-modal-then-play-land':
      // Cast by its back face (712.11b; never a land face, so the land-backed modal DFCs stay
      // in hand), then empty the stack, as playing a land needs (305.1): what was cast and the
      // setup's spells, so up to four resolves.
      return fc
        .tuple(playerIdx, idx, fc.integer({ min: 1, max: 4 }), fc.nat({ max: 2 }), playerIdx, idx)
        .map(([p, i, n, modal, q, j]): GeneratedStep[] => [
          castAs('back-face', p, i),
          ...resolves(n),
          {
            kind: 'play-land',
            target: { zone: 'playable-land', modal: modal > 0, player: q, index: j },
            face: 'fitting',
          },
        ]);
    case 'history-transform':
      return historyMotifArb('transform');
    case 'history-turn-face-up':
      return historyMotifArb('turn-face-up');
    case 'history-face-down-entry':
      return historyMotifArb('face-down-entry');
    case 'history-become-copy':
      return historyMotifArb('become-copy');
    case 'history-meld':
      return historyMotifArb('meld');
    case 'mark-leave-return':
      return markLeaveReturnArb;
    case 'copy-then-source-changes':
      return copyThenSourceChangesArb;
    case 'leave-then-look-back':
      return leaveThenLookBackArb;
    case 'cast-split-half':
      return castSplitHalfArb;
    case 'phase-bound-then-turns': // turn-motifs.ts
      return phaseBoundThenTurnsArb;
    case 'leave-then-use-old-id':
      return fc
        .tuple(idx, leaveTo, fc.constantFrom('tap' as const, 'transform' as const, 'turn-face-down' as const))
        .map(([i, to, kind]): GeneratedStep[] => [
          { kind: 'move', target: on('any', i), to, faceDown: false, position: 'top' },
          { kind, target: { zone: 'gone', index: 0 } },
        ]);
  }
}

/** One motif, kinds drawn by weight. */
export function anyMotifArb(weights: MotifWeights = {}): fc.Arbitrary<readonly GeneratedStep[]> | null {
  const w = { ...DEFAULT_MOTIF_WEIGHTS, ...weights };
  const entries = MOTIF_KINDS.filter((k) => w[k] > 0);
  if (entries.length === 0) return null;
  return fc.oneof(...entries.map((k) => ({ arbitrary: motifArb(k), weight: w[k] })));
}
