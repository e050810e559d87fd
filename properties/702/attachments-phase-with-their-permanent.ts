/**
 * 702.26g, 702.26i: when a permanent phases out, the Auras, Equipment and Fortifications attached to it
 * phase out with it ("indirectly"); such an attachment does not phase in by itself, and it phases in
 * when that permanent phases in, still attached to it. A phased-out permanent is treated as though it
 * does not exist (702.26b), so what was attached to it must not be left phased in on its own.
 */
import {
  subjects,
  defineProperty,
  games,
  type ObjectView,
  type StepRecord,
  type Trace,
  violation,
} from '../harness/index.js';

const isAttachment = (o: ObjectView): boolean =>
  o.characteristics?.subtypes.some((t) => t === 'Aura' || t === 'Equipment' || t === 'Fortification') ?? false;

/** Phased-in Auras, Equipment and Fortifications attached to `host` in the step's view before it. */
function attachedBefore(record: StepRecord, host: string): readonly ObjectView[] {
  return record.before.referee.battlefield.filter((o) => o.attachedTo === host && !o.phasedOut && isAttachment(o));
}

const phasedIn = (r: StepRecord, id: string, when: 'before' | 'after'): boolean =>
  r[when].referee.battlefield.find((o) => o.id === id)?.phasedOut === false;
const phasedOut = (r: StepRecord, id: string, when: 'before' | 'after'): boolean =>
  r[when].referee.battlefield.find((o) => o.id === id)?.phasedOut === true;

/** The attachments that phased out with `host` the last time it phased out before record `upTo`. */
function phasedOutWith(trace: Trace, upTo: number, host: string): readonly string[] {
  for (let i = upTo - 1; i >= 0; i--) {
    const r = trace.records[i];
    if (r?.action.kind !== 'phase-out' || r.action.object !== host || !r.result.ok) continue;
    if (!phasedIn(r, host, 'before') || !phasedOut(r, host, 'after')) continue;
    return attachedBefore(r, host)
      .map((o) => o.id)
      .filter((id) => phasedOut(r, id, 'after'));
  }
  return [];
}

export const property = defineProperty({
  id: '702/attachments-phase-with-their-permanent',
  description:
    'Auras, Equipment and Fortifications attached to a permanent phase out with it, do not phase in by ' +
    'themselves, and phase in with it, still attached.',
  rules: ['702.26g', '702.26i', '702.26b'],
  mechanics: ['phasing'],
  subject: subjects.PHASING_WITH_ATTACHMENTS,
  reads: 'referee',
  games: games.mixed({
    // Few permanents and several attachments, so a phase-out often names a permanent something is attached to.
    setup: { minBattlefield: 1, maxBattlefield: 2, maxAttachments: 3 },
    weights: { 'phase-out': 8, 'phase-in': 6, attach: 3, transform: 1 },
  }),
  checkStep(record, trace) {
    const a = record.action;
    if (!record.result.ok || (a.kind !== 'phase-out' && a.kind !== 'phase-in')) return null;
    const index = record.index;
    if (a.kind === 'phase-out') {
      if (!phasedIn(record, a.object, 'before') || !phasedOut(record, a.object, 'after')) return null;
      const left = attachedBefore(record, a.object).find((o) => phasedIn(record, o.id, 'after'));
      return left
        ? violation(
            `${record.text}: ${left.id}, attached to it, stayed phased in; it phases out with it (702.26g)`,
            'phased out',
            'phased in',
          )
        : null;
    }
    // An attachment that phased out with a permanent still phased out does not phase in by itself (702.26g).
    const self = record.before.referee.battlefield.find((o) => o.id === a.object);
    const host = self?.attachedTo ?? null;
    if (self?.phasedOut && host !== null && phasedOut(record, host, 'before')) {
      if (phasedOutWith(trace, index, host).includes(a.object) && phasedIn(record, a.object, 'after'))
        return violation(
          `${record.text}: it phased out with ${host}, which is still phased out, and phased in by itself (702.26g)`,
          'phased out',
          'phased in',
        );
    }
    if (!phasedOut(record, a.object, 'before') || !phasedIn(record, a.object, 'after')) return null;
    for (const id of phasedOutWith(trace, index, a.object)) {
      if (!phasedOut(record, id, 'before')) continue;
      // A state-based action may then act on it as on any attachment (702.26i: 704.5m, 704.5n).
      if (record.result.events.some((e) => e.kind === 'state-based-action' && e.object === id)) continue;
      const after = record.after.referee.battlefield.find((o) => o.id === id);
      if (after && (after.phasedOut || after.attachedTo !== a.object))
        return violation(
          `${record.text}: ${id} phased out with it and must phase in with it, still attached (702.26g, 702.26i)`,
          { phasedOut: false, attachedTo: a.object },
          { phasedOut: after.phasedOut, attachedTo: after.attachedTo },
        );
    }
    return null;
  },
});
