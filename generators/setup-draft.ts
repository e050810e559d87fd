/**
 * The random part of a setup, before any rule is applied: per player, card groups for each zone
 * (some drawn from the zone's themed cards) and the rolls that later decide each permanent's state.
 * setup.ts turns drafts into a legal setup.
 */
import fc from 'fast-check';
import type { CardDefinition, TokenDefinition } from '../model/card.js';
import { cardGroupArb } from './cards.js';
import type { SetupConstraints } from './setup-constraints.js';
import {
  attachmentCardArb,
  disturbGroupArb,
  faceDownCasterGroupArb,
  manifestFodderGroupArb,
  meldGroupArb,
  modalLandGroupArb,
} from './themed-cards.js';
import { tokenArb } from './tokens.js';

export interface PermanentRolls {
  readonly faceDown: number;
  readonly back: number;
  readonly way: number;
  readonly tapped: boolean;
  readonly counters: number;
  readonly controller: number;
  readonly meld: number;
  readonly copy: number;
  readonly pick: number;
}

export const rollsArb: fc.Arbitrary<PermanentRolls> = fc.record({
  faceDown: fc.nat({ max: 99 }),
  back: fc.nat({ max: 99 }),
  way: fc.nat({ max: 20 }),
  tapped: fc.boolean(),
  counters: fc.nat({ max: 4 }),
  controller: fc.nat({ max: 9 }),
  meld: fc.nat({ max: 99 }),
  copy: fc.nat({ max: 99 }),
  pick: fc.nat({ max: 31 }),
});

export type Group = readonly CardDefinition[];

export interface SpellDraft {
  readonly group: Group;
  readonly mode: number;
  readonly controller: number;
}

export interface PlayerDraft {
  readonly library: readonly Group[];
  readonly hand: readonly Group[];
  readonly graveyard: readonly Group[];
  readonly exile: readonly { readonly group: Group; readonly faceDown: boolean }[];
  readonly battlefield: readonly { readonly group: Group; readonly rolls: PermanentRolls }[];
  readonly tokens: readonly { readonly token: TokenDefinition; readonly rolls: PermanentRolls }[];
  readonly attachments: readonly { readonly card: CardDefinition; readonly rolls: PermanentRolls }[];
  readonly stack: readonly SpellDraft[];
}

/** `base` most of the time, `themed` `percent`% of the time. */
function themed(base: fc.Arbitrary<Group>, percent: number, ...arbs: fc.Arbitrary<Group>[]): fc.Arbitrary<Group> {
  if (percent <= 0) return base;
  if (percent >= 100) return fc.oneof(...arbs);
  return fc.oneof({ arbitrary: base, weight: 100 - percent }, { arbitrary: fc.oneof(...arbs), weight: percent });
}

export function playerDraftArb(c: SetupConstraints): fc.Arbitrary<PlayerDraft> {
  const cc = c.cards ?? {};
  const group = cardGroupArb(cc);
  const pct = c.themedPercent ?? 30;
  const stackGroup = themed(
    group,
    60,
    faceDownCasterGroupArb(cc),
    faceDownCasterGroupArb(cc),
    disturbGroupArb(cc),
    cardGroupArb({
      ...cc,
      weights: { single: 0, 'nonmodal-dfc': 0, 'modal-dfc': 1, meld: 0, 'legendary-pair': 0 },
      catalogWeight: 0,
    }),
  );
  const stackArb = fc
    .tuple(
      fc.nat({ max: 99 }),
      fc.array(fc.record({ group: stackGroup, mode: fc.nat({ max: 99 }), controller: fc.nat({ max: 9 }) }), {
        minLength: 1,
        maxLength: Math.max(1, c.maxStack ?? 2),
      }),
    )
    .map(([roll, spells]) => (roll < (c.stackPercent ?? 30) && (c.maxStack ?? 2) > 0 ? spells : []));
  return fc.record({
    library: fc.array(themed(group, pct, manifestFodderGroupArb(cc)), {
      minLength: c.minLibrary ?? 1,
      maxLength: Math.max(c.maxLibrary ?? 4, c.minLibrary ?? 1),
    }),
    // Themed hand cards: face-down casters (702.37c), and in half as many cases again modal DFCs with a land face
    // (712.12).
    hand: fc.array(themed(themed(group, pct, faceDownCasterGroupArb(cc)), Math.round(pct / 2), modalLandGroupArb(cc)), {
      maxLength: c.maxHand ?? 3,
    }),
    graveyard: fc.array(themed(group, pct, disturbGroupArb(cc)), { maxLength: c.maxGraveyard ?? 2 }),
    exile: fc.array(fc.record({ group, faceDown: fc.boolean() }), { maxLength: c.maxExile ?? 2 }),
    battlefield: fc.array(
      fc.record({ group: themed(group, pct, meldGroupArb(cc), faceDownCasterGroupArb(cc)), rolls: rollsArb }),
      {
        minLength: c.minBattlefield ?? 0,
        maxLength: Math.max(c.maxBattlefield ?? 4, c.minBattlefield ?? 0),
      },
    ),
    tokens: fc.array(fc.record({ token: tokenArb(), rolls: rollsArb }), { maxLength: c.maxTokens ?? 1 }),
    attachments: fc.array(fc.record({ card: attachmentCardArb(cc), rolls: rollsArb }), {
      maxLength: c.maxAttachments ?? 1,
    }),
    stack: stackArb,
  });
}
