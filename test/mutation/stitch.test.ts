import { describe, expect, it } from 'vitest';
import type { ReportFile } from './score.js';
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

  it('refuses nothing to stitch', () => {
    expect(() => stitchReports([])).toThrow(/no report/);
  });
});
