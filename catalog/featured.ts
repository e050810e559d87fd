/**
 * Hand-written cards that scenarios and tests rely on, with their abilities stated
 * briefly in our own words. Characteristics were checked against card-facts.json where
 * the card is there (noted "facts" below); the others ("not in facts") are from the
 * printed cards. A featured entry replaces the generated entry of the same name.
 */
import type { Mechanic } from '../adapter/mechanics.js';
import type { Ability } from '../model/ability.js';
import type { CardDefinition, TokenDefinition } from '../model/card.js';
import { face, type Face } from '../model/characteristics.js';
import type { CatalogCard } from './catalog-card.js';
import { mechanicsOf } from './mechanics-of.js';
import { AZUSAS_MANY_JOURNEYS } from './featured-sagas.js';

const kw = (keyword: string): Ability => ({ kind: 'keyword', keyword });
const text = (words: string): Ability => ({ kind: 'text', text: words });
const onEnter = (effect: string): Ability => ({ kind: 'triggered', trigger: { kind: 'enters' }, effect });
const onTurnedFaceUp = (effect: string): Ability => ({
  kind: 'triggered',
  trigger: { kind: 'turned-face-up' },
  effect,
});
const onTransformInto = (effect: string): Ability => ({
  kind: 'triggered',
  trigger: { kind: 'transforms-into' },
  effect,
});

/** Disturb back faces carry this replacement (702.146). */
const EXILE_INSTEAD_OF_GRAVEYARD = text('If this would go to a graveyard from anywhere, it is exiled instead.');

function card(definition: CardDefinition, extra: readonly Mechanic[] = []): CatalogCard {
  return { name: definition.faces[0].name, definition, mechanics: mechanicsOf(definition, extra) };
}

// --- Double-faced cards that transform (712.2, 701.27) ---

/** Werewolf (facts). */
export const GATSTAF_SHEPHERD = card({
  layout: 'nonmodal-dfc',
  faces: [
    face({
      name: 'Gatstaf Shepherd',
      manaCost: '{1}{G}',
      types: ['Creature'],
      subtypes: ['Human', 'Werewolf'],
      power: 2,
      toughness: 2,
      abilities: [text('At the beginning of each upkeep, if no spells were cast last turn, transform this.')],
    }),
    face({
      name: 'Gatstaf Howler',
      colorIndicator: ['G'],
      types: ['Creature'],
      subtypes: ['Werewolf'],
      power: 3,
      toughness: 3,
      abilities: [
        kw('intimidate'),
        text('At the beginning of each upkeep, if a player cast two or more spells last turn, transform this.'),
      ],
    }),
  ],
});

/** Facts. Transforms from its controller's upkeep look at the top card. */
export const DELVER_OF_SECRETS = card({
  layout: 'nonmodal-dfc',
  faces: [
    face({
      name: 'Delver of Secrets',
      manaCost: '{U}',
      types: ['Creature'],
      subtypes: ['Human', 'Wizard'],
      power: 1,
      toughness: 1,
      abilities: [
        text(
          'At the beginning of your upkeep, look at your top card; you may reveal it, and if it is an instant or ' +
            'sorcery card, transform this.',
        ),
      ],
    }),
    face({
      name: 'Insectile Aberration',
      colorIndicator: ['U'],
      types: ['Creature'],
      subtypes: ['Human', 'Insect'],
      power: 3,
      toughness: 2,
      abilities: [kw('flying')],
    }),
  ],
});

/** Facts. Its enters and transforms-into triggers are what the scenarios exercise (701.27e). */
export const HUNTMASTER_OF_THE_FELLS = card({
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
        onEnter('Create a 2/2 green Wolf creature token and gain 2 life.'),
        onTransformInto('Create a 2/2 green Wolf creature token and gain 2 life.'),
        text('At the beginning of each upkeep, if no spells were cast last turn, transform this.'),
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
        kw('trample'),
        onTransformInto(
          'Deal 2 damage to a target opponent or planeswalker and 2 damage to up to one target creature that ' +
            "player or that planeswalker's controller controls.",
        ),
        text('At the beginning of each upkeep, if a player cast two or more spells last turn, transform this.'),
      ],
    }),
  ],
});

/** Disturb (facts): cast from the graveyard with its back face up (702.146a). */
export const BAITHOOK_ANGLER = card({
  layout: 'nonmodal-dfc',
  faces: [
    face({
      name: 'Baithook Angler',
      manaCost: '{1}{U}',
      types: ['Creature'],
      subtypes: ['Human', 'Peasant'],
      power: 2,
      toughness: 1,
      abilities: [{ kind: 'disturb', cost: '{1}{U}' }],
    }),
    face({
      name: 'Hook-Haunt Drifter',
      colorIndicator: ['U'],
      types: ['Creature'],
      subtypes: ['Spirit'],
      power: 1,
      toughness: 2,
      abilities: [kw('flying'), EXILE_INSTEAD_OF_GRAVEYARD],
    }),
  ],
});

/**
 * SYNTHETIC: no real card. A transforming DFC whose back face is an instant, so that
 * an instruction to transform it does nothing (701.27d).
 */
export const SYNTHETIC_INSTANT_BACK: CatalogCard = {
  ...card({
    layout: 'nonmodal-dfc',
    faces: [
      face({
        name: 'Synthetic Turncoat Sentry',
        manaCost: '{1}{R}',
        types: ['Creature'],
        subtypes: ['Construct'],
        power: 2,
        toughness: 2,
        abilities: [{ kind: 'transform-self', cost: '{1}' }],
      }),
      face({
        name: 'Synthetic Backfire Bolt',
        colorIndicator: ['R'],
        types: ['Instant'],
        abilities: [text('Deal 2 damage to any target.')],
      }),
    ],
  }),
  synthetic: true,
};

// --- Modal double-faced cards (712.3) ---

/** Facts. Back face is a land. */
export const AKOUM_WARRIOR = card({
  layout: 'modal-dfc',
  faces: [
    face({
      name: 'Akoum Warrior',
      manaCost: '{5}{R}',
      types: ['Creature'],
      subtypes: ['Minotaur', 'Warrior'],
      power: 4,
      toughness: 5,
      abilities: [kw('trample')],
    }),
    face({
      name: 'Akoum Teeth',
      types: ['Land'],
      abilities: [text('This land enters tapped.'), text('{T}: Add {R}.')],
    }),
  ],
});

/** Facts. A modal DFC whose faces are both nonland permanents (712.3: each face its own card to cast). */
export const TERGRID_GOD_OF_FRIGHT = card({
  layout: 'modal-dfc',
  faces: [
    face({
      name: 'Tergrid, God of Fright',
      manaCost: '{3}{B}{B}',
      supertypes: ['Legendary'],
      types: ['Creature'],
      subtypes: ['God'],
      power: 4,
      toughness: 5,
      abilities: [
        kw('menace'),
        text(
          'Whenever an opponent sacrifices a nontoken permanent or discards a permanent card, you may put it ' +
            'onto the battlefield under your control from their graveyard.',
        ),
      ],
    }),
    face({
      name: "Tergrid's Lantern",
      manaCost: '{3}{B}',
      supertypes: ['Legendary'],
      types: ['Artifact'],
      abilities: [
        text('{T}: Target player loses 3 life unless they sacrifice a nonland permanent or discard a card.'),
        text('{3}{B}: Untap this.'),
      ],
    }),
  ],
});

/** Not in facts (no instant-faced modal DFC there). Front face is an instant; back a land. */
export const VALAKUT_AWAKENING = card({
  layout: 'modal-dfc',
  faces: [
    face({
      name: 'Valakut Awakening',
      manaCost: '{2}{R}',
      types: ['Instant'],
      abilities: [
        text(
          'Put any number of cards from your hand on the bottom of your library, then draw that many cards plus one.',
        ),
      ],
    }),
    face({
      name: 'Valakut Stoneforge',
      types: ['Land'],
      abilities: [text('This land enters tapped.'), text('{T}: Add {R}.')],
    }),
  ],
});

// --- Meld (712.4, 701.42) ---

/** Facts give Brisela no color; the printed melded half has a white color indicator. */
const BRISELA: Face = face({
  name: 'Brisela, Voice of Nightmares',
  colorIndicator: ['W'],
  supertypes: ['Legendary'],
  types: ['Creature'],
  subtypes: ['Eldrazi', 'Angel'],
  power: 9,
  toughness: 10,
  abilities: [
    kw('flying'),
    kw('first strike'),
    kw('vigilance'),
    kw('lifelink'),
    text('Opponents cannot cast spells with mana value 3 or less.'),
  ],
});

/** Facts. The half without the melding ability. */
export const BRUNA = card({
  layout: 'meld',
  faces: [
    face({
      name: 'Bruna, the Fading Light',
      manaCost: '{5}{W}{W}',
      supertypes: ['Legendary'],
      types: ['Creature'],
      subtypes: ['Angel', 'Horror'],
      power: 5,
      toughness: 7,
      abilities: [
        text(
          'When you cast this spell, you may return a target Angel or Human creature card from your graveyard to ' +
            'the battlefield.',
        ),
        kw('flying'),
        kw('vigilance'),
      ],
    }),
  ],
  partner: 'Gisela, the Broken Blade',
  melded: BRISELA,
});

/** Facts. Carries the melding ability (712.4a). */
export const GISELA = card({
  layout: 'meld',
  faces: [
    face({
      name: 'Gisela, the Broken Blade',
      manaCost: '{2}{W}{W}',
      supertypes: ['Legendary'],
      types: ['Creature'],
      subtypes: ['Angel', 'Horror'],
      power: 4,
      toughness: 3,
      abilities: [
        kw('flying'),
        kw('first strike'),
        kw('lifelink'),
        { kind: 'meld', partner: 'Bruna, the Fading Light' },
        text(
          'At the beginning of your end step, if you both own and control this and a creature named Bruna, the ' +
            'Fading Light, exile them, then meld them.',
        ),
      ],
    }),
  ],
  partner: 'Bruna, the Fading Light',
  melded: BRISELA,
});

// --- Face-down makers and face-down cards (708, 701.40, 701.58, 702.37, 702.168) ---

/** Facts. Cloak (701.58). */
export const CRYPTIC_COAT = card(
  {
    layout: 'single',
    faces: [
      face({
        name: 'Cryptic Coat',
        manaCost: '{2}{U}',
        types: ['Artifact'],
        subtypes: ['Equipment'],
        abilities: [
          onEnter('Cloak the top card of your library, then attach this Equipment to that permanent.'),
          text('The equipped creature gets +1/+0 and cannot be blocked.'),
          text("{1}{U}: Return this Equipment to its owner's hand."),
        ],
      }),
    ],
  },
  ['cloak'],
);

/** Facts. Manifest (701.40). */
export const REALITY_SHIFT = card(
  {
    layout: 'single',
    faces: [
      face({
        name: 'Reality Shift',
        manaCost: '{1}{U}',
        types: ['Instant'],
        abilities: [
          text('Exile a target creature. The player who controlled it then manifests the top card of their library.'),
        ],
      }),
    ],
  },
  ['manifest'],
);

/** Facts. Printed P/T is * / *; the face stores 0 and the ability defines the real value (604.3). */
export const IXIDRON = card(
  {
    layout: 'single',
    faces: [
      face({
        name: 'Ixidron',
        manaCost: '{3}{U}{U}',
        types: ['Creature'],
        subtypes: ['Illusion'],
        power: 0,
        toughness: 0,
        abilities: [
          text('As this enters, every other nontoken creature is turned face down; they are 2/2 creatures.'),
          text('Its power and toughness are each the number of face-down creatures on the battlefield.'),
        ],
      }),
    ],
  },
  ['turn-face-down'],
);

/** Facts. Morph whose turned-face-up trigger matters (708.8). */
export const ICEFEATHER_AVEN = card({
  layout: 'single',
  faces: [
    face({
      name: 'Icefeather Aven',
      manaCost: '{G}{U}',
      types: ['Creature'],
      subtypes: ['Bird', 'Shaman'],
      power: 2,
      toughness: 2,
      abilities: [
        kw('flying'),
        { kind: 'morph', cost: '{1}{G}{U}' },
        onTurnedFaceUp("You may return another target creature to its owner's hand."),
      ],
    }),
  ],
});

/** Facts. Morph with an "as turned face up" effect (708.11). */
export const HOODED_HYDRA = card({
  layout: 'single',
  faces: [
    face({
      name: 'Hooded Hydra',
      manaCost: '{X}{G}{G}',
      types: ['Creature'],
      subtypes: ['Snake', 'Hydra'],
      power: 0,
      toughness: 0,
      abilities: [
        text('Enters with X +1/+1 counters.'),
        text('When this dies, create a 1/1 green Snake creature token for each +1/+1 counter on it.'),
        { kind: 'morph', cost: '{3}{G}{G}' },
        { kind: 'as-turned-face-up', effect: { kind: 'counters', counter: '+1/+1', amount: 5 } },
      ],
    }),
  ],
});

/** Facts. Megamorph (702.37b). */
export const AERIE_BOWMASTERS = card({
  layout: 'single',
  faces: [
    face({
      name: 'Aerie Bowmasters',
      manaCost: '{2}{G}{G}',
      types: ['Creature'],
      subtypes: ['Dog', 'Archer'],
      power: 3,
      toughness: 4,
      abilities: [kw('reach'), { kind: 'megamorph', cost: '{5}{G}' }],
    }),
  ],
});

/** Not in facts. Megamorph with a turned-face-up trigger. */
export const DEN_PROTECTOR = card({
  layout: 'single',
  faces: [
    face({
      name: 'Den Protector',
      manaCost: '{1}{G}',
      types: ['Creature'],
      subtypes: ['Human', 'Rogue'],
      power: 2,
      toughness: 1,
      abilities: [
        text("Creatures with power less than this creature's power cannot block it."),
        { kind: 'megamorph', cost: '{1}{G}' },
        onTurnedFaceUp('Return a target card from your graveyard to your hand.'),
      ],
    }),
  ],
});

/** Facts. Disguise with a hybrid cost (702.168a). */
export const DOG_WALKER = card({
  layout: 'single',
  faces: [
    face({
      name: 'Dog Walker',
      manaCost: '{R}{W}',
      types: ['Creature'],
      subtypes: ['Human', 'Citizen'],
      power: 3,
      toughness: 1,
      abilities: [
        kw('vigilance'),
        { kind: 'disguise', cost: '{R/W}{R/W}' },
        onTurnedFaceUp('Create two tapped 1/1 white Dog creature tokens.'),
      ],
    }),
  ],
});

// --- Copies (707) ---

/** Facts. */
export const CLONE = card({
  layout: 'single',
  faces: [
    face({
      name: 'Clone',
      manaCost: '{3}{U}',
      types: ['Creature'],
      subtypes: ['Shapeshifter'],
      power: 0,
      toughness: 0,
      abilities: [
        { kind: 'copy-on-enter', what: 'You may have it enter as a copy of any creature on the battlefield.' },
      ],
    }),
  ],
});

/** Not in facts. Copy with exceptions (707.9). */
export const SPARK_DOUBLE = card({
  layout: 'single',
  faces: [
    face({
      name: 'Spark Double',
      manaCost: '{3}{U}',
      types: ['Creature'],
      subtypes: ['Illusion'],
      power: 0,
      toughness: 0,
      abilities: [
        {
          kind: 'copy-on-enter',
          what:
            'You may have it enter as a copy of a creature or planeswalker you control, except it enters ' +
            'with an extra +1/+1 counter (creature) or loyalty counter (planeswalker) and is not legendary.',
        },
      ],
    }),
  ],
});

/** Facts. Copies on entering and on being turned face up; can turn itself face down. */
export const VESUVAN_SHAPESHIFTER = card(
  {
    layout: 'single',
    faces: [
      face({
        name: 'Vesuvan Shapeshifter',
        manaCost: '{3}{U}{U}',
        types: ['Creature'],
        subtypes: ['Shapeshifter'],
        power: 0,
        toughness: 0,
        abilities: [
          {
            kind: 'copy-on-enter',
            what:
              'You may choose another creature; until this is turned face down it is a copy of that ' +
              'creature, keeping this ability.',
          },
          {
            kind: 'as-turned-face-up',
            effect: {
              kind: 'text',
              text:
                'You may choose another creature; until this is turned face down it is a copy of that ' +
                'creature, keeping this ability.',
            },
          },
          text('At the beginning of your upkeep, you may turn this face down.'),
          { kind: 'morph', cost: '{1}{U}' },
        ],
      }),
    ],
  },
  ['turn-face-down'],
);

// --- Graveyard, hand reveal and hidden information ---

/** Not in facts. */
export const ZOMBIFY = card({
  layout: 'single',
  faces: [
    face({
      name: 'Zombify',
      manaCost: '{3}{B}',
      types: ['Sorcery'],
      abilities: [text('Put a target creature card from your graveyard onto the battlefield.')],
    }),
  ],
});

/** Not in facts. */
export const DURESS = card(
  {
    layout: 'single',
    faces: [
      face({
        name: 'Duress',
        manaCost: '{B}',
        types: ['Sorcery'],
        abilities: [
          text(
            'A target opponent reveals their hand; you choose a noncreature, nonland card from it, and they ' +
              'discard that card.',
          ),
        ],
      }),
    ],
  },
  ['reveal', 'hidden-information'],
);

/** Not in facts. */
export const COERCION = card(
  {
    layout: 'single',
    faces: [
      face({
        name: 'Coercion',
        manaCost: '{2}{B}',
        types: ['Sorcery'],
        abilities: [
          text('A target opponent reveals their hand; you choose any card from it, and they discard that card.'),
        ],
      }),
    ],
  },
  ['reveal', 'hidden-information'],
);

/** Not in facts. */
export const TELEPATHY = card(
  {
    layout: 'single',
    faces: [
      face({
        name: 'Telepathy',
        manaCost: '{U}',
        types: ['Enchantment'],
        abilities: [text('Your opponents keep their hands revealed.')],
      }),
    ],
  },
  ['reveal', 'hidden-information'],
);

/** Every featured card, in the order above. */
export const FEATURED_CARDS: readonly CatalogCard[] = [
  GATSTAF_SHEPHERD,
  DELVER_OF_SECRETS,
  HUNTMASTER_OF_THE_FELLS,
  BAITHOOK_ANGLER,
  SYNTHETIC_INSTANT_BACK,
  AKOUM_WARRIOR,
  TERGRID_GOD_OF_FRIGHT,
  VALAKUT_AWAKENING,
  BRUNA,
  GISELA,
  CRYPTIC_COAT,
  REALITY_SHIFT,
  IXIDRON,
  ICEFEATHER_AVEN,
  HOODED_HYDRA,
  AERIE_BOWMASTERS,
  DEN_PROTECTOR,
  DOG_WALKER,
  CLONE,
  SPARK_DOUBLE,
  VESUVAN_SHAPESHIFTER,
  ZOMBIFY,
  DURESS,
  COERCION,
  TELEPATHY,
  AZUSAS_MANY_JOURNEYS,
];

/**
 * The Incubator token (111.10i): a colorless Incubator artifact that can pay {2} to
 * transform into a 0/0 colorless Phyrexian artifact creature named Phyrexian Token.
 */
export const INCUBATOR_TOKEN: TokenDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({
      name: 'Incubator',
      types: ['Artifact'],
      subtypes: ['Incubator'],
      abilities: [{ kind: 'transform-self', cost: '{2}' }],
    }),
    face({ name: 'Phyrexian Token', types: ['Artifact', 'Creature'], subtypes: ['Phyrexian'], power: 0, toughness: 0 }),
  ],
};
