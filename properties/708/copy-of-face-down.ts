/**
 * 708.10, 707.2, 708.2: the copiable values of a face-down permanent are its face-down
 * values. A copy of it (a token copy, a permanent becoming a copy, a card entering as a
 * copy) is a face-up nameless 2/2 creature with no cost, colors, subtypes or abilities
 * but ward {2} by disguise or cloak: never the card underneath. A face-down permanent
 * that becomes a copy keeps looking face down; when it is later turned face up, it has
 * the values it copied.
 */
import {
  subjects,
  beforeAfter,
  type Characteristics,
  copiesMadeBy,
  defineProperty,
  effectsOn,
  faceDownValues,
  isFaceDownSpellOrPermanent,
  manaValueOfCost,
  objectById,
  type StepRecord,
  targetId,
  type Trace,
  violation,
  type Violation,
  withEffects,
  games,
  sameJson,
  sameCharacteristics,
} from '../harness/index.js';

/** The copied object's id, for a copying action. */
function copiedId(record: StepRecord): string | null {
  const a = record.action;
  if (a.kind === 'become-copy' || a.kind === 'create-token-copy') return a.of;
  if (a.kind === 'put-onto-battlefield') return a.asCopyOf ?? null;
  return null;
}

/** A copy of a face-down permanent looks like its face-down values, face up. */
function checkCopyOfFaceDown(record: StepRecord, trace: Trace): Violation | null {
  const of = copiedId(record);
  if (of === null || !record.result.ok) return null;
  const original = objectById(record.before.referee, of);
  if (original?.zone !== 'battlefield' || !isFaceDownSpellOrPermanent(original)) return null;
  for (const copy of copiesMadeBy(record)) {
    if (record.action.kind === 'become-copy' && copy.faceDown !== null) continue; // a face-down copier: second part
    if (copy.faceDown !== null)
      return violation(
        `${record.text}: the copy of a face-down permanent is face up (708.10, 707.2)`,
        null,
        copy.faceDown,
      );
    const expected = withEffects(
      faceDownValues(original.faceDown.by),
      effectsOn(trace, copy.id, record.index),
      copy.counters,
    );
    if (!sameCharacteristics(expected, copy.characteristics)) {
      return violation(
        `${record.text}: a copy of a face-down permanent takes its face-down values, never the hidden card ` +
          `(708.10, 707.2)`,
        expected,
        copy.characteristics,
      );
    }
  }
  return null;
}

/** The values the latest accepted become-copy on `id` (up to record `upTo`) copied, when the suite can tell them. */
function copiedValues(trace: Trace, id: string, upTo: number): Characteristics | 'unknown' | null {
  for (let i = upTo; i >= 0; i--) {
    const r = trace.records[i];
    if (!r?.result.ok || r.action.kind !== 'become-copy' || r.action.object !== id) continue;
    const of = objectById(r.before.referee, r.action.of);
    if (of?.zone !== 'battlefield' || of.characteristics === null) return 'unknown';
    if (isFaceDownSpellOrPermanent(of)) return faceDownValues(of.faceDown.by);
    // Only when nothing but counters changes its values from its copiable ones.
    if (effectsOn(trace, of.id, i).length > 0 || (of.counters['-1/-1'] ?? 0) > 0) return 'unknown';
    const c = of.characteristics;
    // Abilities the engine cannot say (model/view.ts): the copied values are not known.
    const abilities = c.abilities;
    if (abilities === null) return 'unknown';
    const plus = of.counters['+1/+1'] ?? 0;
    return {
      ...c,
      abilities,
      manaValue: manaValueOfCost(c.manaCost), // 202.3b, 202.3c: a copy's mana value comes from the copied cost
      power: c.power === null ? null : c.power - plus,
      toughness: c.toughness === null ? null : c.toughness - plus,
    };
  }
  return null;
}

/**
 * A face-down permanent that becomes a copy keeps its face-down looks, and shows the copied values once turned face up.
 */
function checkFaceDownCopier(record: StepRecord, trace: Trace): Violation | null {
  const a = record.action;
  const id = targetId(record);
  if (id === null || !record.result.ok) return null;
  const { before, after } = beforeAfter(record, id);
  if (!before || !after || before.zone !== 'battlefield' || !isFaceDownSpellOrPermanent(before)) return null;
  if (a.kind === 'become-copy') {
    if (
      !sameCharacteristics(before.characteristics, after.characteristics) ||
      !sameJson(before.faceDown, after.faceDown)
    ) {
      return violation(
        `${record.text}: a face-down permanent that becomes a copy still has its face-down characteristics (708.10)`,
        { faceDown: before.faceDown, characteristics: before.characteristics },
        { faceDown: after.faceDown, characteristics: after.characteristics },
      );
    }
    return null;
  }
  if (a.kind !== 'turn-face-up' || !record.result.events.some((e) => e.kind === 'turned-face-up' && e.object === id))
    return null;
  const copied = copiedValues(trace, id, record.index - 1);
  if (copied === null || copied === 'unknown') return null;
  const expected = withEffects(copied, effectsOn(trace, id, record.index), after.counters);
  if (!sameCharacteristics(expected, after.characteristics)) {
    return violation(
      `${record.text}: turned face up, it has the values it copied while face down (708.10)`,
      expected,
      after.characteristics,
    );
  }
  return null;
}

export const property = defineProperty({
  id: '708/copy-of-face-down',
  description:
    'A copy of a face-down permanent is a face-up nameless 2/2; a face-down permanent that becomes a copy looks ' +
    'face down until turned face up, then has the copied values.',
  rules: ['708.10', '707.2', '708.2', '707.3'],
  mechanics: ['copy', 'morph', 'manifest'],
  subject: subjects.COPY_OF_FACE_DOWN,
  core: ['copy', ['morph', 'manifest']],
  reads: 'referee',
  games: games.faceDown({
    weights: {
      'become-copy': 6,
      'create-token-copy': 4,
      'put-onto-battlefield': 2,
      'turn-face-up': 5,
      'apply-effect': 2,
      manifest: 2,
      cloak: 2,
      cast: 1,
      resolve: 1,
      transform: 0,
    },
  }),
  checkStep: (record, trace) => checkCopyOfFaceDown(record, trace) ?? checkFaceDownCopier(record, trace),
});
