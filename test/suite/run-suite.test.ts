import { describe, expect, it } from 'vitest';
import { REPORT_FORMAT, referenceEngine, runSuite, suiteChecks } from '../../api/index.js';

describe('the runner API (runSuite)', () => {
  it('runs the selected properties and scenarios on an adapter and returns the report object', async () => {
    const seen: string[] = [];
    const report = await runSuite(referenceEngine, {
      runs: 3,
      seed: 7,
      properties: ['712/transform-keeps-identity', 'dfc/seed-000-r01-*'],
      onResult: (r) => seen.push(r.id),
    });
    expect(report.format).toBe(REPORT_FORMAT);
    expect(report.engine.name).toBe('obverse-reference');
    expect(report.seed).toBe(7);
    expect(report.properties.map((p) => [p.id, p.kind, p.status])).toEqual([
      ['712/transform-keeps-identity', 'property', 'passed'],
      ['dfc/seed-000-r01-front-face-is-default', 'scenario', 'passed'],
    ]);
    expect(seen).toEqual(report.properties.map((p) => p.id));
    expect(report.summary.passed).toBe(2);
  });

  it('lists every property, the differential check and the shipped scenarios', async () => {
    const checks = await suiteChecks();
    const kinds = new Set(checks.map((c) => c.kind));
    expect(kinds).toEqual(new Set(['property', 'differential', 'scenario']));
    expect(new Set(checks.map((c) => c.id)).size).toBe(checks.length);
    expect(await suiteChecks({ scenarios: false, differential: false })).toHaveLength(
      checks.filter((c) => c.kind === 'property').length,
    );
  });
});
