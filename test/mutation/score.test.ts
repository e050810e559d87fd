import { describe, expect, it } from 'vitest';
import { mechanicOfFile } from './mechanic-of-file.js';
import {
  add,
  asReported,
  EMPTY_TALLY,
  equivalenceOf,
  judgedWhy,
  markEquivalents,
  type ReportFile,
  type ReportMutant,
  score,
  scoreCountingEquivalents,
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
      (acc, s) => add(acc, mutant(s)),
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
  });

  it('marks a survivor judged equivalent Ignored with why, leaves it out of the score, and can undo the mark', () => {
    const file: ReportFile = {
      source: 'a\n  if (a) return b;\nc',
      mutants: [mutant('Killed', 1), mutant('Survived', 2), mutant('NoCoverage', 3)],
    };
    const entry = {
      file: 'engine/x.ts',
      line: 'if (a) return b;',
      mutator: 'ConditionalExpression',
      replacement: 'true',
      why: 'b is a already',
    };
    const marked = markEquivalents({ 'engine/x.ts': file }, [entry])['engine/x.ts'];
    if (marked === undefined) throw new Error('the file is kept');
    expect(marked.mutants.map((m) => m.status)).toEqual(['Killed', 'Ignored', 'NoCoverage']);
    const judged = marked.mutants[1];
    if (judged === undefined) throw new Error('a mutant');
    expect(judgedWhy(judged)).toBe('b is a already');
    expect(asReported(judged)).toEqual(mutant('Survived', 2));
    const t = marked.mutants.reduce(add, EMPTY_TALLY);
    expect(t).toEqual({ killed: 1, survived: 0, noCoverage: 1, equivalent: 1, invalid: 0 });
    expect([score(t), scoreCountingEquivalents(t)]).toEqual([50, (100 * 1) / 3]);
    // Marking again changes nothing; a judgement taken out of the list gives the mutant back its own status.
    expect(markEquivalents({ 'engine/x.ts': marked }, [entry])['engine/x.ts']).toEqual(marked);
    expect(markEquivalents({ 'engine/x.ts': marked }, [])['engine/x.ts']?.mutants).toEqual(file.mutants);
    // An Ignored mutant Stryker left out on its own (a static mutant) is no judgement: it counts as invalid.
    const own = { ...mutant('Ignored'), statusReason: 'Static mutant (and "ignoreStatic" was enabled)' };
    expect(judgedWhy(own)).toBeUndefined();
    expect(add(EMPTY_TALLY, own).invalid).toBe(1);
  });

  it('files each engine file under a mechanic, core by default', () => {
    expect(mechanicOfFile('engine/actions/transform.ts')).toBe('transform');
    expect(mechanicOfFile('engine/day-night/follow.ts')).toBe('day and night');
    expect(mechanicOfFile('engine/zones/move.ts')).toBe('core');
  });
});
