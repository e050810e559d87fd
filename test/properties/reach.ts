/**
 * How many properties a partial engine reaches: each property (the differential check among them) is run
 * on the reference engine restricted to the core and the given mechanics (test/support/mechanic-guard.ts),
 * and a property is reached when its result is anything but `not-supported`. Issue 22 measures a
 * transform-only, a face-down-only and a core-only engine with it (`npx tsx test/properties/scripts/reach.ts`).
 */
import type { Mechanic } from '../../adapter/mechanics.js';
import type { PropertyResult } from '../../reports/report.js';
import { allChecks } from '../../suite/checks.js';
import { guardedEngine } from '../support/mechanic-guard.js';

/** The engines measured: what each declares. */
export const PARTIAL_ENGINES: Readonly<Record<string, readonly Mechanic[]>> = {
  'core-only': [],
  'transform-only': ['transform'],
  'face-down-only': ['morph', 'megamorph', 'disguise', 'manifest', 'cloak', 'manifest-dread', 'turn-face-down'],
};

export interface Reach {
  readonly reached: readonly string[];
  readonly results: readonly PropertyResult[];
}

/** Run every property on the reference engine declaring only `mechanics`; which ones it reaches. */
export async function reachOf(mechanics: readonly Mechanic[], runs = 10, seed = 22): Promise<Reach> {
  const properties = (await allChecks()).filter((c) => c.kind !== 'scenario');
  const engine = guardedEngine(mechanics);
  const results: PropertyResult[] = [];
  for (const p of properties) results.push(await p.run(engine, { runs, seed }));
  return { reached: results.filter((r) => r.status !== 'not-supported').map((r) => r.id), results };
}
