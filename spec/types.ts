import type { Mechanic } from '../adapter/mechanics.js';

/** The Comprehensive Rules edition every clause id in this catalog refers to. */
export type Edition = '2026-04-17';

/** A mechanic from the adapter vocabulary, or `general` for rules that span mechanics (400.7, 613). */
export type ClauseMechanic = Mechanic | 'general';

/**
 * One numbered rule or lettered subrule of the Comprehensive Rules.
 *
 * `summary` states the rule in the project's own words; the rules text itself is never copied in.
 * `sha256` is the hash of the clause's paragraph as extracted by `spec/clause-text.ts` from the
 * edition's text file, so a later edition that rewords the clause is detected
 * (`npm run spec:hash -- --check <file>`).
 */
export interface ClauseEntry {
  readonly id: string;
  readonly edition: Edition;
  readonly summary: string;
  readonly mechanics: readonly ClauseMechanic[];
  readonly sha256: string;
}

/** How the current rules differ from what an older ruling or article says. */
export interface RulingChange {
  /** Year of the rules change (see ../shared/rules/CHANGES.md). */
  readonly year: number;
  readonly note: string;
}

/**
 * One ruling or statement from a seed document, restated in English in our own words and mapped
 * to the clauses of edition 2026-04-17 behind it.
 *
 * `clauses` is empty only for statements with no game rule behind them: tournament procedure
 * (drafting) or a card-specific remark (Cryptic Coat has no equip ability). They are kept so that
 * every seed statement is accounted for.
 */
export interface RulingEntry {
  readonly id: string;
  /** Seed file, relative to the shared material folder: `seeds/001_1d9c0bbff9496e62.txt`. */
  readonly source: string;
  /** English card name the ruling belongs to, or null for articles and rule texts. */
  readonly card: string | null;
  /** ISO date (YYYY-MM-DD) printed with the ruling, or null. */
  readonly date: string | null;
  readonly summary: string;
  readonly clauses: readonly string[];
  /** Present when the seed states an older rule that the current edition no longer follows. */
  readonly changedSince?: RulingChange;
}
