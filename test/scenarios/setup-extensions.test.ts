import { expect, test } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { runScenario, validateScenario } from '../../scenarios/index.js';

const meldCard = (name: string, partner: string) => ({
  layout: 'meld',
  partner,
  faces: [{ name, manaCost: '{4}{W}', types: ['Creature'], power: 5, toughness: 5 }],
  melded: { name: 'Melded One', types: ['Creature'], power: 10, toughness: 10 },
});

const scenario = {
  format: 'obverse-scenario/1',
  id: 'test/setup-extensions',
  title: 'A melded permanent, an attached permanent and a face-down spell from the setup',
  description: 'Setups can start with melded permanents, attachments, copies and spells on the stack.',
  rules: ['712.4a', '708.4'],
  mechanics: ['meld', 'morph'],
  setup: {
    players: [
      {
        id: 'P1',
        battlefield: [
          { melded: ['a', 'b'], label: 'pair' },
          { card: 'e', attachedTo: 'pair' },
        ],
      },
      { id: 'P2' },
    ],
    cards: {
      a: meldCard('Half A', 'Half B'),
      b: meldCard('Half B', 'Half A'),
      e: { layout: 'single', faces: [{ name: 'Gear', manaCost: '{1}', types: ['Artifact'], subtypes: ['Equipment'] }] },
      m: {
        layout: 'single',
        faces: [
          {
            name: 'Hidden',
            manaCost: '{5}',
            types: ['Creature'],
            power: 4,
            toughness: 4,
            abilities: [{ kind: 'morph', cost: '{2}' }],
          },
        ],
      },
    },
    stack: [{ card: 'm', owner: 'P2', faceDown: 'morph' }],
  },
  steps: [
    {
      do: { kind: 'resolve' },
      as: 'morph',
      expect: {
        views: {
          P1: {
            objects: [{ object: { $ref: 'morph' }, match: { faceDown: { by: 'morph' }, printed: null } }],
            battlefield: { $length: 3 },
          },
          referee: [
            { object: { $card: 'a' }, match: { melded: true, characteristics: { name: 'Melded One', manaValue: 10 } } },
          ],
        },
      },
    },
    {
      do: { kind: 'move', object: { $card: 'a' }, to: 'graveyard' },
      expect: {
        views: {
          P2: { players: { P1: { graveyard: { $length: 2 } } } },
          referee: [{ object: { $card: 'e' }, match: { attachedTo: null } }],
        },
      },
    },
  ],
};

test('setups with melded permanents, labels and spells on the stack validate and run', async () => {
  const v = validateScenario(scenario, 'inline.json');
  expect(v.ok).toBe(true);
  if (!v.ok) return;
  const outcome = await runScenario(referenceEngine, v.scenario);
  expect(outcome.status, JSON.stringify(outcome)).toBe('passed');
});

test('a melded permanent with a third card or a stack spell without owner is refused with its location', () => {
  const bad = {
    ...scenario,
    setup: {
      ...scenario.setup,
      players: [{ id: 'P1', battlefield: [{ melded: ['a'] }] }, { id: 'P2' }],
      stack: [{ card: 'm' }],
    },
  };
  const v = validateScenario(bad, 'inline.json');
  expect(v.ok).toBe(false);
  const text = JSON.stringify(v);
  expect(text).toContain('setup.players[0].battlefield[0].melded');
  expect(text).toContain('setup.stack[0].owner');
});
