/**
 * The report folder: `report.json` (canonical) and everything rendered from it, plus
 * the counterexample and scenario files, written together (`write.ts`).
 */
import { join } from 'node:path';
import { renderHtml } from './html.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';
import type { Report } from './report.js';
import { type ReportFile, serialiseReport, writeReportFiles } from './write.js';

export const REPORT_FILES = {
  json: 'report.json',
  markdown: 'report.md',
  html: 'report.html',
  junit: 'junit.xml',
} as const;

/** The files rendered from a report, canonical JSON first. */
export function renderReport(report: Report): readonly ReportFile[] {
  return [
    { path: REPORT_FILES.json, content: serialiseReport(report) },
    { path: REPORT_FILES.markdown, content: renderMarkdown(report) },
    { path: REPORT_FILES.html, content: renderHtml(report) },
    { path: REPORT_FILES.junit, content: renderJunit(report) },
  ];
}

export interface WrittenReport {
  readonly json: string;
  readonly markdown: string;
  readonly files: readonly string[];
}

/** Write a report and its extra files into `dir`, all together; returns the paths. */
export async function writeReport(
  dir: string,
  report: Report,
  extra: readonly ReportFile[] = [],
): Promise<WrittenReport> {
  const files = await writeReportFiles(dir, [...renderReport(report), ...extra]);
  return { json: join(dir, REPORT_FILES.json), markdown: join(dir, REPORT_FILES.markdown), files };
}
