/**
 * Writing a report to a folder: `report.json` (canonical) and `report.md` rendered from it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderMarkdown } from './markdown.js';
import type { Report } from './report.js';

export interface WrittenReport {
  readonly json: string;
  readonly markdown: string;
}

/** Serialise a report as it is stored: two-space JSON with a final newline. */
export function serialiseReport(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** Write `report.json` and `report.md` into `dir` (created if needed); returns their paths. */
export async function writeReport(dir: string, report: Report): Promise<WrittenReport> {
  await mkdir(dir, { recursive: true });
  const json = join(dir, 'report.json');
  const markdown = join(dir, 'report.md');
  await writeFile(json, serialiseReport(report));
  await writeFile(markdown, renderMarkdown(report));
  return { json, markdown };
}
