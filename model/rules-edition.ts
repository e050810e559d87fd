/** The rules editions the suite supports, by effective date (no imports: the game state names one). */

/** The editions the suite supports, newest first. */
export const EDITIONS = ['2026-04-17', '2020-11-20', '2011-09-30'] as const;

/** A supported edition, named by its effective date. */
export type RulesEdition = (typeof EDITIONS)[number];

/** The edition used when none is asked for: the newest. */
export const DEFAULT_EDITION: RulesEdition = '2026-04-17';

/** Whether `value` names a supported edition. */
export function isRulesEdition(value: string): value is RulesEdition {
  return (EDITIONS as readonly string[]).includes(value);
}
