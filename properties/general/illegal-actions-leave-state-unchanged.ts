/**
 * Adapter contract: an illegal action is a coded rejection and leaves the game
 * unchanged; every view (referee and each player) is the same after as before.
 */
import { subjects, defineProperty, violation, games, sameJson } from '../harness/index.js';

export const property = defineProperty({
  id: 'general/illegal-actions-leave-state-unchanged',
  description: 'A rejected action changes nothing that any player or the referee can see.',
  rules: ['701.27c', '708.2b'],
  mechanics: [],
  subject: subjects.REJECTED,
  games: games.mixed({
    weights: { 'turn-face-up': 5, resolve: 4, counter: 3, 'player-leaves': 1 },
    steps: { oddTargetPercent: 35 },
  }),
  checkStep(record) {
    if (record.result.ok) return null;
    const code = record.result.rejection.code;
    if (!sameJson(record.before.referee, record.after.referee)) {
      return violation(
        `${record.text}: rejected (${code}) but the game changed`,
        record.before.referee,
        record.after.referee,
      );
    }
    for (const [player, view] of Object.entries(record.after.players)) {
      if (!sameJson(record.before.players[player], view)) {
        return violation(
          `${record.text}: rejected (${code}) but ${player}'s view changed`,
          record.before.players[player],
          view,
        );
      }
    }
    return null;
  },
});
