/**
 * `--expectations <file>` for `obverse check`: read and check the file before any work
 * (exit 2 on a bad file or an id the suite does not have), drop the checks it skips,
 * and, with `--update-expectations`, rewrite it from the run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { PropertyResult } from '../../reports/report.js';
import {
  type ExpectationsFile,
  ExpectationsError,
  parseExpectations,
  serialiseExpectations,
  unknownIds,
  updatedExpectations,
} from '../../suite/expectations/index.js';
import { UsageError } from '../errors.js';
import type { CheckOptions } from './options.js';

/** The expectations a check runs with. */
export interface LoadedExpectations {
  /** The path as the user gave it, and resolved. */
  readonly label: string;
  readonly path: string;
  /** Undefined when the file does not exist yet (only allowed with --update-expectations). */
  readonly file: ExpectationsFile | undefined;
}

/** Read and validate `--expectations`; `known` are every check id, for unknown-id errors. */
export async function loadExpectations(
  options: CheckOptions,
  cwd: string,
  known: readonly string[],
): Promise<LoadedExpectations | undefined> {
  if (options.expectations === undefined) return undefined;
  const path = resolve(cwd, options.expectations);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as { code?: unknown }).code !== 'ENOENT') throw e;
    if (options.updateExpectations === true) return { label: options.expectations, path, file: undefined };
    throw new UsageError(
      `expectations file not found: ${path} (create it from a run with --update-expectations)`,
      'check',
    );
  }
  let file: ExpectationsFile;
  try {
    file = parseExpectations(text, options.expectations);
  } catch (e) {
    if (e instanceof ExpectationsError) throw new UsageError(e.message, 'check');
    throw e;
  }
  const unknown = unknownIds(file, known);
  if (unknown.length > 0 && options.updateExpectations !== true) {
    throw new UsageError(
      `${options.expectations} names ids the suite does not have: ${unknown.join(', ')} (remove them, or rewrite ` +
        `the file with --update-expectations)`,
      'check',
    );
  }
  return { label: options.expectations, path, file };
}

/** Ids the file says to skip. */
export function skippedIds(expectations: LoadedExpectations | undefined): ReadonlySet<string> {
  const entries = Object.entries(expectations?.file?.expectations ?? {});
  return new Set(entries.filter(([, e]) => e.status === 'skip').map(([id]) => id));
}

/** Rewrite the file from the run's raw results; unknown ids are dropped. Returns its entries and divergences. */
export async function rewriteExpectations(
  expectations: LoadedExpectations,
  raw: readonly PropertyResult[],
  known: readonly string[],
): Promise<{ readonly entries: number; readonly divergences: number }> {
  const ids = new Set(known);
  const kept =
    expectations.file === undefined
      ? undefined
      : {
          ...expectations.file,
          expectations: Object.fromEntries(
            Object.entries(expectations.file.expectations).filter(([id]) => ids.has(id)),
          ),
        };
  const next = updatedExpectations(kept, raw);
  await writeFile(expectations.path, serialiseExpectations(next));
  return { entries: Object.keys(next.expectations).length, divergences: Object.keys(next.divergences ?? {}).length };
}
