/**
 * 702.37b, 708.11: a permanent turned face up by paying its megamorph cost gets exactly
 * one +1/+1 counter as it turns face up; turned face up any other way it gets none
 * (only its own "as this is turned face up" counters apply in either case). Counted as +1/+1 minus -1/-1
 * counters, since 704.5q removes them in pairs.
 */
import {
  subjects,
  abilitiesIfFaceUp,
  beforeAfter,
  copyAffectedIds,
  defineProperty,
  effectsOn,
  frontFace,
  hasKind,
  netPlusOneCounters,
  targetId,
  violation,
  games,
} from '../harness/index.js';

export const property = defineProperty({
  id: '702/megamorph-counter',
  description:
    'Turning a permanent face up for its megamorph cost adds exactly one +1/+1 counter; other routes add none.',
  rules: ['702.37b', '708.11', '704.5q'],
  mechanics: ['megamorph'],
  subject: subjects.TURNED_FACE_UP,
  reads: 'referee',
  games: games.turningFaceUp({
    weights: { 'add-counters': 2, 'apply-effect': 2, cast: 3, resolve: 3, manifest: 1, cloak: 1 },
    // Megamorph cards turned face up, cast face down then turned up, and again after leaving (issue 12: was 18%).
    steps: {
      motifs: { 'turn-megamorph-face-up': 10, 'cast-face-down-resolve-turn-face-up': 6, 'history-turn-face-up': 6 },
    },
  }),
  checkStep(record, trace) {
    if (record.action.kind !== 'turn-face-up' || !record.result.ok) return null;
    const id = targetId(record);
    if (id === null) return null;
    const { before, after } = beforeAfter(record, id);
    if (!before || !after || before.zone !== 'battlefield' || before.faceDown === null) return null;
    if (!record.result.events.some((e) => e.kind === 'turned-face-up' && e.object === id)) return null;
    if (copyAffectedIds(trace, record.index - 1).has(id) || frontFace(before) === null) return null;
    const abilities = abilitiesIfFaceUp(before, effectsOn(trace, id, record.index - 1)) ?? [];
    // A permanent with both morph and megamorph: which cost was paid is not said by the route.
    if (record.action.route === 'morph' && hasKind(abilities, 'morph')) return null;
    const megamorph = record.action.route === 'morph' && hasKind(abilities, 'megamorph') ? 1 : 0;
    // 702.37f, 702.168e: an amount of X is the X chosen for the morph or disguise cost (0 otherwise).
    const x = record.action.route === 'morph' || record.action.route === 'disguise' ? (record.action.x ?? 0) : 0;
    const asTurnedUp = abilities.reduce(
      (n, a) =>
        n +
        (a.kind === 'as-turned-face-up' && a.effect.kind === 'counters' && a.effect.counter === '+1/+1'
          ? a.effect.amount === 'X'
            ? x
            : a.effect.amount
          : 0),
      0,
    );
    // 704.5q: a +1/+1 counter put on a permanent with a -1/-1 counter leaves with it as a state-based action
    // (704.3), so the counters keep their difference, not their counts.
    const expected = netPlusOneCounters(before.counters) + megamorph + asTurnedUp;
    const actual = netPlusOneCounters(after.counters);
    if (expected === actual) return null;
    return violation(
      `${record.text}: ` +
        (megamorph
          ? 'paying the megamorph cost adds exactly one +1/+1 counter '
          : 'only a paid megamorph cost adds a +1/+1 counter ') +
        `(702.37b)`,
      { '+1/+1 minus -1/-1': expected },
      { '+1/+1 minus -1/-1': actual },
    );
  },
});
