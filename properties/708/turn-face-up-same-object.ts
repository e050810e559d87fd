/**
 * 708.8, 110.5, 110.5c, 702.37e, 702.168d: turning a permanent face up changes a status,
 * not the object: the same id stays on the battlefield in the same place, under the same
 * controller, tapped or untapped as before, with its damage, attachments and counters
 * (counters can only be added, by megamorph or "as turned face up", 702.37b, 708.11).
 * It does not enter the battlefield, so no zone change, no `entered` event and no
 * enters trigger.
 */
import {
  subjects,
  beforeAfter,
  defineProperty,
  games,
  leftByStateBasedAction,
  netPlusOneCounters,
  targetId,
  violation,
  sameJson,
} from '../harness/index.js';

export const property = defineProperty({
  id: '708/turn-face-up-same-object',
  description:
    'A permanent turned face up stays the same object with the same status, and does not enter the battlefield.',
  rules: ['708.8', '110.5', '110.5c', '702.37e', '702.168d', '704.3'],
  mechanics: ['morph', 'manifest'],
  subject: subjects.TURNED_FACE_UP,
  core: [['morph', 'manifest']],
  reads: 'referee',
  games: games.turningFaceUp({
    setup: { faceDownPercent: 80 },
    weights: {
      'turn-face-up': 8,
      tap: 2,
      attach: 2,
      'add-counters': 2,
      'deal-damage': 2,
      manifest: 2,
      cloak: 2,
      cast: 2,
      resolve: 2,
      'apply-effect': 1,
    },
  }),
  checkStep(record) {
    if (record.action.kind !== 'turn-face-up' || !record.result.ok) return null;
    const id = targetId(record);
    if (id === null) return null;
    const { before, after } = beforeAfter(record, id);
    if (before?.zone !== 'battlefield' || before.faceDown === null) return null;
    const events = record.result.events;
    // 704.3: the face it turns up to may meet a state-based action at once (a planeswalker, which did not enter and
    // so has no loyalty; toughness no more than its damage; a legendary name already there).
    if (!after && leftByStateBasedAction(record, before)) return null;
    if (after?.zone !== 'battlefield') {
      return violation(
        `${record.text}: the permanent must stay on the battlefield as the same object [${id}] (708.8)`,
        { id, zone: 'battlefield' },
        after ? { id, zone: after.zone } : 'absent',
      );
    }
    const keep = (o: typeof before) => ({
      controller: o.controller,
      owner: o.owner,
      tapped: o.tapped,
      phasedOut: o.phasedOut,
      damage: o.damage,
      // 704.5p: a face-down creature attached to something is unattached before this step; face up it stays so.
      attachedTo: o.attachedTo,
      cards: o.cards,
    });
    if (!sameJson(keep(before), keep(after)))
      return violation(`${record.text}: status changed on turning face up (110.5c, 708.8)`, keep(before), keep(after));
    // 704.5q: +1/+1 and -1/-1 counters leave in pairs as a state-based action (a megamorph turned face up gets a
    // +1/+1 counter, 702.37b, which cancels a -1/-1 one): those two kinds keep their difference, not their counts.
    const paired = new Set(['+1/+1', '-1/-1']);
    if (netPlusOneCounters(after.counters) < netPlusOneCounters(before.counters))
      return violation(
        `${record.text}: +1/+1 and -1/-1 counters were lost on turning face up (708.8, 704.5q)`,
        before.counters,
        after.counters,
      );
    for (const [kind, n] of Object.entries(before.counters)) {
      if (paired.has(kind)) continue;
      if ((after.counters[kind] ?? 0) < n)
        return violation(
          `${record.text}: ${kind} counters were lost on turning face up (708.8)`,
          before.counters,
          after.counters,
        );
    }
    // Its place among the permanents on the battlefield both before and after: a state-based action after the step
    // (704.3: the legend rule, toughness 0) may remove others, which shifts no one's place among those who stayed.
    const ids = (v: typeof record.before.referee) => new Set(v.battlefield.map((o) => o.id));
    const stayed = new Set([...ids(record.before.referee)].filter((o) => ids(record.after.referee).has(o)));
    const position = (v: typeof record.before.referee) =>
      v.battlefield.filter((o) => stayed.has(o.id)).findIndex((o) => o.id === id);
    if (position(record.before.referee) !== position(record.after.referee)) {
      return violation(
        `${record.text}: the permanent moved in the entry order; it did not enter again (708.8, 708.6)`,
        position(record.before.referee),
        position(record.after.referee),
      );
    }
    const attachedBefore = record.before.referee.battlefield.filter((o) => o.attachedTo === id).map((o) => o.id);
    const attachedAfter = record.after.referee.battlefield.filter((o) => o.attachedTo === id).map((o) => o.id);
    // 704.5m, 704.5n: what it turned into may no longer be a creature an Aura or Equipment can stay on.
    const stillCreature = after.characteristics?.types.includes('Creature') === true;
    if (stillCreature && !sameJson(attachedBefore, attachedAfter))
      return violation(
        `${record.text}: what was attached to it must stay attached (708.8)`,
        attachedBefore,
        attachedAfter,
      );
    const entering = events.filter(
      (e) =>
        (e.kind === 'entered' && e.object === id) ||
        (e.kind === 'zone-change' && e.object === id) ||
        (e.kind === 'triggered' && e.source === id && e.trigger === 'enters'),
    );
    if (entering.length > 0)
      return violation(
        `${record.text}: turning face up is not entering the battlefield; nothing enters and no enters ability ` +
          `triggers (708.8)`,
        [],
        entering,
      );
    return null;
  },
});
