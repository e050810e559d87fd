/**
 * Each property's precondition: the situations (generators/coverage.ts, plus a few plain ones
 * below) in which its rule is exercised at all. `npm run coverage:situations` measures how often a
 * property's own games reach them; under 20 of 100 runs is a defect to fix with targets or weights
 * (issue 12).
 */
import type { StepLike, Situation } from '../../generators/coverage.js';
import { allObjects } from '../../model/view-read.js';

/** Situations that need no history, for properties whose rule applies at almost every step. */
export const PLAIN = {
  'any-step': (s: StepLike) => s.result.ok,
  'zone-change': (s: StepLike) => {
    const after = new Set(allObjects(s.after.referee).map((o) => o.id));
    return s.result.ok && allObjects(s.before.referee).some((o) => !after.has(o.id) && (o.cards?.length ?? 0) > 0);
  },
  'face-down-present': (s: StepLike) => allObjects(s.after.referee).some((o) => o.faceDown !== null),
  'turn-face-up-attempt': (s: StepLike) =>
    s.action.kind === 'turn-face-up' &&
    s.before.referee.battlefield.some((o) => o.id === (s.action as { object: string }).object && o.faceDown !== null),
  'turn-face-down-of-face-down': (s: StepLike) =>
    s.action.kind === 'turn-face-down' &&
    s.before.referee.battlefield.some((o) => o.id === (s.action as { object: string }).object && o.faceDown !== null),
  'manifest-dread': (s: StepLike) => s.action.kind === 'manifest-dread' && s.result.ok,
  /** A turn begins while it is day or night, after an earlier turn: its check is made (731.2). */
  'turn-check-by-day-or-night': (s: StepLike) =>
    s.action.kind === 'begin-turn' && s.result.ok && s.before.referee.dayNight !== undefined,
  'dfc-put-onto-battlefield': (s: StepLike) =>
    s.result.ok &&
    (s.action.kind === 'put-onto-battlefield' || s.action.kind === 'resolve') &&
    s.after.referee.battlefield.some(
      (o) =>
        !s.before.referee.battlefield.some((b) => b.id === o.id) &&
        o.printed?.kind === 'card' &&
        o.printed.definition.layout !== 'single',
    ),
  'planeswalker-or-battle-enters': (s: StepLike) =>
    s.result.ok &&
    s.after.referee.battlefield.some(
      (o) =>
        !s.before.referee.battlefield.some((b) => b.id === o.id) &&
        (o.characteristics?.types ?? []).some((t) => t === 'Planeswalker' || t === 'Battle'),
    ),
  'ability-triggered': (s: StepLike) => s.result.ok && s.result.events.some((e) => e.kind === 'triggered'),
  'damage-to-a-permanent': (s: StepLike) =>
    s.result.ok &&
    s.action.kind === 'deal-damage' &&
    s.before.referee.battlefield.some((o) => o.id === (s.action as { object: string }).object),
  'damage-from-a-source': (s: StepLike) =>
    s.result.ok &&
    (s.action.kind === 'deal-damage-to-player' || (s.action.kind === 'deal-damage' && s.action.source !== undefined)),
  'phasing-with-attachments': (s: StepLike) =>
    s.result.ok &&
    (s.action.kind === 'phase-out' || s.action.kind === 'phase-in') &&
    s.before.referee.battlefield.some((o) => o.attachedTo === (s.action as { object: string }).object),
  /** An ability resolves whose source is no longer on the battlefield (400.7, 113.7a). */
  'ability-of-departed-source-resolves': (s: StepLike) => {
    const top = s.before.referee.stack.at(-1)?.printed;
    return (
      s.action.kind === 'resolve' &&
      s.result.ok &&
      top?.kind === 'ability' &&
      !s.before.referee.battlefield.some((o) => o.id === top.source)
    );
  },
  /** A face-down permanent turned face up, still on the battlefield (708.8). */
  'turned-face-up': (s: StepLike) =>
    s.result.ok &&
    s.before.referee.battlefield.some(
      (o) => o.faceDown !== null && s.after.referee.battlefield.some((a) => a.id === o.id && a.faceDown === null),
    ),
  /** An effect told to put an instant or sorcery card onto the battlefield (400.4a). */
  'instant-or-sorcery-put-onto-battlefield': (s: StepLike) => {
    const a = s.action;
    if (a.kind !== 'put-onto-battlefield' || a.transformed === true || a.asCopyOf !== undefined) return false;
    const o = allObjects(s.before.referee).find((x) => x.id === a.object && x.zone !== 'battlefield');
    const def = o?.printed?.kind === 'card' ? o.printed.definition : undefined;
    return def?.faces[0].types.some((t) => t === 'Instant' || t === 'Sorcery') === true;
  },
  /** A chapter ability triggered (714.2b): lore counters put on a Saga reached a chapter number. */
  'chapter-triggered': (s: StepLike) =>
    s.result.ok && s.result.events.some((e) => e.kind === 'triggered' && e.trigger === 'chapter'),
} as const;
export type Plain = keyof typeof PLAIN;

/** Property id -> the situations any of which exercises its rule. */
export const PRECONDITIONS: Readonly<Record<string, readonly (Situation | Plain)[]>> = {
  '120/damage-by-recipient': ['damage-to-a-permanent'],
  '120/damage-to-players-and-lifelink': ['damage-from-a-source'],
  '306/intrinsic-counters-on-entering': ['planeswalker-or-battle-enters'],
  '400/ability-ignores-returned-source': ['ability-of-departed-source-resolves'],
  '400/instant-or-sorcery-stays-off-the-battlefield': ['instant-or-sorcery-put-onto-battlefield'],
  '400/printed-characteristics-again': ['turned-face-up', 'zone-change'],
  '400/zone-change-new-object': ['zone-change'],
  '701/manifest-dread-moves-two': ['manifest-dread'],
  '701/manifested-instant-stays-face-down': ['manifested-instant-told-to-turn-face-up'],
  // Fixed games, one shuffle each.
  '701/shuffle-randomises': ['any-step'],
  '603/last-known-information': ['face-down-leaves-battlefield', 'face-changed-then-zone-change'],
  '603/triggered-abilities-reach-the-stack': ['ability-triggered'],
  '702/attachments-phase-with-their-permanent': ['phasing-with-attachments'],
  '702/daybound-follows-day-and-night': ['bound-permanent-follows-day-night'],
  '702/megamorph-counter': ['megamorph-turned-face-up'],
  '702/turn-face-up-routes': ['turn-face-up-attempt'],
  '704/no-state-based-action-pending': ['any-step'],
  '708/controller-may-look': ['face-down-present'],
  '708/copy-of-face-down': ['copy-of-face-down'],
  '708/distinguishable': ['face-down-present'],
  '708/face-down-cannot-be-turned-face-down': ['turn-face-down-of-face-down'],
  '708/face-down-characteristics': ['face-down-present'],
  '708/face-down-no-name': ['face-down-present'],
  '708/no-hidden-ability-triggers': ['face-down-with-hidden-trigger-changes'],
  '708/no-hidden-information-leak': ['face-down-present'],
  '708/reveal-on-leaving': ['face-down-leaves-battlefield', 'face-down-spell-countered'],
  '708/turn-face-up-same-object': ['turn-face-up-attempt'],
  '712/characteristics-by-zone': ['dfc-transforms', 'face-changed-then-zone-change', 'enters-transformed'],
  '712/copy-takes-face-up': ['copy-of-back-face', 'copy-of-melded', 'token-copy-of-dfc'],
  '712/dfc-cannot-be-turned-face-down': ['dfc-told-to-turn-face-down'],
  '712/enters-front-face-up': ['dfc-put-onto-battlefield', 'enters-transformed'],
  '712/face-down-never-transforms': ['face-down-dfc-told-to-transform'],
  '712/mana-value-by-face': ['dfc-transforms', 'copy-of-back-face', 'copy-of-melded', 'meld'],
  '712/no-transform-into-instant-or-sorcery': ['transform-into-instant-attempt'],
  '712/only-double-faced-transform': ['non-dfc-told-to-transform'],
  '712/transform-keeps-identity': ['dfc-transforms'],
  '714/saga-chapters-and-final-chapter': ['chapter-triggered'],
  '731/begin-turn-counts-the-previous-active-players-spells': ['turn-check-by-day-or-night'],
  '731/day-night-changes-by-the-rules': ['day-night-changes'],
  'differential/views-match-reference': ['any-step'],
  // Fixed probes, not generated games: each probe's last step is the action judged.
  'general/actions-by-edition': ['any-step'],
  'general/conservation': ['zone-change'],
  'general/determinism': ['any-step'],
  'general/illegal-actions-leave-state-unchanged': ['illegal-action'],
};
