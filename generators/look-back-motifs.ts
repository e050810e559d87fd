/**
 * The `leave-then-look-back` motif (issue 23): a permanent leaves the battlefield as something other than its card
 * says (back face up after a transform, face down, or as it is), then a token copy is made of it by its old id.
 * What looks back at it then, its leaves-the-battlefield abilities (603.6c, 603.10a) and the token copy (608.2h),
 * must see it as it last existed on the battlefield: the back face, or a nameless face-down 2/2 (708.2a), never the
 * card revealed as it left (708.9). The engine decides every outcome; the motif only chooses what to try.
 */
import fc from 'fast-check';
import type { GeneratedStep, PermanentFilter, Target } from './generated-step.js';

const idx = fc.nat({ max: 7 });
const playerIdx = fc.nat({ max: 2 });
const on = (filter: PermanentFilter, index: number): Target => ({ zone: 'battlefield', filter, index });
const leaveTo = fc.constantFrom('graveyard' as const, 'graveyard' as const, 'exile' as const, 'hand' as const);
/** The permanent that just left, by its old id (latest to leave first). */
const justLeft: Target = { zone: 'gone', index: 0, leftBattlefield: true };

/** How the permanent is made what it last is: transformed first, face down (now or from the setup), or as it is. */
const before = fc.oneof(
  {
    arbitrary: idx.map((i) => ({
      steps: [{ kind: 'transform', target: on('double-faced', i) }] as readonly GeneratedStep[],
      leaving: { zone: 'history', ref: 'just-changed-face', index: 0 } as Target,
    })),
    weight: 3,
  },
  { arbitrary: idx.map((i) => ({ steps: [] as readonly GeneratedStep[], leaving: on('back-face', i) })), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom<PermanentFilter>('face-down', 'face-down', 'face-down-double-faced'), idx)
      .map(([f, i]) => ({ steps: [] as readonly GeneratedStep[], leaving: on(f, i) })),
    weight: 3,
  },
  {
    arbitrary: fc.tuple(fc.constantFrom('manifest' as const, 'cloak' as const), playerIdx).map(([kind, p]) => ({
      steps: [{ kind, player: p, count: 1 }] as readonly GeneratedStep[],
      leaving: { zone: 'history', ref: 'just-moved', index: 0 } as Target,
    })),
    weight: 2,
  },
  { arbitrary: idx.map((i) => ({ steps: [] as readonly GeneratedStep[], leaving: on('any', i) })), weight: 2 },
);

/**
 * An effect giving it "when this leaves the battlefield" (a face-down permanent has the abilities effects give it,
 * 708.2a), so that leaves abilities are often there to look back at; generated cards have few of their own.
 */
const gainsLeaves = (target: Target): GeneratedStep => ({
  kind: 'apply-effect',
  target,
  effect: {
    kind: 'gain-ability',
    ability: { kind: 'triggered', trigger: { kind: 'leaves' }, effect: 'draw a card (leaves)' },
  },
});

/** 603.10a, 608.2h: make a permanent what it last is, move it off the battlefield, then copy it by its old id. */
export const leaveThenLookBackArb: fc.Arbitrary<readonly GeneratedStep[]> = fc
  .tuple(before, leaveTo, fc.integer({ min: 0, max: 3 }), playerIdx, fc.boolean())
  .map(([{ steps, leaving }, to, copy, p, gains]): readonly GeneratedStep[] => [
    ...steps,
    ...(gains ? [gainsLeaves(leaving)] : []),
    { kind: 'move', target: leaving, to, faceDown: false, position: 'top' },
    ...(copy > 0 ? [{ kind: 'create-token-copy', player: p, of: justLeft } as const] : []),
  ]);
