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
  // Checks running now and the games each has started (several at once with --jobs).
  const running = new Map<string, number>();
  let current = '';
  let finished = 0; // work units (games) of finished checks
  let failures = 0;
  let done = 0;
  let drawn = 0;
  const checks = plan.properties + plan.scenarios;
  const draw = (force: boolean): void => {
    if (status === undefined) return;
    const t = now();
    if (!force && t - drawn < REDRAW_MS) return;
    drawn = t;
    const games = [...running.values()].map((n) => Math.min(n, plan.runs));
    const units = finished + games.reduce((a, b) => a + b, 0);
    const left = units === 0 ? '' : ` · ~${duration(((t - started) / units) * Math.max(0, total - units))} left`;
    const failed = failures === 0 ? '' : ` · ${failures} failing`;
    const others = running.size > 1 ? ` (+${running.size - 1} running)` : '';
    const shown = Math.min(running.get(current) ?? 0, plan.runs);
    status.show(`[${done + 1}/${checks}] ${current}${others} · ${shown}/${plan.runs} games${failed}${left}`);
  };
  return {
    onStart: (id) => {
      current = id;
      running.set(id, 0);
      draw(true);
    },
    onRun: (id = current) => {
      running.set(id, (running.get(id) ?? 0) + 1);
      draw(false);
    },
    onResult: (r) => {
      status?.clear();
      print(r);
      running.delete(r.id);
      if (r.id === current) current = running.keys().next().value ?? current;
      finished += r.kind === 'scenario' ? 1 : plan.runs;
      done++;
      if (r.status === 'failed' || r.status === 'error' || r.status === 'unexpected-pass') failures++;
    },
    stop: () => status?.clear(),
  };
}
