/**
 * 708.9 and 800.4a: a face-down permanent that the leaving player controlled and another player owns is exiled once
 * they have left, and revealed to the players still in the game. 708/reveal-on-leaving asked for a reveal to the
 * leaver too, and so failed phase.rs, which shows the card to the players left; it must still fail an engine that
 * reveals nothing.
 */
import { describe, expect, it } from 'vitest';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { catalogCard } from '../../catalog/lookup.js';
import type { GameEvent } from '../../model/events.js';
import type { GameSetup } from '../../model/setup.js';
import { property } from '../../properties/708/reveal-on-leaving.js';

const bear = catalogCard('Grizzly Bears')?.definition;
if (bear === undefined) throw new Error('the catalog has no Grizzly Bears');

const setup: GameSetup = {
  players: [
    { id: 'P1' },
    { id: 'P2', battlefield: [{ card: 'c1', faceDown: 'manifest', controller: 'P1' }] },
    { id: 'P3' },
  ],
  cards: { c1: bear },
};

/** The reference engine with each `revealed` event of a player-leaves step rewritten by `rewrite`. */
function reveals(rewrite: (e: Extract<GameEvent, { kind: 'revealed' }>, leaver: string) => GameEvent | null) {
  return {
    describe: () => referenceEngine.describe(),
    async start(s: GameSetup) {
      const inner = await referenceEngine.start(s);
      return {
        async apply(action: Parameters<typeof inner.apply>[0]) {
          const result = await inner.apply(action);
          if (!result.ok || action.kind !== 'player-leaves') return result;
          const events = result.events.flatMap((e) => {
            const out = e.kind === 'revealed' ? rewrite(e, action.player) : e;
            return out === null ? [] : [out];
          });
          return { ...result, events };
        },
        observe: (viewer: Parameters<typeof inner.observe>[0]) => inner.observe(viewer),
      };
    },
  } as EngineAdapter;
}

/** The property's verdict on the game where P1 leaves, as `obverse replay` judges it: null when it passes. */
async function verdict(engine: EngineAdapter) {
  const outcome = await property.replay?.(engine, setup, [{ kind: 'player-leaves', player: 'P1' }], [], {
    reads: 'referee',
  });
  if (outcome === undefined) throw new Error('708/reveal-on-leaving judges no fixed game');
  return outcome.kind === 'pass' ? null : outcome.kind === 'violation' ? outcome.violation.message : outcome.kind;
}

describe('708/reveal-on-leaving, a permanent exiled with its controller gone', () => {
  it('passes the reference engine, which reveals it', async () => {
    expect(await verdict(referenceEngine)).toBeNull();
  });

  it('passes a reveal to the players still in the game', async () => {
    const remaining = reveals((e, leaver) => ({ ...e, to: e.to.filter((p) => p !== leaver) }));
    expect(await verdict(remaining)).toBeNull();
  });

  it('fails when nothing is revealed', async () => {
    expect(await verdict(reveals(() => null))).toMatch(/must be revealed to all players.*708\.9/);
  });

  it('fails a reveal that leaves out a player still in the game', async () => {
    expect(await verdict(reveals((e) => ({ ...e, to: e.to.filter((p) => p !== 'P3') })))).toMatch(/708\.9/);
  });
});
