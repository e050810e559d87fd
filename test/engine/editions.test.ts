/** The reference engine under older rules editions (spec/editions.ts): it reads the edition, it does not fork. */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../adapter/action.js';
import type { GameSession } from '../../adapter/engine-adapter.js';
import { AKOUM_WARRIOR, DELVER_OF_SECRETS } from '../../catalog/featured.js';
import { referenceEngineFor } from '../../engine/reference-adapter.js';
import type { GameSetup, PermanentSetup } from '../../model/setup.js';
import type { ObjectView } from '../../model/view.js';
import { EDITIONS, type RulesEdition } from '../../spec/editions.js';
import { allObjects } from '../../model/view-read.js';

const cards = { delver: DELVER_OF_SECRETS.definition, akoum: AKOUM_WARRIOR.definition };

function start(
  edition: RulesEdition,
  battlefield: readonly PermanentSetup[],
  hand: readonly string[] = [],
): GameSession {
  const used = [...battlefield.map((b) => b.card as keyof typeof cards), ...(hand as (keyof typeof cards)[])];
  const setup: GameSetup = {
    players: [{ id: 'P1', battlefield, hand }, { id: 'P2' }],
    cards: Object.fromEntries(used.map((k) => [k, cards[k]])),
    seed: 1,
  };
  return referenceEngineFor(edition).start(setup) as GameSession;
}

function objectOf(session: GameSession, card: string): ObjectView {
  const view = session.observe('referee') as ReturnType<GameSession['observe']> & object;
  const found = allObjects(view as never).find((o) => o.cards?.includes(card));
  if (!found) throw new Error(`no object for ${card}`);
  return found;
}

async function apply(session: GameSession, action: Action) {
  return await session.apply(action);
}

describe('reference engine by edition', () => {
  test('declares the edition and only the mechanics that existed then', async () => {
    const old = await referenceEngineFor('2011-09-30').describe();
    expect(old.edition).toBe('2011-09-30');
    expect(old.mechanics).toContain('transform');
    expect(old.mechanics).toContain('morph');
    expect(old.mechanics).not.toContain('manifest');
    expect(old.mechanics).not.toContain('modal-dfc');
    const y2020 = await referenceEngineFor('2020-11-20').describe();
    expect(y2020.mechanics).toEqual(expect.arrayContaining(['manifest', 'meld', 'modal-dfc', 'megamorph']));
    expect(y2020.mechanics).not.toContain('disguise');
    expect((await referenceEngineFor('2026-04-17').describe()).mechanics).toContain('manifest-dread');
  });

  test.each([
    ['2011-09-30', 0],
    ['2020-11-20', 1],
    ['2026-04-17', 1],
  ] as const)('a transformed Delver of Secrets under %s has mana value %i', async (edition, manaValue) => {
    const session = start(edition, [{ card: 'delver' }]);
    const delver = objectOf(session, 'delver');
    expect((await apply(session, { kind: 'transform', object: delver.id })).ok).toBe(true);
    const after = objectOf(session, 'delver');
    expect(after.characteristics?.name).toBe('Insectile Aberration');
    expect(after.characteristics?.manaValue).toBe(manaValue);
  });

  test('casting transformed is rejected before 2021, allowed since', async () => {
    for (const edition of EDITIONS) {
      const session = start(edition, [], ['delver']);
      const delver = objectOf(session, 'delver');
      const r = await apply(session, {
        kind: 'cast',
        player: 'P1',
        object: delver.id,
        mode: { kind: 'transformed', by: 'effect' },
      });
      if (edition === '2026-04-17') expect(r.ok).toBe(true);
      else expect(r.ok ? null : r.rejection.code).toBe('edition/rule-absent');
    }
  });

  test('a mechanic that did not exist yet is rejected with the date it entered the rules', async () => {
    const session = start('2011-09-30', []);
    const r = await apply(session, { kind: 'manifest', player: 'P1' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.rejection.code).toBe('edition/mechanic-absent');
      expect(r.rejection.message).toMatch(/2015-01-23/);
    }
  });

  test('a token copy of a transformed DFC is single-faced before 2023-04-14 and double-faced since', async () => {
    for (const [edition, layout] of [
      ['2020-11-20', 'single'],
      ['2026-04-17', 'nonmodal-dfc'],
    ] as const) {
      const session = start(edition, [{ card: 'delver', face: 'back' }]);
      const delver = objectOf(session, 'delver');
      expect((await apply(session, { kind: 'create-token-copy', player: 'P2', of: delver.id })).ok).toBe(true);
      const view = session.observe('referee') as never;
      const token = allObjects(view).find((o) => o.id !== delver.id && o.zone === 'battlefield');
      const printed = token?.printed;
      expect(printed?.kind === 'token' ? printed.definition.layout : printed?.kind).toBe(layout);
      expect(token?.characteristics?.name).toBe('Insectile Aberration');
    }
  });

  test('a modal DFC does nothing when told to transform before 2025-09-19', async () => {
    for (const [edition, face] of [
      ['2020-11-20', 'front'],
      ['2026-04-17', 'back'],
    ] as const) {
      const session = start(edition, [{ card: 'akoum' }]);
      const akoum = objectOf(session, 'akoum');
      const r = await apply(session, { kind: 'transform', object: akoum.id });
      expect(r.ok).toBe(true);
      expect(objectOf(session, 'akoum').face).toBe(face);
    }
  });
});
