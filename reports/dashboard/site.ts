/**
 * Every file of the dashboard site, as paths relative to its folder and their text: `index.html` and a
 * story page per result that did not pass (with its counterexample file beside it when the report
 * folder had one). Pure: the caller reads the reports and the counterexample files, and writes these.
 */
import { fileStem } from '../files.js';
import type { ReportFile } from '../write.js';
import { buildDashboard, counterexampleCopyPath, type DashboardInput, hasStory, storyPath } from './model.js';
import { renderDashboardPage } from './page.js';
import { renderStoryPage } from './story-page.js';

export interface SiteInput extends DashboardInput {
  /** Counterexample files of the report's folder by their path in the report (`counterexamples/x.json`). */
  readonly counterexampleFiles?: ReadonlyMap<string, string>;
}

export const DASHBOARD_INDEX = 'index.html';

/** The site's files, the page first. */
export function renderDashboardSite(inputs: readonly SiteInput[], title?: string): readonly ReportFile[] {
  const d = buildDashboard(inputs);
  const files: ReportFile[] = [{ path: DASHBOARD_INDEX, content: renderDashboardPage(d, title) }];
  const bySource = new Map(inputs.map((i) => [i.source, i]));
  for (const c of d.columns) {
    const ceFiles = bySource.get(c.source)?.counterexampleFiles;
    for (const r of c.report.properties) {
      if (!hasStory(r)) continue;
      const original = r.counterexample?.files?.counterexample;
      const content = original === undefined ? undefined : ceFiles?.get(original);
      if (content !== undefined) files.push({ path: counterexampleCopyPath(c, r.id), content });
      const copy = content === undefined ? undefined : `${fileStem(r.id)}.counterexample.json`;
      files.push({ path: storyPath(c, r.id), content: renderStoryPage(c, r, copy) });
    }
  }
  return files;
}
