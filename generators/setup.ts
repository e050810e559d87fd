/**
 * Arbitrary game setups (model/setup.ts) that are legal game states: every card in
 * exactly one zone, permanents only with a permanent face up, `back` only for
 * double-faced objects, face-down double-faced cards only through manifest-like
 * ways (712.15, 712.16), morph/disguise face-down only for cards with that ability,
 * no two face-up legendary permanents of one name under one controller, or at all under
 * the rule before Magic 2014 (704.5j, `legendRule`), melded permanents made of one meld
 * pair (712.4), Equipment and Auras attached to creatures (301.5, 303.4),
 * permanents that start as copies (707.2), and spells on the stack cast normally, back
 * face up or face down (712.11, 708.4). No state-based action is pending (704.3): a
 * permanent starts with the counters that keep it (setup-settle.ts), and bound
 * permanents show the face day or night requires (702.145d, 702.145f).
 * `setupProblems` (setup-legality.ts) states the same rules as a checker. Real catalog cards carry their identity
 * (`identities`, catalog/identity.ts).
 */
import fc from 'fast-check';
import { withIdentities } from '../catalog/identity.js';
import type { CardDefinition } from '../model/card.js';
import type { FaceSide } from '../model/card.js';
import type { FaceDownWay } from '../model/face-down.js';
import type { ExiledSetup, GameSetup, PermanentSetup, PlayerSetup, SpellSetup } from '../model/setup.js';
import { legalFaceDownWays, legalFaceUpSides, legalSpellModes, morphLike } from './legal-choices.js';
import type { SetupConstraints } from './setup-constraints.js';
import { type Group, type PermanentRolls, type PlayerDraft, playerDraftArb } from './setup-draft.js';
import { type Placed, fixLegendRule, linkPermanents } from './setup-links.js';
import { distinctNames } from './distinct-names.js';
import { followDayAtStart, giveStartingCounters } from './setup-settle.js';

export type { SetupConstraints } from './setup-constraints.js';

function permanentFor(
  card: CardDefinition,
  key: string,
  r: PermanentRolls,
  c: SetupConstraints,
  controller: string | null,
): PermanentSetup {
  const sides = legalFaceUpSides(card);
  const percent = (c.faceDownPercent ?? 25) * (morphLike(card) ? 2 : 1);
  const allowed = c.faceDownWays;
  const ways =
    allowed === undefined ? legalFaceDownWays(card) : legalFaceDownWays(card).filter((w) => allowed.includes(w));
  const wantsFaceDown = (r.faceDown < percent && ways.length > 0) || sides.length === 0;
  const base = {
    card: key,
    ...(controller === null ? {} : { controller }),
    ...(r.tapped ? { tapped: true } : {}),
    ...(r.counters > 2 ? { counters: { '+1/+1': r.counters - 2 } } : {}),
  };
  if (wantsFaceDown) {
    // No permanent face and no way allowed: the restriction leaves it out (restrictSetup).
    const from = ways.length > 0 ? ways : legalFaceDownWays(card);
    return { ...base, faceDown: from[r.way % from.length] as FaceDownWay };
  }
  const wantsBack = r.back < (c.backFacePercent ?? 30);
  const side = wantsBack && sides.includes('back') ? 'back' : (sides[0] as FaceSide);
  return side === 'back' ? { ...base, face: 'back' } : base;
}

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
  followDayAtStart(placed, cards);
  const kept = fixLegendRule(placed, cards, c, controllerOf, toGraveyard);
  const linked = linkPermanents(kept, cards, c, controllerOf, toGraveyard);
  giveStartingCounters(linked, cards);
  const stack = placeStack(drafts, ids, add, hands);
  const result: PlayerSetup[] = players.map((p, i) => ({
    id: p.id,
    library: p.library,
    hand: [...p.hand, ...(hands[i] ?? [])],
    graveyard: graveyards[i] ?? [],
    exile: p.exile,
    battlefield: linked.filter((q) => q.player === i).map((q) => q.perm),
  }));
  // A card that is a real catalog card carries its identity (catalog/identity.ts), for engines shipping it.
  return withIdentities({ players: result, cards, ...(stack.length > 0 ? { stack } : {}), seed });
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
  // Built once, not per setup inside `.chain` (issue 14: rebuilding them was 7.5% of a check's CPU).
  const player = playerDraftArb(c);
  const playersOf = new Map<number, fc.Arbitrary<readonly PlayerDraft[]>>();
  const players = (n: number) => {
    const known = playersOf.get(n);
    if (known !== undefined) return known;
    const arb = fc.array(player, { minLength: n, maxLength: n });
    playersOf.set(n, arb);
    return arb;
  };
  return fc
    .tuple(count, fc.nat({ max: 0x7fffffff }))
    .chain(([n, seed]) => players(n).map((d) => buildSetup(distinctNames(d, c.cards?.catalog), seed, c)));
}
