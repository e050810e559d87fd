import { describe, expect, it } from 'vitest';
import type { ReportFile, ReportMutant } from './score.js';
import { stitchReports } from './stitch.js';

const file = (status: string): ReportFile => ({
  source: 'x',
  mutants: [
    {
      id: '1',
      mutatorName: 'BooleanLiteral',
      status,
      replacement: 'true',
      location: { start: { line: 1, column: 1 } },
    },
  ],
});

describe('stitching mutation reports of parts of engine/', () => {
  it('takes each file from the last report that has it, and says which', () => {
    const older = { label: 'a.json', report: { schemaVersion: '1', files: { 'engine/a.ts': file('Survived') } } };
    const newer = {
      label: 'b.json',
      report: { schemaVersion: '2', files: { 'engine/a.ts': file('Killed'), 'engine/b.ts': file('NoCoverage') } },
    };
    const { report, sourceOf } = stitchReports([older, newer]);
    expect(report.files['engine/a.ts']?.mutants[0]?.status).toBe('Killed');
    expect(report.files['engine/b.ts']?.mutants[0]?.status).toBe('NoCoverage');
    expect(Object.keys(report.files)).toHaveLength(2);
    expect(report['schemaVersion']).toBe('1');
    expect([...sourceOf]).toEqual([
      ['engine/a.ts', 'b.json'],
      ['engine/b.ts', 'b.json'],
    ]);
    // A file only an earlier report has is kept.
    expect(stitchReports([newer, older]).sourceOf.get('engine/b.ts')).toBe('b.json');
    expect(stitchReports([newer, older]).report.files['engine/a.ts']?.mutants[0]?.status).toBe('Survived');
  });

  it('takes a rerun of some lines of an unchanged file mutant by mutant', () => {
    const at = (line: number, status: string): ReportMutant => ({
      id: String(line),
      mutatorName: 'BooleanLiteral',
      status,
      replacement: 'true',
      location: { start: { line, column: 1 } },
    });
    const whole = { source: 'x', mutants: [at(1, 'Survived'), at(2, 'Survived'), at(3, 'Killed')] };
    const lines = { source: 'x', mutants: [at(2, 'Killed')] };
    const changed = { source: 'y', mutants: [at(2, 'Killed')] };
    const statuses = (later: ReportFile): string[] =>
      (
        stitchReports([
          { label: 'a', report: { files: { 'engine/a.ts': whole } } },
          { label: 'b', report: { files: { 'engine/a.ts': later } } },
        ]).report.files['engine/a.ts']?.mutants ?? []
      ).map((m) => m.status);
    expect(statuses(lines)).toEqual(['Survived', 'Killed', 'Killed']);
    // A changed source: the later run stands alone (its lines are not the earlier run's).
    expect(statuses(changed)).toEqual(['Killed']);
  });

  it('refuses nothing to stitch', () => {
    expect(() => stitchReports([])).toThrow(/no report/);
  });
});
