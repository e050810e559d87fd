/**
 * Arbitrary game setups (model/setup.ts) that are legal game states: every card in
 * exactly one zone, permanents only with a permanent face up, `back` only for
 * double-faced objects, face-down double-faced cards only through manifest-like
 * ways (712.15, 712.16), morph/disguise face-down only for cards with that ability,
 * no two face-up legendary permanents of one name under one controller (704.5j),
 * melded permanents made of one meld pair (712.4), Equipment and Auras attached to
 * creatures (301.5, 303.4), permanents that start as copies (707.2), and spells on
 * the stack cast normally, back face up or face down (712.11, 708.4).
 * `setupProblems` (setup-legality.ts) states the same rules as a checker.
 */
import fc from 'fast-check';
import type { CardDefinition, FaceSide, TokenDefinition } from '../model/card.js';
import type { FaceDownWay } from '../model/face-down.js';
import type { ExiledSetup, GameSetup, PermanentSetup, PlayerSetup, SpellSetup } from '../model/setup.js';
import { cardGroupArb, type CardConstraints } from './cards.js';
import { hasAbility, isPermanentFace, twoFaces } from './faces-of.js';
import { legendaryName, printedShown, shownOf, showsCreature, type Shown } from './shown-face.js';
import {
  attachmentCardArb,
  disturbGroupArb,
  faceDownCasterGroupArb,
  isAttachmentFace,
  manifestFodderGroupArb,
  meldGroupArb,
  modalLandGroupArb,
} from './themed-cards.js';
import { tokenArb } from './tokens.js';

export interface SetupConstraints {
  readonly cards?: CardConstraints;
  /** Player count range (default 2..3, three players about one time in five). */
  readonly minPlayers?: number;
  readonly maxPlayers?: number;
  /** Maximum card groups per player and zone. */
  readonly maxLibrary?: number;
  readonly maxHand?: number;
  readonly maxGraveyard?: number;
  readonly maxExile?: number;
  readonly maxBattlefield?: number;
  /** Minimum card groups on each player's battlefield (default 0). */
  readonly minBattlefield?: number;
  /** Minimum cards in each library (default 1), so manifest and draw have something to use. */
  readonly minLibrary?: number;
  readonly maxTokens?: number;
  /** Percent chance that a battlefield card starts face down (default 25; doubled for morph/megamorph/disguise cards). */
  readonly faceDownPercent?: number;
  /** Percent chance that a face-up double-faced permanent starts back face up (default 30). */
  readonly backFacePercent?: number;
  /**
   * Percent chance that a zone's card group is drawn from that zone's themed cards
   * (default 30): meld pairs and morph-like cards on battlefields, disturb cards in
   * graveyards, morph-like cards in hands, instants/megamorph/DFCs in libraries.
   */
  readonly themedPercent?: number;
  /** Percent chance that a meld pair on a battlefield starts melded (default 60). */
  readonly meldedPercent?: number;
  /** Percent chance that a face-up permanent starts as a copy of a double-faced, face-down or melded one (default 15). */
  readonly copyPercent?: number;
  /** Maximum Equipment/Aura cards per player drafted to be attached (default 1). */
  readonly maxAttachments?: number;
  /** Percent chance that a player has spells on the stack at the start (default 30). */
  readonly stackPercent?: number;
  /** Maximum spells per player on the stack at the start (default 2). */
  readonly maxStack?: number;
}

interface PermanentRolls {
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

const rollsArb: fc.Arbitrary<PermanentRolls> = fc.record({
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

/** The face-down ways a card may legally be face down by at the start (712.15, 702.37, 702.168). */
export function legalFaceDownWays(card: CardDefinition): readonly FaceDownWay[] {
  const ways: FaceDownWay[] = ['manifest', 'cloak', 'manifest-dread'];
  if (card.layout !== 'single') return ways; // 712.16: only manifest-like ways for double-faced and meld cards
  const front = card.faces[0];
  if (hasAbility(front, 'morph')) ways.push('morph');
  if (hasAbility(front, 'megamorph')) ways.push('megamorph');
  if (hasAbility(front, 'disguise')) ways.push('disguise');
  if (isPermanentFace(front)) ways.push('effect');
  return ways;
}

/** The faces a card may show face up on the battlefield (a permanent face; 712.14b). */
export function legalFaceUpSides(card: CardDefinition | TokenDefinition): readonly FaceSide[] {
  const sides: FaceSide[] = [];
  if (isPermanentFace(card.faces[0])) sides.push('front');
  const two = twoFaces(card);
  if (two && isPermanentFace(two[1])) sides.push('back');
  return sides;
}

/** The faces a card may be cast with, as a spell on the stack (712.11a-b; lands are never cast, 305.9). */
export function legalSpellModes(
  card: CardDefinition,
): readonly ('front' | 'back' | 'morph' | 'megamorph' | 'disguise')[] {
  const modes: ('front' | 'back' | 'morph' | 'megamorph' | 'disguise')[] = [];
  const front = card.faces[0];
  if (!front.types.includes('Land')) modes.push('front');
  const two = twoFaces(card);
  if (two && !two[1].types.includes('Land')) modes.push('back');
  if (card.layout === 'single')
    for (const k of ['morph', 'megamorph', 'disguise'] as const) if (hasAbility(front, k)) modes.push(k);
  return modes;
}

const morphLike = (card: CardDefinition): boolean =>
  ['morph', 'megamorph', 'disguise'].some((k) => card.faces[0].abilities.some((a) => a.kind === k));

function permanentFor(
  card: CardDefinition,
  key: string,
  r: PermanentRolls,
  c: SetupConstraints,
  controller: string | null,
): PermanentSetup {
  const sides = legalFaceUpSides(card);
  const percent = (c.faceDownPercent ?? 25) * (morphLike(card) ? 2 : 1);
  const wantsFaceDown = r.faceDown < percent || sides.length === 0;
  const base = {
    card: key,
    ...(controller === null ? {} : { controller }),
    ...(r.tapped ? { tapped: true } : {}),
    ...(r.counters > 2 ? { counters: { '+1/+1': r.counters - 2 } } : {}),
  };
  if (wantsFaceDown) {
    const ways = legalFaceDownWays(card);
    return { ...base, faceDown: ways[r.way % ways.length] as FaceDownWay };
  }
  const wantsBack = r.back < (c.backFacePercent ?? 30);
  const side = wantsBack && sides.includes('back') ? 'back' : (sides[0] as FaceSide);
  return side === 'back' ? { ...base, face: 'back' } : base;
}

type Group = readonly CardDefinition[];

interface SpellDraft {
  readonly group: Group;
  readonly mode: number;
  readonly controller: number;
}

interface PlayerDraft {
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

function playerDraftArb(c: SetupConstraints): fc.Arbitrary<PlayerDraft> {
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
    // Themed hand cards: face-down casters (702.37c), and in half as many cases again modal DFCs with a land face (712.12).
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

/** A permanent being placed, with its rolls and the index of the player whose battlefield lists it. */
interface Placed {
  perm: PermanentSetup;
  readonly rolls: PermanentRolls;
  readonly player: number;
  /** Drafted to be attached to a creature. */
  readonly attachment: boolean;
}

type Cards = Readonly<Record<string, CardDefinition>>;

/** A group of two meld cards is always one meld pair (cards.ts, themed-cards.ts). */
const isMeldPair = (g: Group): boolean => g.length === 2 && g.every((d) => d.layout === 'meld');

/** Turns drafts into a setup: assigns card keys c1, c2, ... in listing order. */
function buildSetup(drafts: readonly PlayerDraft[], seed: number, c: SetupConstraints): GameSetup {
  const cards: Record<string, CardDefinition> = {};
  let next = 1;
  const add = (card: CardDefinition): string => {
    const key = `c${next++}`;
    cards[key] = card;
    return key;
  };
  const ids = drafts.map((_, i) => `P${i + 1}`);
  const graveyards: string[][] = drafts.map(() => []);
  const hands: string[][] = drafts.map(() => []);
  const placed: Placed[] = [];
  const players = drafts.map((d, i) => {
    graveyards[i]?.push(...d.graveyard.flat().map(add));
    for (const { group, rolls } of d.battlefield) {
      // Another player controls it about one time in ten.
      const controller = rolls.controller === 0 ? (ids[(i + 1) % ids.length] as string) : null;
      const keys = group.map(add);
      if (isMeldPair(group) && rolls.meld < (c.meldedPercent ?? 60)) {
        placed.push({
          perm: {
            melded: [keys[0] as string, keys[1] as string],
            ...(controller === null ? {} : { controller }),
            ...(rolls.tapped ? { tapped: true } : {}),
          },
          rolls,
          player: i,
          attachment: false,
        });
        continue;
      }
      group.forEach((card, j) => {
        placed.push({
          perm: permanentFor(card, keys[j] as string, rolls, c, controller),
          rolls,
          player: i,
          attachment: false,
        });
      });
    }
    for (const { token, rolls } of d.tokens) {
      const sides = legalFaceUpSides(token);
      const back = rolls.back < (c.backFacePercent ?? 30) && sides.includes('back');
      placed.push({
        perm: { token, ...(back ? { face: 'back' as const } : {}), ...(rolls.tapped ? { tapped: true } : {}) },
        rolls,
        player: i,
        attachment: false,
      });
    }
    for (const { card, rolls } of d.attachments)
      placed.push({
        perm: { card: add(card), ...(rolls.tapped ? { tapped: true } : {}) },
        rolls,
        player: i,
        attachment: true,
      });
    return {
      id: ids[i] as string,
      library: d.library.flat().map(add),
      hand: d.hand.flat().map(add),
      exile: d.exile.flatMap(({ group, faceDown }) =>
        group.map((card): ExiledSetup => ({ card: add(card), ...(faceDown ? { faceDown: true } : {}) })),
      ),
    };
  });
  const controllerOf = (q: Placed): string => q.perm.controller ?? (ids[q.player] as string);
  const toGraveyard = (q: Placed): void => {
    const keys = q.perm.card !== undefined ? [q.perm.card] : (q.perm.melded ?? []);
    graveyards[q.player]?.push(...keys);
  };
  const kept = fixLegendRule(placed, cards, controllerOf, toGraveyard);
  const linked = linkPermanents(kept, cards, c, controllerOf, toGraveyard);
  const stack = placeStack(drafts, ids, add, hands);
  const result: PlayerSetup[] = players.map((p, i) => ({
    id: p.id,
    library: p.library,
    hand: [...p.hand, ...(hands[i] ?? [])],
    graveyard: graveyards[i] ?? [],
    exile: p.exile,
    battlefield: linked.filter((q) => q.player === i).map((q) => q.perm),
  }));
  return { players: result, cards, ...(stack.length > 0 ? { stack } : {}), seed };
}

/** Removes the later of two face-up legendary permanents with one name under one controller (704.5j). */
function fixLegendRule(
  placed: readonly Placed[],
  cards: Cards,
  controllerOf: (q: Placed) => string,
  toGraveyard: (q: Placed) => void,
): Placed[] {
  const seen = new Set<string>();
  return placed.filter((q) => {
    const name = legendaryName(printedShown(q.perm, cards));
    if (name === null || q.perm.token !== undefined) return true;
    const tag = `${controllerOf(q)}|${name}`;
    if (!seen.has(tag)) {
      seen.add(tag);
      return true;
    }
    toGraveyard(q);
    return false;
  });
}

/** Interesting copy sources: face down (708.2), double-faced (707.8), melded (712.8g). */
function interestingSource(q: Placed, cards: Cards): boolean {
  if (q.perm.faceDown !== undefined || q.perm.melded !== undefined) return true;
  const def = q.perm.card !== undefined ? cards[q.perm.card] : q.perm.token;
  return def !== undefined && twoFaces(def) !== null;
}

/** Adds `copyOf` and `attachedTo` links: copies first, then attachments to creatures as they are shown after copying. */
function linkPermanents(
  placed: Placed[],
  cards: Cards,
  c: SetupConstraints,
  controllerOf: (q: Placed) => string,
  toGraveyard: (q: Placed) => void,
): Placed[] {
  let nextLabel = 1;
  const labelOf = (q: Placed): string => {
    if (q.perm.label === undefined) q.perm = { ...q.perm, label: `L${nextLabel++}` };
    return q.perm.label as string;
  };
  const printed = (q: Placed): Shown => printedShown(q.perm, cards);
  const isAttachment = (q: Placed): boolean => {
    const s = printed(q);
    return q.attachment || (s.kind === 'face' && isAttachmentFace(s.face) && s.face.subtypes.includes('Aura'));
  };
  const sources = new Set<Placed>();
  const byLabel = (): Map<string, PermanentSetup> =>
    new Map(placed.filter((q) => q.perm.label !== undefined).map((q) => [q.perm.label as string, q.perm]));
  for (const q of placed) {
    if (q.rolls.copy >= (c.copyPercent ?? 15) || sources.has(q) || isAttachment(q)) continue;
    if (q.perm.faceDown !== undefined || q.perm.melded !== undefined || q.perm.face === 'back') continue;
    const candidates = placed.filter(
      (s) => s !== q && s.perm.copyOf === undefined && !isAttachment(s) && interestingSource(s, cards),
    );
    const source = candidates[q.rolls.pick % Math.max(1, candidates.length)];
    if (!source) continue;
    const name = legendaryName(printed(source));
    const labels = byLabel();
    const clash =
      name !== null &&
      placed.some(
        (o) => o !== q && controllerOf(o) === controllerOf(q) && legendaryName(shownOf(o.perm, labels, cards)) === name,
      );
    if (clash) continue;
    q.perm = { ...q.perm, copyOf: labelOf(source) };
    sources.add(source);
  }
  const labels = byLabel();
  const out: Placed[] = [];
  for (const q of placed) {
    if (!isAttachment(q)) {
      out.push(q);
      continue;
    }
    const shown = printed(q);
    const aura = shown.kind === 'face' && shown.face.subtypes.includes('Aura');
    const hosts = placed.filter(
      (h) =>
        !isAttachment(h) &&
        showsCreature(shownOf(h.perm, labels, cards)) &&
        (aura || controllerOf(h) === controllerOf(q)),
    );
    const host = hosts[q.rolls.pick % Math.max(1, hosts.length)];
    if (host) q.perm = { ...q.perm, attachedTo: labelOf(host) };
    // 704.5m: an Aura attached to nothing would be put into its owner's graveyard.
    if (host || !aura) out.push(q);
    else toGraveyard(q);
  }
  return out;
}

/** Spells on the stack, bottom first, player by player; a card that can't be cast goes to its owner's hand. */
function placeStack(
  drafts: readonly PlayerDraft[],
  ids: readonly string[],
  add: (d: CardDefinition) => string,
  hands: string[][],
): SpellSetup[] {
  const stack: SpellSetup[] = [];
  drafts.forEach((d, i) => {
    const owner = ids[i] as string;
    for (const spell of d.stack) {
      const [first, ...rest] = spell.group;
      hands[i]?.push(...rest.map(add));
      if (!first) continue;
      const key = add(first);
      const modes = legalSpellModes(first);
      const faceDown = modes.filter((m) => m === 'morph' || m === 'megamorph' || m === 'disguise');
      const mode =
        faceDown.length > 0 && spell.mode < 60
          ? faceDown[spell.mode % faceDown.length]
          : modes.includes('back') && (spell.mode % 3 === 0 || !modes.includes('front'))
            ? 'back'
            : modes.includes('front')
              ? 'front'
              : undefined;
      if (mode === undefined) {
        hands[i]?.push(key);
        continue;
      }
      const controller = spell.controller === 0 && ids.length > 1 ? ids[(i + 1) % ids.length] : undefined;
      stack.push({
        card: key,
        owner,
        ...(controller === undefined ? {} : { controller }),
        ...(mode === 'back' ? { face: 'back' as const } : mode === 'front' ? {} : { faceDown: mode }),
      });
    }
  });
  return stack;
}

/** An arbitrary legal setup. */
export function setupArb(c: SetupConstraints = {}): fc.Arbitrary<GameSetup> {
  const min = c.minPlayers ?? 2;
  const max = c.maxPlayers ?? 3;
  const count = min === max ? fc.constant(min) : fc.nat({ max: 9 }).map((n) => (n < 8 ? min : max));
  return fc
    .tuple(count, fc.nat({ max: 0x7fffffff }))
    .chain(([n, seed]) =>
      fc.array(playerDraftArb(c), { minLength: n, maxLength: n }).map((d) => buildSetup(d, seed, c)),
    );
}
