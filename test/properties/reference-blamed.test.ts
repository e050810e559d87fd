/**
 * Games in which a property once blamed the reference engine for what the rules allow (found by long runs):
 * each replays on the reference engine and every check holds. A correct engine must never be reported as wrong.
 * Each starts from a legal setup, as generated setups do (no state-based action pending, 704.3).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeAgain } from '../../cli/replay/judge.js';
import { referenceEngineFor } from '../../engine/reference-adapter.js';
import { setupProblems } from '../../generators/setup-legality.js';

const dir = join(import.meta.dirname, '../fixtures/reference-blamed');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('games that once blamed the reference engine', () => {
  it('are all here', () => expect(files.length).toBeGreaterThanOrEqual(5));
  for (const f of files) {
    it(f, async () => {
      const file = JSON.parse(readFileSync(join(dir, f), 'utf8'));
      expect(setupProblems(file.counterexample.setup)).toEqual([]);
      const verdict = await judgeAgain(file, referenceEngineFor('2026-04-17'));
      expect(verdict.message).toBe('every check holds');
      expect(verdict.fails).toBe(false);
    });
  }
});
