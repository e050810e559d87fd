/** Small card definitions and a setup builder for engine tests. */
import type { CardDefinition } from '../../model/card.js';
import { face } from '../../model/characteristics.js';
import type { GameSetup } from '../../model/setup.js';

export const bear: CardDefinition = {
  layout: 'single',
  faces: [
    face({
      name: 'Grizzly Bears',
      manaCost: '{1}{G}',
      types: ['Creature'],
      subtypes: ['Bear'],
      power: 2,
      toughness: 2,
    }),
  ],
};
export const shock: CardDefinition = {
  layout: 'single',
  faces: [face({ name: 'Shock', manaCost: '{R}', types: ['Instant'] })],
};
export const huntmaster: CardDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({
      name: 'Huntmaster of the Fells',
      manaCost: '{2}{R}{G}',
      types: ['Creature'],
      subtypes: ['Human', 'Werewolf'],
      power: 2,
      toughness: 2,
      abilities: [
        { kind: 'triggered', trigger: { kind: 'enters' }, effect: 'create a 2/2 Wolf and gain 2 life' },
        { kind: 'triggered', trigger: { kind: 'transforms-into' }, effect: 'create a 2/2 Wolf and gain 2 life' },
      ],
    }),
    face({
      name: 'Ravager of the Fells',
      colorIndicator: ['R', 'G'],
      types: ['Creature'],
      subtypes: ['Werewolf'],
      power: 4,
      toughness: 4,
      abilities: [
        {
          kind: 'triggered',
          trigger: { kind: 'transforms-into' },
          effect: 'deal 2 damage to an opponent and up to one creature',
        },
      ],
    }),
  ],
};
export const morphling: CardDefinition = {
  layout: 'single',
  faces: [
    face({
      name: 'Morph Beast',
      manaCost: '{4}{G}',
      types: ['Creature'],
      power: 5,
      toughness: 5,
      abilities: [
        { kind: 'morph', cost: '{3}{G}' },
        { kind: 'triggered', trigger: { kind: 'turned-face-up' }, effect: 'draw a card' },
        { kind: 'triggered', trigger: { kind: 'enters' }, effect: 'gain 1 life' },
      ],
    }),
  ],
};

export function setupOf(
  cards: Record<string, CardDefinition>,
  p1: GameSetup['players'][number],
  p2: GameSetup['players'][number] = { id: 'P2' },
): GameSetup {
  return { players: [p1, p2], cards, seed: 7 };
}
