/**
 * 708.6: face-down spells and permanents stay distinguishable. In every player's view
 * the battlefield lists the same permanents in the same order as the referee's (the
 * order they entered) and the stack the same spells in the order cast; a face-down
 * permanent that did not change zones keeps its id and its place in that order; and
 * everyone sees which way each one became face down (it is public), a way that changes
 * only when the permanent is turned face up or down.
 */
import {
  subjects,
  defineProperty,
  type Snapshot,
  viewsOf,
  violation,
  type Violation,
  games,
  sameJson,
} from '../harness/index.js';

function sameListing(snapshot: Snapshot, when: string): Violation | null {
  const ref = snapshot.referee;
  for (const view of viewsOf(snapshot)) {
    for (const zone of ['battlefield', 'stack'] as const) {
      const ids = view[zone].map((o) => o.id);
      const expected = ref[zone].map((o) => o.id);
      if (!sameJson(ids, expected))
        return violation(
          `${when}: ${view.viewer}'s view lists the ${zone} differently from the game (708.6)`,
          expected,
          ids,
        );
    }
    for (const o of view.battlefield) {
      const r = ref.battlefield.find((x) => x.id === o.id);
      if (r && !sameJson(r.faceDown, o.faceDown))
        return violation(
          `${when}: ${view.viewer}'s view must show how [${o.id}] is face down (708.6)`,
          r.faceDown,
          o.faceDown,
        );
    }
  }
  return null;
}

export const property = defineProperty({
  id: '708/distinguishable',
  description:
    'Every player sees each face-down permanent under a stable id, in entry order, with the way it became face down.',
  rules: ['708.6'],
  mechanics: ['morph', 'manifest'],
  subject: subjects.FACE_DOWN_PRESENT,
  core: [['morph', 'manifest']],
  games: games.faceDown({
    weights: {
      manifest: 3,
      cloak: 3,
      'manifest-dread': 2,
      cast: 3,
      resolve: 3,
      'turn-face-up': 3,
      'turn-face-down': 2,
      tap: 2,
      'add-counters': 1,
      move: 2,
      look: 1,
    },
  }),
  checkInitial: (initial) => sameListing(initial, 'after setup'),
  checkStep(record) {
    const listing = sameListing(record.after, record.text);
    if (listing) return listing;
    const events = record.result.ok ? record.result.events : [];
    const before = record.before.referee.battlefield;
    const after = record.after.referee.battlefield;
    const stayed = before.filter((o) => o.faceDown !== null && after.some((a) => a.id === o.id)).map((o) => o.id);
    for (const view of viewsOf(record.after)) {
      const order = view.battlefield.map((o) => o.id).filter((id) => stayed.includes(id));
      if (!sameJson(order, stayed))
        return violation(
          `${record.text}: face-down permanents that stayed must keep their ids and order in ${view.viewer}'s ` +
            `view (708.6)`,
          stayed,
          order,
        );
    }
    for (const id of stayed) {
      const b = before.find((o) => o.id === id);
      const a = after.find((o) => o.id === id);
      if (!b || !a || a.faceDown === null || sameJson(a.faceDown, b.faceDown)) continue;
      const turned = events.some(
        (e) => (e.kind === 'turned-face-up' || e.kind === 'turned-face-down') && e.object === id,
      );
      if (!turned)
        return violation(
          `${record.text}: [${id}] changed the way it is face down without being turned face up or down (708.6)`,
          b.faceDown,
          a.faceDown,
        );
    }
    return null;
  },
});
