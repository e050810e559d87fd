/**
 * Arbitrary cards: single-faced, nonmodal DFC (712.2), modal DFC (712.3), meld
 * pairs (712.4), legendary pairs, split cards (709), mixed with real catalog cards when given.
 * A "card group" is one card, or two cards that belong together (a meld pair, two
 * legendary cards sharing a name), so that a setup can hold both.
 */
import fc from 'fast-check';
import type { AbilityKind } from '../model/ability.js';
import { type CardDefinition, type CardLayout, splitOf } from '../model/card.js';
import { faceArb, type FaceRole } from './faces.js';
import { poolName } from './names.js';
import { sagaArb } from './sagas.js';

export type CardGroupKind =
  | CardLayout
  | 'legendary-pair'
  | 'legendary-dfc-pair'
  | 'daybound'
  | 'damage-keyword'
  | 'saga';

export interface CardConstraints {
  /** Relative weights of the kinds of card group (default: all kinds, singles and DFCs most often). */
  readonly weights?: Partial<Readonly<Record<CardGroupKind, number>>>;
  /** Real cards to mix in (e.g. from the catalog); meld cards whose partner is missing are skipped. */
  readonly catalog?: readonly CardDefinition[];
  /** Weight of a catalog card relative to the synthetic kinds (default 3 when a catalog is given). */
  readonly catalogWeight?: number;
}

export const DEFAULT_CARD_WEIGHTS: Readonly<Record<CardGroupKind, number>> = {
  single: 4,
  'nonmodal-dfc': 4,
  'modal-dfc': 2,
  meld: 1,
  'legendary-pair': 1,
  // Only properties about the legend rule ask for them (the default games keep to their older cards).
  'legendary-dfc-pair': 0,
  daybound: 1,
  // Only properties about damage sources ask for them (the default games keep to their older cards).
  'damage-keyword': 0,
  // Split cards come from the catalog by default; properties that meet them ask for more (709).
  split: 0,
  // Only properties about Sagas draw them (714).
  saga: 0,
};

const SINGLE_ABILITIES: readonly AbilityKind[] = [
  'keyword',
  'ward',
  'triggered',
  'morph',
  'megamorph',
  'disguise',
  'copy-on-enter',
  'as-turned-face-up',
  'text',
];
const DFC_FRONT_ABILITIES: readonly AbilityKind[] = [
  'keyword',
  'triggered',
  'transform-self',
  'disturb',
  'more-than-meets-the-eye',
  'text',
];
const DFC_BACK_ABILITIES: readonly AbilityKind[] = ['keyword', 'triggered', 'transform-self', 'ward'];

function singleArb(): fc.Arbitrary<readonly CardDefinition[]> {
  return faceArb({ role: 'any', abilities: SINGLE_ABILITIES }).map((f) => [{ layout: 'single', faces: [f] }]);
}

/** Nonmodal DFC: a permanent front; the back is usually a permanent, sometimes an instant or sorcery (712.10). */
function nonmodalArb(): fc.Arbitrary<readonly CardDefinition[]> {
  const backRole = fc.constantFrom<FaceRole>('creature', 'creature', 'permanent', 'permanent', 'spell');
  return fc
    .tuple(faceArb({ role: 'permanent', abilities: DFC_FRONT_ABILITIES }), backRole)
    .chain(([front, role]) =>
      faceArb({ role, side: 'back', abilities: DFC_BACK_ABILITIES }).map((back) => [
        { layout: 'nonmodal-dfc', faces: [front, back] } satisfies CardDefinition,
      ]),
    );
}

/**
 * A daybound werewolf-like DFC: daybound on its front face, nightbound on its back (702.145a),
 * both faces permanents, so day and night turn it over (702.145b, 702.145e).
 */
function dayboundArb(): fc.Arbitrary<readonly CardDefinition[]> {
  const backRole = fc.constantFrom<FaceRole>('creature', 'creature', 'permanent');
  return fc
    .tuple(faceArb({ role: 'creature', abilities: ['keyword', 'triggered', 'text'] }), backRole)
    .chain(([front, role]) =>
      faceArb({ role, side: 'back', abilities: ['keyword', 'triggered'] }).map((back) => [
        {
          layout: 'nonmodal-dfc',
          faces: [
            { ...front, abilities: [...front.abilities, { kind: 'daybound' }] },
            { ...back, abilities: [...back.abilities, { kind: 'nightbound' }] },
          ],
        } satisfies CardDefinition,
      ]),
    );
}

/** Modal DFC: each face independent (712.3); one of them is a permanent face or a land. */
function modalArb(): fc.Arbitrary<readonly CardDefinition[]> {
  const roles = fc.constantFrom<readonly [FaceRole, FaceRole]>(
    ['creature', 'land'],
    ['spell', 'land'],
    ['creature', 'creature'],
    ['creature', 'spell'],
    ['permanent', 'permanent'],
  );
  return roles.chain(([a, b]) =>
    fc
      .tuple(faceArb({ role: a }), faceArb({ role: b }))
      .map(([front, back]) => [{ layout: 'modal-dfc', faces: [front, back] } satisfies CardDefinition]),
  );
}

/** A meld pair (712.4, 712.5): both cards name each other and share the combined back face. */
export function meldPairArb(): fc.Arbitrary<readonly CardDefinition[]> {
  return fc
    .tuple(
      faceArb({ role: 'creature', legendary: true }),
      faceArb({ role: 'permanent', legendary: false }),
      faceArb({ role: 'creature', side: 'back', legendary: true }),
    )
    .map(([a, b, meldedFace]) => {
      const bName = a.name === b.name ? `${b.name} Twin` : b.name;
      const melded = { ...meldedFace, name: `${meldedFace.name}, Melded` };
      const first: CardDefinition = {
        layout: 'meld',
        partner: bName,
        melded,
        faces: [{ ...a, abilities: [...a.abilities, { kind: 'meld', partner: bName }] }],
      };
      const second: CardDefinition = { layout: 'meld', partner: a.name, melded, faces: [{ ...b, name: bName }] };
      return [first, second];
    });
}

/**
 * A split card (709.1): two instant or sorcery halves with their own names and costs; now and then
 * the right half has aftermath, so it is cast from a graveyard (702.127a).
 */
function splitArb(): fc.Arbitrary<readonly CardDefinition[]> {
  return fc
    .tuple(faceArb({ role: 'spell' }), faceArb({ role: 'spell' }), fc.boolean())
    .map(([left, right, aftermath]) => {
      const rightName = right.name === left.name ? `${right.name} Again` : right.name;
      const r = { ...right, name: rightName, abilities: aftermath ? [{ kind: 'aftermath' as const }] : [] };
      return [splitOf({ ...left, abilities: [] }, r)];
    });
}

/** Two legendary cards sharing a name (704.5j situations). */
function legendaryPairArb(): fc.Arbitrary<readonly CardDefinition[]> {
  return fc
    .tuple(fc.nat(), faceArb({ role: 'creature', legendary: true }), faceArb({ role: 'creature', legendary: true }))
    .map(([n, a, b]) => {
      const name = `${poolName(n)}, the Twice-Told`;
      return [
        { layout: 'single', faces: [{ ...a, name }] },
        { layout: 'single', faces: [{ ...b, name }] },
      ];
    });
}

/**
 * A legendary transforming card whose back face is named like another legendary card (704.5j by the face that is
 * up, 712.8e): transformed, it meets the legend rule with that card, and front face up it does not.
 */
function legendaryDfcPairArb(): fc.Arbitrary<readonly CardDefinition[]> {
  return fc
    .tuple(
      fc.nat(),
      faceArb({ role: 'creature', legendary: true, abilities: DFC_FRONT_ABILITIES }),
      faceArb({ role: 'creature', side: 'back', legendary: true }),
      faceArb({ role: 'creature', legendary: true }),
    )
    .map(([n, front, back, other]) => {
      const name = `${poolName(n)}, the Twice-Crowned`;
      return [
        { layout: 'nonmodal-dfc', faces: [front, { ...back, name }] },
        { layout: 'single', faces: [{ ...other, name }] },
      ];
    });
}

function catalogGroups(catalog: readonly CardDefinition[]): readonly (readonly CardDefinition[])[] {
  const groups: (readonly CardDefinition[])[] = [];
  for (const card of catalog) {
    if (card.layout !== 'meld') groups.push([card]);
    else {
      const partner = catalog.find((c) => c.layout === 'meld' && c.faces[0].name === card.partner);
      // Each pair once: from the card whose name sorts first.
      if (partner && card.faces[0].name < card.partner) groups.push([card, partner]);
    }
  }
  return groups;
}

/**
 * A creature card whose damage does more than mark: lifelink (120.3f), infect (120.3b, 120.3d), wither (120.3d) or
 * deathtouch (704.5h), before its other abilities; face down it has none of them (708.2a).
 */
function damageKeywordArb(): fc.Arbitrary<readonly CardDefinition[]> {
  const keyword = fc.constantFrom('lifelink', 'lifelink', 'infect', 'wither', 'deathtouch');
  return fc
    .tuple(faceArb({ role: 'creature', abilities: SINGLE_ABILITIES }), keyword)
    .map(([f, k]) => [
      { layout: 'single', faces: [{ ...f, abilities: [{ kind: 'keyword', keyword: k }, ...f.abilities] }] },
    ]);
}

/** One card group (one card, or a pair that belongs together). */
export function cardGroupArb(c: CardConstraints = {}): fc.Arbitrary<readonly CardDefinition[]> {
  const w = { ...DEFAULT_CARD_WEIGHTS, ...c.weights };
  const arbs: { arbitrary: fc.Arbitrary<readonly CardDefinition[]>; weight: number }[] = [
    { arbitrary: singleArb(), weight: w.single },
    { arbitrary: nonmodalArb(), weight: w['nonmodal-dfc'] },
    { arbitrary: modalArb(), weight: w['modal-dfc'] },
    { arbitrary: meldPairArb(), weight: w.meld },
    { arbitrary: legendaryPairArb(), weight: w['legendary-pair'] },
    { arbitrary: legendaryDfcPairArb(), weight: w['legendary-dfc-pair'] },
    { arbitrary: dayboundArb(), weight: w.daybound },
    { arbitrary: damageKeywordArb(), weight: w['damage-keyword'] },
    { arbitrary: splitArb(), weight: w.split },
    { arbitrary: sagaArb(), weight: w.saga },
  ];
  const groups = c.catalog ? catalogGroups(c.catalog) : [];
  if (groups.length > 0) arbs.push({ arbitrary: fc.constantFrom(...groups), weight: c.catalogWeight ?? 3 });
  return fc.oneof(...arbs.filter((a) => a.weight > 0));
}

/** A list of cards made of `minGroups..maxGroups` groups. */
export function cardsArb(
  c: CardConstraints & { readonly minGroups?: number; readonly maxGroups?: number } = {},
): fc.Arbitrary<readonly CardDefinition[]> {
  return fc
    .array(cardGroupArb(c), { minLength: c.minGroups ?? 1, maxLength: c.maxGroups ?? 8 })
    .map((groups) => groups.flat());
}
