/**
 * 712.16: double-faced permanents (including meld cards and melded permanents) can't
 * be turned face down; trying does nothing.
 */
import {
  subjects,
  beforeAfter,
  defineProperty,
  definitionOf,
  games,
  targetId,
  violation,
  sameJson,
} from '../harness/index.js';

export const property = defineProperty({
  id: '712/dfc-cannot-be-turned-face-down',
  description: 'Turning a double-faced or melded permanent face down does nothing.',
  rules: ['712.16'],
  mechanics: ['turn-face-down'],
  subject: subjects.DOUBLE_FACED_TOLD_TO_TURN_FACE_DOWN,
  reads: 'referee',
  games: games.dfcHeavy({
    setup: { cards: { weights: { 'nonmodal-dfc': 5, 'modal-dfc': 3 } }, minBattlefield: 2, faceDownPercent: 5 },
    weights: { 'turn-face-down': 8, transform: 2, meld: 3, cast: 0, manifest: 0 },
  }),
  checkStep(record) {
    if (record.action.kind !== 'turn-face-down') return null;
    const id = targetId(record);
    if (id === null) return null;
    const { before, after } = beforeAfter(record, id);
    if (before?.zone !== 'battlefield' || before.faceDown !== null) return null;
    const def = definitionOf(before);
    const doubleFaced = before.melded || (def !== null && def.layout !== 'single');
    if (!doubleFaced) return null;
    const shown = (o: typeof before | undefined) =>
      o ? { zone: o.zone, face: o.face, faceDown: o.faceDown, characteristics: o.characteristics } : 'absent';
    if (!sameJson(shown(before), shown(after)))
      return violation(
        `${record.text}: a double-faced permanent can't be turned face down (712.16)`,
        shown(before),
        shown(after),
      );
    return null;
  },
});
