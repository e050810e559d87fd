/**
 * Motifs about what holds once something else has happened (issue 12), each a history of three or
 * more steps on one object named through the run's history (history.ts):
 * - `mark-leave-return` (400.7): a permanent is marked (damage, counters, an attachment, tapped, an
 *   effect), leaves the battlefield and comes back: the permanent that returns is a new object with
 *   none of those marks.
 * - `copy-then-source-changes` (707.2, 707.2b): a permanent, often a double-faced one with its back
 *   face up (a transform first), is copied, then the original changes (it leaves, transforms, loses
 *   its abilities, is turned face down): the copy keeps the values it copied.
 * - `ability-source-leaves-and-returns` (400.7, 113.7a, issue 41): an ability waits on the stack (one an effect
 *   gives the permanent: "when this leaves the battlefield", or "whenever this transforms" and a transform; or its
 *   own "transform this"), its source leaves and its card comes back, a new object, then the stack resolves: what
 *   the ability does to "this" (a +1/+1 counter, a transform, an untap of the returned permanent, tapped first)
 *   finds no such permanent (608.2h).
 * - `look-then-exile-face-down` (701.20e, 406.3, issue 41): a player looks at a face-down permanent, then an
 *   effect exiles it face down: the player may go on looking at it there; or it goes elsewhere first, and then the
 *   look is over (400.7).
 * The engine decides every outcome; a motif only chooses what to try, as a player or an effect would.
 */
import fc from 'fast-check';
import type { TriggeredEffect } from '../model/ability.js';
import type { GeneratedStep, HistoryRef, PermanentFilter, Target } from './generated-step.js';
import { effectArb } from './step-arguments.js';

const idx = fc.nat({ max: 7 });
const playerIdx = fc.nat({ max: 2 });
const on = (filter: PermanentFilter, index: number): Target => ({ zone: 'battlefield', filter, index });
const hist = (ref: HistoryRef): Target => ({ zone: 'history', ref, index: 0 });
const leaveTo = fc.constantFrom('graveyard' as const, 'exile' as const, 'hand' as const, 'library' as const);

/** What a permanent may carry that a zone change leaves behind (400.7: damage, 120.6; counters, 122.2; status,
 * 110.5). */
const markArb: fc.Arbitrary<(target: Target) => GeneratedStep> = fc.oneof(
  {
    arbitrary: fc.integer({ min: 1, max: 2 }).map((amount) => (target: Target) => ({
      kind: 'deal-damage' as const,
      target,
      amount,
    })),
    weight: 2,
  },
  {
    arbitrary: fc.integer({ min: 1, max: 2 }).map((amount) => (target: Target) => ({
      kind: 'add-counters' as const,
      target,
      amount,
    })),
    weight: 2,
  },
  { arbitrary: idx.map((j) => (target: Target) => ({ kind: 'attach' as const, target, to: on('any', j) })), weight: 1 },
  { arbitrary: fc.constant((target: Target) => ({ kind: 'tap' as const, target })), weight: 1 },
  {
    arbitrary: effectArb.map((effect) => (target: Target) => ({ kind: 'apply-effect' as const, target, effect })),
    weight: 1,
  },
);

/** A card that left the battlefield comes back: put there by an effect, or cast again from hand and resolved. */
const returnArb: fc.Arbitrary<readonly GeneratedStep[]> = fc
  .tuple(fc.boolean(), fc.boolean())
  .map(([cast, transformed]): readonly GeneratedStep[] =>
    cast
      ? [{ kind: 'cast', target: hist('just-moved'), mode: 'fitting', way: 'normal' }, { kind: 'resolve' }]
      : [{ kind: 'put-onto-battlefield', target: hist('just-moved'), controller: null, transformed, copyOf: null }],
  );

/** 400.7: mark a permanent, move it off the battlefield, bring it back (the cast route only works from hand). */
export const markLeaveReturnArb: fc.Arbitrary<readonly GeneratedStep[]> = fc
  .tuple(markArb, fc.constantFrom<PermanentFilter>('any', 'any', 'face-up', 'face-down'), idx, leaveTo, returnArb)
  .map(([mark, filter, i, to, back]) => [
    mark(on(filter, i)),
    { kind: 'move', target: hist('just-named'), to, faceDown: false, position: 'top' },
    ...back,
  ]);

/** What may happen to the original after it was copied (707.2b: the copy does not change with it). */
const sourceChangeArb: fc.Arbitrary<readonly GeneratedStep[]> = fc.oneof(
  {
    arbitrary: leaveTo.map((to): readonly GeneratedStep[] => [
      { kind: 'move', target: hist('copy-source'), to, faceDown: false, position: 'top' },
    ]),
    weight: 3,
  },
  { arbitrary: fc.constant([{ kind: 'transform', target: hist('copy-source') }] as const), weight: 1 },
  {
    arbitrary: effectArb.map((effect): readonly GeneratedStep[] => [
      { kind: 'apply-effect', target: hist('copy-source'), effect },
    ]),
    weight: 1,
  },
  { arbitrary: fc.constant([{ kind: 'turn-face-down', target: hist('copy-source') }] as const), weight: 1 },
);

/** 707.2, 707.2b: (transform a double-faced permanent,) copy a permanent, change the original, maybe once more. */
export const copyThenSourceChangesArb: fc.Arbitrary<readonly GeneratedStep[]> = fc
  .tuple(
    fc.boolean(),
    fc.constantFrom<PermanentFilter>('back-face', 'back-face', 'double-faced', 'any'),
    idx,
    // Becoming a copy (707.2) twice as often as creating a token copy: the copy effect is on an existing object.
    fc.constantFrom(false, false, true),
    idx,
    playerIdx,
    sourceChangeArb,
    fc.option(sourceChangeArb, { freq: 2, nil: null }),
  )
  .map(([transformFirst, filter, i, token, k, p, change, again]) => [
    // A transform first, so that there is often a back face up to copy (712.8e).
    ...(transformFirst ? [{ kind: 'transform', target: on('double-faced', i) } as const] : []),
    token
      ? ({
          kind: 'create-token-copy',
          player: p,
          of: transformFirst ? hist('just-changed-face') : on(filter, i),
        } as const)
      : ({
          kind: 'become-copy',
          target: on('any', k),
          of: transformFirst ? hist('just-changed-face') : on(filter, i),
        } as const),
    ...change,
    ...(again ?? []),
  ]);

/** What the waiting ability does to its source: counters most often, a transform only to a double-faced one. */
const resolvesArb = fc.constantFrom<TriggeredEffect>(
  { kind: 'counters', counter: '+1/+1', amount: 1 },
  { kind: 'counters', counter: '+1/+1', amount: 1 },
  { kind: 'transform' },
  { kind: 'untap' },
);

/** The effect giving the permanent a triggered ability (608.2: what it does as it resolves is `resolves`). */
const gains = (target: Target, trigger: 'leaves' | 'transforms', resolves: TriggeredEffect): GeneratedStep => ({
  kind: 'apply-effect',
  target,
  effect: {
    kind: 'gain-ability',
    ability: { kind: 'triggered', trigger: { kind: trigger }, effect: `${resolves.kind} this (${trigger})`, resolves },
  },
});

/** How the ability comes to wait on the stack, and which permanent it belongs to. */
const waitingArb: fc.Arbitrary<{ readonly steps: readonly GeneratedStep[]; readonly resolves: TriggeredEffect }> =
  fc.oneof(
    // "When this leaves the battlefield": it triggers as the permanent leaves (603.6c).
    {
      arbitrary: fc.tuple(resolvesArb, idx).map(([resolves, i]) => ({
        steps: [gains(on(resolves.kind === 'transform' ? 'double-faced' : 'any', i), 'leaves', resolves)],
        resolves,
      })),
      weight: 4,
    },
    // "Whenever this transforms", then a transform: it waits while the permanent is still there (701.27).
    {
      arbitrary: fc.tuple(resolvesArb, idx).map(([resolves, i]) => ({
        steps: [
          gains(on('double-faced', i), 'transforms', resolves),
          { kind: 'transform', target: hist('just-named') } as const,
        ],
        resolves,
      })),
      weight: 2,
    },
    // Its own "transform this" ability, activated (701.27f).
    {
      arbitrary: idx.map((i) => ({
        steps: [{ kind: 'activate-transform', target: on('double-faced', i) } as const],
        resolves: { kind: 'transform' } as const,
      })),
      weight: 1,
    },
  );

/** The card comes back: put onto the battlefield by an effect (the usual way), or cast from a hand and resolved. */
const comesBackArb = fc
  .tuple(fc.nat({ max: 3 }), fc.boolean())
  .map(([route, transformed]): readonly GeneratedStep[] =>
    route === 0
      ? [{ kind: 'cast', target: hist('just-moved'), mode: 'fitting', way: 'normal' }, { kind: 'resolve' }]
      : [{ kind: 'put-onto-battlefield', target: hist('just-moved'), controller: null, transformed, copyOf: null }],
  );

/** 400.7, 113.7a: an ability waits, its source leaves and comes back, then the stack resolves (up to three). */
export const abilitySourceReturnsArb: fc.Arbitrary<readonly GeneratedStep[]> = fc
  .tuple(waitingArb, leaveTo, comesBackArb, fc.integer({ min: 1, max: 3 }))
  .map(([{ steps, resolves }, to, back, n]) => [
    ...steps,
    { kind: 'move', target: hist('just-named'), to, faceDown: false, position: 'top' },
    ...back,
    ...(resolves.kind === 'untap' ? [{ kind: 'tap', target: hist('just-moved') } as const] : []),
    ...Array.from({ length: n }, (): GeneratedStep => ({ kind: 'resolve' })),
  ]);

/**
 * 701.20e, 406.3: a player looks at a face-down permanent (one just manifested or cloaked, or one already there),
 * then an effect exiles it face down: the look follows the card into exile. Or the card goes elsewhere first (a
 * graveyard, a hand): a new object the look does not follow (400.7), though it then goes into exile face down.
 */
export const lookThenExileArb: fc.Arbitrary<readonly GeneratedStep[]> = fc
  .tuple(
    fc.constantFrom('manifest' as const, 'cloak' as const, null),
    playerIdx,
    playerIdx,
    fc.constantFrom<PermanentFilter>('face-down', 'face-down', 'face-down-double-faced'),
    idx,
    fc.constantFrom(null, null, 'graveyard' as const, 'hand' as const),
  )
  .map(([fresh, p, q, filter, i, first]): readonly GeneratedStep[] => [
    ...(fresh === null ? [] : [{ kind: fresh, player: p, count: 1 } as const]),
    { kind: 'look', player: q, target: fresh === null ? on(filter, i) : hist('just-moved') },
    ...(first === null
      ? []
      : [{ kind: 'move', target: hist('just-named'), to: first, faceDown: false, position: 'top' } as const]),
    {
      kind: 'move',
      target: hist(first === null ? 'just-named' : 'just-moved'),
      to: 'exile',
      faceDown: true,
      position: 'top',
    },
  ]);
