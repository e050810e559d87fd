/**
 * The published JSON Schemas (docs/) are fresh copies of reports/schema, and reports as
 * the CLI builds them validate against them (ajv).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../reports/build.js';
import { counterexampleFile } from '../../reports/files.js';
import type { Counterexample, PropertyResult } from '../../reports/report.js';
import { COUNTEREXAMPLE_SCHEMA, REPORT_SCHEMA } from '../../reports/schema/report-schema.js';
import { SCHEMA_FILES } from '../../reports/scripts/write-schemas.js';

const root = join(import.meta.dirname, '../..');

const counterexample: Counterexample = {
  seed: 4294967295,
  path: '3:1',
  setup: { players: [{ id: 'P1' }, { id: 'P2' }], cards: {} },
  actions: [{ kind: 'draw', player: 'P1' }],
  steps: ['draw a card (P1)'],
  failingStep: 0,
  expected: { handCount: 1 },
  actual: { handCount: 0 },
  message: 'P1 drew nothing',
  replay: 'npx obverse replay obverse-report/counterexamples/x.json',
  files: { counterexample: 'counterexamples/x.json', noScenario: 'why not' },
};
const failed: PropertyResult & { counterexample: Counterexample } = {
  id: '121/draw',
  kind: 'property',
  description: 'Drawing moves the top card to the hand.',
  rules: ['712.18'],
  mechanics: [],
  status: 'failed',
  runs: 3,
  durationMs: 5,
  counterexample,
};

describe('JSON Schemas of the report files', () => {
  it('docs/ holds fresh copies (npm run schemas writes them)', () => {
    for (const [path, schema] of Object.entries(SCHEMA_FILES)) {
      expect(JSON.parse(readFileSync(join(root, path), 'utf8')), path).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });

  it('a built report and a counterexample file validate; broken ones do not', () => {
    const ajv = new Ajv2020({ strict: false });
    const report = buildReport({
      engine: { name: 'e', version: '1', module: '/abs/e.js' },
      edition: '2026-04-17',
      seed: 1,
      runs: 3,
      startedAt: '2026-01-01T00:00:00.000Z',
      durationMs: 9,
      results: [failed],
      interrupted: true,
    });
    const validReport = ajv.compile(REPORT_SCHEMA);
    expect(validReport(JSON.parse(JSON.stringify(report))), JSON.stringify(validReport.errors)).toBe(true);
    expect(validReport({ ...report, seed: 2 ** 32 })).toBe(false);
    expect(validReport({ ...report, properties: [{ ...failed, status: 'broken' }] })).toBe(false);
    const file = counterexampleFile(failed, { engine: report.engine, edition: report.edition, runs: 3 });
    const validFile = ajv.compile(COUNTEREXAMPLE_SCHEMA);
    expect(validFile(JSON.parse(JSON.stringify(file))), JSON.stringify(validFile.errors)).toBe(true);
    expect(validFile({ ...file, counterexample: { ...file.counterexample, failingStep: -2 } })).toBe(false);
  });
});
