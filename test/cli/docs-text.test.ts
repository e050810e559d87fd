/**
 * What the README and docs/cli.md say about the main command (issue 22): the README's list of what
 * `check` does has no stray fragment (a continuation line after an item that already ended), and
 * docs/cli.md no longer says the differential check needs every mechanic.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

describe('the docs of the main command', () => {
  it("README's main-command list: every continuation line continues an unfinished item", async () => {
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    const section = readme.split('## The main command')[1]?.split('\n## ')[0] ?? '';
    const list = section.split('\n').filter((l) => l.startsWith('- ') || l.startsWith('  '));
    expect(list.length).toBeGreaterThan(5);
    for (const [i, line] of list.entries()) {
      if (!line.startsWith('  ')) continue;
      const before = list[i - 1] ?? '';
      expect(before.trimEnd(), `"${line.trim()}" follows a finished item`).not.toMatch(/[.;]$/);
    }
    const lines = section
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 20);
    expect(lines.filter((l, i) => lines.indexOf(l) !== i)).toEqual([]);
  });

  it('docs/cli.md does not say the differential check needs every mechanic', async () => {
    const cli = await readFile(join(ROOT, 'docs/cli.md'), 'utf8');
    expect(cli.replace(/\s+/g, ' ')).not.toMatch(/needs an engine that declares every mechanic/);
    expect(cli).toContain('--show-not-supported');
  });
});
