/**
 * Which engine mechanics (adapter/mechanics.ts) a card needs, read off its definition
 * plus any the caller knows from elsewhere (the card's rules text, a fact tag).
 */
import { MECHANICS, type Mechanic } from '../adapter/mechanics.js';
import type { AbilityKind } from '../model/ability.js';
import type { CardDefinition } from '../model/card.js';

/** Mechanics implied by an ability kind; kinds absent here imply none. */
const BY_ABILITY: Partial<Record<AbilityKind, readonly Mechanic[]>> = {
  morph: ['morph'],
  // Megamorph is morph plus a counter (702.37b): an engine needs both.
  megamorph: ['morph', 'megamorph'],
  disguise: ['disguise'],
  // Disturb casts the card transformed (702.146a).
  disturb: ['disturb', 'transform'],
  'more-than-meets-the-eye': ['convert'],
  meld: ['meld'],
  'transform-self': ['transform'],
  'copy-on-enter': ['copy'],
  // Daybound and nightbound transform the card as day and night change (702.145b, 702.145e).
  daybound: ['transform', 'day-night'],
  nightbound: ['transform', 'day-night'],
};

/**
 * The mechanics of `definition`, plus `extra`, deduplicated and in MECHANICS order.
 * Layout gives transform (nonmodal DFC), modal-dfc, meld or split-cards; abilities give the rest.
 */
export function mechanicsOf(definition: CardDefinition, extra: readonly Mechanic[] = []): readonly Mechanic[] {
  const found = new Set<Mechanic>(extra);
  if (definition.layout === 'nonmodal-dfc') found.add('transform');
  if (definition.layout === 'modal-dfc') found.add('modal-dfc');
  if (definition.layout === 'meld') found.add('meld');
  if (definition.layout === 'split') found.add('split-cards');
  for (const face of definition.faces) {
    // 714: a Saga enters with a lore counter and may have chapter abilities.
    if (face.subtypes.includes('Saga')) found.add('saga');
    for (const ability of face.abilities) {
      for (const m of BY_ABILITY[ability.kind] ?? []) found.add(m);
    }
  }
  return MECHANICS.filter((m) => found.has(m));
}
