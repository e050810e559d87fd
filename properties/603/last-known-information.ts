/**
 * 603.10a, 603.6c, 608.2h, 708.2a, 708.10: what looks back at a permanent that has left the battlefield sees it as it
 * last existed there. Its leaves-the-battlefield abilities are the ones it had then (603.10a): a face-down permanent
 * has none of its hidden card's (708.2a), though it is revealed as it leaves (708.9), and a transformed one has its
 * back face's. A token copy made of it by its old id copies it as it last was (608.2h): a face-down one as the
 * nameless face-down 2/2 (708.10), a transformed one as its back face; its counters are not copied (707.2).
 *
 * Judged only where the views say for certain what the permanent last was: it left in a step that changed nothing of
 * its characteristics first (no transform, turn face up or down, copy effect, other effect or meld of it in that
 * step), its view just before that step is then how it last existed. Steps in which a player leaves or the game
 * ends put no ability on the stack (800.4a) and are not judged for triggers.
 */
import {
  subjects,
  allObjects,
  type Characteristics,
  defineProperty,
  effectsOn,
  faceDownValues,
  type GameEvent,
  games,
  isFaceDownSpellOrPermanent,
  newObjects,
  objectById,
  type ObjectView,
  reportsTransform,
  type StepRecord,
  type Trace,
  violation,
  type Violation,
  sameJson,
  comparablePair,
  type ViewCharacteristics,
  shownAbilities,
} from '../harness/index.js';

/** Events that change an object's characteristics during a step (so its view before the step is not its last). */
function changes(e: GameEvent, id: string): boolean {
  switch (e.kind) {
    case 'transformed':
    case 'converted':
    case 'turned-face-up':
    case 'turned-face-down':
    case 'became-copy':
    case 'effect-applied':
      return e.object === id;
    case 'melded':
      return e.from.includes(id) || e.into === id;
    default:
      return false;
  }
}

/**
 * The permanent `id` as it last existed on the battlefield, when the step `left` took it away without changing it
 * first; null otherwise.
 */
export function lastExisted(left: StepRecord, id: string): ObjectView | null {
  const was = objectById(left.before.referee, id);
  if (was?.zone !== 'battlefield' || was.phasedOut || !left.result.ok || left.action.kind === 'meld') return null;
  if (objectById(left.after.referee, id)) return null;
  return left.result.events.some((e) => changes(e, id)) ? null : was;
}

/** How many leaves abilities it had; null when the engine cannot say its abilities (model/view.ts). */
const leavesAbilities = (o: ObjectView): number | null =>
  shownAbilities(o)?.filter((a) => a.kind === 'triggered' && a.trigger.kind === 'leaves').length ?? null;

/** 603.10a, 603.6c, 708.2a: each permanent that left has on the stack its leaves abilities as it last was. */
function checkLeavesAbilities(record: StepRecord): Violation | null {
  const a = record.action;
  if (!record.result.ok || a.kind === 'player-leaves' || a.kind === 'end-game') return null;
  if (record.after.referee.gameOver || record.after.referee.players.some((p) => p.left)) return null;
  const before = new Set(record.before.referee.stack.map((o) => o.id));
  const put = record.after.referee.stack.flatMap((o) =>
    !before.has(o.id) && o.printed?.kind === 'ability' && o.printed.trigger === 'leaves' ? [o.printed.source] : [],
  );
  for (const p of record.before.referee.battlefield) {
    const last = lastExisted(record, p.id);
    if (last === null) continue;
    const want = leavesAbilities(last);
    if (want === null) continue;
    const got = put.filter((s) => s === p.id).length;
    if (want === got) continue;
    const as = isFaceDownSpellOrPermanent(last)
      ? 'face down, with none of its hidden card\u2019s abilities (708.2a), though revealed as it left (708.9)'
      : last.face === 'back'
        ? 'back face up, with its back face\u2019s abilities'
        : 'it was';
    return violation(
      `${record.text}: [${p.id}] left the battlefield with ${want} leaves-the-battlefield ` +
        `abilit${want === 1 ? 'y' : 'ies'} as it last existed there (${as}), but ${got} of them went on the stack ` +
        '(603.10a, 603.6c)',
      { leavesAbilities: want, characteristics: last.characteristics },
      { onTheStack: got },
    );
  }
  return null;
}

/** What a copy of the permanent as it last existed takes (707.2, 708.10), or null when the views cannot say. */
function copiableValues(trace: Trace, last: ObjectView, leftAt: number): Characteristics | null {
  if (isFaceDownSpellOrPermanent(last)) return faceDownValues(last.faceDown.by);
  const c = last.characteristics;
  // Only when nothing but counters made its values differ from its copiable ones, and its abilities are known.
  if (c === null || c.abilities === null || effectsOn(trace, last.id, leftAt).length > 0) return null;
  const abilities = c.abilities;
  const net = (last.counters['+1/+1'] ?? 0) - (last.counters['-1/-1'] ?? 0);
  return {
    ...c,
    abilities,
    power: c.power === null ? null : c.power - net,
    toughness: c.toughness === null ? null : c.toughness - net,
  };
}

/**
 * Characteristics to compare, expected and shown: a face-up copy's mana value is left out (202.3b for a double-faced
 * token's back), and abilities when the engine cannot say them (model/view.ts).
 */
function sameShown(expected: Characteristics, shown: ViewCharacteristics | null, faceDown: boolean): boolean {
  const [e, s] = comparablePair(expected, shown);
  if (s === null || faceDown) return sameJson(e, s);
  return sameJson({ ...(e as object), manaValue: 'not compared' }, { ...(s as object), manaValue: 'not compared' });
}

/**
 * For a token copy made of a permanent by its old id after it left the battlefield: the step it left in and how it
 * last existed there, when the views say so for certain (lastExisted); else null.
 */
export function copiedAfterLeaving(
  record: StepRecord,
  trace: Trace,
): { readonly left: StepRecord; readonly last: ObjectView } | null {
  const a = record.action;
  if (a.kind !== 'create-token-copy' || !record.result.ok) return null;
  if (allObjects(record.before.referee).some((o) => o.id === a.of)) return null;
  const left = trace.records.find(
    (r) => r.index < record.index && objectById(r.before.referee, a.of) && !objectById(r.after.referee, a.of),
  );
  const last = left ? lastExisted(left, a.of) : null;
  return left && last ? { left, last } : null;
}

/** 608.2h, 708.10: a token copy of a permanent that has left copies it as it last existed on the battlefield. */
function checkTokenCopy(record: StepRecord, trace: Trace): Violation | null {
  const a = record.action;
  const found = copiedAfterLeaving(record, trace);
  if (a.kind !== 'create-token-copy' || found === null) return null;
  const { left, last } = found;
  const values = copiableValues(trace, last, left.index);
  if (values === null) return null;
  const faceDown = isFaceDownSpellOrPermanent(last);
  for (const token of newObjects(record).filter((o) => o.zone === 'battlefield' && o.token)) {
    // A daybound copy entering at night transforms at once (702.145c): it no longer shows what it copied.
    if (token.faceDown !== null || reportsTransform(record, token.id)) continue;
    const net = (token.counters['+1/+1'] ?? 0) - (token.counters['-1/-1'] ?? 0);
    const expected: Characteristics = {
      ...values,
      power: values.power === null ? null : values.power + net,
      toughness: values.toughness === null ? null : values.toughness + net,
    };
    if (sameShown(expected, token.characteristics, faceDown)) continue;
    return violation(
      `${record.text}: [${a.of}] left the battlefield ` +
        `${faceDown ? 'face down' : last.face === 'back' ? 'back face up' : ''} in "${left.text}"; ` +
        'a token copy of it copies it as it last existed there (608.2h' +
        `${faceDown ? ', 708.10: the face-down 2/2, never the card revealed as it left' : ', 707.2'})`,
      expected,
      token.characteristics,
    );
  }
  return null;
}

export const property = defineProperty({
  id: '603/last-known-information',
  description:
    'What looks back at a permanent that left the battlefield (its leaves abilities, a token copy of it) sees it as ' +
    'it last existed there: face down as a nameless 2/2 with no abilities, transformed as its back face.',
  rules: ['603.10a', '603.6c', '608.2h', '708.2a', '708.10'],
  mechanics: ['triggered-abilities', 'copy', 'transform', 'morph', 'manifest', 'cloak'],
  subject: subjects.LEFT_BATTLEFIELD,
  core: [['triggered-abilities', 'copy']],
  // Whether the permanent changed before it left is told by the step's events (changes, above).
  events: ['transformed', 'converted', 'turned-face-up', 'turned-face-down', 'became-copy', 'effect-applied', 'melded'],
  reads: 'referee',
  games: games.dfcHeavy({
    setup: { faceDownPercent: 40, minBattlefield: 2 },
    weights: { move: 4, transform: 3, 'create-token-copy': 2, 'deal-damage': 2 },
    steps: { motifs: { 'leave-then-look-back': 30 } },
  }),
  checkStep: (record, trace) => checkLeavesAbilities(record) ?? checkTokenCopy(record, trace),
});
