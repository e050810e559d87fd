/**
 * docs/adapter.md's generated tables (test/docs/declarations.ts): what each mechanic and each property bring, and
 * the no-effect clauses the scenarios check, must be what `npm run docs:declarations` writes now; and a scenario
 * holds an engine to a no-effect's clause only where that clause is what it tests (among its rules), so the table
 * is the whole of what the contract asks of clauses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadProperties } from '../../properties/registry.js';
import { COMMAND, DOC_FILE, shippedScenarioFacts, withGenerated } from './declarations.js';

describe('docs/adapter.md generated tables', () => {
  it(`are fresh (run \`${COMMAND}\` when this fails)`, async () => {
    const doc = readFileSync(DOC_FILE, 'utf8');
    const fresh = withGenerated(doc, await loadProperties(), await shippedScenarioFacts());
    expect(doc === fresh, `docs/adapter.md is stale: run ${COMMAND}`).toBe(true);
  });

  it("hold a no-effect's clause only where the scenario tests it", async () => {
    const stray = (await shippedScenarioFacts()).flatMap((s) =>
      s.steps.flatMap((step) =>
        (step.expect?.events ?? []).flatMap((e) =>
          e.kind === 'no-effect' && typeof e.clause === 'string' && !s.rules.includes(e.clause)
            ? [`${s.id}: no-effect ${e.clause} is not among its rules`]
            : [],
        ),
      ),
    );
    expect(stray).toEqual([]);
  });
});
