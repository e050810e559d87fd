/**
 * The reference engine's pass over every property (properties.test.ts quickly, properties.long.test.ts at length):
 * each passes at `runs` games of the quick tests' short length, with no message. `engine` is the reference engine
 * unless told (properties.test.ts plays it inside the mutant scaffolding with no bug in it).
 */
import { describe, expect, it } from 'vitest';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { PropertyDefinition } from '../../properties/property.js';
import { TEST_GAME_LENGTH } from './game-length.js';

export function describeReferencePass(
  title: string,
  properties: readonly PropertyDefinition[],
  runs: number,
  engine: EngineAdapter = referenceEngine,
  /** Whether a property whose few short games never reach its subject (not-reached, issue 39) is let through. */
  unreached: 'allowed' | 'fails' = 'fails',
): void {
  describe(title, () => {
    for (const p of properties) {
      it(p.id, async () => {
        const r = await p.check(engine, { runs, seed: 20260417, gameLength: TEST_GAME_LENGTH });
        if (unreached === 'allowed' && r.status === 'not-reached') return;
        expect(r.counterexample?.message ?? r.message ?? '').toBe('');
        expect(r.status).toBe('passed');
        // A property of fixed games judges each of them on the reference engine, whatever `runs` says.
        expect(r.runs).toBe(p.fixedGames ?? runs);
      });
    }
  });
}
