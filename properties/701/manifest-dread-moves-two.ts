/**
 * 701.62a, 701.40a: manifest dread looks at the top two cards of the player's library,
 * manifests the chosen one (face down, by manifest dread, under that player) and puts
 * the other into its owner's graveyard. Exactly those cards move; every other object
 * stays where it was, as the same object.
 */
import { subjects, allObjects, defineProperty, violation, games, sameJson } from '../harness/index.js';

export const property = defineProperty({
  id: '701/manifest-dread-moves-two',
  description:
    'Manifest dread moves exactly the top two cards: the chosen one onto the battlefield face down, the other to ' +
    'the graveyard.',
  rules: ['701.62a', '701.40a'],
  mechanics: ['manifest-dread'],
  subject: subjects.accepted('a manifest dread', 'manifest-dread'),
  reads: 'referee',
  games: games.mixed({
    setup: { minLibrary: 1, maxLibrary: 5, minBattlefield: 1 },
    weights: { 'manifest-dread': 10, draw: 2, manifest: 1, move: 1, cast: 1, resolve: 1 },
  }),
  checkStep(record) {
    const action = record.action;
    if (action.kind !== 'manifest-dread' || !record.result.ok) return null;
    const before = record.before.referee;
    const after = record.after.referee;
    const library = before.players.find((p) => p.id === action.player)?.library ?? [];
    const looked = library.slice(0, 2);
    const chosen = looked[action.choose] ?? (looked.length === 1 ? looked[0] : undefined);
    const lookedIds = new Set(looked.map((o) => o.id));
    // Nothing else moves: every other object is still there, same id, same zone.
    const where = (v: typeof before) => new Map(allObjects(v).map((o) => [o.id, o.zone] as const));
    const afterZones = where(after);
    for (const o of allObjects(before)) {
      if (lookedIds.has(o.id)) continue;
      if (afterZones.get(o.id) !== o.zone)
        return violation(
          `${record.text}: only the two cards looked at move (701.62a); [${o.id}] moved`,
          { id: o.id, zone: o.zone },
          { id: o.id, zone: afterZones.get(o.id) ?? 'gone' },
        );
    }
    const beforeIds = new Set(allObjects(before).map((o) => o.id));
    const fresh = allObjects(after).filter((o) => !beforeIds.has(o.id));
    const shown = (o: (typeof fresh)[number]) => ({
      cards: o.cards,
      zone: o.zone,
      faceDown: o.faceDown,
      controller: o.controller,
    });
    const expected = looked.map((o) =>
      o.id === chosen?.id
        ? { cards: o.cards, zone: 'battlefield', faceDown: { by: 'manifest-dread' }, controller: action.player }
        : { cards: o.cards, zone: 'graveyard', faceDown: null, controller: o.owner },
    );
    const key = (x: { cards?: readonly string[] | undefined }) => JSON.stringify(x.cards ?? []);
    const actual = [...fresh].map(shown).sort((a, b) => key(a).localeCompare(key(b)));
    const sortedExpected = [...expected].sort((a, b) => key(a).localeCompare(key(b)));
    if (!sameJson(actual, sortedExpected))
      return violation(
        `${record.text}: the chosen card goes onto the battlefield face down, the other to the graveyard, ` +
          `nothing else (701.62a)`,
        sortedExpected,
        actual,
      );
    for (const o of looked)
      if (afterZones.has(o.id))
        return violation(`${record.text}: [${o.id}] changed zones and must be a new object (400.7)`, 'a new id', o.id);
    return null;
  },
});
