/**
 * 708.8, 400.7, 712.8a, 202.2, 202.2e, 204.2, 208.3, 613.4c: an object that no copy or continuous effect touches
 * shows its own printed power, toughness and colors. A face-down permanent turned face up has its card's again
 * (708.8: its copiable values revert to its normal ones), not the 2/2 and no color it had face down; a card that
 * left the battlefield is a new object (400.7) with its front face's printed values in its new zone (712.8a), none
 * of a face-down 2/2 or a back face; a permanent shows its face-up face's, with its +1/+1 and -1/-1 counters
 * (613.4c), and none while it is not a creature (208.3). Its colors are its mana cost's, or its color indicator's
 * when it has one (202.2, 202.2e, 204.2): a blue indicator is blue and nothing else. Judged on every face-up card
 * or token in a referee view, off the stack, not melded, phased in, never copied or under an effect.
 */
import {
  subjects,
  type Subject,
  allObjects,
  colorsOfCost,
  copyAffectedIds,
  defineProperty,
  effectsOn,
  games,
  type GameView,
  netPlusOneCounters,
  type ObjectView,
  printedDefinition,
  type Trace,
  violation,
  type Violation,
} from '../harness/index.js';

/** The printed values `o` shows when nothing but its counters changes them, or null when not judged. */
function printedValues(o: ObjectView): { power: number | null; toughness: number | null; colors: string[] } | null {
  if (o.faceDown !== null || o.melded || o.phasedOut || o.zone === 'stack' || o.characteristics === null) return null;
  const def = printedDefinition(o.printed);
  if (def === null) return null;
  const onBattlefield = o.zone === 'battlefield';
  // Off the battlefield a card has its front face's characteristics (712.8a); on it, the face that is up.
  const face = onBattlefield && o.face === 'back' ? def.faces[1] : def.faces[0];
  if (face === undefined) return null;
  const colors = [...(face.colorIndicator ?? colorsOfCost(face.manaCost))].sort();
  // 208.3: a noncreature permanent has no power or toughness; counters change each value that is known (613.4c).
  const creature = face.types.includes('Creature');
  const net = onBattlefield ? netPlusOneCounters(o.counters) : 0;
  const value = (n: number | null) => (onBattlefield && !creature ? null : n === null ? null : n + net);
  return { power: value(face.power), toughness: value(face.toughness), colors };
}

function check(view: GameView, trace: Trace, upTo: number, when: string): Violation | null {
  const copied = copyAffectedIds(trace, upTo);
  for (const o of allObjects(view)) {
    if (copied.has(o.id) || effectsOn(trace, o.id, upTo).length > 0) continue;
    const expected = printedValues(o);
    if (expected === null || o.characteristics === null) continue;
    const c = o.characteristics;
    const actual = { power: c.power, toughness: c.toughness, colors: [...c.colors].sort() };
    if (JSON.stringify(actual) === JSON.stringify(expected)) continue;
    const where = o.zone === 'battlefield' ? `${o.face} face up on the battlefield` : `in ${o.zone}`;
    return violation(
      `${when}: [${o.id}] ${where} must show its own printed power, toughness and colors, with its counters ` +
        '(708.8 after it is turned face up, 400.7 and 712.8a after it leaves, 202.2e and 204.2 for a color ' +
        'indicator, 208.3, 613.4c)',
      expected,
      actual,
    );
  }
  return null;
}

/**
 * What it judges most: an object whose printed values come back (a face-down permanent turned face up, a card that
 * changed zones); every face-up object it sees is judged too.
 */
const SUBJECT: Subject = {
  text: 'a face-down permanent turned face up, or a card that changed zones',
  by: ['turn-face-up', ...(subjects.ZONE_CHANGE.by ?? [])],
  step: (record, trace) =>
    subjects.TURNED_FACE_UP.step?.(record, trace) === true || subjects.ZONE_CHANGE.step?.(record, trace) === true,
};

export const property = defineProperty({
  id: '400/printed-characteristics-again',
  description:
    'A card turned face up, or gone from the battlefield to another zone, shows its own printed power, toughness ' +
    'and colors again (a color indicator is the colors it shows); a permanent shows its face-up face with counters.',
  rules: ['708.8', '400.7', '712.8a', '202.2', '202.2e', '204.2', '208.3', '613.4c'],
  mechanics: ['manifest', 'cloak', 'morph', 'transform'],
  core: [],
  subject: SUBJECT,
  reads: 'referee',
  games: games.faceDown({
    setup: {
      cards: { weights: { single: 4, 'nonmodal-dfc': 4, 'modal-dfc': 1 } },
      faceDownPercent: 50,
      backFacePercent: 50,
    },
    weights: { 'turn-face-up': 6, move: 5, manifest: 3, cloak: 3, transform: 3, 'put-onto-battlefield': 2, cast: 1 },
  }),
  checkInitial: (initial, trace) => check(initial.referee, trace, -1, 'after setup'),
  checkStep: (record, trace) => check(record.after.referee, trace, record.index, `after ${record.text}`),
});
