/**
 * The steps for playing a land (305.1, 712.12), copying a spell (707.10) and resolving
 * transformed (712.13a): how they resolve against a game, how they read, and that the
 * default generators and motifs produce them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { motifArb, resolveStep, stepsArb, type GeneratedStep } from '../../generators/index.js';
import { runSteps } from '../../properties/harness/trace.js';
import type { CardDefinition } from '../../model/card.js';
import { face } from '../../model/characteristics.js';
import type { GameSetup } from '../../model/setup.js';

const creature = face({
  name: 'Bog Sentry',
  manaCost: '{1}{B}',
  types: ['Creature'],
  subtypes: ['Zombie'],
  power: 2,
  toughness: 2,
});
const land = face({ name: 'Bog Hollow', types: ['Land'] });
const spellFront = face({ name: 'Night Call', manaCost: '{2}{U}', types: ['Sorcery'] });
const wolf = face({
  name: 'Moon Wolf',
  manaCost: null,
  colorIndicator: ['G'],
  types: ['Creature'],
  subtypes: ['Wolf'],
  power: 4,
  toughness: 4,
});
const instantBack = face({ name: 'Howl Back', manaCost: null, colorIndicator: ['G'], types: ['Instant'] });
const cards: Readonly<Record<string, CardDefinition>> = {
  mdfc: { layout: 'modal-dfc', faces: [spellFront, land] },
  basic: { layout: 'single', faces: [land] },
  were: { layout: 'nonmodal-dfc', faces: [{ ...creature, name: 'Hill Farmer' }, wolf] },
  flip: { layout: 'nonmodal-dfc', faces: [{ ...creature, name: 'Quiet Seer' }, instantBack] },
  bear: { layout: 'single', faces: [creature] },
};
const setup: GameSetup = {
  players: [
    { id: 'P1', hand: ['mdfc', 'were'], library: ['bear'] },
    { id: 'P2', hand: ['basic', 'flip'] },
  ],
  cards,
};

function run(steps: readonly GeneratedStep[]) {
  return runSteps(referenceEngine, setup, steps);
}

describe('play-land steps', () => {
  it('play a modal DFC by its land face, read as "plays land ... back face" (712.12)', async () => {
    const t = await run([
      { kind: 'play-land', target: { zone: 'playable-land', modal: true, player: 0, index: 0 }, face: 'fitting' },
    ]);
    const r = t.records[0];
    expect(r?.action).toMatchObject({ kind: 'play-land', player: 'P1', face: 'back' });
    expect(r?.text).toMatch(/^P1 plays land P1 hand #1 \(Night Call\) \[\S+\] back face$/);
    expect(r?.result.ok).toBe(true);
    expect(r?.after.referee.battlefield.map((o) => [o.characteristics?.name, o.face])).toEqual([
      ['Bog Hollow', 'back'],
    ]);
  });

  it('play a single-faced land with its front face; skip when no hand holds a land', async () => {
    const t = await run([
      { kind: 'play-land', target: { zone: 'playable-land', modal: false, player: 1, index: 0 }, face: 'fitting' },
    ]);
    expect(t.records[0]?.action).toEqual({ kind: 'play-land', player: 'P2', object: expect.any(String) });
    expect(t.records[0]?.text).toMatch(/^P2 plays land P2 hand #1 \(Bog Hollow\)/);
    const none = resolveStep(
      {
        view: {
          ...t.records[0]!.after.referee,
          players: t.records[0]!.after.referee.players.map((p) => ({ ...p, hand: [] })),
        },
        goneIds: [],
      },
      { kind: 'play-land', target: { zone: 'playable-land', modal: false, player: 0, index: 0 }, face: 'fitting' },
    );
    expect(none.ok).toBe(false);
  });

  it('a blind play of a non-land face is given to the engine, which rejects it (712.12)', async () => {
    const t = await run([{ kind: 'play-land', target: { zone: 'hand', player: 0, index: 1 }, face: 'front' }]);
    expect(t.records[0]?.result.ok).toBe(false);
  });
});

describe('copy-spell and resolve-transformed steps', () => {
  it('copy the top of the stack for a player, then resolve copy and spell transformed (707.10g, 712.13a)', async () => {
    const cast: GeneratedStep = {
      kind: 'cast',
      target: { zone: 'castable', way: 'double-faced', player: 0, index: 1 },
      mode: 'fitting',
    };
    const t = await run([
      cast,
      { kind: 'copy-spell', player: 1, of: { zone: 'stack', index: 0 } },
      { kind: 'resolve', transformed: true },
      { kind: 'resolve', transformed: true },
    ]);
    expect(t.records.map((r) => r.result.ok)).toEqual([true, true, true, true]);
    expect(t.records[1]?.text).toMatch(/^P2 copies spell stack Hill Farmer \[\S+\]$/);
    expect(t.records[2]?.text).toBe('resolve the top of the stack transformed');
    const field = t.records[3]!.after.referee.battlefield;
    expect(field.map((o) => [o.characteristics?.name, o.face, o.token, o.controller])).toEqual([
      ['Moon Wolf', 'back', true, 'P2'],
      ['Moon Wolf', 'back', false, 'P1'],
    ]);
  });

  it('a DFC cast front face up is what the double-faced way finds, from the chosen player first', async () => {
    const t = await run([
      { kind: 'cast', target: { zone: 'castable', way: 'double-faced', player: 1, index: 0 }, mode: 'fitting' },
    ]);
    expect(t.records[0]?.text).toMatch(/^P2 casts P2 hand #2 \(Quiet Seer\)/);
  });
});

describe('the generators produce the new steps', () => {
  it('default step sequences hold play-land, copy-spell and resolve transformed', () => {
    const all = fc.sample(stepsArb(), { numRuns: 200, seed: 31 }).flat();
    expect(all.filter((s) => s.kind === 'play-land').length).toBeGreaterThan(10);
    expect(all.filter((s) => s.kind === 'copy-spell').length).toBeGreaterThan(10);
    expect(all.filter((s) => s.kind === 'resolve' && s.transformed === true).length).toBeGreaterThan(10);
  });

  it('motifs: cast back face then copy; cast a DFC then resolve transformed; cast a modal DFC then play a land', () => {
    const [copy] = fc.sample(motifArb('cast-back-face-then-copy'), { numRuns: 1, seed: 1 });
    expect(copy?.slice(0, 2).map((s) => s.kind)).toEqual(['cast', 'copy-spell']);
    const [resolve] = fc.sample(motifArb('cast-double-faced-resolve-transformed'), { numRuns: 1, seed: 1 });
    expect(resolve?.at(-1)).toEqual({ kind: 'resolve', transformed: true });
    const [play] = fc.sample(motifArb('cast-modal-then-play-land'), { numRuns: 1, seed: 1 });
    expect(play?.[0]).toMatchObject({ kind: 'cast', target: { way: 'back-face' } });
    expect(play?.at(-1)).toMatchObject({ kind: 'play-land', face: 'fitting' });
  });
});
