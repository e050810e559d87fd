/**
 * Sagas (714) after every accepted action, as any engine must keep them:
 * - a Saga entering the battlefield face up has a lore counter (714.3a);
 * - as a player's precombat main phase begins, each Saga they control with chapter abilities gets
 *   one lore counter and nothing else gets any (714.3c): a face-down Saga card or a Saga's back
 *   face has no chapter abilities (708.2a);
 * - when lore counters put on a Saga take the count from b to a, each chapter number N with
 *   b < N <= a among its chapter abilities triggers once and is on the stack when a player would
 *   receive priority (714.2b, 714.2c, 603.3), and no other chapter ability of it does;
 * - no Saga with chapter abilities has lore counters at or past its final chapter number (714.2d)
 *   unless a chapter ability of it is on the stack: it was sacrificed (704.5s, 714.4); and one that
 *   is such a source is not sacrificed while that ability waits (704.5s's exception).
 * A phased-out permanent is treated as though it does not exist (702.26b).
 */
import {
  subjects,
  defineProperty,
  games,
  type GameView,
  type ObjectView,
  type StepRecord,
  violation,
} from '../harness/index.js';

/** The chapter numbers of `o`'s chapter abilities, each once per ability that has it (714.2c). */
function chapterNumbers(o: ObjectView): readonly number[] {
  return (o.characteristics?.abilities ?? []).flatMap((a) =>
    a.kind === 'triggered' && a.trigger.kind === 'chapter' ? a.trigger.chapters : [],
  );
}

const isSaga = (o: ObjectView): boolean => o.characteristics?.subtypes.includes('Saga') === true;
/** A Saga whose chapter abilities the engine cannot say (model/view.ts): its chapters are not judged. */
const unknownChapters = (o: ObjectView): boolean => isSaga(o) && o.characteristics?.abilities === null;
const lore = (o: ObjectView): number => o.counters.lore ?? 0;

/** Chapter abilities of `source` on the stack of `view`, by stack id. */
function chaptersOnStack(view: GameView, source: string): readonly string[] {
  return view.stack
    .filter((s) => s.printed?.kind === 'ability' && s.printed.source === source && s.printed.trigger === 'chapter')
    .map((s) => s.id);
}

/** 704.5s, 714.4: a Saga at or past its final chapter with no chapter ability of it on the stack. */
function unsacrificed(view: GameView): ObjectView | undefined {
  return view.battlefield.find((o) => {
    const numbers = chapterNumbers(o);
    if (o.phasedOut || !isSaga(o) || unknownChapters(o) || numbers.length === 0) return false;
    return lore(o) >= Math.max(...numbers) && chaptersOnStack(view, o.id).length === 0;
  });
}

/** 714.2b: the chapter abilities of `o` that should have triggered as its lore went from `from` to its count now. */
function expectedTriggers(o: ObjectView, from: number): number {
  return chapterNumbers(o).filter((n) => from < n && n <= lore(o)).length;
}

/** The first Saga whose chapter triggers (714.2b) or lore counter on entering (714.3a) are wrong, as a message. */
function chapterProblem(record: StepRecord): string | null {
  const before = record.before.referee;
  const after = record.after.referee;
  for (const o of after.battlefield) {
    if (o.phasedOut || !isSaga(o) || unknownChapters(o)) continue;
    const old = before.battlefield.find((x) => x.id === o.id);
    // 714.3a: a new Saga permanent entered, and entered with a lore counter (face down it is no Saga, 708.2a).
    if (old === undefined && lore(o) < 1)
      return `${o.id} entered the battlefield as a Saga without a lore counter (714.3a)`;
    if (old !== undefined && (old.phasedOut || chapterNumbers(old).length === 0)) continue;
    const from = old === undefined ? 0 : lore(old);
    if (lore(o) <= from) continue;
    const put = chaptersOnStack(after, o.id).filter((id) => !before.stack.some((s) => s.id === id)).length;
    const expected = expectedTriggers(o, from);
    if (put !== expected)
      return (
        `lore counters on ${o.id} went from ${from} to ${lore(o)} (chapters ${chapterNumbers(o).join(', ')}): ` +
        `${expected} chapter abilities should have triggered and gone on the stack (714.2b), found ${put}`
      );
  }
  return null;
}

/**
 * 704.5s's exception: lore counters alone (`add-counters`, `begin-main-phase`) remove nothing, so a
 * Saga that was on the battlefield and is the source of a chapter ability on the stack after such
 * a step must still be there; gone, it was sacrificed while its chapter ability waited.
 */
function exceptionProblem(record: StepRecord): string | null {
  if (record.action.kind !== 'add-counters' && record.action.kind !== 'begin-main-phase') return null;
  const after = record.after.referee;
  for (const old of record.before.referee.battlefield) {
    if (!isSaga(old) || after.battlefield.some((o) => o.id === old.id)) continue;
    if (chaptersOnStack(after, old.id).length > 0)
      return (
        `Saga ${old.id} left the battlefield while a chapter ability of it is on the stack; it is not sacrificed ` +
        'until that ability has left the stack (704.5s)'
      );
  }
  return null;
}

/** 714.3c: after `begin-main-phase`, the lore counters that changed, wrongly, as a message. */
function mainPhaseProblem(record: StepRecord): string | null {
  if (record.action.kind !== 'begin-main-phase') return null;
  const player = record.action.player;
  for (const old of record.before.referee.battlefield) {
    const now = record.after.referee.battlefield.find((x) => x.id === old.id);
    if (now === undefined || unknownChapters(old)) continue; // sacrificed (704.5s) or otherwise gone; or unknown
    const gets = !old.phasedOut && old.controller === player && isSaga(old) && chapterNumbers(old).length > 0;
    const expected = lore(old) + (gets ? 1 : 0);
    if (lore(now) !== expected)
      return (
        `as ${player}'s precombat main phase began, ${old.id} went from ${lore(old)} to ${lore(now)} lore ` +
        `counters, expected ${expected} (714.3c: one on each Saga they control with chapter abilities, none elsewhere)`
      );
  }
  return null;
}

export const property = defineProperty({
  id: '714/saga-chapters-and-final-chapter',
  description:
    "A Saga enters with a lore counter and gets one as its controller's main phase begins; each chapter whose " +
    'number the lore count reaches triggers once; a Saga at its final chapter is sacrificed unless a chapter ' +
    'ability of it is still on the stack.',
  rules: ['714.2', '714.2b', '714.2c', '714.2d', '714.3a', '714.3c', '714.4', '704.5s', '603.3'],
  mechanics: ['saga', 'triggered-abilities', 'stack', 'state-based-actions', 'turns'],
  subject: subjects.SAGA,
  reads: 'referee',
  games: games.mixed({
    setup: {
      cards: { weights: { saga: 24, single: 2, 'nonmodal-dfc': 2, 'modal-dfc': 1, meld: 0, 'legendary-pair': 0 } },
      minBattlefield: 1,
      maxBattlefield: 3,
      maxPlayers: 2,
      stackPercent: 0,
      faceDownPercent: 15,
    },
    // Few aimed runs of other steps: a Saga needs several lore counters and resolutions in a row.
    steps: { motifPercent: 10, swarmPercent: 20 },
    weights: {
      'begin-main-phase': 8,
      'add-lore-counters': 5,
      resolve: 8,
      cast: 3,
      'put-onto-battlefield': 3,
      'create-token-copy': 2,
      'become-copy': 2,
      transform: 3,
      'begin-turn': 1,
    },
  }),
  checkStep(record: StepRecord) {
    if (!record.result.ok || record.after.referee.gameOver) return null;
    const main = mainPhaseProblem(record);
    if (main !== null) return violation(`${record.text}: ${main}`, 'one lore counter on each such Saga', main);
    const chapters = chapterProblem(record);
    if (chapters !== null) return violation(`${record.text}: ${chapters}`, 'each crossed chapter once', chapters);
    const early = exceptionProblem(record);
    if (early !== null) return violation(`${record.text}: ${early}`, 'still on the battlefield', early);
    const saga = unsacrificed(record.after.referee);
    if (saga !== undefined)
      return violation(
        `${record.text}: Saga ${saga.id} has ${lore(saga)} lore counters, at or past its final chapter, and no ` +
          'chapter ability of it is on the stack, yet it was not sacrificed (704.5s, 714.4)',
        'sacrificed',
        { object: saga.id, counters: saga.counters },
      );
    return null;
  },
});
