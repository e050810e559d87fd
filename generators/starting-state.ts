/**
 * What a setup's permanent starts with and whether the game would act on it at once: a state where
 * a player would receive priority has no state-based action pending (704.3), so a setup, which is
 * such a state, has none either. The setup generator (setup-settle.ts) and the checker
 * (setup-legality.ts) share these questions.
 */
import type { Face } from '../model/characteristics.js';
import type { PermanentSetup } from '../model/setup.js';
import type { Shown } from './shown-face.js';

type Counters = Readonly<Record<string, number>>;

/**
 * The counters of one kind a permanent starts with: those the setup states, else those its
 * face gives it on entering (loyalty 306.5b, defense 310.4b), which stated ones replace.
 */
function startingCounters(counters: Counters, kind: 'loyalty' | 'defense', printed: number | null): number {
  return counters[kind] ?? (printed !== null && printed > 0 ? printed : 0);
}

/** 714.2d: a face's final chapter number, 0 without chapter abilities. */
function finalChapter(f: Face): number {
  return Math.max(
    0,
    ...f.abilities.flatMap((a) => (a.kind === 'triggered' && a.trigger.kind === 'chapter' ? a.trigger.chapters : [])),
  );
}

/**
 * A Saga face with chapter abilities starting at or past its final chapter (704.5s), with the lore
 * counters stated, else the one it entered with (714.3a).
 */
function sagaAtFinalChapter(f: Face, counters: Counters): boolean {
  const final = finalChapter(f);
  return f.subtypes.includes('Saga') && final > 0 && (counters.lore ?? 1) >= final;
}

/** Toughness with +1/+1 and -1/-1 counters (613.4); null for a face with none. */
function startingToughness(shown: Shown, counters: Counters): number | null {
  const printed = shown.kind === 'face-down' ? 2 : shown.kind === 'face' ? shown.face.toughness : null; // 708.2a
  if (printed === null) return null;
  if (shown.kind === 'face' && !shown.face.types.includes('Creature')) return null;
  return printed + (counters['+1/+1'] ?? 0) - (counters['-1/-1'] ?? 0);
}

/**
 * The state-based action that would apply at once to a permanent showing `shown` with the counters
 * `perm` starts with, as its clause: toughness 0 or less (704.5f), a planeswalker without loyalty
 * (704.5i), a battle without defense (704.5v), a Saga at its final chapter (704.5s); null when none does.
 */
export function startingStateBasedAction(shown: Shown, perm: PermanentSetup): string | null {
  const counters = perm.counters ?? {};
  const toughness = startingToughness(shown, counters);
  if (toughness !== null && toughness <= 0) return '704.5f';
  if (shown.kind !== 'face') return null;
  const f = shown.face;
  if (f.types.includes('Planeswalker') && startingCounters(counters, 'loyalty', f.loyalty) <= 0) return '704.5i';
  if (f.types.includes('Battle') && startingCounters(counters, 'defense', f.defense) <= 0) return '704.5v';
  if (sagaAtFinalChapter(f, counters)) return '704.5s';
  return null;
}

/**
 * The counters that keep a permanent showing `shown` out of those state-based actions, as the
 * real cards enter with them: +1/+1 counters for a creature at toughness 0 or less (a Hooded
 * Hydra, an Incubator's Phyrexian), loyalty or defense counters for a face that prints none (a
 * planeswalker back face keeps its front's loyalty, 712.18). `entering` is the loyalty or
 * defense it would have entered with (its other face's), used when positive; else 1.
 */
export function countersToStart(
  shown: Shown,
  perm: PermanentSetup,
  entering: { readonly loyalty: number | null; readonly defense: number | null },
): Counters {
  const counters = perm.counters ?? {};
  const out: Record<string, number> = { ...counters };
  const toughness = startingToughness(shown, counters);
  if (toughness !== null && toughness <= 0) out['+1/+1'] = (counters['+1/+1'] ?? 0) + 1 - toughness;
  if (shown.kind === 'face') {
    const f = shown.face;
    const positive = (n: number | null): number => (n !== null && n > 0 ? n : 1);
    if (f.types.includes('Planeswalker') && startingCounters(counters, 'loyalty', f.loyalty) <= 0)
      out.loyalty = positive(entering.loyalty);
    if (f.types.includes('Battle') && startingCounters(counters, 'defense', f.defense) <= 0)
      out.defense = positive(entering.defense);
    if (sagaAtFinalChapter(f, counters)) out.lore = finalChapter(f) - 1;
  }
  return out;
}

/** Whether a face has daybound (702.145a): while one shows, the game starts as day (702.145d). */
export const showsDaybound = (f: Face): boolean => f.abilities.some((a) => a.kind === 'daybound');

/** Whether a face has nightbound: by day, a nightbound permanent back face up transforms (702.145f). */
export const showsNightbound = (f: Face): boolean => f.abilities.some((a) => a.kind === 'nightbound');
