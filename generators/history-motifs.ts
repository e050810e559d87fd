/**
 * History motifs (issue 12): one face-changing event on an object, then two or three of what the
 * rules let happen to that object next, each step naming it through the run's history (history.ts)
 * rather than by position. Derived from the rules, not from known bugs: for each event (a transform,
 * 701.27; a turn face up, 702.37e, 701.40b; a face-down entry by manifest, cloak or a face-down
 * spell, 701.40, 701.58, 708.4; becoming a copy, 707.2; a meld, 712.4) the follow-ups are what may
 * happen to a permanent (leave the battlefield, be copied, transform, turn face up or down, be
 * revealed, the game ends) or to a card that left it (return to the battlefield directly or by
 * being cast, leave again, be revealed, the game ends, 400.7 and 708.9 apply at each move).
 */
import fc from 'fast-check';
import { FACE_UP_ROUTES } from '../model/face-down.js';
import type { CastWay, GeneratedStep, HistoryRef, PermanentFilter, Target } from './generated-step.js';

export const HISTORY_EVENTS = ['transform', 'turn-face-up', 'face-down-entry', 'become-copy', 'meld'] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

/**
 * What may follow, by where the object is (on the battlefield, or a card that left it), with weights: zone
 * changes most, since each makes a new object whose state must start afresh (400.7, 708.9, 712.8).
 */
export const FOLLOW_UPS = {
  permanent: { leave: 6, copy: 2, transform: 1, 'turn-face-up': 1, 'turn-face-down': 1, reveal: 2, 'game-end': 1 },
  'left-battlefield': { return: 4, leave: 2, reveal: 1, 'game-end': 1 },
} as const;
type Where = keyof typeof FOLLOW_UPS;
type FollowUp = keyof (typeof FOLLOW_UPS)['permanent'] | keyof (typeof FOLLOW_UPS)['left-battlefield'];

/** A subject: how to name the object now, and where it is. */
interface Subject {
  readonly ref: HistoryRef;
  readonly where: Where;
  /** The zone a card that left the battlefield went to. */
  readonly zone?: LeaveZone;
}
type LeaveZone = 'graveyard' | 'exile' | 'hand' | 'library';

const idx = fc.nat({ max: 7 });
const playerIdx = fc.nat({ max: 2 });
const route = fc.constantFrom(...FACE_UP_ROUTES);
const on = (filter: PermanentFilter, index: number): Target => ({ zone: 'battlefield', filter, index });
const hist = (ref: HistoryRef): Target => ({ zone: 'history', ref, index: 0 });

/** The event's steps and the subject it leaves. */
function eventArb(event: HistoryEvent): fc.Arbitrary<{ steps: readonly GeneratedStep[]; subject: Subject }> {
  const permanent = (ref: HistoryRef) => ({ ref, where: 'permanent' as const });
  switch (event) {
    case 'transform':
      return fc
        .tuple(idx, fc.constantFrom('transform' as const, 'transform' as const, 'convert' as const))
        .map(([i, kind]) => ({
          steps: [{ kind, target: on('double-faced', i) }],
          subject: permanent('just-changed-face'),
        }));
    case 'turn-face-up':
      return fc
        .tuple(
          fc.constantFrom<PermanentFilter>(
            'face-down',
            'face-down-megamorph',
            'face-down-megamorph',
            'face-down-double-faced',
            'face-down-land',
            'face-down-noncreature',
            'face-down-spell-card',
          ),
          idx,
          // A morph cost most often: what a player holding a morph-like card does (702.37e).
          fc.oneof({ arbitrary: fc.constant('morph' as const), weight: 2 }, route),
        )
        .map(([filter, i, r]) => ({
          steps: [{ kind: 'turn-face-up', target: on(filter, i), route: r }],
          subject: permanent('just-changed-face'),
        }));
    case 'face-down-entry':
      return fc
        .tuple(fc.constantFrom('manifest', 'cloak', 'manifest-dread', 'cast-face-down'), playerIdx, idx)
        .map(([how, p, i]) => ({
          steps:
            how === 'cast-face-down'
              ? [
                  {
                    kind: 'cast',
                    target: { zone: 'castable', way: 'face-down', player: p, index: i },
                    mode: 'fitting',
                  } as const,
                  { kind: 'resolve' } as const,
                ]
              : how === 'manifest-dread'
                ? [{ kind: how, player: p, choose: i % 2 } as const]
                : [{ kind: how, player: p, count: 1 } as const],
          subject: permanent('just-moved'),
        }));
    case 'become-copy':
      return fc
        .tuple(
          fc.boolean(),
          idx,
          fc.constantFrom<PermanentFilter>('back-face', 'back-face', 'double-faced', 'melded', 'face-down', 'any'),
          idx,
          playerIdx,
        )
        .map(([token, i, filter, j, p]) => ({
          steps: [
            token
              ? ({ kind: 'create-token-copy', player: p, of: on(filter, j) } as const)
              : ({ kind: 'become-copy', target: on('any', i), of: on(filter, j) } as const),
          ],
          // What follows may happen to the copy or to what it copied (707.2: the copy keeps its values).
          subject: permanent(j % 2 === 0 ? 'just-copied' : 'copy-source'),
        }));
    case 'meld':
      return idx.map((i) => ({
        steps: [{ kind: 'meld', target: on('meld-card', i), partner: true, other: on('any', i) }],
        subject: permanent('just-changed-face'),
      }));
  }
}

const leaveTo = fc.constantFrom<LeaveZone>('graveyard', 'exile', 'hand', 'hand', 'library');
/** Ways to cast a card back: face down most (a morph card's new face-down life, 708.4), or as it fits. */
const returnWay = fc.constantFrom<CastWay>(
  'normal',
  'face-down',
  'face-down',
  'face-down',
  'back-face',
  'double-faced',
);

/** One follow-up on the subject: its steps and the subject after it (null: the game ended). */
function followUpArb(f: FollowUp, s: Subject): fc.Arbitrary<{ steps: readonly GeneratedStep[]; next: Subject | null }> {
  const me = hist(s.ref);
  switch (f) {
    case 'leave':
      // Exiled face down half the time: a hidden card again (406.3).
      return fc.tuple(leaveTo, fc.boolean(), fc.boolean()).map(([to, down, top]) => ({
        steps: [{ kind: 'move', target: me, to, faceDown: down, position: top ? 'top' : 'bottom' }],
        next: { ref: 'just-moved', where: 'left-battlefield', zone: to },
      }));
    case 'return':
      // Back directly (transformed sometimes, 712.14a), or cast from hand (a face-down spell, 708.4; its other face,
      // 712.11) or from a graveyard by disturb (702.146a), and resolved.
      return fc.tuple(fc.nat({ max: 3 }), fc.boolean(), returnWay).map(([how, transformed, way]) => ({
        steps:
          (s.zone === 'hand' && how > 0) || (s.zone === 'graveyard' && how === 0)
            ? [
                { kind: 'cast', target: me, mode: 'fitting', way: s.zone === 'graveyard' ? 'disturb' : way } as const,
                transformed ? ({ kind: 'resolve', transformed } as const) : ({ kind: 'resolve' } as const),
              ]
            : [{ kind: 'put-onto-battlefield', target: me, controller: null, transformed, copyOf: null } as const],
        next: { ref: 'just-moved', where: 'permanent' },
      }));
    case 'copy':
      return fc.tuple(fc.boolean(), idx, playerIdx, fc.boolean()).map(([token, i, p, follow]) => ({
        steps: [
          token
            ? ({ kind: 'create-token-copy', player: p, of: me } as const)
            : ({ kind: 'become-copy', target: on('any', i), of: me } as const),
        ],
        // Go on with the copy, or with the original (still named by its own history).
        next: follow ? { ref: 'just-copied', where: 'permanent' } : s,
      }));
    case 'transform':
      return fc.constant({ steps: [{ kind: 'transform', target: me }], next: { ...s, ref: 'just-changed-face' } });
    case 'turn-face-up':
      return route.map((r) => ({
        steps: [{ kind: 'turn-face-up', target: me, route: r }],
        next: { ...s, ref: 'just-changed-face' },
      }));
    case 'turn-face-down':
      return fc.constant({
        steps: [{ kind: 'turn-face-down', target: me }],
        next: { ...s, ref: 'just-changed-face' },
      });
    case 'reveal':
      return fc.tuple(playerIdx, fc.boolean(), fc.boolean()).map(([p, toAll, look]) => ({
        steps: [look ? { kind: 'look', player: p, target: me } : { kind: 'reveal', player: p, target: me, toAll }],
        next: s,
      }));
    case 'game-end':
      return fc.constant({ steps: [{ kind: 'end-game' }], next: null });
  }
}

/** The follow-ups after `s`, `left` more of them at most. */
function followUpsArb(s: Subject | null, left: number): fc.Arbitrary<readonly GeneratedStep[]> {
  if (s === null || left === 0) return fc.constant([]);
  const weights: Readonly<Record<string, number>> = FOLLOW_UPS[s.where];
  // The game ends last, so the history keeps its length.
  const open = Object.entries(weights).filter(([f]) => left === 1 || f !== 'game-end');
  return fc
    .oneof(...open.map(([f, weight]) => ({ arbitrary: fc.constant(f as FollowUp), weight })))
    .chain((f) => followUpArb(f, s))
    .chain(({ steps, next }) => followUpsArb(next, left - 1).map((rest) => [...steps, ...rest]));
}

/** A history of 3+ steps on one object: the event, then two or three follow-ups. */
export function historyMotifArb(event: HistoryEvent): fc.Arbitrary<readonly GeneratedStep[]> {
  return fc
    .tuple(eventArb(event), fc.integer({ min: 2, max: 3 }))
    .chain(([{ steps, subject }, n]) => followUpsArb(subject, n).map((rest) => [...steps, ...rest]));
}
