/**
 * 712.8a-g: which face's characteristics a double-faced object has, by zone: the
 * front outside the battlefield and stack, the face that is up on the stack and the
 * battlefield, the combined back face for a melded permanent; face-down objects
 * have the face-down characteristics (712.15, 708.2a). A split card has both halves' names off the
 * stack and a split spell only its half's (709.4, 709.4a, 709.3b; expected-face.ts).
 */
import { expectedFace } from './expected-face.js';
import {
  subjects,
  allObjects,
  copyAffectedIds,
  defineProperty,
  type GameView,
  type Trace,
  violation,
  type Violation,
  games,
} from '../harness/index.js';

function check(view: GameView, trace: Trace, upTo: number, when: string): Violation | null {
  const copied = copyAffectedIds(trace, upTo);
  for (const o of allObjects(view)) {
    if (copied.has(o.id) || o.characteristics === null) continue;
    const e = expectedFace(o);
    if (!e) continue;
    const actual = { name: o.characteristics.name, manaCost: o.characteristics.manaCost };
    if (actual.name !== e.name) {
      return violation(
        `${when}: ${o.id} in ${o.zone} (face ${o.face}${o.faceDown ? ', face down' : ''}) shows the wrong face ` +
          `(${e.clause})`,
        e.name,
        actual.name,
      );
    }
  }
  return null;
}

export const property = defineProperty({
  id: '712/characteristics-by-zone',
  description:
    'A double-faced object has its front face characteristics outside the battlefield and stack, and the face ' +
    'that is up on them; a split card has both halves off the stack, a split spell only the half cast.',
  rules: ['712.8a', '712.8b', '712.8c', '712.8d', '712.8e', '712.8f', '712.8g', '712.15', '709.4', '709.4a', '709.3b'],
  mechanics: ['transform', 'modal-dfc', 'split-cards'],
  subject: subjects.DOUBLE_FACED_PRESENT,
  core: [['transform', 'modal-dfc', 'split-cards']],
  reads: 'referee',
  games: games.dfcHeavy({
    setup: { cards: { weights: { 'nonmodal-dfc': 5, 'modal-dfc': 3, split: 1 } } },
    steps: { motifs: { 'cast-split-half': 20 } },
    weights: {
      transform: 5,
      cast: 4,
      resolve: 3,
      move: 4,
      'put-onto-battlefield': 3,
      meld: 3,
      'turn-face-up': 2,
      'become-copy': 1,
    },
  }),
  checkInitial(initial, trace) {
    return check(initial.referee, trace, -1, 'after setup');
  },
  checkStep(record, trace) {
    return check(record.after.referee, trace, record.index, `after ${record.text}`);
  },
});
