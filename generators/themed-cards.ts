/**
 * Card groups chosen for the zone they start in, so that rare situations become
 * common without hard-coding outcomes: meld pairs for the battlefield (712.4),
 * disturb cards for graveyards (702.146a), morph/megamorph/disguise cards for hands
 * (702.37c, 702.168b) and modal DFCs with a land face (712.12), instants, megamorph cards and double-faced cards on
 * top of
 * libraries for manifest and cloak (701.40g, 702.37b, 712.15), Equipment and Auras
 * to attach (301.5, 303.4).
 */
import fc from 'fast-check';
import type { AbilityKind } from '../model/ability.js';
import type { CardDefinition } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import { abilityArb } from './abilities.js';
import { cardGroupArb, meldPairArb, type CardConstraints } from './cards.js';
import { faceArb } from './faces.js';
import { isPermanentFace } from './faces-of.js';

type Group = readonly CardDefinition[];

/** A face with an ability of `kind` added in front of its others. */
function withAbility(f: fc.Arbitrary<Face>, kind: AbilityKind): fc.Arbitrary<Face> {
  return fc
    .tuple(f, abilityArb(kind))
    .map(([face, a]) => ({ ...face, abilities: [a, ...face.abilities.filter((x) => x.kind !== kind)] }));
}

function single(f: fc.Arbitrary<Face>): fc.Arbitrary<Group> {
  return f.map((face) => [{ layout: 'single', faces: [face] } satisfies CardDefinition]);
}

/** Catalog groups whose every card passes `keep` (meld pairs kept whole). */
function catalogGroupsWhere(
  catalog: readonly CardDefinition[] | undefined,
  keep: (d: CardDefinition) => boolean,
): readonly Group[] {
  if (!catalog) return [];
  const groups: Group[] = [];
  for (const card of catalog) {
    if (!keep(card)) continue;
    if (card.layout !== 'meld') groups.push([card]);
    else {
      const partner = catalog.find((c) => c.layout === 'meld' && c.faces[0].name === card.partner);
      if (partner && card.faces[0].name < card.partner) groups.push([card, partner]);
    }
  }
  return groups;
}

/** Synthetic or catalog groups, half and half when the catalog has some. */
function mixed(synthetic: fc.Arbitrary<Group>, fromCatalog: readonly Group[]): fc.Arbitrary<Group> {
  return fromCatalog.length === 0 ? synthetic : fc.oneof(synthetic, fc.constantFrom(...fromCatalog));
}

const has = (d: CardDefinition, kind: AbilityKind): boolean => d.faces[0].abilities.some((a) => a.kind === kind);

/** A meld pair, synthetic or from the catalog (712.4, 712.5). */
export function meldGroupArb(c: CardConstraints = {}): fc.Arbitrary<Group> {
  return mixed(
    meldPairArb(),
    catalogGroupsWhere(c.catalog, (d) => d.layout === 'meld'),
  );
}

/** A nonmodal DFC whose front face has disturb (702.146a), for graveyards. */
export function disturbGroupArb(c: CardConstraints = {}): fc.Arbitrary<Group> {
  const synthetic = fc
    .tuple(withAbility(faceArb({ role: 'creature' }), 'disturb'), faceArb({ role: 'permanent', side: 'back' }))
    .map(([front, back]): Group => [{ layout: 'nonmodal-dfc', faces: [front, back] }]);
  return mixed(
    synthetic,
    catalogGroupsWhere(c.catalog, (d) => d.layout === 'nonmodal-dfc' && has(d, 'disturb')),
  );
}

/** A single-faced card with morph, megamorph or disguise (702.37, 702.168), for hands and battlefields. */
export function faceDownCasterGroupArb(c: CardConstraints = {}): fc.Arbitrary<Group> {
  const synthetic = fc
    .constantFrom<AbilityKind>('morph', 'megamorph', 'megamorph', 'disguise')
    .chain((k) => single(withAbility(faceArb({ role: 'creature' }), k)));
  return mixed(
    synthetic,
    catalogGroupsWhere(
      c.catalog,
      (d) => d.layout === 'single' && (has(d, 'morph') || has(d, 'megamorph') || has(d, 'disguise')),
    ),
  );
}

/**
 * A modal DFC with a land face (712.3, 712.12), for hands: played as a land by its land
 * face, or cast by its other face. Synthetic ones have a spell or creature front and a
 * land back.
 */
export function modalLandGroupArb(c: CardConstraints = {}): fc.Arbitrary<Group> {
  const synthetic = fc
    .tuple(fc.oneof(faceArb({ role: 'spell' }), faceArb({ role: 'creature' })), faceArb({ role: 'land', side: 'back' }))
    .map(([front, back]): Group => [{ layout: 'modal-dfc', faces: [front, back] }]);
  return mixed(
    synthetic,
    catalogGroupsWhere(c.catalog, (d) => d.layout === 'modal-dfc' && d.faces.some((f) => f.types.includes('Land'))),
  );
}

/**
 * Cards worth manifesting or cloaking (for libraries): an instant or sorcery, a megamorph card, a double-faced card.
 */
export function manifestFodderGroupArb(c: CardConstraints = {}): fc.Arbitrary<Group> {
  return fc.oneof(
    single(faceArb({ role: 'spell' })),
    single(withAbility(faceArb({ role: 'creature' }), 'megamorph')),
    cardGroupArb({
      ...c,
      weights: { single: 0, 'nonmodal-dfc': 3, 'modal-dfc': 1, meld: 0, 'legendary-pair': 0 },
      catalogWeight: 0,
    }),
  );
}

/** Whether a face is an Equipment or an Aura that is not also a creature (301.5c, 303.4). */
export function isAttachmentFace(f: Face): boolean {
  return !f.types.includes('Creature') && (f.subtypes.includes('Equipment') || f.subtypes.includes('Aura'));
}

/** An Equipment or Aura card (single-faced), synthetic or from the catalog. */
export function attachmentCardArb(c: CardConstraints = {}): fc.Arbitrary<CardDefinition> {
  const synthetic = fc.tuple(faceArb({ role: 'permanent' }), fc.boolean()).map(
    ([f, aura]): CardDefinition => ({
      layout: 'single',
      faces: [
        {
          ...f,
          name: `${f.name} ${aura ? 'Charm' : 'Blade'}`,
          types: aura ? ['Enchantment'] : ['Artifact'],
          subtypes: aura ? ['Aura'] : ['Equipment'],
          supertypes: [],
          manaCost: f.manaCost ?? '{1}',
          power: null,
          toughness: null,
          loyalty: null,
          defense: null,
        },
      ],
    }),
  );
  const fromCatalog = (c.catalog ?? []).filter(
    (d) => d.layout === 'single' && isAttachmentFace(d.faces[0]) && isPermanentFace(d.faces[0]),
  );
  return fromCatalog.length === 0 ? synthetic : fc.oneof(synthetic, fc.constantFrom(...fromCatalog));
}
