/**
 * 701.40g, 701.58g: a manifested or cloaked permanent that is an instant or sorcery card
 * is revealed to all players instead of turning face up; it stays face down, the same
 * object with the same way, and "when turned face up" abilities do not trigger.
 */
import {
  subjects,
  activePlayers,
  beforeAfter,
  defineProperty,
  frontFace,
  isManifestLike,
  targetId,
  violation,
  games,
} from '../harness/index.js';

export const property = defineProperty({
  id: '701/manifested-instant-stays-face-down',
  description:
    'A manifested or cloaked instant or sorcery told to turn face up is revealed to all and stays face down, ' +
    'with no turned-face-up trigger.',
  rules: ['701.40g', '701.58g'],
  mechanics: ['manifest', 'cloak'],
  subject: subjects.MANIFESTED_SPELL_TOLD_TO_TURN_FACE_UP,
  core: [['manifest', 'cloak']],
  // The reveal of 701.40g is seen only in a `revealed` event.
  events: ['revealed'],
  reads: 'referee',
  games: games.turningFaceUp({
    setup: {
      cards: { weights: { single: 4, 'nonmodal-dfc': 1, 'modal-dfc': 2, meld: 0, 'legendary-pair': 0 } },
      faceDownPercent: 90,
      minLibrary: 3,
    },
    weights: { manifest: 3, cloak: 3, 'manifest-dread': 2, cast: 0, transform: 0 },
  }),
  checkStep(record) {
    if (record.action.kind !== 'turn-face-up' || !record.result.ok) return null;
    const id = targetId(record);
    if (id === null) return null;
    const { before, after } = beforeAfter(record, id);
    if (
      before?.zone !== 'battlefield' ||
      before.faceDown === null ||
      before.faceDown.by === 'exile' ||
      !isManifestLike(before.faceDown.by)
    )
      return null;
    const front = frontFace(before);
    if (front === null || !(front.types.includes('Instant') || front.types.includes('Sorcery'))) return null;
    if (after?.zone !== 'battlefield' || !after.faceDown || after.faceDown.by !== before.faceDown.by) {
      return violation(
        `${record.text}: a manifested ${front.types.join(' ')} card stays face down (701.40g)`,
        { zone: 'battlefield', faceDown: before.faceDown },
        after ? { zone: after.zone, faceDown: after.faceDown } : 'absent',
      );
    }
    const events = record.result.events;
    const wrong = events.filter(
      (e) =>
        (e.kind === 'turned-face-up' && e.object === id) ||
        (e.kind === 'triggered' && e.source === id && e.trigger === 'turned-face-up'),
    );
    if (wrong.length > 0)
      return violation(`${record.text}: it was not turned face up, so nothing triggers on it (701.40g)`, [], wrong);
    const everyone = activePlayers(record.before.referee);
    const shown = events.some(
      (e) => e.kind === 'revealed' && e.object === id && everyone.every((p) => e.to.includes(p)),
    );
    if (!shown)
      return violation(
        `${record.text}: its controller must reveal it to all players (701.40g)`,
        { kind: 'revealed', object: id, to: everyone },
        events,
      );
    return null;
  },
});
