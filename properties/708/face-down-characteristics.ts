/**
 * 708.2, 708.2a, 702.168a, 701.58a, 702.21a, 406.3a: a face-down spell or permanent is a
 * 2/2 colorless creature with no name, no subtypes, no mana cost (so mana value 0) and no
 * abilities, except ward {2} when it is face down by disguise or cloak. Only effects on
 * top change that: types added (layer 4), abilities lost or gained (layer 6, timestamp
 * order), base power and toughness set (7b), then +N/+N and counters (7c). A copy effect
 * does not show through (708.10). A card exiled face down has no characteristics.
 * This holds in every player's view: these values are public.
 */
import {
  type Characteristics,
  type ObjectView,
  subjects,
  comparablePair,
  defineProperty,
  effectsOn,
  faceDownValues,
  isFaceDownSpellOrPermanent,
  type Snapshot,
  type Trace,
  viewsOf,
  violation,
  type Violation,
  withEffects,
  games,
  sameJson,
} from '../harness/index.js';

/**
 * Each characteristic of a face-down object that differs from what the rules give it, one violation each and each at
 * its own view path: an engine with a known divergence in one of them (an expectations file's, issue 39) is still
 * judged on the others, in the same view.
 */
function wrongFields(o: ObjectView, expected: Characteristics, viewer: string, when: string): Violation[] {
  // Abilities an engine cannot say (null) are not compared (comparablePair).
  const [wanted, shown] = comparablePair(expected, o.characteristics);
  const want = wanted as Record<string, unknown>;
  const got = (shown ?? {}) as Record<string, unknown>;
  const by = o.faceDown?.by ?? 'face-down';
  return [...new Set([...Object.keys(want), ...Object.keys(got)])]
    .filter((field) => !sameJson(want[field], got[field]))
    .map((field) =>
      violation(
        `${when}: face-down (${by}) [${o.id}] in ${viewer}'s view has the wrong ${field} (708.2a)`,
        expected,
        o.characteristics,
        { at: `${viewer}.${o.zone}[${o.id}].characteristics.${field}` },
      ),
    );
}

function check(snapshot: Snapshot, trace: Trace, upTo: number, when: string): Violation[] {
  const found: Violation[] = [];
  for (const view of viewsOf(snapshot)) {
    for (const o of [...view.battlefield, ...view.stack, ...view.exile]) {
      if (o.faceDown?.by === 'exile') {
        if (o.characteristics !== null)
          found.push(
            violation(
              `${when}: a card exiled face down has no characteristics (406.3a), in ${view.viewer}'s view [${o.id}]`,
              null,
              o.characteristics,
              { at: `${view.viewer}.exile[${o.id}].characteristics` },
            ),
          );
        continue;
      }
      if (!isFaceDownSpellOrPermanent(o)) continue;
      if (o.characteristics === null) {
        found.push(
          violation(
            `${when}: face-down (${o.faceDown.by}) [${o.id}] in ${view.viewer}'s view has no characteristics (708.2a)`,
            faceDownValues(o.faceDown.by),
            null,
            { at: `${view.viewer}.${o.zone}[${o.id}].characteristics` },
          ),
        );
        continue;
      }
      const expected = withEffects(faceDownValues(o.faceDown.by), effectsOn(trace, o.id, upTo), o.counters);
      found.push(...wrongFields(o, expected, view.viewer, when));
    }
  }
  return found;
}

export const property = defineProperty({
  id: '708/face-down-characteristics',
  description:
    'A face-down spell or permanent is a nameless colorless 2/2 creature with no cost, subtypes or abilities ' +
    '(ward {2} by disguise or cloak), plus only the effects applied to it.',
  rules: ['708.2', '708.2a', '702.168a', '701.58a', '701.40a', '702.37a', '702.21a', '708.10', '406.3a', '202.3a'],
  mechanics: ['morph', 'disguise', 'manifest', 'cloak'],
  subject: subjects.FACE_DOWN_PRESENT,
  core: [['morph', 'disguise', 'manifest', 'cloak']],
  games: games.faceDown({
    setup: { minBattlefield: 1 },
    weights: {
      'apply-effect': 5,
      'add-counters': 2,
      manifest: 2,
      cloak: 3,
      'manifest-dread': 1,
      cast: 3,
      resolve: 3,
      'turn-face-down': 3,
      'become-copy': 2,
      'turn-face-up': 2,
      transform: 1,
      move: 1,
    },
  }),
  checkInitial: (initial, trace) => check(initial, trace, -1, 'after setup'),
  checkStep: (record, trace) => check(record.after, trace, record.index, record.text),
});
