/**
 * docs/engines/phase.md and examples/engines/phase/repro/ name the same deviations: every hand-written script is
 * some deviation's "Script:", and every "Script:" of the page is a file there. The scripts themselves run in the
 * end-to-end tier (phase-engine.e2e.test.ts), which needs phase-python.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const page = readFileSync(join(ROOT, 'docs', 'engines', 'phase.md'), 'utf8');
const scripts = readdirSync(join(ROOT, 'examples', 'engines', 'phase', 'repro'))
  .filter((f) => /^\d.*\.py$/.test(f))
  .sort();
const named = [...page.matchAll(/Script: `([^`]+\.py)`/g)].map((m) => m[1] as string).sort();

describe('docs/engines/phase.md and its scripts', () => {
  it('names every script in repro/ as a deviation', () => {
    expect(scripts.length).toBeGreaterThan(8);
    expect(scripts.filter((s) => !named.includes(s))).toEqual([]);
  });

  it('names no script that is not in repro/, and each once', () => {
    expect(named.filter((s) => !scripts.includes(s))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });

  it('numbers its deviations 1, 2, 3, ... with no gap, each with a script', () => {
    const sections = page.split(/^### /m).slice(1);
    const numbers = sections.map((section) => Number(/^(\d+)\. /.exec(section)?.[1]));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(sections.filter((section) => !section.includes('- Script: `'))).toEqual([]);
  });
});
