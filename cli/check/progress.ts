/**
 * Progress on a terminal: which property or scenario is running, games done, failures so
 * far and an estimate of the time left, redrawn in place a few times a second. Without a
 * terminal (or with `CI` set) there is no status line: the result lines are the log.
 */
import type { PropertyResult } from '../../reports/report.js';
import type { StatusLine } from '../io.js';
import type { RunListener } from './pipeline.js';

const REDRAW_MS = 100;

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

export interface ProgressPlan {
  readonly properties: number;
  readonly runs: number;
  readonly scenarios: number;
}

/** A listener that keeps `status` up to date and hands results to `print` (clearing the line first). */
export function progressListener(
  status: StatusLine | undefined,
  plan: ProgressPlan,
  print: (result: PropertyResult) => void,
  now: () => number = () => performance.now(),
): RunListener & { readonly stop: () => void } {
  const started = now();
  const total = plan.properties * plan.runs + plan.scenarios;
  let current = '';
  let finished = 0; // work units (games) of finished checks
  let runsInCurrent = 0;
  let failures = 0;
  let done = 0;
  let drawn = 0;
  const checks = plan.properties + plan.scenarios;
  const draw = (force: boolean): void => {
    if (status === undefined) return;
    const t = now();
    if (!force && t - drawn < REDRAW_MS) return;
    drawn = t;
    const units = finished + Math.min(runsInCurrent, plan.runs);
    const left = units === 0 ? '' : ` · ~${duration(((t - started) / units) * Math.max(0, total - units))} left`;
    const failed = failures === 0 ? '' : ` · ${failures} failing`;
    status.show(
      `[${done + 1}/${checks}] ${current} · ${Math.min(runsInCurrent, plan.runs)}/${plan.runs} games${failed}${left}`,
    );
  };
  return {
    onStart: (id) => {
      current = id;
      runsInCurrent = 0;
      draw(true);
    },
    onRun: () => {
      runsInCurrent++;
      draw(false);
    },
    onResult: (r) => {
      status?.clear();
      print(r);
      finished += r.kind === 'scenario' ? 1 : plan.runs;
      done++;
      if (r.status === 'failed' || r.status === 'error' || r.status === 'unexpected-pass') failures++;
    },
    stop: () => status?.clear(),
  };
}
