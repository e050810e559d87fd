/**
 * What an engine declares beside its mechanics (adapter/declaration.ts, adapter/ability-needs.ts): the optional
 * lists are checked name by name with the valid ones listed, a mechanic needs the ability kinds it cannot be
 * played without, and an ability kind is playable only with a mechanic bringing it and, when listed, its kind.
 */
import { describe, expect, it } from 'vitest';
import { ABILITY_MECHANICS, abilityKindPlayable, unplayableActionKinds } from '../../adapter/ability-needs.js';
import { declarationOf, mechanicsOnly, setupFeatures } from '../../adapter/declaration.js';
import { descriptionProblem } from '../../adapter/description-check.js';
import { MECHANICS } from '../../adapter/mechanics.js';
import { ABILITY_KINDS } from '../../model/kinds.js';
import type { GameSetup } from '../../model/setup.js';

const good = { name: 'e', version: '1', contract: 'obverse-adapter/1', mechanics: ['transform', 'morph'] };

describe('descriptionProblem: the declaration beside the mechanics', () => {
  it('accepts the lists absent, empty or with known names', () => {
    expect(descriptionProblem(good)).toBeNull();
    expect(
      descriptionProblem({ ...good, abilities: ['morph', 'keyword'], setupFeatures: [], events: ['zone-change'] }),
    ).toBeNull();
  });

  it('names unknown names and lists the valid ones', () => {
    expect(descriptionProblem({ ...good, abilities: ['morph', 'flying'] })).toMatch(
      /^describe\(\) names ability kinds that do not exist in abilities: "flying"; valid names: keyword, ward, morph/,
    );
    expect(descriptionProblem({ ...good, setupFeatures: ['spell-on-the-stack'] })).toMatch(
      /setup features that do not exist in setupFeatures: "spell-on-the-stack"; valid names: spell-on-stack,/,
    );
    expect(descriptionProblem({ ...good, events: ['reveal'] })).toMatch(
      /event kinds that do not exist in events: "reveal"; valid names: zone-change,/,
    );
    expect(descriptionProblem({ ...good, events: 'revealed' })).toMatch(
      /must give events, when it gives one, as an array of event kinds \(model\/events.ts; leave it out/,
    );
  });

  it('refuses a mechanic declared without the ability kinds it cannot be played without', () => {
    expect(descriptionProblem({ ...good, abilities: ['keyword'] })).toBe(
      'describe() declares the mechanic morph but not the ability kinds it cannot be played without: morph; ' +
        'add them to abilities, or leave morph out of mechanics',
    );
  });
});

describe('which ability kinds a game may hold', () => {
  it('every kind has its mechanics, each one that exists', () => {
    for (const kind of ABILITY_KINDS)
      for (const m of ABILITY_MECHANICS[kind]) expect(MECHANICS as readonly string[], kind).toContain(m);
  });

  it('a kind comes with a mechanic bringing it, and when kinds are listed only with its own', () => {
    expect(abilityKindPlayable('keyword', mechanicsOnly([]))).toBe(true);
    expect(abilityKindPlayable('copy-on-enter', mechanicsOnly(['transform']))).toBe(false);
    expect(abilityKindPlayable('copy-on-enter', mechanicsOnly(['copy']))).toBe(true);
    expect(abilityKindPlayable('morph', mechanicsOnly(['megamorph']))).toBe(true);
    const listed = declarationOf({ mechanics: ['copy', 'morph'], abilities: ['morph', 'keyword'] });
    expect(abilityKindPlayable('copy-on-enter', listed)).toBe(false);
    expect(abilityKindPlayable('ward', listed)).toBe(false);
    expect(abilityKindPlayable('morph', listed)).toBe(true);
  });

  it('an action granting or creating an ability of a kind not taken is out', () => {
    const listed = declarationOf({ mechanics: ['effects', 'tokens'], abilities: ['keyword'] });
    const grant = (kind: 'ward' | 'keyword') =>
      ({
        kind: 'apply-effect',
        object: 'o1',
        effect: {
          kind: 'gain-ability',
          ability: kind === 'ward' ? { kind, cost: '{2}' } : { kind, keyword: 'flying' },
        },
      }) as const;
    expect(unplayableActionKinds(grant('ward'), listed)).toEqual(['ward']);
    expect(unplayableActionKinds(grant('keyword'), listed)).toEqual([]);
  });
});

describe('setupFeatures', () => {
  it('names each feature a setup uses, with what uses it first', () => {
    const setup: GameSetup = {
      players: [
        { id: 'P1', battlefield: [{ card: 'c1', faceDown: 'manifest', counters: { '+1/+1': 1 } }] },
        { id: 'P2', battlefield: [{ card: 'c2', controller: 'P1', face: 'back' }] },
      ],
      cards: {},
      stack: [{ card: 'c3', owner: 'P1', controller: 'P2', faceDown: 'morph' }],
    };
    expect([...setupFeatures(setup).keys()].sort()).toEqual([
      'back-face-permanent',
      'face-down-permanent',
      'face-down-spell',
      'permanent-of-another-controller',
      'permanent-with-counters',
      'spell-of-another-controller',
      'spell-on-stack',
    ]);
    expect(setupFeatures(setup).get('face-down-permanent')).toBe("P1's permanent c1");
  });
});
