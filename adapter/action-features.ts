/**
 * What an engine declares about the actions it can take (docs/adapter.md, "What an engine can play"): the action
 * kinds (adapter/action.ts) and, within a kind it takes, the variants an engine able to take the kind may still be
 * unable to play by its own routes (a real engine whose only "put onto the battlefield" cards take from a graveyard,
 * say). A generated step whose action is of an undeclared kind or has an undeclared feature is skipped, as a step
 * needing an undeclared mechanic is (properties/harness/trace.ts), so the game goes on without it instead of being
 * discarded; a scenario with one is `not-supported` (scenarios/declared.ts).
 */
import type { PlayerId } from '../model/ids.js';
import { type FaceDownWay, type FaceUpRoute, isManifestLike } from '../model/face-down.js';
import type { GameView, ObjectView } from '../model/view.js';
import { allObjects } from '../model/view-read.js';
import type { ZoneName } from '../model/zone.js';
import type { Action, ActionKind } from './action.js';
import { ACTION_KINDS } from './action.js';

/**
 * Variants of an action beyond its kind:
 * - `resolve-transformed`: a spell resolving into a permanent that enters transformed (712.14a);
 * - `counter-elsewhere`: a spell countered into a zone other than its owner's graveyard (701.6a, by the effect);
 * - `enter-transformed`, `enter-as-copy`, `enter-face-down`, `enter-attached`: a card put onto the battlefield
 *   transformed (712.14a), as a copy (707.2), face down (708.3) or attached to a named permanent (303.4i, 301.5c);
 * - `enter-under-another-control`: put onto the battlefield under a player who does not own it (110.2a);
 * - `enter-from-<zone>`: put onto the battlefield from that zone (a hand and a graveyard are the common ones);
 * - `move-face-down`: a card moved to exile face down (406.3);
 * - `move-from-hand`, `move-from-library`: a card moved out of a hidden zone by an effect (400.2); `move-from-exile`,
 *   `move-from-stack`: a card moved out of exile, a spell moved off the stack, by an effect;
 * - `copy-of-an-object-off-the-battlefield`: a token copy or a copy effect of an object not on the battlefield, or
 *   no longer shown at all (one that has left is copied as it last existed, 608.2h, 707.2);
 * - `damage-to-noncreature-permanent`: damage dealt to a permanent that is no creature, planeswalker or battle
 *   (120.3: it has no result but the event);
 * - `attach-non-equipment`: attaching what is not an Equipment (an Aura, a Fortification: 701.3a);
 * - `several-cards`: manifesting or cloaking more than one card at once (701.40a, 701.58a);
 * - `cast-back-face-up`: casting a spell back face up: a modal double-faced card's back face (712.11b), transformed
 *   by disturb or an effect (712.11a, 702.146a), converted (702.162a);
 * - `counters-off-the-battlefield`: counters put on an object in another zone than the battlefield (122.1: a card in
 *   exile, a spell);
 * - `turn-face-up-choosing-a-cost`: turning face up by paying a cost a permanent that could be turned face up for
 *   another cost than the one named (morph and megamorph, a morph or disguise cost beside a manifested or cloaked
 *   creature card's mana cost, or a mana cost named for a card face down by morph: 702.37e, 702.168d, 701.40b,
 *   701.58b), so the action, not the engine, says which is paid;
 * - `turn-face-up-one-of-several`: an effect turning face up one face-down permanent while another permanent is face
 *   down too (such an effect turns only the target it names, 115.1a).
 */
export const ACTION_FEATURES = [
  'resolve-transformed',
  'counter-elsewhere',
  'enter-transformed',
  'enter-as-copy',
  'enter-face-down',
  'enter-attached',
  'enter-under-another-control',
  'enter-from-hand',
  'enter-from-graveyard',
  'enter-from-library',
  'enter-from-exile',
  'enter-from-battlefield',
  'enter-from-stack',
  'move-face-down',
  'move-from-hand',
  'move-from-library',
  'move-from-exile',
  'move-from-stack',
  'copy-of-an-object-off-the-battlefield',
  'damage-to-noncreature-permanent',
  'attach-non-equipment',
  'several-cards',
  'cast-back-face-up',
  'counters-off-the-battlefield',
  'turn-face-up-choosing-a-cost',
  'turn-face-up-one-of-several',
] as const;
export type ActionFeature = (typeof ACTION_FEATURES)[number];

export function isActionFeature(value: unknown): value is ActionFeature {
  return typeof value === 'string' && (ACTION_FEATURES as readonly string[]).includes(value);
}

export function isActionKind(value: unknown): value is ActionKind {
  return typeof value === 'string' && (ACTION_KINDS as readonly string[]).includes(value);
}

/**
 * What the features of an action read of the game: where an object is, who owns it, its card types and, for a
 * face-down permanent, how it came to be face down, which costs could turn it face up, and how many other
 * permanents are face down beside it.
 */
export interface ObjectFacts {
  readonly zone: ZoneName;
  readonly owner: PlayerId;
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly faceDown: FaceDownWay | 'exile' | null;
  readonly faceUpCosts: readonly FaceUpRoute[];
  readonly otherFaceDownPermanents: number;
}

/**
 * The costs a face-down permanent could be turned face up for, each by the route that pays it, read from the card it
 * is: each distinct morph or megamorph cost (route `morph`, 702.37b, 702.37e) and disguise cost (702.168d) of its
 * front face, and its mana cost when it is a manifested or cloaked creature card (701.40b, 701.58b). Empty for an
 * object the view does not show as a face-down card.
 */
function faceUpCosts(o: ObjectView): readonly FaceUpRoute[] {
  if (o.faceDown === null || o.printed?.kind !== 'card') return [];
  const front = o.printed.definition.faces[0];
  const costs = new Map<string, FaceUpRoute>();
  for (const a of front.abilities) {
    if (a.kind === 'morph' || a.kind === 'megamorph') costs.set(`${a.kind}:${a.cost}`, 'morph');
    if (a.kind === 'disguise') costs.set(`${a.kind}:${a.cost}`, 'disguise');
  }
  const way = o.faceDown.by;
  const manaCost =
    way !== 'exile' && isManifestLike(way) && front.types.includes('Creature') && front.manaCost !== null;
  return [...costs.values(), ...(manaCost ? (['mana-cost'] as const) : [])];
}

/**
 * What an action's features read of an object: its facts; `not-shown` when the view it is read from shows no such
 * object (one that has left its zone, 400.7); `undefined` when nothing is known (a scenario's steps read before its
 * game is played).
 */
export type FactsOf = (id: string) => ObjectFacts | 'not-shown' | undefined;

/** The facts of each object of a (referee) view, by id; built once, on the first question. */
export function factsOfView(view: GameView): FactsOf {
  let byId: Map<string, ObjectFacts> | null = null;
  return (id) => {
    byId ??= factsById(view);
    return byId.get(id) ?? 'not-shown';
  };
}

function factsById(view: GameView): Map<string, ObjectFacts> {
  const faceDownPermanents = view.battlefield.filter((p) => p.faceDown !== null).length;
  return new Map(
    allObjects(view).map((o) => [
      o.id,
      {
        zone: o.zone,
        owner: o.owner,
        types: o.characteristics?.types ?? [],
        subtypes: o.characteristics?.subtypes ?? [],
        faceDown: o.faceDown?.by ?? null,
        faceUpCosts: faceUpCosts(o),
        otherFaceDownPermanents: faceDownPermanents - (o.zone === 'battlefield' && o.faceDown !== null ? 1 : 0),
      },
    ]),
  );
}

const ENTER_FROM: { readonly [Z in ZoneName]?: ActionFeature } = {
  hand: 'enter-from-hand',
  graveyard: 'enter-from-graveyard',
  library: 'enter-from-library',
  exile: 'enter-from-exile',
  battlefield: 'enter-from-battlefield',
  stack: 'enter-from-stack',
};

/**
 * The features of `action` (none for most kinds). `factsOf` tells where an object is now; an object it does not
 * know (an odd target, say) adds no feature, so that the engine's own answer judges it, except the object a copy is
 * of, copied as it last existed.
 */
export function actionFeatures(action: Action, factsOf: FactsOf): readonly ActionFeature[] {
  const facts = (id: string): ObjectFacts | undefined => {
    const f = factsOf(id);
    return f === 'not-shown' ? undefined : f;
  };
  const features: ActionFeature[] = [];
  switch (action.kind) {
    case 'cast':
      if (['back-face', 'transformed', 'converted'].includes(action.mode.kind)) features.push('cast-back-face-up');
      break;
    case 'resolve':
      if (action.transformed === true) features.push('resolve-transformed');
      break;
    case 'add-counters': {
      const zone = facts(action.object)?.zone;
      if (zone !== undefined && zone !== 'battlefield') features.push('counters-off-the-battlefield');
      break;
    }
    case 'counter':
      if (action.to !== undefined && action.to !== 'graveyard') features.push('counter-elsewhere');
      break;
    case 'put-onto-battlefield': {
      if (action.transformed === true) features.push('enter-transformed');
      if (action.asCopyOf !== undefined) features.push('enter-as-copy');
      if (action.faceDown === true) features.push('enter-face-down');
      if (action.attachedTo !== undefined) features.push('enter-attached');
      const object = facts(action.object);
      if (object !== undefined) {
        const from = ENTER_FROM[object.zone];
        if (from !== undefined) features.push(from);
        if (action.controller !== undefined && action.controller !== object.owner)
          features.push('enter-under-another-control');
      }
      break;
    }
    case 'move': {
      if (action.faceDown === true) features.push('move-face-down');
      const zone = facts(action.object)?.zone;
      if (zone === 'hand') features.push('move-from-hand');
      if (zone === 'library') features.push('move-from-library');
      if (zone === 'exile') features.push('move-from-exile');
      if (zone === 'stack') features.push('move-from-stack');
      break;
    }
    case 'create-token-copy':
    case 'become-copy': {
      // One the view no longer shows has left (400.7): it is copied as it last existed (608.2h).
      const of = factsOf(action.of);
      if (of === 'not-shown' || (of !== undefined && of.zone !== 'battlefield'))
        features.push('copy-of-an-object-off-the-battlefield');
      break;
    }
    case 'deal-damage': {
      const object = facts(action.object);
      const damaged = ['Creature', 'Planeswalker', 'Battle'];
      if (object?.zone === 'battlefield' && !object.types.some((t) => damaged.includes(t)))
        features.push('damage-to-noncreature-permanent');
      break;
    }
    case 'attach': {
      const object = facts(action.object);
      if (object !== undefined && !object.subtypes.includes('Equipment')) features.push('attach-non-equipment');
      break;
    }
    case 'manifest':
    case 'cloak':
      if ((action.count ?? 1) > 1) features.push('several-cards');
      break;
    case 'turn-face-up': {
      const object = facts(action.object);
      if (object === undefined) break;
      if (action.route === 'effect') {
        if (object.otherFaceDownPermanents > 0) features.push('turn-face-up-one-of-several');
      } else {
        // The named cost is not the only one the permanent could be turned face up for (none: the engine refuses).
        const costs = object.faceUpCosts;
        if (costs.length > 1 || (costs.length === 1 && costs[0] !== action.route))
          features.push('turn-face-up-choosing-a-cost');
      }
      break;
    }
    default:
      break;
  }
  return features;
}
