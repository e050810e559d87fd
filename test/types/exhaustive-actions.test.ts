/**
 * Type-level tests: a dispatcher over the Action union that forgets a kind must not
 * compile. `npm test` runs `tsc --noEmit` over this file, so each `@ts-expect-error`
 * below fails the build if the error it expects ever disappears.
 */
import { match } from 'ts-pattern';
import { expect, test } from 'vitest';
import { ACTION_KINDS, type Action, type ActionKind } from '../../adapter/action.js';
import type { GameEvent } from '../../model/events.js';

/** Handles every kind but 'end-game' through ts-pattern: `.exhaustive()` must reject it. */
function missingOneKind(action: Action): string {
  return (
    match(action)
      .with({ kind: 'cast' }, { kind: 'resolve' }, { kind: 'counter' }, { kind: 'put-onto-battlefield' }, () => 'stack')
      .with({ kind: 'manifest' }, { kind: 'cloak' }, { kind: 'manifest-dread' }, () => 'face-down')
      .with({ kind: 'transform' }, { kind: 'activate-transform' }, { kind: 'convert' }, { kind: 'meld' }, () => 'dfc')
      .with({ kind: 'turn-face-up' }, { kind: 'turn-face-down' }, () => 'face')
      .with({ kind: 'become-copy' }, { kind: 'create-token-copy' }, { kind: 'create-token' }, () => 'copy')
      .with({ kind: 'move' }, { kind: 'draw' }, { kind: 'shuffle' }, () => 'zones')
      .with(
        { kind: 'attach' },
        { kind: 'add-counters' },
        { kind: 'deal-damage' },
        { kind: 'tap' },
        { kind: 'untap' },
        () => 'status',
      )
      .with({ kind: 'phase-out' }, { kind: 'phase-in' }, { kind: 'apply-effect' }, () => 'status')
      .with({ kind: 'reveal' }, { kind: 'look' }, { kind: 'reveal-hand' }, { kind: 'player-leaves' }, () => 'info')
      // @ts-expect-error 'end-game' is not handled, so exhaustive() does not type-check.
      .exhaustive()
  );
}

/** The same with a plain switch and a `never` check. */
function switchMissingOneKind(kind: ActionKind): number {
  switch (kind) {
    case 'end-game':
      return 0;
    default: {
      // @ts-expect-error every other kind reaches here, so `kind` is not `never`.
      const unreachable: never = kind;
      return unreachable;
    }
  }
}

/** A function typed over every event kind must name each one. */
type EventNames = { readonly [K in GameEvent['kind']]: string };
// @ts-expect-error 'game-ended' (and others) are missing from this record.
const incomplete: EventNames = { 'zone-change': 'moved' };

test('the type-level fixtures are real code that runs', () => {
  expect(() => missingOneKind({ kind: 'end-game' })).toThrow();
  expect(missingOneKind({ kind: 'resolve' })).toBe('stack');
  expect(switchMissingOneKind('end-game')).toBe(0);
  expect(incomplete['zone-change']).toBe('moved');
  expect(new Set(ACTION_KINDS).size).toBe(ACTION_KINDS.length);
});
