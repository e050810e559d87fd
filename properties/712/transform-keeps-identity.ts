/**
 * 712.18, 701.27a: transforming turns a permanent over without making a new object:
 * same id, controller, counters, attachments, damage and tapped status; the other
 * face comes up, so transforming twice brings the first face back. Under editions before
 * 2025-09-19 a modal DFC could not transform (701.27c then; spec `modal-dfc-transforms`): its face stays.
 * A daybound or nightbound permanent can't transform or convert except as day and night change
 * (702.145b, 702.145e, 701.28f): told to, its face stays.
 */
import {
  subjects,
  beforeAfter,
  DEFAULT_EDITION,
  defineProperty,
  definitionOf,
  dfcFaces,
  editionRules,
  isSpellFace,
  leftByStateBasedAction,
  otherSide,
  targetId,
  violation,
  games,
  sameJson,
} from '../harness/index.js';

export const property = defineProperty({
  id: '712/transform-keeps-identity',
  description: 'A transforming permanent stays the same object with the same status, showing its other face.',
  rules: ['712.18', '701.27a', '701.28a', '704.3', '702.145b', '702.145e', '701.28f'],
  mechanics: ['transform'],
  subject: subjects.TRANSFORM_ACCEPTED,
  // A transform the rules make do nothing is said so by a `no-effect` event naming 701.27c.
  events: ['no-effect'],
  reads: 'referee',
  games: games.dfcHeavy({
    setup: { cards: { weights: { meld: 0 } }, faceDownPercent: 10 },
    weights: {
      transform: 8,
      convert: 2,
      'add-counters': 2,
      'deal-damage': 2,
      tap: 2,
      attach: 2,
      'apply-effect': 1,
      cast: 0,
      manifest: 0,
      cloak: 0,
    },
  }),
  checkStep(record, trace) {
    const kind = record.action.kind;
    if ((kind !== 'transform' && kind !== 'convert') || !record.result.ok) return null;
    const id = targetId(record);
    if (id === null) return null;
    const { before, after } = beforeAfter(record, id);
    // 702.26b: a phased-out permanent is treated as though it does not exist; nothing happens to it.
    if (before?.zone !== 'battlefield' || before.phasedOut) return null;
    // 704.3: the face it turned to may meet a state-based action at once (a planeswalker face without loyalty,
    // toughness 0 or no more than its damage, a legendary name already there).
    if (!after && leftByStateBasedAction(record, before)) return null;
    if (after?.zone !== 'battlefield')
      return violation(
        `${record.text}: the permanent is no longer on the battlefield under id ${id} (712.18)`,
        { id, zone: 'battlefield' },
        after ? { id, zone: after.zone } : 'absent',
      );
    const keep = (o: typeof before) => ({
      controller: o.controller,
      counters: o.counters,
      // 704.5n, 704.5p: a state-based action may unattach it once it has turned over; it never attaches it elsewhere.
      attachedTo: after.attachedTo === null ? null : o.attachedTo,
      damage: o.damage,
      tapped: o.tapped,
      cards: o.cards,
    });
    if (!sameJson(keep(before), keep(after)))
      return violation(`${record.text}: status changed (712.18)`, keep(before), keep(after));
    const faces = dfcFaces(before);
    if (faces && before.faceDown === null && !before.melded) {
      const modalStays =
        definitionOf(before)?.layout === 'modal-dfc' &&
        !editionRules(trace.edition ?? DEFAULT_EDITION).modalDfcTransforms;
      // Abilities the engine cannot say (model/view.ts): whether it is bound is unknown, so its face is not judged.
      if (before.characteristics?.abilities === null) return null;
      const bound = (before.characteristics?.abilities ?? []).some(
        (a) => a.kind === 'daybound' || a.kind === 'nightbound',
      );
      const into = modalStays || bound ? before.face : otherSide(before.face);
      const intoFace = into === 'front' ? faces[0] : faces[1];
      if (!isSpellFace(intoFace) && after.face !== into) {
        const why = modalStays
          ? `under edition ${trace.edition} a modal double-faced card does not transform (701.27c)`
          : bound
            ? "a daybound or nightbound permanent can't transform except by day and night (702.145b, 702.145e)"
            : 'the other face should be up (701.27a)';
        return violation(`${record.text}: ${why}`, into, after.face);
      }
      // Then nothing happens (701.27c), and an engine says so with a no-effect event naming the clause
      // (docs/adapter.md).
      const otherFace = before.face === 'front' ? faces[1] : faces[0];
      const saysWhy = record.result.events.some((e) => e.kind === 'no-effect' && e.clause === '701.27c');
      if (kind === 'transform' && modalStays && !bound && !isSpellFace(otherFace) && !saysWhy)
        return violation(
          `${record.text}: under edition ${trace.edition} nothing happens to a modal double-faced card ` +
            'told to transform; ' +
            'report it with a no-effect event citing 701.27c',
          { kind: 'no-effect', clause: '701.27c' },
          record.result.events,
        );
    }
    // Transforming twice in a row with nothing else in between restores the first face and characteristics.
    const prev = trace.records[record.index - 1];
    if (
      prev &&
      (prev.action.kind === 'transform' || prev.action.kind === 'convert') &&
      prev.result.ok &&
      targetId(prev) === id
    ) {
      const first = beforeAfter(prev, id).before;
      if (first && first.faceDown === null && first.face !== before.face && after.face !== before.face) {
        if (first.face !== after.face || !sameJson(first.characteristics, after.characteristics)) {
          return violation(
            `${prev.text}, then ${record.text}: two transforms should bring the first face back`,
            { face: first.face, characteristics: first.characteristics },
            { face: after.face, characteristics: after.characteristics },
          );
        }
      }
    }
    return null;
  },
});
