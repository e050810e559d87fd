/**
 * 708.3, 708.8, 708.2a, 603.10a: no ability of the card hidden under a face-down permanent ever
 * triggers. A permanent put onto the battlefield face down is turned face down before it
 * enters, so its enters abilities do not trigger (708.3); turning it face up is not entering,
 * so they do not trigger then either (708.8); while it is face down it has no abilities but
 * those effects give it (708.2a), so nothing of the hidden card triggers, and a face-down
 * permanent leaving the battlefield looks back at itself as it was, face down (603.10a).
 * A trigger is seen in the step's `triggered` events and as a triggered ability newly on the
 * stack (603.3).
 */
import type { GameEvent, ObjectView, StepRecord, Violation } from '../harness/index.js';
import { defineProperty, games, objectById, shownAbilities, subjects, violation } from '../harness/index.js';

interface SeenTrigger {
  readonly source: string;
  readonly trigger: string;
  readonly how: string;
}

/** The triggers a step shows: its `triggered` events and the triggered abilities new on the stack (603.2, 603.3). */
function triggersOf(record: StepRecord, events: readonly GameEvent[]): readonly SeenTrigger[] {
  const seen: SeenTrigger[] = events.flatMap((e) =>
    e.kind === 'triggered' ? [{ source: e.source, trigger: e.trigger, how: 'a triggered event' }] : [],
  );
  const before = new Set(record.before.referee.stack.map((o) => o.id));
  for (const o of record.after.referee.stack) {
    if (before.has(o.id) || o.printed?.kind !== 'ability' || o.printed.trigger === undefined) continue;
    seen.push({ source: o.printed.source, trigger: o.printed.trigger, how: `ability [${o.id}] on the stack` });
  }
  return seen;
}

/** Whether a face-down permanent's own characteristics (708.2a plus effects) have this trigger. */
const shows = (o: ObjectView | undefined, trigger: string): boolean => {
  const abilities = shownAbilities(o);
  // Abilities the engine cannot say (model/view.ts): it may have it, so nothing is judged.
  return abilities === null || abilities.some((a) => a.kind === 'triggered' && a.trigger.kind === trigger);
};

function check(record: StepRecord): Violation | null {
  if (!record.result.ok) return null;
  const events = record.result.events;
  const turnedUp = new Set(events.flatMap((e) => (e.kind === 'turned-face-up' ? [e.object] : [])));
  const enteredFaceDown = new Set(
    events.flatMap((e) => (e.kind === 'entered' && e.faceDown !== null ? [e.object] : [])),
  );
  const faceDownBefore = new Set(record.before.referee.battlefield.filter((o) => o.faceDown !== null).map((o) => o.id));
  for (const t of triggersOf(record, events)) {
    const after = objectById(record.after.referee, t.source);
    const before = objectById(record.before.referee, t.source);
    if (turnedUp.has(t.source) && t.trigger === 'enters')
      return violation(
        `${record.text}: [${t.source}] was turned face up and its enters ability triggered (${t.how}); turning ` +
          'face up is not entering (708.8)',
        'no enters trigger',
        t,
      );
    if (enteredFaceDown.has(t.source) && !shows(after, t.trigger))
      return violation(
        `${record.text}: [${t.source}] entered face down and a "${t.trigger}" ability of its hidden card ` +
          `triggered (${t.how}); it was face down before it entered (708.3)`,
        'no trigger',
        t,
      );
    if (faceDownBefore.has(t.source) && !turnedUp.has(t.source) && !shows(before, t.trigger))
      return violation(
        `${record.text}: face-down [${t.source}] has no "${t.trigger}" ability (708.2a), yet one triggered ` +
          `(${t.how}); the hidden card's abilities never trigger${after ? '' : ', nor when it leaves (603.10a)'}`,
        'no trigger',
        t,
      );
  }
  return null;
}

export const property = defineProperty({
  id: '708/no-hidden-ability-triggers',
  description:
    "No ability of a face-down permanent's hidden card triggers: not on entering face down, not on turning face " +
    'up, not while face down, not on leaving the battlefield.',
  rules: ['708.3', '708.8', '708.2a', '603.10a', '603.6a'],
  mechanics: ['morph', 'manifest', 'triggered-abilities'],
  subject: subjects.FACE_DOWN_TRIGGER_CHANGE,
  core: [['morph', 'manifest'], 'triggered-abilities'],
  // Which permanents were turned face up or entered face down during the step: its events say so.
  events: ['turned-face-up', 'entered'],
  reads: 'referee',
  games: games.faceDown({
    weights: {
      manifest: 3,
      cloak: 2,
      cast: 3,
      resolve: 4,
      'put-onto-battlefield': 3,
      'turn-face-up': 4,
      'turn-face-down': 2,
      transform: 2,
      move: 2,
      'apply-effect': 1,
    },
  }),
  checkStep: check,
});
