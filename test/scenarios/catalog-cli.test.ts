/**
 * `$catalog` cards through the CLI: a scenario of catalog references runs and passes; an
 * unknown name stops `obverse check` with exit 2 before any work, naming the file, the
 * card key and the nearest catalog names.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { obverseInProcess as obverse } from '../support/cli.js';

// Through the CLI's main, in process: what the check reads, prints and exits with is the point here, not the
// process (a real process's exit codes are test/cli/cli.test.ts's).

/** Delver of Secrets (a DFC) and Gisela (a meld card), both named from the catalog. */
function scenario(delverName: string): unknown {
  return {
    format: 'obverse-scenario/1',
    id: 'test/catalog-cards',
    title: 'Catalog cards transform and keep their printed faces',
    description: 'Every card is a $catalog reference.',
    rules: ['712.18'],
    mechanics: ['transform'],
    setup: {
      players: [{ id: 'P1', battlefield: [{ card: 'delver' }], hand: ['gisela'] }, { id: 'P2' }],
      cards: { delver: { $catalog: delverName }, gisela: { $catalog: 'Gisela, the Broken Blade' } },
    },
    steps: [
      {
        do: { kind: 'transform', object: { $card: 'delver' } },
        expect: {
          views: {
            P2: [
              {
                object: { $card: 'delver' },
                match: { face: 'back', characteristics: { name: 'Insectile Aberration', power: 3, toughness: 2 } },
              },
            ],
            P1: [{ object: { $card: 'gisela' }, match: { zone: 'hand', characteristics: { manaValue: 4 } } }],
          },
        },
      },
    ],
  };
}

async function folder(delverName: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'obverse-catalog-'));
  await mkdir(join(dir, 'cases'));
  await writeFile(join(dir, 'cases/catalog.json'), JSON.stringify(scenario(delverName), null, 2));
  return dir;
}

describe('obverse check with $catalog cards', () => {
  it('runs a scenario whose cards are all catalog references, and passes it', async () => {
    const dir = await folder('Delver of Secrets');
    const r = await obverse(
      ['check', '--scenarios', 'cases', '--properties', 'test/catalog-cards', '--out', 'out', '--jobs', '1'],
      dir,
    );
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^PASS {2}scenario test\/catalog-cards /m);
    expect(r.code).toBe(0);
  });

  it('exits 2 on an unknown name, naming the file, the card key and the nearest names', async () => {
    const dir = await folder('Delver of Secret');
    const r = await obverse(['check', '--scenarios', 'cases', '--out', 'out', '--jobs', '1'], dir);
    expect(r.code).toBe(2);
    expect(r.out).not.toMatch(/PASS|FAIL/);
    expect(r.err).toContain(
      'cases/catalog.json: setup.cards.delver.$catalog: card "delver": no catalog card is named "Delver of Secret"',
    );
    expect(r.err).toMatch(/nearest catalog names: "Delver of Secrets", "/);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });
});
