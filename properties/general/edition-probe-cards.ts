/**
 * The cards, tokens and small games of the probes of `general/actions-by-edition` (./edition-probes.ts).
 */
import {
  type CardDefinition,
  defaultCatalog,
  face,
  type GameSetup,
  type GameView,
  objectOfCard,
  type TokenDefinition,
} from '../harness/index.js';

export function catalogCard(name: string): CardDefinition {
  const found = defaultCatalog().find((d) => d.faces[0].name === name);
  if (found === undefined) throw new Error(`edition-probes: no catalog card named ${name}`);
  return found;
}

/** A made-up double-faced card with morph on its front face (what 2011's 711.4 forbade to cast face down). */
export const MORPH_DFC: CardDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({
      name: 'Veiled Pilgrim',
      manaCost: '{2}{U}',
      types: ['Creature'],
      power: 2,
      toughness: 2,
      abilities: [{ kind: 'morph', cost: '{3}' }],
    }),
    face({ name: 'Unveiled Pilgrim', colorIndicator: ['U'], types: ['Creature'], power: 4, toughness: 4 }),
  ],
};

/** A made-up double-faced card with More Than Meets the Eye (702.162a). */
export const CONVERTIBLE: CardDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({
      name: 'Gearshift Scout',
      manaCost: '{3}{R}',
      types: ['Artifact', 'Creature'],
      power: 3,
      toughness: 2,
      abilities: [{ kind: 'more-than-meets-the-eye', cost: '{1}{R}' }],
    }),
    face({ name: 'Gearshift Runner', colorIndicator: ['R'], types: ['Artifact'] }),
  ],
};

/** A single-faced token, as tokens have been since before every supported edition. */
export const SOLDIER_TOKEN: TokenDefinition = {
  layout: 'single',
  faces: [
    face({
      name: 'Soldier',
      colorIndicator: ['W'],
      types: ['Creature'],
      subtypes: ['Soldier'],
      power: 1,
      toughness: 1,
    }),
  ],
};

/** A modal double-faced token, as a token copy of a modal double-faced card is (707.8a). */
export const MODAL_TOKEN: TokenDefinition = {
  layout: 'modal-dfc',
  faces: [
    face({ name: 'Tidal Sentry', colorIndicator: ['U'], types: ['Creature'], power: 2, toughness: 2 }),
    face({ name: 'Tidal Cove', types: ['Land'] }),
  ],
};

type Zones = Partial<Record<'hand' | 'library' | 'graveyard' | 'battlefield', readonly string[]>>;

/** P1 holds the named cards in the given zones; P2 is an opponent with nothing. */
export function game(cards: Readonly<Record<string, CardDefinition>>, zones: Zones): GameSetup {
  return {
    players: [
      {
        id: 'P1',
        hand: zones.hand ?? [],
        library: zones.library ?? [],
        graveyard: zones.graveyard ?? [],
        battlefield: (zones.battlefield ?? []).map((card) => ({ card })),
      },
      { id: 'P2' },
    ],
    cards,
    seed: 1,
  };
}

/** The id the engine shows, in the referee's view, for the object of card `key`. */
export function idIn(view: GameView, key: string): string {
  const o = objectOfCard(view, key);
  if (o === undefined) throw new Error(`edition-probes: the view after setup shows no object of card ${key}`);
  return o.id;
}

export const library = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i}`, catalogCard('Grizzly Bears')]));
export const keys = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);

/** A double-faced token: Incubator (111.10i). */
export const INCUBATOR: TokenDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({ name: 'Incubator', types: ['Artifact'], subtypes: ['Incubator'] }),
    face({ name: 'Phyrexian Token', types: ['Artifact', 'Creature'], subtypes: ['Phyrexian'], power: 0, toughness: 0 }),
  ],
};
