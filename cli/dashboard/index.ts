/**
 * `obverse dashboard <report.json or folder>... [--out <dir>] [--title <text>]`: a static site putting
 * many reports together (docs/cli.md). Everything is read and checked before anything is written.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DASHBOARD_INDEX, renderDashboardSite, type SiteInput } from '../../reports/dashboard/site.js';
import { parsing } from '../args.js';
import { checkOutWritable } from '../check/out.js';
import { EXIT, UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { type ReportInput, readReportInputs } from '../report-inputs.js';

export const DEFAULT_DASHBOARD_OUT = 'obverse-dashboard';

export interface DashboardOptions {
  readonly inputs: readonly string[];
  readonly out: string;
  readonly title?: string;
}

/** Parse `obverse dashboard` arguments; throws UsageError; null for --help. */
export function parseDashboardArgs(args: readonly string[]): DashboardOptions | null {
  const { values, positionals } = parsing('dashboard', () =>
    parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: true,
      options: { out: { type: 'string' }, title: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }),
  );
  if (values.help === true) return null;
  if (positionals.length === 0)
    throw new UsageError(
      'give report.json files or report folders, e.g. obverse dashboard reports/ --out site',
      'dashboard',
    );
  if (values.out !== undefined && values.out.trim() === '')
    throw new UsageError('--out is empty: give a folder for the site', 'dashboard');
  return {
    inputs: positionals,
    out: values.out ?? DEFAULT_DASHBOARD_OUT,
    ...(values.title === undefined ? {} : { title: values.title }),
  };
}

/** The counterexample files a report names that exist in its folder (older reports name none). */
function counterexampleFiles(input: ReportInput): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  for (const r of input.report.properties) {
    const path = r.counterexample?.files?.counterexample;
    if (path === undefined) continue;
    try {
      found.set(path, readFileSync(join(input.dir, path), 'utf8'));
    } catch {
      // Not copied along with the report: the story page still tells it from report.json.
    }
  }
  return found;
}

/** Build the site into `options.out`; returns the exit code (0; 2 for bad input, thrown as UsageError). */
export function runDashboard(options: DashboardOptions, io: Io): number {
  const outDir = resolve(io.cwd, options.out);
  try {
    checkOutWritable(outDir, options.out);
  } catch (e) {
    throw e instanceof UsageError ? new UsageError(e.message, 'dashboard') : e;
  }
  const inputs = readReportInputs(options.inputs, io.cwd, 'dashboard', true);
  const site: SiteInput[] = inputs.map((i) => ({ ...i, counterexampleFiles: counterexampleFiles(i) }));
  const files = renderDashboardSite(site, options.title);
  for (const f of files) {
    const path = join(outDir, f.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.content);
  }
  const stories = files.filter((f) => f.path.endsWith('.html')).length - 1;
  io.out(
    `obverse dashboard: ${inputs.length} report(s), ${stories} story page(s) · site: ${join(outDir, DASHBOARD_INDEX)}`,
  );
  return EXIT.ok;
}
