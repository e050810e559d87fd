/**
 * The single-removal verdict of a game the minimiser does not shrink (issue 24: a property's fixed probes): each
 * action left out and each setup part taken away is played, and the game is locally minimal only when none of
 * them still fails the same way.
 */
import { describe, expect, it } from 'vitest';
import { singleRemovalVerdict } from '../../properties/harness/local-minimality.js';
import type { FailedOutcome } from '../../properties/harness/outcome.js';
import type { Trace } from '../../properties/harness/trace.js';
import type { GameSetup } from '../../model/setup.js';
import { defaultCatalog } from '../../generators/catalog.js';

const card = defaultCatalog()[0];
if (card === undefined) throw new Error('no catalog card');
const setup: GameSetup = {
  players: [{ id: 'P1', hand: ['a', 'b'] }, { id: 'P2' }],
  cards: { a: card, b: card },
  seed: 1,
};

function failing(message: string): FailedOutcome {
  const trace = { setup, initial: null, records: [], skipped: [], failure: null } as unknown as Trace;
  return { kind: 'violation', trace, failingStep: 0, violation: { message, expected: 'x', actual: 'y' } };
}

const outcome = failing('cast a: must be carried out (712.11a)');
const game = { setup, actions: ['cast a'], outcome };
const played: string[] = [];
const describeGame = (s: GameSetup, actions: readonly string[]) =>
  `${(s.players[0]?.hand ?? []).join('+') || 'none'}/${actions.join('+') || 'none'}`;

describe('singleRemovalVerdict', () => {
  it('is locally minimal when no single removal fails the same way; every removal is played', async () => {
    played.length = 0;
    const v = await singleRemovalVerdict(game, {
      // Fails only with card a in hand and the action: a different failure without b is not the same way.
      play: (s, actions) => {
        played.push(describeGame(s, actions));
        if (actions.length === 0) return Promise.resolve(null);
        const fails = !(s.players[0]?.hand ?? []).includes('b');
        return Promise.resolve(fails ? failing('cast a: something else (400.7)') : null);
      },
      playable: () => true,
      deadline: Number.POSITIVE_INFINITY,
    });
    expect(v).toEqual({ locallyMinimal: true, attempts: played.length, cutShort: false });
    expect(played).toEqual(expect.arrayContaining(['a+b/none', 'a/cast a', 'b/cast a']));
  });

  it('is not minimal when a removal still fails the same way (card b can go)', async () => {
    const v = await singleRemovalVerdict(game, {
      play: async (s, actions) => (actions.length > 0 && (s.players[0]?.hand ?? []).includes('a') ? outcome : null),
      playable: () => true,
      deadline: Number.POSITIVE_INFINITY,
    });
    expect(v.locallyMinimal).toBe(false);
    expect(v.cutShort).toBe(false);
  });

  it('does not play candidates that are no game (the card the action names gone), nor count them', async () => {
    played.length = 0;
    const v = await singleRemovalVerdict(game, {
      play: (s, actions) => {
        played.push(describeGame(s, actions));
        return Promise.resolve(null);
      },
      playable: (s, actions) => actions.length === 0 || 'a' in s.cards,
      deadline: Number.POSITIVE_INFINITY,
    });
    expect(played).not.toContain('b/cast a');
    expect(v).toEqual({ locallyMinimal: true, attempts: played.length, cutShort: false });
  });

  it('says not known to be minimal when its deadline comes first', async () => {
    const v = await singleRemovalVerdict(game, { play: async () => null, playable: () => true, deadline: 0 });
    expect(v).toEqual({ locallyMinimal: false, attempts: 0, cutShort: true });
  });
});
