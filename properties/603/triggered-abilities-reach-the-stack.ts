/**
 * 603.2, 603.3, 113.7a: an ability that has triggered exists apart from its source and is put on the stack
 * the next time a player would receive priority, which is after every action of the vocabulary, even if its
 * source transformed, turned face up or down, or left the battlefield in the meantime (a daybound card turned
 * face up at night transforms at once, 702.145c, and its turned-face-up ability still goes on the stack). So
 * each `triggered` event of an accepted step has its own triggered ability, new on the stack after the step,
 * with that source and trigger. Not judged once a player has left the game (800.4a: their abilities are not
 * put) or the game is over.
 */
import { subjects, defineProperty, games, type StepRecord, type Violation, violation } from '../harness/index.js';

function check(record: StepRecord): Violation | null {
  if (!record.result.ok || record.after.referee.gameOver) return null;
  if (record.action.kind === 'player-leaves' || record.after.referee.players.some((p) => p.left)) return null;
  const wanted = record.result.events.flatMap((e) => (e.kind === 'triggered' ? [`${e.source} ${e.trigger}`] : []));
  if (wanted.length === 0) return null;
  const before = new Set(record.before.referee.stack.map((o) => o.id));
  const onStack = record.after.referee.stack.flatMap((o) =>
    !before.has(o.id) && o.printed?.kind === 'ability' && o.printed.trigger !== undefined
      ? [`${o.printed.source} ${o.printed.trigger}`]
      : [],
  );
  for (const w of wanted) {
    const i = onStack.indexOf(w);
    if (i >= 0) {
      onStack.splice(i, 1);
      continue;
    }
    return violation(
      `${record.text}: the ability of ${w.replace(' ', ' that triggers on ')} triggered, but it is not on the ` +
        'stack after the step; once triggered it goes there whatever became of its source (603.2, 603.3, 113.7a)',
      wanted,
      onStack,
    );
  }
  return null;
}

export const property = defineProperty({
  id: '603/triggered-abilities-reach-the-stack',
  description:
    'Every ability that triggers during an action is on the stack after it, even if its source transformed, ' +
    'turned face up or down, or left meanwhile.',
  rules: ['603.2', '603.3', '113.7a'],
  mechanics: ['triggered-abilities'],
  subject: subjects.TRIGGERED,
  reads: 'referee',
  games: games.dfcHeavy({
    // Daybound cards and day/night changes: sources that trigger and transform within one action.
    setup: { cards: { weights: { daybound: 4 } }, faceDownPercent: 30 },
    weights: {
      'become-day-or-night': 3,
      'day-night-check': 3,
      'turn-face-up': 5,
      'put-onto-battlefield': 4,
      'create-token': 3,
      transform: 3,
      resolve: 2,
      move: 2,
    },
  }),
  checkStep: check,
});
