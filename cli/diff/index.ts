/**
 * `obverse diff <old> <new> [--format text|md|json]`: what changed from one report of an engine to
 * another, check by check. Exit 1 when anything regressed (so CI can gate a pull request on the main
 * branch's report), 0 otherwise, 2 for bad usage or a file that is not a report.
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { diffReports } from '../../reports/diff/compare.js';
import { DIFF_FORMATS, type DiffFormat, renderDiff } from '../../reports/diff/render.js';
import { parsing } from '../args.js';
import { EXIT, UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { readReportInputs } from '../report-inputs.js';

export interface DiffOptions {
  readonly old: string;
  readonly new: string;
  readonly format: DiffFormat;
}

/** Parse `obverse diff` arguments; throws UsageError; null for --help. */
export function parseDiffArgs(args: readonly string[]): DiffOptions | null {
  const { values, positionals } = parsing('diff', () =>
    parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: true,
      options: { format: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }),
  );
  if (values.help === true) return null;
  const [old, now, ...extra] = positionals;
  if (old === undefined || now === undefined || extra.length > 0)
    throw new UsageError(
      `give two reports, the old then the new (got ${positionals.length}), ` +
        'e.g. obverse diff main/report.json report.json',
      'diff',
    );
  const format = values.format ?? 'text';
  if (!(DIFF_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${DIFF_FORMATS.join(', ')}, got "${format}"`, 'diff');
  return { old, new: now, format: format as DiffFormat };
}

/** Compare the two reports and print the diff; returns the exit code. */
export function runDiff(options: DiffOptions, io: Io): number {
  const [old, now] = readReportInputs([options.old, options.new], io.cwd, 'diff', false);
  if (old === undefined || now === undefined) throw new UsageError('give two reports', 'diff');
  const diff = diffReports(old.report, now.report);
  const newDir = relative(io.cwd, now.dir) || '.';
  io.out(renderDiff(diff, options.format, { newDir: newDir.startsWith('..') ? now.dir : newDir }).replace(/\n$/, ''));
  return diff.regressed.length > 0 ? EXIT.failures : EXIT.ok;
}
