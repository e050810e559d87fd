import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarios, loadSelectedScenarios } from '../../scenarios/load.js';
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

describe('loadSelectedScenarios', () => {
  it('validates the selected files and those without an id; of the rest it knows the ids', async () => {
    const dir = await folder({
      'a.json': rawScenario([step], { id: 'keep/a' }),
      // Not selected, so not validated: its step is no step, yet its id is known.
      'b.json': rawScenario([{ do: { kind: 'no-such-action' } }], { id: 'other/b' }),
      'c.json': rawScenario([step], { id: 'keep/c' }),
    });
    const selected = await loadSelectedScenarios(dir, (id) => id.startsWith('keep/'), dir);
    expect(selected.loaded.map((l) => [l.file, l.scenario.id])).toEqual([
      ['a.json', 'keep/a'],
      ['c.json', 'keep/c'],
    ]);
    expect(selected.ids).toEqual(['keep/a', 'other/b', 'keep/c']);
    // Selected, the same file is a problem.
    const error = await loadSelectedScenarios(dir, () => true, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScenarioLoadError);
    expect((error as ScenarioLoadError).problems.map((p) => p.file)).toEqual(['b.json']);
  });

  it('validates a file without an id (bad JSON, no id) whatever is selected', async () => {
    const dir = await folder({ 'bad.json': '{ "format": ', 'ok.json': rawScenario([step], { id: 'ok' }) });
    const error = await loadSelectedScenarios(dir, () => false, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScenarioLoadError);
    expect((error as ScenarioLoadError).problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      expect.stringMatching(/^bad\.json: not valid JSON/),
    ]);
  });
});
