/**
 * Statuses only permanents have (110.5d, issue 38): whatever an engine reports for a card elsewhere, the views the
 * checks compare read it as untapped, phased in, unattached and undamaged, on the battlefield nothing changes, and
 * counters stay (they exist in every zone). Both paths that take views from an engine apply it: the harness's
 * snapshots (properties and the differential check) and scenario steps.
 */
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { CardDefinition } from '../../model/card.js';
import type { GameSetup } from '../../model/setup.js';
import type { GameView } from '../../model/view.js';
import { withPermanentStatusesOnly } from '../../model/permanent-statuses.js';
import { observeAll } from '../../properties/harness/snapshot.js';
import { stepViews } from '../../scenarios/step-views.js';
import { mapObjects, viewMutant } from './view-mutant.js';

const bears: CardDefinition = {
  layout: 'single',
  faces: [
    {
      name: 'Grizzly Bears',
      manaCost: '{1}{G}',
      colorIndicator: null,
      supertypes: [],
      types: ['Creature'],
      subtypes: ['Bear'],
      abilities: [],
      power: 2,
      toughness: 2,
      loyalty: null,
      defense: null,
    },
  ],
};
const setup: GameSetup = {
  players: [{ id: 'P1', graveyard: ['g'], battlefield: [{ card: 'b', tapped: true }] }, { id: 'P2' }],
  cards: { g: bears, b: bears },
};

/** The reference engine, with every object reporting a permanent's statuses: tapped, phased out, damaged. */
const stale = viewMutant(referenceEngine, {
  view: (v: GameView) => mapObjects(v, (o) => ({ ...o, tapped: true, phasedOut: o.zone !== 'battlefield', damage: 1 })),
});

describe('statuses of permanents, off the battlefield', () => {
  it('are read as none, and the battlefield and counters are left as they are', async () => {
    const session = await stale.start(setup);
    const view = withPermanentStatusesOnly(await session.observe('referee'));
    const card = view.players[0]?.graveyard[0];
    expect(card).toMatchObject({ zone: 'graveyard', tapped: false, phasedOut: false, attachedTo: null, damage: 0 });
    expect(view.battlefield[0]).toMatchObject({ tapped: true, damage: 1, phasedOut: false });
    const plain = await (await referenceEngine.start(setup)).observe('referee');
    expect(withPermanentStatusesOnly(plain)).toBe(plain);
  });

  it('are normalised in the harness snapshots and in scenario steps', async () => {
    const snapshot = await observeAll(await stale.start(setup), ['P1', 'P2']);
    for (const v of [snapshot.referee, snapshot.players.P1, snapshot.players.P2])
      expect(v?.players[0]?.graveyard[0]).toMatchObject({ tapped: false, damage: 0 });
    const steps = stepViews(await stale.start(setup));
    expect((await steps.now()).players[0]?.graveyard[0]).toMatchObject({ tapped: false, damage: 0 });
    expect((await steps.observe('P2')).players[0]?.graveyard[0]).toMatchObject({ tapped: false, damage: 0 });
  });
});
