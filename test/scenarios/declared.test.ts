/**
 * Scenarios chosen inside an engine's declaration (scenarios/declared.ts): one whose setup needs a setup feature,
 * or holds an ability kind, that the engine does not declare, or that expects an event kind it does not report, is
 * not-supported, saying why.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarationOf } from '../../adapter/declaration.js';
import { MECHANICS } from '../../adapter/mechanics.js';
import { beyondDeclaration } from '../../scenarios/declared.js';
import { loadScenarios } from '../../scenarios/load.js';

describe('scenarios beyond a declaration', async () => {
  const all = await loadScenarios(join(import.meta.dirname, '../../scenarios/cases'));
  const byId = (id: string) => {
    const s = all.find((x) => x.scenario.id === id)?.scenario;
    if (s === undefined) throw new Error(`no scenario ${id}`);
    return s;
  };

  it('are those needing what it leaves out, each said', () => {
    const everything = declarationOf({ mechanics: MECHANICS });
    expect(all.filter((s) => beyondDeclaration(s.scenario, everything) !== null)).toEqual([]);
    const reveal = byId('rules/400.4a-712.4b-what-an-effect-cannot-put-onto-the-battlefield');
    expect(beyondDeclaration(reveal, declarationOf({ mechanics: MECHANICS, setupFeatures: [] }))).toMatch(
      /^the engine does not build spell-on-stack \(spell bolt2 on the stack\)/,
    );
    const noEvents = declarationOf({ mechanics: MECHANICS, events: [] });
    expect(beyondDeclaration(reveal, noEvents)).toBe(
      'the engine does not report no-effect, zone-change, entered events, which the scenario expects',
    );
    const clone = all.find((s) =>
      Object.values(s.scenario.setup.cards).some((c) =>
        c.faces.some((f) => f.abilities.some((a) => a.kind === 'copy-on-enter')),
      ),
    );
    expect(clone).toBeDefined();
    if (clone)
      expect(
        beyondDeclaration(clone.scenario, declarationOf({ mechanics: MECHANICS, abilities: ['keyword'] })),
      ).toMatch(/^the engine does not declare the ability kinds .*copy-on-enter/);
  });

  it('are those with a step of an action kind, or a feature, it does not take', () => {
    const entering = byId('dfc/enter-transformed-is-not-transforming');
    const noEntering = declarationOf({ mechanics: MECHANICS, actions: ['cast', 'resolve', 'transform'] });
    expect(beyondDeclaration(entering, noEntering)).toBe(
      'the engine does not take put-onto-battlefield, which the scenario does',
    );
    const notTransformed = declarationOf({ mechanics: MECHANICS, actionFeatures: ['enter-from-hand'] });
    expect(beyondDeclaration(entering, notTransformed)).toBe(
      'the engine does not take enter-transformed, which the scenario does',
    );
    expect(
      beyondDeclaration(entering, declarationOf({ mechanics: MECHANICS, actionFeatures: ['enter-transformed'] })),
    ).toBeNull();
  });
});
