/**
 * Issue 24's CPU target: the default check on an engine with one bug (a repo mutant) costs at most twice the
 * CPU of the same check on the reference engine, shrinking included. Both are loaded the same way, as an
 * `--engine` module (isolated in a worker thread: a module costs more per call than the reference engine built
 * in), so the ratio is what the bug and its shrinking cost. Each check runs once in a child process
 * (`--jobs 1`); the row reports the largest ratio. By default a few mutants that fail several properties
 * (the most shrinking); `--one-bug all` measures every mutant, which takes a whole check per mutant.
 */
import { join } from 'node:path';
import { checkCost, type Cost } from './measure.js';

/** Mutants failing several properties of the default check, so shrinking weighs most. */
export const ONE_BUG_SAMPLE = [
  'face-down-leaks-color',
  'transform-makes-new-object',
  'face-down-id-from-card',
] as const;

export interface OneBugRow {
  readonly mutant: string;
  readonly cpuSeconds: number;
  /** Its CPU over the reference engine's (the default check at --jobs 1). */
  readonly ratio: number;
}

export async function oneBugCosts(
  main: string,
  root: string,
  names: readonly string[],
  base: readonly string[],
  log: (line: string) => void,
): Promise<OneBugRow[]> {
  const rows: OneBugRow[] = [];
  if (names.length === 0) return rows;
  log('bench: default check on the reference engine as an --engine module');
  const module = join(root, 'dist/engine/reference-adapter.js');
  const reference: Cost = await checkCost(main, [...base, '--jobs', '1', '--engine', module], 1, root);
  for (const mutant of names) {
    log(`bench: default check on the one-bug engine ${mutant}`);
    const engine = join(root, 'dist/examples/mutants', `${mutant}.js`);
    const cost = await checkCost(main, [...base, '--jobs', '1', '--engine', engine], 1, root);
    rows.push({ mutant, cpuSeconds: cost.cpuSeconds, ratio: cost.cpuSeconds / reference.cpuSeconds });
  }
  return rows;
}
