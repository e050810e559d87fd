/**
 * The actions an engine declares it can take (adapter/action-features.ts): each feature is read from the action and
 * where its object is, a declaration names what it does not take, the names are checked, and a generated game skips
 * a step the engine does not take (the game goes on, nothing discarded) while an engine declaring nothing takes all.
 */
import { describe, expect, it } from 'vitest';
import { type ActionFeature, actionFeatures, factsOfView, type ObjectFacts } from '../../adapter/action-features.js';
import type { Action } from '../../adapter/action.js';
import { declarationOf, untakenParts } from '../../adapter/declaration.js';
import { descriptionProblem } from '../../adapter/description-check.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { FaceUpRoute } from '../../model/face-down.js';
import type { GameSetup } from '../../model/setup.js';
import { objectOfCard } from '../../model/view-read.js';
import { runActions } from '../../properties/harness/trace.js';

const facts =
  (zone: ObjectFacts['zone'], subtypes: readonly string[] = []) =>
  (): ObjectFacts => ({ ...NO_FACE_DOWN, zone, owner: 'P1', types: [], subtypes });
const NO_FACE_DOWN = { faceDown: null, faceUpCosts: [], otherFaceDownPermanents: 0 } as const;

describe('actionFeatures', () => {
  it('reads each feature from the action and where its object is', () => {
    const cases: readonly [Action, ObjectFacts['zone'], readonly ActionFeature[]][] = [
      [{ kind: 'resolve', transformed: true }, 'stack', ['resolve-transformed']],
      [{ kind: 'resolve' }, 'stack', []],
      [{ kind: 'counter', object: 'o1', to: 'exile' }, 'stack', ['counter-elsewhere']],
      [{ kind: 'counter', object: 'o1', to: 'graveyard' }, 'stack', []],
      [
        { kind: 'put-onto-battlefield', object: 'o1', transformed: true, controller: 'P2' },
        'library',
        ['enter-transformed', 'enter-from-library', 'enter-under-another-control'],
      ],
      [
        { kind: 'put-onto-battlefield', object: 'o1', asCopyOf: 'o2', faceDown: true, attachedTo: 'o3' },
        'hand',
        ['enter-as-copy', 'enter-face-down', 'enter-attached', 'enter-from-hand'],
      ],
      [{ kind: 'move', object: 'o1', to: 'exile', faceDown: true }, 'library', ['move-face-down', 'move-from-library']],
      [{ kind: 'move', object: 'o1', to: 'graveyard' }, 'battlefield', []],
      [{ kind: 'move', object: 'o1', to: 'hand' }, 'exile', ['move-from-exile']],
      [{ kind: 'move', object: 'o1', to: 'graveyard' }, 'stack', ['move-from-stack']],
      [{ kind: 'create-token-copy', player: 'P1', of: 'o1' }, 'graveyard', ['copy-of-an-object-off-the-battlefield']],
      [{ kind: 'become-copy', object: 'o2', of: 'o1' }, 'battlefield', []],
      [{ kind: 'manifest', player: 'P1', count: 2 }, 'library', ['several-cards']],
      [{ kind: 'cloak', player: 'P1' }, 'library', []],
      [{ kind: 'transform', object: 'o1' }, 'battlefield', []],
      [
        { kind: 'cast', player: 'P1', object: 'o1', mode: { kind: 'transformed', by: 'disturb' } },
        'graveyard',
        ['cast-back-face-up'],
      ],
      [{ kind: 'cast', player: 'P1', object: 'o1', mode: { kind: 'back-face' } }, 'hand', ['cast-back-face-up']],
      [{ kind: 'cast', player: 'P1', object: 'o1', mode: { kind: 'normal' } }, 'hand', []],
      [{ kind: 'add-counters', object: 'o1', counter: '+1/+1', amount: 1 }, 'exile', ['counters-off-the-battlefield']],
      [{ kind: 'add-counters', object: 'o1', counter: '+1/+1', amount: 1 }, 'battlefield', []],
    ];
    for (const [action, zone, expected] of cases)
      expect(actionFeatures(action, facts(zone)), action.kind).toEqual(expected);
  });

  it('tells an Equipment from anything else attached, and adds nothing for an object it does not know', () => {
    const attach: Action = { kind: 'attach', object: 'o1', to: 'o2' };
    expect(actionFeatures(attach, facts('battlefield', ['Equipment']))).toEqual([]);
    expect(actionFeatures(attach, facts('battlefield', ['Aura']))).toEqual(['attach-non-equipment']);
    expect(actionFeatures(attach, () => undefined)).toEqual([]);
    const damage: Action = { kind: 'deal-damage', object: 'o1', amount: 2 };
    const permanent = (types: readonly string[]) => () => ({
      ...NO_FACE_DOWN,
      zone: 'battlefield' as const,
      owner: 'P1',
      types,
      subtypes: [],
    });
    expect(actionFeatures(damage, permanent(['Artifact']))).toEqual(['damage-to-noncreature-permanent']);
    expect(actionFeatures(damage, permanent(['Artifact', 'Creature']))).toEqual([]);
    expect(actionFeatures(damage, permanent(['Battle']))).toEqual([]);
    expect(actionFeatures({ kind: 'put-onto-battlefield', object: 'o9' }, () => undefined)).toEqual([]);
    // Unknown (a scenario's steps are read before its game is played), a copied object adds no feature; one the view
    // no longer shows has left, and is copied as it last existed (608.2h).
    const copy: Action = { kind: 'become-copy', object: 'o1', of: 'o9' };
    expect(actionFeatures(copy, () => undefined)).toEqual([]);
    expect(actionFeatures(copy, () => 'not-shown')).toEqual(['copy-of-an-object-off-the-battlefield']);
    expect(actionFeatures({ kind: 'transform', object: 'o9' }, () => 'not-shown')).toEqual([]);
  });
});

describe('turning face up', () => {
  const morph = { kind: 'morph', cost: '{2}' } as const;
  const setup = (others: number, abilities: readonly unknown[], way: 'manifest' | 'morph'): GameSetup => ({
    players: [
      {
        id: 'P1',
        battlefield: [
          { card: 'seer', faceDown: way },
          ...Array.from({ length: others }, (_, i) => ({ card: `elk${i}`, faceDown: 'manifest' as const })),
        ],
      },
      { id: 'P2' },
    ],
    cards: {
      seer: { layout: 'single', faces: [{ ...creature('Seer'), abilities }] } as GameSetup['cards'][string],
      ...Object.fromEntries(
        Array.from({ length: others }, (_, i) => [`elk${i}`, { layout: 'single', faces: [creature('Elk')] } as const]),
      ),
    },
  });
  async function features(s: GameSetup, route: FaceUpRoute): Promise<readonly ActionFeature[]> {
    const view = await (await referenceEngine.start(s)).observe('referee');
    const object = objectOfCard(view, 'seer')?.id ?? '';
    return actionFeatures({ kind: 'turn-face-up', object, route }, factsOfView(view));
  }

  it('counts the costs a face-down permanent could be turned face up for, from the card it is', async () => {
    expect(await features(setup(0, [morph], 'morph'), 'morph')).toEqual([]);
    // A manifested creature card with morph: its morph cost or its mana cost (701.40b).
    expect(await features(setup(0, [morph], 'manifest'), 'morph')).toEqual(['turn-face-up-choosing-a-cost']);
    expect(await features(setup(0, [morph], 'manifest'), 'mana-cost')).toEqual(['turn-face-up-choosing-a-cost']);
    expect(await features(setup(0, [], 'manifest'), 'mana-cost')).toEqual([]);
    // Face down by morph, it has no mana-cost route (701.40b is for manifested cards): an engine paying whatever cost
    // it finds would pay the morph cost.
    expect(await features(setup(0, [morph], 'morph'), 'mana-cost')).toEqual(['turn-face-up-choosing-a-cost']);
    expect(await features(setup(0, [morph], 'morph'), 'disguise')).toEqual(['turn-face-up-choosing-a-cost']);
    expect(await features(setup(0, [], 'manifest'), 'morph')).toEqual(['turn-face-up-choosing-a-cost']);
    const both = [morph, { kind: 'megamorph', cost: '{3}' }];
    expect(await features(setup(0, both, 'morph'), 'morph')).toEqual(['turn-face-up-choosing-a-cost']);
  });

  it('tells an effect turning up the lone face-down permanent from one turning up one of several', async () => {
    expect(await features(setup(0, [morph], 'morph'), 'effect')).toEqual([]);
    expect(await features(setup(1, [morph], 'morph'), 'effect')).toEqual(['turn-face-up-one-of-several']);
    expect(await features(setup(1, [morph], 'morph'), 'morph')).toEqual([]);
  });
});

describe('untakenParts', () => {
  const enter: Action = { kind: 'put-onto-battlefield', object: 'o1' };
  it('takes everything when nothing is declared', () => {
    expect(untakenParts(enter, facts('exile'), declarationOf({ mechanics: [] }))).toEqual([]);
  });
  it('names a kind not declared, then the features not declared', () => {
    const declared = declarationOf({
      mechanics: [],
      actions: ['put-onto-battlefield', 'move'],
      actionFeatures: ['enter-from-hand', 'enter-from-graveyard'],
    });
    expect(untakenParts({ kind: 'transform', object: 'o1' }, facts('battlefield'), declared)).toEqual(['transform']);
    expect(untakenParts(enter, facts('graveyard'), declared)).toEqual([]);
    expect(untakenParts(enter, facts('exile'), declared)).toEqual(['enter-from-exile']);
    expect(untakenParts({ ...enter, faceDown: true }, facts('hand'), declared)).toEqual(['enter-face-down']);
  });
});

describe('descriptionProblem on actions and actionFeatures', () => {
  const good = { name: 'e', version: '1', contract: 'obverse-adapter/1', mechanics: ['transform'] };
  it('accepts known names and names unknown ones with the valid ones', () => {
    expect(
      descriptionProblem({ ...good, actions: ['transform', 'cast'], actionFeatures: ['enter-from-hand'] }),
    ).toBeNull();
    expect(descriptionProblem({ ...good, actions: ['transform', 'flip'] })).toMatch(
      /^describe\(\) names action kinds that do not exist in actions: "flip"; valid names: cast, resolve,/,
    );
    expect(descriptionProblem({ ...good, actionFeatures: ['from-library'] })).toMatch(
      /action features that do not exist in actionFeatures: "from-library"; valid names: resolve-transformed,/,
    );
    expect(descriptionProblem({ ...good, actions: 'transform' })).toMatch(
      /must give actions, when it gives one, as an array of action kinds \(adapter\/action.ts;/,
    );
  });
});

describe('a game keeps to the actions declared', () => {
  const setup: GameSetup = {
    players: [{ id: 'P1', library: ['bear'], graveyard: ['elk'] }, { id: 'P2' }],
    cards: {
      bear: { layout: 'single', faces: [creature('Bear')] },
      elk: { layout: 'single', faces: [creature('Elk')] },
    },
  };

  async function idsOf(): Promise<{ bear: string; elk: string }> {
    const view = await (await referenceEngine.start(setup)).observe('referee');
    return { bear: objectOfCard(view, 'bear')?.id ?? '', elk: objectOfCard(view, 'elk')?.id ?? '' };
  }

  it('skips a step with a feature the engine does not take and plays the rest', async () => {
    const { bear, elk } = await idsOf();
    const actions: Action[] = [
      { kind: 'put-onto-battlefield', object: bear },
      { kind: 'put-onto-battlefield', object: elk },
    ];
    const declaration = declarationOf({ mechanics: [], actionFeatures: ['enter-from-graveyard'] });
    const trace = await runActions(referenceEngine, setup, actions, [], { declaration });
    expect(trace.unsupported).toBeNull();
    expect(trace.records.map((r) => r.action)).toEqual([actions[1]]);
    expect(trace.skipped).toEqual([{ stepIndex: 0, reason: 'not taken by the engine: enter-from-library' }]);
    const all = await runActions(referenceEngine, setup, actions, [], {
      declaration: declarationOf({ mechanics: [] }),
    });
    expect(all.records).toHaveLength(2);
  });

  it('skips a step of a kind the engine does not take', async () => {
    const { elk } = await idsOf();
    const declaration = declarationOf({ mechanics: [], actions: ['move'] });
    const trace = await runActions(referenceEngine, setup, [{ kind: 'put-onto-battlefield', object: elk }], [], {
      declaration,
    });
    expect(trace.records).toHaveLength(0);
    expect(trace.skipped[0]?.reason).toBe('not taken by the engine: put-onto-battlefield');
  });
});

function creature(name: string) {
  return {
    name,
    manaCost: '{1}{G}',
    colorIndicator: null,
    loyalty: null,
    defense: null,
    types: ['Creature'],
    subtypes: ['Bear'],
    supertypes: [],
    power: 2,
    toughness: 2,
    abilities: [],
  } as const;
}
