import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarios } from '../../scenarios/load.js';
import { ScenarioLoadError } from '../../scenarios/problems.js';
import { rawScenario } from './helpers.js';

const step = { do: { kind: 'transform', object: { $card: 'c1' } } };

async function folder(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'obverse-load-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

describe('loadScenarios', () => {
  it('reads every .json recursively, sorted by path', async () => {
    const dir = await folder({
      'b/z.json': rawScenario([step], { id: 'b/z' }),
      'a.json': rawScenario([step], { id: 'a' }),
      'b/a.json': rawScenario([step], { id: 'b/a' }),
      'notes.txt': 'ignored',
    });
    const loaded = await loadScenarios(dir, dir);
    expect(loaded.map((l) => [l.file, l.scenario.id])).toEqual([
      ['a.json', 'a'],
      ['b/a.json', 'b/a'],
      ['b/z.json', 'b/z'],
    ]);
  });

  it('collects problems of every file, including bad JSON and duplicate ids', async () => {
    const dir = await folder({
      'one.json': rawScenario([step], { id: 'same' }),
      'two.json': rawScenario([step], { id: 'same' }),
      'bad.json': '{ "format": ',
    });
    const error = await loadScenarios(dir, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScenarioLoadError);
    const messages = (error as ScenarioLoadError).problems.map((p) => `${p.file}: ${p.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^bad\.json: not valid JSON/),
      'two.json: id "same" is also used by one.json',
    ]);
  });

  it('loads the shipped foundation example', async () => {
    const loaded = await loadScenarios(join(import.meta.dirname, '../../scenarios/cases/foundation'));
    expect(loaded.map((l) => l.scenario.id)).toContain('foundation/transform-keeps-identity');
  });
});
