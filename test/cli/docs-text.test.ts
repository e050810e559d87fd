/**
 * What the README and the docs say (issue 22): the README's list of what `check` does has no stray
 * fragment (a continuation line after an item that already ended); docs/cli.md no longer says the
 * differential check needs every mechanic; docs/adapter.md states what a draw from an empty library
 * and a move within one zone must answer, as the reference engine answers them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { face } from '../../model/characteristics.js';

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

describe('docs/adapter.md: the answers the differential check holds engines to', () => {
  const card = { layout: 'single' as const, faces: [face({ name: 'Quiet Wisp', types: ['Creature'] })] as const };
  const setup = {
    players: [{ id: 'P1', library: ['c1', 'c2'], hand: ['c3'] }, { id: 'P2' }],
    cards: { c1: card, c2: card, c3: card },
  };

  it('states them', async () => {
    const adapter = (await readFile(join(ROOT, 'docs/adapter.md'), 'utf8')).replace(/\s+/g, ' ');
    expect(adapter).toContain('**Drawing from an empty library** is legal and does nothing');
    expect(adapter).toContain(
      '**A move to the zone the object is already in** is illegal for every zone but the library',
    );
  });

  it('as the reference engine answers them', async () => {
    const empty = await referenceEngine.start({ players: [{ id: 'P1' }, { id: 'P2' }], cards: {} });
    expect(await empty.apply({ kind: 'draw', player: 'P1' })).toMatchObject({
      ok: true,
      events: [{ kind: 'no-effect' }],
    });
    const game = await referenceEngine.start(setup);
    const view = await game.observe('referee');
    const [top, bottom] = view.players[0]?.library ?? [];
    const [inHand] = view.players[0]?.hand ?? [];
    expect(await game.apply({ kind: 'move', object: inHand?.id ?? '', to: 'hand' })).toMatchObject({
      ok: false,
      rejection: { code: 'move/same-zone', clause: '400.7' },
    });
    const moved = await game.apply({ kind: 'move', object: bottom?.id ?? '', to: 'library', position: 'top' });
    expect(moved).toMatchObject({ ok: true, events: [{ kind: 'zone-change', from: 'library', to: 'library' }] });
    const after = (await game.observe('referee')).players[0]?.library?.map((o) => o.id);
    expect(after?.[1]).toBe(top?.id);
    expect(after?.[0]).not.toBe(bottom?.id);
  });
});
