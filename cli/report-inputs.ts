/**
 * The reports `obverse diff` and `obverse dashboard` are given: a report.json file, a report folder
 * (holding report.json), or, for the dashboard, a folder of report folders found at any depth. Every
 * one is read and checked before any work; anything wrong is a UsageError (exit 2) saying what to fix.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Report } from '../reports/report.js';
import { parseReport } from '../reports/runs/parse.js';
import { UsageError } from './errors.js';

/** One report read from disk. */
export interface ReportInput {
  /** The report.json, as the user would name it (relative to the working folder when inside it). */
  readonly source: string;
  /** The absolute folder holding it (counterexample files are relative to it). */
  readonly dir: string;
  readonly report: Report;
}

const REPORT_FILE = 'report.json';
/** Folders never searched for reports. */
const SKIP = new Set(['node_modules', '.git']);

function kind(path: string): 'file' | 'folder' | 'missing' | 'other' {
  try {
    const s = statSync(path);
    return s.isDirectory() ? 'folder' : s.isFile() ? 'file' : 'other';
  } catch {
    return 'missing';
  }
}

/** Every report.json under `dir`, depth first, sorted, not following into node_modules or .git. */
function findReports(dir: string, depth = 0): string[] {
  if (depth > 8) return [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const here = entries.some((e) => e.isFile() && e.name === REPORT_FILE) ? [join(dir, REPORT_FILE)] : [];
  return [
    ...here,
    ...entries
      .filter((e) => e.isDirectory() && !SKIP.has(e.name))
      .flatMap((e) => findReports(join(dir, e.name), depth + 1)),
  ];
}

function readOne(file: string, cwd: string, command: string): ReportInput {
  const shown = relative(cwd, file).startsWith('..') ? file : relative(cwd, file) || file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`${shown}: cannot be read (${String((e as { code?: unknown }).code ?? e)})`, command);
  }
  const parsed = parseReport(text);
  if (!parsed.ok) throw new UsageError(`${shown} ${parsed.problem}`, command);
  return { source: shown, dir: dirname(file), report: parsed.report };
}

/**
 * Read the reports named by `args`. With `search`, a folder without report.json is searched for report
 * folders below it (and must hold at least one); without it, a folder must hold report.json itself.
 */
export function readReportInputs(
  args: readonly string[],
  cwd: string,
  command: string,
  search: boolean,
): readonly ReportInput[] {
  const files: string[] = [];
  for (const arg of args) {
    const path = resolve(cwd, arg);
    const k = kind(path);
    if (k === 'missing') throw new UsageError(`${arg}: no such file or folder`, command);
    if (k === 'other') throw new UsageError(`${arg}: not a file or folder`, command);
    if (k === 'file') {
      files.push(path);
      continue;
    }
    if (kind(join(path, REPORT_FILE)) === 'file') {
      files.push(join(path, REPORT_FILE));
      continue;
    }
    if (!search)
      throw new UsageError(
        `${arg}: no report.json in this folder (give a folder written by obverse check --out)`,
        command,
      );
    const found = findReports(path);
    if (found.length === 0)
      throw new UsageError(
        `${arg}: no report.json in this folder or below it (give report folders written by obverse check --out, ` +
          'or report.json files)',
        command,
      );
    files.push(...found);
  }
  // The dashboard reads each report once however it was named; diff compares whatever two it is given.
  const unique = search ? [...new Set(files)] : files;
  return unique.map((f) => readOne(f, cwd, command));
}
