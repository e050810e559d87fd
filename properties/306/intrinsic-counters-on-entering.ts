/**
 * 306.5b, 310.4b: a planeswalker enters the battlefield with loyalty counters equal to its
 * printed loyalty, a battle with defense counters equal to its printed defense, by whichever
 * route and face it enters (122.6: it enters with them). These are replacement effects on
 * entering (614.1c), so a permanent that becomes a planeswalker or a battle without entering
 * (transforming, turning face up, 712.18, 708.8) gets none: only an effect adding counters
 * gives it loyalty or defense, and the state-based actions then see it (704.5i, 704.5v).
 */
import { subjects, defineProperty, games, type ObjectView, targetId, violation } from '../harness/index.js';

/** The counters `o` enters with for what it is: [kind, number], or null when it gets none. */
function intrinsic(o: ObjectView): readonly [string, number] | null {
  const c = o.characteristics;
  if (c === null || o.faceDown !== null) return null;
  if (c.types.includes('Planeswalker') && c.loyalty !== null && c.loyalty > 0) return ['loyalty', c.loyalty];
  if (c.types.includes('Battle') && c.defense !== null && c.defense > 0) return ['defense', c.defense];
  return null;
}

export const property = defineProperty({
  id: '306/intrinsic-counters-on-entering',
  description:
    'A planeswalker or battle enters with loyalty or defense counters equal to its printed number; a ' +
    'permanent that becomes one without entering gets none.',
  rules: ['306.5b', '310.4b', '122.6', '614.1c', '712.18', '708.8'],
  mechanics: ['intrinsic-counters'],
  subject: subjects.PLANESWALKER_OR_BATTLE,
  reads: 'referee',
  games: games.dfcHeavy({
    setup: { faceDownPercent: 30 },
    weights: {
      'put-onto-battlefield': 5,
      transform: 5,
      'turn-face-up': 4,
      cast: 3,
      resolve: 3,
      'become-copy': 2,
      'create-token-copy': 2,
      'add-counters': 2,
      move: 2,
    },
  }),
  checkStep(record) {
    if (!record.result.ok) return null;
    const before = new Map(record.before.referee.battlefield.map((o) => [o.id, o]));
    const added = record.action.kind === 'add-counters' ? targetId(record) : null;
    for (const o of record.after.referee.battlefield) {
      if (o.phasedOut) continue;
      const was = before.get(o.id);
      if (was === undefined) {
        // A new object on the battlefield: it entered in this step.
        const due = intrinsic(o);
        if (due !== null && (o.counters[due[0]] ?? 0) !== due[1])
          return violation(
            `${record.text}: ${o.id} entered as a ${due[0] === 'loyalty' ? 'planeswalker' : 'battle'} with ` +
              `${o.counters[due[0]] ?? 0} ${due[0]} counters, not its printed ${due[1]} (306.5b, 310.4b)`,
            { [due[0]]: due[1] },
            o.counters,
          );
        continue;
      }
      if (o.id === added) continue;
      for (const kind of ['loyalty', 'defense']) {
        if ((o.counters[kind] ?? 0) > (was.counters[kind] ?? 0))
          return violation(
            `${record.text}: ${o.id} got ${kind} counters without entering the battlefield; only entering gives ` +
              'them (306.5b, 310.4b)',
            was.counters,
            o.counters,
          );
      }
    }
    return null;
  },
});
