/**
 * A step pinned to the cards it named (issue 24): the minimiser pins a failing game's steps so that taking other
 * parts of the setup away does not move what their indices pick.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedStep } from '../../generators/generated-step.js';
import { resolveStep } from '../../generators/resolve-step.js';
import { aimedAt, pinnedIn } from '../../generators/step-shrink.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { face } from '../../model/characteristics.js';
import type { CardDefinition } from '../../model/card.js';
import type { GameSetup } from '../../model/setup.js';
import type { GameView } from '../../model/view.js';

const bear = (name: string): CardDefinition => ({
  layout: 'single',
  faces: [face({ name, types: ['Creature'], power: 2, toughness: 2 })],
});
const three: GameSetup = {
  players: [{ id: 'P1', battlefield: [{ card: 'c1' }, { card: 'c2' }, { card: 'c3' }] }, { id: 'P2' }],
  cards: { c1: bear('Ash'), c2: bear('Birch'), c3: bear('Cedar') },
};
const withoutFirst: GameSetup = {
  players: [{ id: 'P1', battlefield: [{ card: 'c2' }, { card: 'c3' }] }, { id: 'P2' }],
  cards: { c2: bear('Birch'), c3: bear('Cedar') },
};

async function refereeView(setup: GameSetup): Promise<GameView> {
  const session = await referenceEngine.start(setup);
  return session.observe('referee');
}

function tapped(view: GameView, step: GeneratedStep): string | undefined {
  const r = resolveStep({ view, goneIds: [] }, step);
  return r.ok ? r.text : undefined;
}

describe('pinned steps', () => {
  // Index 2 of three permanents is the third (Cedar); of two it would be the first (2 mod 2).
  const step: GeneratedStep = { kind: 'tap', target: { zone: 'battlefield', filter: 'any', index: 2 } };

  it('resolve as before in the game they were pinned in', async () => {
    const view = await refereeView(three);
    const pinned = pinnedIn(step, view);
    expect(pinned).toEqual({ ...step, target: { ...step.target, card: 'c3' } });
    expect(tapped(view, pinned)).toBe(tapped(view, step));
    expect(tapped(view, step)).toMatch(/Cedar/);
  });

  it('keep naming their card when another part is taken away; re-aimed, they are no longer pinned', async () => {
    const pinned = pinnedIn(step, await refereeView(three));
    const smaller = await refereeView(withoutFirst);
    expect(tapped(smaller, step)).toMatch(/Birch/);
    expect(tapped(smaller, pinned)).toMatch(/Cedar/);
    expect(aimedAt(pinned, 1)).toEqual({ kind: 'tap', target: { zone: 'battlefield', filter: 'any', index: 1 } });
  });

  it('name by index again when their card is gone, and are left unchanged when nothing is to pin', async () => {
    const onlyAsh: GameSetup = {
      players: [{ id: 'P1', battlefield: [{ card: 'c1' }] }, { id: 'P2' }],
      cards: { c1: bear('Ash') },
    };
    const pinned = pinnedIn(step, await refereeView(three));
    expect(tapped(await refereeView(onlyAsh), pinned)).toMatch(/Ash/);
    const draw: GeneratedStep = { kind: 'draw', player: 0 };
    expect(pinnedIn(draw, await refereeView(three))).toBe(draw);
  });

  it('find their permanent where the filter passes nothing (no longer face down)', async () => {
    const faceDown: GameSetup = {
      ...three,
      players: [
        { id: 'P1', battlefield: [{ card: 'c1' }, { card: 'c2' }, { card: 'c3', faceDown: 'manifest' }] },
        { id: 'P2' },
      ],
    };
    const onFaceDown: GeneratedStep = { kind: 'tap', target: { zone: 'battlefield', filter: 'face-down', index: 0 } };
    const pinned = pinnedIn(onFaceDown, await refereeView(faceDown));
    expect(pinned).toEqual({ ...onFaceDown, target: { ...onFaceDown.target, card: 'c3' } });
    expect(tapped(await refereeView(three), pinned)).toMatch(/Cedar/);
    // Unpinned, the face-down filter finds nothing there.
    expect(tapped(await refereeView(three), onFaceDown)).toBeUndefined();
  });
});
