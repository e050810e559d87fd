import { describe, expect, test } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { GameSession } from '../../adapter/engine-adapter.js';
import { bear, huntmaster, morphling, setupOf, shock } from './fixtures.js';

async function idOf(session: GameSession, card: string): Promise<string> {
  const v = await session.observe('referee');
  const all = [
    ...v.battlefield,
    ...v.stack,
    ...v.exile,
    ...v.players.flatMap((p) => [...(p.library ?? []), ...(p.hand ?? []), ...p.graveyard]),
  ];
  const o = all.find((x) => x.cards?.includes(card));
  if (!o) throw new Error(`no object for ${card}`);
  return o.id;
}

describe('reference engine smoke', () => {
  test('manifest, hidden from the opponent, turned face up for its mana cost with no enters trigger', async () => {
    const s = await referenceEngine.start(setupOf({ a: morphling, b: bear }, { id: 'P1', library: ['a', 'b'] }));
    const r = await s.apply({ kind: 'manifest', player: 'P1' });
    expect(r.ok).toBe(true);
    const id = await idOf(s, 'a');
    const p2 = await s.observe('P2');
    expect(p2.battlefield[0]).toMatchObject({
      id,
      faceDown: { by: 'manifest' },
      printed: null,
      characteristics: { name: null, power: 2, toughness: 2, manaValue: 0 },
    });
    const p1 = await s.observe('P1');
    expect(p1.battlefield[0]?.printed).not.toBeNull();
    const up = await s.apply({ kind: 'turn-face-up', object: id, route: 'mana-cost' });
    expect(up.ok && up.events.map((e) => e.kind)).toEqual(['turned-face-up', 'triggered']);
    expect(up.ok && up.events.some((e) => e.kind === 'triggered' && e.trigger === 'enters')).toBe(false);
    expect((await s.observe('P2')).battlefield[0]).toMatchObject({
      id,
      faceDown: null,
      characteristics: { name: 'Morph Beast', power: 5 },
    });
  });

  test('a manifested instant is revealed and stays face down', async () => {
    const s = await referenceEngine.start(setupOf({ a: shock }, { id: 'P1', library: ['a'] }));
    await s.apply({ kind: 'manifest', player: 'P1' });
    const id = await idOf(s, 'a');
    expect((await s.apply({ kind: 'turn-face-up', object: id, route: 'mana-cost' })).ok).toBe(false);
    const r = await s.apply({ kind: 'turn-face-up', object: id, route: 'effect' });
    expect(r.ok && r.events.map((e) => e.kind)).toEqual(['revealed', 'no-effect']);
    expect((await s.observe('P2')).battlefield[0]?.faceDown).toEqual({ by: 'manifest' });
  });

  test('transform keeps the object; mana value of the back face is the front cost', async () => {
    const s = await referenceEngine.start(
      setupOf({ h: huntmaster }, { id: 'P1', battlefield: [{ card: 'h', counters: { '+1/+1': 1 } }] }),
    );
    const id = await idOf(s, 'h');
    const r = await s.apply({ kind: 'transform', object: id });
    expect(r.ok && r.events.map((e) => e.kind)).toEqual(['transformed', 'triggered']);
    const v = await s.observe('P2');
    expect(v.battlefield[0]).toMatchObject({
      id,
      face: 'back',
      counters: { '+1/+1': 1 },
      characteristics: { name: 'Ravager of the Fells', manaValue: 4, power: 5, colors: ['R', 'G'] },
    });
  });

  test('a token copy of the back face is double-faced with mana value 0; a Clone copy cannot transform', async () => {
    const s = await referenceEngine.start(
      setupOf({ h: huntmaster, c: bear }, { id: 'P1', battlefield: [{ card: 'h', face: 'back' }], hand: ['c'] }),
    );
    const id = await idOf(s, 'h');
    const t = await s.apply({ kind: 'create-token-copy', player: 'P1', of: id });
    expect(t.ok).toBe(true);
    const v = await s.observe('P1');
    expect(v.battlefield[1]).toMatchObject({
      token: true,
      face: 'back',
      characteristics: { name: 'Ravager of the Fells', manaValue: 0 },
    });
    const clone = await idOf(s, 'c');
    await s.apply({ kind: 'put-onto-battlefield', object: clone, asCopyOf: id });
    const cloneId = (await s.observe('P1')).battlefield[2]!.id;
    const r = await s.apply({ kind: 'transform', object: cloneId });
    expect(r.ok && r.events[0]).toMatchObject({ kind: 'no-effect', clause: '701.27c' });
    expect((await s.observe('P1')).battlefield[2]?.characteristics?.name).toBe('Ravager of the Fells');
  });
});
