/**
 * The setup story (reports/story.ts `setupLines`, shown in report.md, report.html and by
 * `obverse replay`) tells the whole setup: every zone that holds something, each card once,
 * who controls what another player owns, the labels that "attached to" and "copy of" name,
 * and the stack (issue 13).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../generators/catalog.js';
import { setupArb } from '../../generators/setup.js';
import type { GameSetup } from '../../model/setup.js';
import { setupLines } from '../../reports/story.js';

const ZONES = [
  ['battlefield', 'battlefield'],
  ['hand', 'hand'],
  ['library', 'library (top first)'],
  ['graveyard', 'graveyard'],
  ['exile', 'exile'],
] as const;

const card = (name: string) => ({ layout: 'single' as const, faces: [{ name, types: ['Creature'] }] });

describe('the setup story', () => {
  it('tells a setup zone by zone, with controllers, labels and the stack', () => {
    const setup = {
      players: [
        {
          id: 'P1',
          battlefield: [
            { card: 'c1', label: 'L1', controller: 'P2', tapped: true },
            { card: 'c2', copyOf: 'L1' },
          ],
          library: ['c3', 'c4'],
          exile: [{ card: 'c5', faceDown: true }],
        },
        { id: 'P2', graveyard: ['c6'], hand: ['c7'] },
        { id: 'P3' },
      ],
      cards: Object.fromEntries(
        ['Bear', 'Clone', 'Top', 'Second', 'Hidden', 'Dead', 'Held', 'Spell'].map((n, i) => [`c${i + 1}`, card(n)]),
      ),
      stack: [{ card: 'c8', owner: 'P2', controller: 'P1' }],
    } as unknown as GameSetup;
    expect(setupLines(setup)).toEqual([
      'P1 battlefield: Bear (c1) [label L1; controlled by P2; tapped], Clone (c2) [copy of L1]',
      'P1 library (top first): Top (c3), Second (c4)',
      'P1 exile: Hidden (c5) [face down]',
      'P2 hand: Held (c7)',
      'P2 graveyard: Dead (c6)',
      'P3: nothing',
      'stack (bottom first): Spell (c8) cast by P1, owned by P2',
    ]);
  });

  it('shows every non-empty zone and every card of generated setups, and nothing else', () => {
    const setups = setupArb({ cards: { catalog: defaultCatalog() }, stackPercent: 60, maxTokens: 2, maxExile: 3 });
    fc.assert(
      fc.property(setups, (setup) => {
        const lines = setupLines(setup);
        const text = lines.join('\n');
        for (const p of setup.players) {
          const filled = ZONES.filter(([key]) => (p[key]?.length ?? 0) > 0);
          for (const [key, shown] of ZONES) {
            const line = lines.filter((l) => l.startsWith(`${p.id} ${shown}: `));
            expect(line.length, `${p.id} ${key}`).toBe(filled.some(([k]) => k === key) ? 1 : 0);
          }
          expect(lines.includes(`${p.id}: nothing`)).toBe(filled.length === 0);
          for (const b of p.battlefield ?? []) {
            if (b.controller !== undefined && b.controller !== p.id)
              expect(text).toContain(`controlled by ${b.controller}`);
            for (const named of [b.attachedTo, b.copyOf])
              if (named !== undefined) expect(text).toContain(`label ${named}`);
          }
        }
        for (const key of Object.keys(setup.cards)) {
          expect(text.split(`(${key})`).length - 1, `card ${key} once`).toBe(1);
        }
        const stack = setup.stack ?? [];
        const stackLine = lines.filter((l) => l.startsWith('stack (bottom first): '));
        expect(stackLine.length).toBe(stack.length > 0 ? 1 : 0);
        if (stack.length > 0) expect(stackLine[0]?.split(' cast by ').length).toBe(stack.length + 1);
      }),
      { seed: 13, numRuns: 200 },
    );
  });
});
