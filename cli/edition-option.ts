/**
 * The `--edition <date>` option: which rules edition to check against (spec/editions.ts), and
 * how it meets the edition an engine declares in `describe()`.
 */
import { DEFAULT_EDITION, EDITIONS, isRulesEdition, type RulesEdition } from '../spec/editions.js';
import { UsageError } from './errors.js';

/** A supported edition from an option value; throws UsageError naming the supported ones. */
export function editionOption(command: string, value: string): RulesEdition {
  if (isRulesEdition(value)) return value;
  throw new UsageError(
    `${command === 'check' ? '--edition' : 'an edition'} must be one of the supported rules editions ` +
      `(${EDITIONS.join(', ')}), got "${value}"; 'obverse editions' lists them`,
    command,
  );
}

/**
 * The edition to check: `--edition` when given, else the one the engine declares, else the
 * newest. An engine declaring an edition the suite does not know is a usage error unless
 * `--edition` says which to check. `note` says when the two disagree.
 */
export function checkedEdition(
  asked: RulesEdition | undefined,
  declared: string | undefined,
): { readonly edition: RulesEdition; readonly note: string | null } {
  if (asked !== undefined) {
    const note =
      declared !== undefined && declared !== asked
        ? `note: the engine declares rules edition ${declared}; checking it against ${asked} as asked`
        : null;
    return { edition: asked, note };
  }
  if (declared === undefined) return { edition: DEFAULT_EDITION, note: null };
  if (isRulesEdition(declared)) return { edition: declared, note: null };
  throw new UsageError(
    `the engine declares rules edition "${declared}", which the suite does not support ` +
      `(${EDITIONS.join(', ')}); pass --edition to choose one`,
    'check',
  );
}
