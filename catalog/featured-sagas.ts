/**
 * Featured Sagas (714), abilities in our own words. Each chapter ability is a triggered ability
 * with a `chapter` trigger (714.2b); what it does when it resolves is data where the model can
 * say it. Where it cannot, the effect is `text`, and that is honest only because the model keeps
 * nothing such an effect changes: the model has no extra land plays (305.2) and no life totals
 * (119), so chapters I and II below trigger, go on the stack and resolve changing nothing the
 * model records. That is all 704.5s and 714 need of them: a Saga stays while a chapter ability
 * of it is on the stack.
 */
import type { Ability } from '../model/ability.js';
import type { CardDefinition } from '../model/card.js';
import { face } from '../model/characteristics.js';
import type { CatalogCard } from './catalog-card.js';
import { mechanicsOf } from './mechanics-of.js';

const chapter = (chapters: readonly number[], effect: string, resolves?: 'exile-return-transformed'): Ability => ({
  kind: 'triggered',
  trigger: { kind: 'chapter', chapters },
  effect,
  ...(resolves === undefined ? {} : { resolves: { kind: resolves } }),
});

/**
 * Facts: a Kamigawa double-faced Saga, {1}{G}; its back face is a 3/3 enchantment creature with
 * no chapter abilities. Chapter III exiles it and returns it transformed, a new object back face
 * up (712.14a, 400.7), so it is never sacrificed for its lore counters once chapter III resolves.
 */
const definition: CardDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({
      name: "Azusa's Many Journeys",
      manaCost: '{1}{G}',
      types: ['Enchantment'],
      subtypes: ['Saga'],
      abilities: [
        chapter([1], 'You may play one more land this turn.'),
        chapter([2], 'You gain 3 life.'),
        chapter(
          [3],
          'Exile this Saga, then return it to the battlefield transformed under your control.',
          'exile-return-transformed',
        ),
      ],
    }),
    face({
      name: 'Likeness of the Seeker',
      colorIndicator: ['G'],
      types: ['Enchantment', 'Creature'],
      subtypes: ['Human', 'Monk'],
      power: 3,
      toughness: 3,
      abilities: [{ kind: 'text', text: 'Whenever this becomes blocked, untap up to three lands you control.' }],
    }),
  ],
};

export const AZUSAS_MANY_JOURNEYS: CatalogCard = {
  name: "Azusa's Many Journeys",
  definition,
  mechanics: mechanicsOf(definition),
};
