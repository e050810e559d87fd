import { describe, expect, it } from 'vitest';
import { mechanicOfFile } from './mechanic-of-file.js';
import {
  add,
  EMPTY_TALLY,
  equivalenceOf,
  type ReportMutant,
  score,
  scoreWithoutEquivalent,
  survivorOf,
} from './score.js';

const mutant = (status: string, line = 1): ReportMutant => ({
  id: '1',
  mutatorName: 'ConditionalExpression',
  replacement: 'true',
  status,
  location: { start: { line, column: 1 } },
});

describe('mutation scores (docs/mutation.md)', () => {
  it('counts timeouts as killed, no coverage as survived, and leaves invalid mutants out', () => {
    const t = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError', 'RuntimeError'].reduce(
      (acc, s) => add(acc, mutant(s), false),
      EMPTY_TALLY,
    );
    expect(t).toEqual({ killed: 2, survived: 1, noCoverage: 1, equivalent: 0, invalid: 2 });
    expect(score(t)).toBe(50);
    expect(score(EMPTY_TALLY)).toBeNull();
  });

  it('matches a survivor to its equivalence by the line it is on, not the line number', () => {
    const s = survivorOf('engine/x.ts', ['', '  if (a) return b;'], mutant('Survived', 2));
    expect(s).toMatchObject({ line: 2, original: 'if (a) return b;', noCoverage: false });
    if (s === null) throw new Error('a survivor');
    const why = {
      file: 'engine/x.ts',
      line: 'if (a) return b;',
      mutator: 'ConditionalExpression',
      replacement: 'true',
    };
    expect(equivalenceOf(s, [{ ...why, why: 'b is a already' }])?.why).toBe('b is a already');
    expect(equivalenceOf(s, [{ ...why, replacement: 'false', why: 'no' }])).toBeUndefined();
    expect(survivorOf('engine/x.ts', [], mutant('Killed'))).toBeNull();
    const t = add(add(EMPTY_TALLY, mutant('Killed'), false), mutant('Survived'), true);
    expect([score(t), scoreWithoutEquivalent(t)]).toEqual([50, 100]);
  });

  it('files each engine file under a mechanic, core by default', () => {
    expect(mechanicOfFile('engine/actions/transform.ts')).toBe('transform');
    expect(mechanicOfFile('engine/day-night/follow.ts')).toBe('day and night');
    expect(mechanicOfFile('engine/zones/move.ts')).toBe('core');
  });
});
