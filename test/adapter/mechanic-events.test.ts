/**
 * adapter/mechanic-events.ts says which event kinds each mechanic brings: the reference engine's games for the core
 * and for each mechanic alone (kept to it, generators/restrict.ts) report no other kind, but for the state-based
 * actions the reference engine always performs (an engine that leaves them out is compared only before the first,
 * properties/differential/declared-rules.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mechanicsOnly } from '../../adapter/declaration.js';
import { eventsOfMechanics } from '../../adapter/mechanic-events.js';
import { MECHANICS } from '../../adapter/mechanics.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { defaultCatalog } from '../../generators/catalog.js';
import { declaredSetupArb } from '../../generators/restrict.js';
import { stepsArb } from '../../generators/steps.js';
import { runSteps } from '../../properties/harness/trace.js';

describe('the events each mechanic brings', () => {
  it('cover every event of the reference engine in games of the core and of each mechanic alone', async () => {
    const beyond: string[] = [];
    for (const mechanics of [[], ...MECHANICS.map((m) => [m])]) {
      const allowed = new Set([...eventsOfMechanics(mechanics), 'state-based-action']);
      const games = fc.sample(
        fc.tuple(declaredSetupArb({ cards: { catalog: defaultCatalog() } }, mechanicsOnly(mechanics)), stepsArb({})),
        { seed: 7, numRuns: 6 },
      );
      for (const [setup, steps] of games) {
        const trace = await runSteps(referenceEngine, setup, steps, { mechanics, reads: 'referee' });
        for (const r of trace.records)
          for (const e of r.result.ok ? r.result.events : [])
            if (!allowed.has(e.kind)) beyond.push(`${mechanics.join('') || 'core'}: ${e.kind} (${r.text})`);
      }
    }
    expect([...new Set(beyond)]).toEqual([]);
  }, 120_000);
});
