/**
 * Issue 40: one event is one event. Day and night transform every bound permanent at once, so what triggers does
 * not depend on the order of the battlefield (702.145b, 603.2c, 603.10); triggered abilities go on the stack in
 * APNAP order from the active player (603.3b); and the choices the reference makes for players who give none are
 * the ones docs/adapter.md and docs/scenario-format.md state.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../adapter/action.js';
import { initialState } from '../../engine/setup.js';
import { step } from '../../engine/step.js';
import type { CardDefinition } from '../../model/card.js';
import { face } from '../../model/characteristics.js';
import type { GameState } from '../../model/game-state.js';
import { bear, setupOf } from './fixtures.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const sentinel: CardDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({ name: 'Moon Sentinel', types: ['Creature'], power: 2, toughness: 2, abilities: [{ kind: 'daybound' }] }),
    face({
      name: 'Moon Howler',
      types: ['Creature'],
      power: 3,
      toughness: 3,
      abilities: [
        { kind: 'nightbound' },
        { kind: 'triggered', trigger: { kind: 'permanent-transforms' }, effect: 'Draw a card.' },
      ],
    }),
  ],
};
const plain: CardDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({ name: 'Dusk Pup', types: ['Creature'], power: 1, toughness: 1, abilities: [{ kind: 'daybound' }] }),
    face({ name: 'Night Pup', types: ['Creature'], power: 2, toughness: 2, abilities: [{ kind: 'nightbound' }] }),
  ],
};
const mourner: CardDefinition = {
  layout: 'single',
  faces: [
    face({
      name: 'Mourner',
      types: ['Creature'],
      power: 1,
      toughness: 1,
      abilities: [{ kind: 'triggered', trigger: { kind: 'another-creature-dies' }, effect: 'Scry 1.' }],
    }),
  ],
};

function apply(state: GameState, action: Action): GameState {
  const r = step(state, action);
  if (!r.ok) throw new Error(`rejected: ${r.rejection.code}`);
  return r.state;
}

describe('night falls in one event', () => {
  for (const order of [
    ['s', 'p'],
    ['p', 's'],
  ]) {
    it(`puts one ability on the stack for each transform, battlefield order ${order.join(', ')}`, () => {
      const s0 = initialState(
        setupOf({ s: sentinel, p: plain }, { id: 'P1', battlefield: order.map((card) => ({ card })) }),
      );
      const night = apply(s0, { kind: 'become-day-or-night', designation: 'night' });
      expect(night.stack).toHaveLength(2);
      expect(night.waitingTriggers).toBeUndefined();
    });
  }
});

describe('APNAP order', () => {
  it("puts the active player's abilities on the stack first, whoever sits first", () => {
    const s0 = initialState(
      setupOf(
        { m1: mourner, m2: mourner, b: bear },
        { id: 'P1', battlefield: [{ card: 'm1' }, { card: 'b' }] },
        { id: 'P2', battlefield: [{ card: 'm2' }] },
      ),
    );
    const bears = s0.battlefield[1] as string;
    const controllers = (s: GameState) => s.stack.map((id) => s.objects[id]?.controller);
    const before = apply(s0, { kind: 'deal-damage', object: bears, amount: 2 });
    expect(controllers(before)).toEqual(['P1', 'P2']);
    const p2 = apply(apply(s0, { kind: 'begin-turn', player: 'P2' }), {
      kind: 'deal-damage',
      object: bears,
      amount: 2,
    });
    expect(controllers(p2)).toEqual(['P2', 'P1']);
  });
});

describe('the default choices, as the documents state them', () => {
  it('are stated in docs/adapter.md and docs/scenario-format.md', async () => {
    const adapter = (await readFile(join(ROOT, 'docs/adapter.md'), 'utf8')).replace(/\s+/g, ' ');
    const format = (await readFile(join(ROOT, 'docs/scenario-format.md'), 'utf8')).replace(/\s+/g, ' ');
    expect(adapter).toContain('the engine keeps **the newest**, the one that entered the battlefield last');
    expect(adapter).toContain('even when it leaves in the same check for another reason');
    expect(format).toContain('Without a choice the newest is kept, even if it leaves in the same check');
    expect(adapter).toContain('**the first permanent in battlefield order it may enchant**');
    expect(format).toContain('Without one, the Aura enchants the first permanent in battlefield order it may enchant');
    expect(adapter).toContain('player by player in APNAP order, starting with the active player');
  });

  it('an Aura put onto the battlefield enchants the first permanent it may enchant, or a legal choice', () => {
    const aura: CardDefinition = {
      layout: 'single',
      faces: [
        face({
          name: 'Gift',
          types: ['Enchantment'],
          subtypes: ['Aura'],
          abilities: [{ kind: 'enchant', types: ['Creature'] }],
        }),
      ],
    };
    const land: CardDefinition = { layout: 'single', faces: [face({ name: 'Forest', types: ['Land'] })] };
    const s0 = initialState(
      setupOf(
        { a1: aura, a2: aura, l: land, b1: bear, b2: bear },
        { id: 'P1', hand: ['a1', 'a2'], battlefield: [{ card: 'l' }, { card: 'b1' }, { card: 'b2' }] },
      ),
    );
    const [land0, first, second] = s0.battlefield as [string, string, string];
    const [a1, a2] = (s0.players[0]?.hand ?? []) as [string, string];
    const put = apply(s0, { kind: 'put-onto-battlefield', object: a1 });
    expect(put.objects[put.battlefield.at(-1) as string]?.attachedTo).toBe(first);
    const chosen = apply(apply(put, { kind: 'choose-enchanted', player: 'P1', aura: a2, enchant: second }), {
      kind: 'put-onto-battlefield',
      object: a2,
    });
    expect(chosen.objects[chosen.battlefield.at(-1) as string]?.attachedTo).toBe(second);
    expect(chosen.enchantChoices).toBeUndefined();
    const refused = step(s0, { kind: 'choose-enchanted', player: 'P1', aura: land0, enchant: first });
    expect(refused).toMatchObject({ ok: false, rejection: { code: 'choose-enchanted/wrong-zone' } });
  });

  it('a control change the permanent already has does nothing', () => {
    const s0 = initialState(setupOf({ b: bear }, { id: 'P1', battlefield: [{ card: 'b' }] }));
    const id = s0.battlefield[0] as string;
    expect(step(s0, { kind: 'gain-control', player: 'P1', object: id })).toMatchObject({
      ok: true,
      events: [{ kind: 'no-effect', clause: '613.1b' }],
    });
    expect(apply(s0, { kind: 'gain-control', player: 'P2', object: id }).objects[id]?.controller).toBe('P2');
  });
});
