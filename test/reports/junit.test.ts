/**
 * junit.xml: stable test names (ids, never seeds), seed and replay command as properties,
 * escaping that survives any message, and valid against the JUnit schema CI systems read
 * (test/reports/junit.xsd, checked with xmllint from libxml2-utils; `.ci/run` installs it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../reports/build.js';
import { renderJunit } from '../../reports/junit.js';
import type { PropertyResult } from '../../reports/report.js';

const xsd = join(import.meta.dirname, 'junit.xsd');
const xmllint = spawnSync('xmllint', ['--version']).status === 0;

const base: PropertyResult = {
  id: '712/transform-keeps-identity',
  kind: 'property',
  description: 'd',
  rules: ['712.18'],
  mechanics: [],
  status: 'passed',
  runs: 100,
  durationMs: 1234,
};
const results: PropertyResult[] = [
  base,
  {
    ...base,
    id: '708/face-down-no-name',
    status: 'failed',
    counterexample: {
      seed: 77,
      path: '1:2',
      setup: { players: [{ id: 'P1' }], cards: {} },
      actions: [],
      steps: ['cloak <top> & "quoted" \u0001 step'],
      failingStep: 0,
      expected: 1,
      actual: 2,
      message: 'a <b> & "c" \'d\' ]]> \u0007 message',
      replay: "npx obverse replay 'out dir/counterexamples/708-face-down-no-name.json'",
    },
  },
  { ...base, id: 'scen/x', kind: 'scenario', status: 'error', message: 'engine threw' },
  { ...base, id: 'meld/y', status: 'not-supported', message: 'the engine does not declare: meld' },
];
const report = buildReport({
  engine: { name: 'e & <f>', version: '1' },
  edition: '2026-04-17',
  seed: 77,
  runs: 100,
  startedAt: '2026-03-04T05:06:07.890Z',
  durationMs: 5000,
  results,
});

describe('renderJunit', () => {
  const text = renderJunit(report);

  it('names every test by its id, with seed and replay command as properties', () => {
    for (const r of results) expect(text).toContain(`<testcase name="${r.id}" classname="obverse.${r.kind}"`);
    expect(text).toContain('<property name="seed" value="77"/>');
    expect(text).toContain(
      '<property name="replay" value="npx obverse replay ' +
        '&apos;out dir/counterexamples/708-face-down-no-name.json&apos;"/>',
    );
    expect(text).toMatch(
      /<failure message="a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; \]\]&gt; {2}message" type="failed">/,
    );
    expect(text).toContain('<error message="engine threw" type="error">');
    expect(text).toContain('<skipped message="not-supported: the engine does not declare: meld"/>');
    expect([...text].some((ch) => ch === '\u0001' || ch === '\u0007')).toBe(false);
  });

  it.skipIf(!xmllint && !process.env['CI'])('validates against the JUnit schema with xmllint', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'obverse-junit-')), 'junit.xml');
    await writeFile(file, text);
    const r = spawnSync('xmllint', ['--noout', '--schema', xsd, file], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    // The schema is not a rubber stamp: a testcase without a name is rejected.
    await writeFile(file, text.replace('<testcase name="scen/x"', '<testcase'));
    expect(spawnSync('xmllint', ['--noout', '--schema', xsd, file]).status).not.toBe(0);
  });
});
