/**
 * 708.9: a face-down permanent leaving the battlefield for any zone, and a face-down
 * spell leaving the stack for any zone but the battlefield, is revealed to all players;
 * so are the face-down spells and permanents a player owns when they leave the game,
 * and every face-down spell and permanent when the game ends. The reveal names the
 * object as it was and shows the card it really is. A permanent turned face up and then put
 * into a graveyard by a state-based action (704.3) left face up and is not revealed.
 */
import {
  subjects,
  activePlayers,
  defineProperty,
  type GameEvent,
  isFaceDownSpellOrPermanent,
  objectById,
  type ObjectView,
  type StepRecord,
  violation,
  type Violation,
  games,
  sameJson,
} from '../harness/index.js';

/** Where a face-down object went, if it left its zone this step: from the zone-change event, or by its card. */
function destination(record: StepRecord, o: ObjectView): string | null {
  const after = objectById(record.after.referee, o.id);
  if (after && after.zone === o.zone) return null;
  if (after) return after.zone;
  const events = record.result.ok ? record.result.events : [];
  const moved = events.find(
    (e): e is Extract<GameEvent, { kind: 'zone-change' }> => e.kind === 'zone-change' && e.object === o.id,
  );
  if (moved) return moved.to;
  const card = o.cards?.[0];
  const now =
    card === undefined
      ? undefined
      : [
          ...record.after.referee.battlefield,
          ...record.after.referee.stack,
          ...record.after.referee.exile,
          ...record.after.referee.players.flatMap((p) => [...(p.library ?? []), ...(p.hand ?? []), ...p.graveyard]),
        ].find((x) => x.cards?.includes(card));
  return now?.zone ?? 'unknown';
}

export const property = defineProperty({
  id: '708/reveal-on-leaving',
  description:
    'A face-down permanent or spell is revealed to all players when it leaves (the stack for the battlefield ' +
    'excepted), when its owner leaves the game, and when the game ends.',
  rules: ['708.9'],
  mechanics: ['morph', 'manifest', 'reveal'],
  subject: subjects.FACE_DOWN_LEFT,
  core: [['morph', 'manifest']],
  // A reveal is seen only in a `revealed` event: the views after it do not show who was shown the card.
  events: ['revealed'],
  reads: 'referee',
  games: games.faceDown({
    setup: { faceDownPercent: 70 },
    weights: {
      move: 8,
      counter: 3,
      cast: 4,
      resolve: 3,
      manifest: 2,
      cloak: 2,
      'player-leaves': 2,
      'end-game': 1,
      'turn-face-up': 1,
      meld: 1,
    },
    steps: { oddTargetPercent: 5 },
  }),
  checkStep(record): Violation | null {
    if (!record.result.ok) return null;
    const events = record.result.events;
    const before = record.before.referee;
    const everyone = activePlayers(before);
    const action = record.action;
    for (const o of [...before.battlefield, ...before.stack]) {
      if (!isFaceDownSpellOrPermanent(o)) continue;
      // Turned face up this step, it left face up: a state-based action (704.3) moved it afterwards.
      if (events.some((e) => e.kind === 'turned-face-up' && e.object === o.id)) continue;
      let why: string | null = null;
      // A player who leaves is no longer one of "all players" (800.4a): not for their own objects, revealed as they
      // go, nor for what they controlled and another owns, exiled once they have left.
      const audience = action.kind === 'player-leaves' ? everyone.filter((p) => p !== action.player) : everyone;
      if (action.kind === 'end-game') why = 'the game ended';
      else if (action.kind === 'player-leaves' && o.owner === action.player) {
        why = `its owner ${action.player} left the game`;
      } else {
        const to = destination(record, o);
        if (to !== null && !(o.zone === 'stack' && to === 'battlefield')) why = `it left the ${o.zone} for ${to}`;
      }
      if (why === null) continue;
      const reveal = events.find(
        (e): e is Extract<GameEvent, { kind: 'revealed' }> =>
          e.kind === 'revealed' && e.object === o.id && audience.every((p) => e.to.includes(p)),
      );
      if (!reveal)
        return violation(
          `${record.text}: face-down [${o.id}] must be revealed to all players: ${why} (708.9)`,
          { kind: 'revealed', object: o.id, to: audience },
          events.filter((e) => e.kind === 'revealed'),
          // What it wants is an event: an expectations file may know the engine reports none (issue 39).
          { event: 'revealed' },
        );
      if (!sameJson(reveal.printed, o.printed))
        return violation(
          `${record.text}: the reveal of [${o.id}] must show the card it is (708.9)`,
          o.printed,
          reveal.printed,
          { event: 'revealed' },
        );
    }
    return null;
  },
});
