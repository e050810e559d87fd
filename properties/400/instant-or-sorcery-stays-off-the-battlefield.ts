/**
 * 400.4a: an instant or sorcery card can never be on the battlefield; an effect that would put one there does
 * nothing and the card stays where it is, the same object (it did not change zones, 400.7). Judged on every
 * `put-onto-battlefield` of a card whose face that would enter (its front face: not transformed, not as a copy, not
 * face down) is an instant or sorcery face: a single-faced instant or sorcery, a split card (709.4c), a modal
 * double-faced card with an instant or sorcery front (712.14b says the same for it). Core: any engine plays it.
 */
import {
  type Subject,
  cardDefinition,
  defineProperty,
  games,
  isSpellFace,
  objectById,
  type StepRecord,
  violation,
  type Violation,
} from '../harness/index.js';

function check(record: StepRecord): Violation | null {
  const a = record.action;
  if (a.kind !== 'put-onto-battlefield' || a.transformed === true || a.asCopyOf !== undefined) return null;
  if (a.faceDown === true) return null;
  const before = objectById(record.before.referee, a.object);
  if (before === undefined || before.zone === 'battlefield' || before.zone === 'stack') return null;
  const face = cardDefinition(before)?.faces[0];
  if (face === undefined || !isSpellFace(face)) return null;
  const after = objectById(record.after.referee, a.object);
  const card = before.cards?.[0];
  const entered = record.after.referee.battlefield.find((o) => card !== undefined && o.cards?.includes(card));
  if (after?.zone === before.zone && entered === undefined) return null;
  return violation(
    `${record.text}: ${face.types.join(' ')} card [${a.object}] must stay in ${before.zone} as the same object; an ` +
      'instant or sorcery card is never put onto the battlefield (400.4a)',
    { zone: before.zone, id: a.object },
    entered === undefined
      ? { zone: after?.zone ?? 'gone', id: after?.id ?? null }
      : { zone: 'battlefield', id: entered.id },
  );
}

/** What it judges: an instant or sorcery card, outside the battlefield and the stack, told onto the battlefield. */
const SUBJECT: Subject = {
  text: 'an instant or sorcery card told onto the battlefield',
  by: ['put-onto-battlefield'],
  step: (record) => {
    const a = record.action;
    if (a.kind !== 'put-onto-battlefield' || a.transformed === true || a.asCopyOf !== undefined) return false;
    const before = a.faceDown === true ? undefined : objectById(record.before.referee, a.object);
    if (before === undefined || before.zone === 'battlefield' || before.zone === 'stack') return false;
    const face = cardDefinition(before)?.faces[0];
    return face !== undefined && isSpellFace(face);
  },
};

export const property = defineProperty({
  id: '400/instant-or-sorcery-stays-off-the-battlefield',
  description:
    'An instant or sorcery card an effect would put onto the battlefield stays where it is, the same object.',
  rules: ['400.4a', '400.7', '709.4c', '712.14b'],
  mechanics: ['modal-dfc', 'split-cards'],
  core: [],
  subject: SUBJECT,
  reads: 'referee',
  games: games.mixed({
    // Cards in hands and graveyards, many of them instants and sorceries (single cards of any role, modal DFCs with
    // a spell front, split cards), and effects putting them onto the battlefield.
    setup: { cards: { weights: { single: 6, 'nonmodal-dfc': 1, 'modal-dfc': 3, split: 2 } }, maxHand: 4 },
    weights: { 'put-onto-battlefield': 16, move: 3, draw: 2 },
  }),
  checkStep: check,
});
