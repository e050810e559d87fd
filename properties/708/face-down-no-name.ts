/**
 * 708.2a, 201.2a: a face-down spell or permanent has no name in every view (its
 * controller's included), so it never has the same name as anything, another
 * face-down object included.
 */
import {
  subjects,
  defineProperty,
  isFaceDownSpellOrPermanent,
  type Snapshot,
  viewsOf,
  violation,
  type Violation,
  games,
} from '../harness/index.js';

/** Every face-down spell or permanent with a name, in every view: each its own violation, at its own path. */
function check(snapshot: Snapshot, when: string): Violation[] {
  return viewsOf(snapshot).flatMap((view) =>
    [...view.battlefield, ...view.stack]
      .filter((o) => isFaceDownSpellOrPermanent(o) && o.characteristics?.name !== null)
      .map((o) =>
        violation(
          `${when}: face-down [${o.id}] has a name in ${view.viewer}'s view; it must have none (708.2a, 201.2a)`,
          null,
          o.characteristics?.name,
          { at: `${view.viewer}.${o.zone}[${o.id}].characteristics.name` },
        ),
      ),
  );
}

export const property = defineProperty({
  id: '708/face-down-no-name',
  description: 'A face-down spell or permanent has no name in any view, so it shares a name with nothing.',
  rules: ['708.2a', '201.2a', '702.37a', '701.40a'],
  mechanics: ['morph', 'manifest'],
  subject: subjects.FACE_DOWN_PRESENT,
  core: [['morph', 'manifest']],
  games: games.faceDown({
    setup: { minBattlefield: 1 },
    weights: {
      manifest: 3,
      cloak: 3,
      cast: 4,
      resolve: 3,
      'turn-face-down': 3,
      'become-copy': 2,
      'apply-effect': 2,
      look: 2,
    },
  }),
  checkInitial: (initial) => check(initial, 'after setup'),
  checkStep: (record) => check(record.after, record.text),
});
