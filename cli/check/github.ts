/**
 * When `GITHUB_ACTIONS` is set: print the error annotations and append the Markdown
 * report to the job's step summary (`GITHUB_STEP_SUMMARY`).
 */
import { appendFile } from 'node:fs/promises';
import { githubAnnotations } from '../../reports/github.js';
import { renderMarkdown } from '../../reports/markdown.js';
import type { Report } from '../../reports/report.js';
import type { Io } from '../io.js';

export async function githubOutput(report: Report, io: Io): Promise<void> {
  if (io.env?.['GITHUB_ACTIONS'] !== 'true') return;
  for (const line of githubAnnotations(report)) io.out(line);
  const summary = io.env['GITHUB_STEP_SUMMARY'];
  if (summary === undefined || summary === '') return;
  try {
    await appendFile(summary, renderMarkdown(report));
  } catch (e) {
    io.err(
      `obverse: could not append to GITHUB_STEP_SUMMARY (${summary}): ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}
