/**
 * Turning a face-down permanent face up (708.7, 708.8): a special action by its morph
 * or disguise cost only if it would have that ability face up (702.37e, 702.168d); by
 * its mana cost if manifested or cloaked and the card is a creature card, judged on the
 * card itself (701.40b, 701.58b); or by an effect. A manifested or cloaked instant or
 * sorcery is revealed and stays face down (701.40g, 701.58g). It stays the same
 * object, tapped or not (110.5), with no enters trigger (708.8); a double-faced card
 * comes up front face up (712.15a).
 */
import { controllerTriggers } from '../priority/triggers.js';
import type { Action } from '../../adapter/action.js';
import type { Ability } from '../../model/ability.js';
import type { GameEvent } from '../../model/events.js';
import { isManifestLike, type FaceUpRoute } from '../../model/face-down.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { characteristics } from '../characteristics/compute.js';
import { frontFaceOf } from '../characteristics/printed.js';
import { printedObject } from '../printed-object.js';
import { allPlayers, mustObject, tick, updateObject } from '../state-access.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { requirePermanent } from './guards.js';
import { attachAsTurnedFaceUp } from './aura-entry.js';

/**
 * Why `route` cannot turn this permanent face up, or null when it can. Morph and
 * disguise ask what it would have face up, with the effects on it (702.37e, 702.168d);
 * the mana-cost route looks at the card itself, ignoring copy and type-changing effects,
 * and needs a creature card with a mana cost (701.40b, 701.58b).
 */
function routeRefusal(
  state: GameState,
  permanent: GameObject,
  route: FaceUpRoute,
  faceUp: readonly Ability[],
  paid: 'morph' | 'megamorph' | undefined,
): { code: string; clause: string; message: string } | null {
  const way = permanent.faceDown;
  if (way === null || way === 'exile')
    return { code: 'turn-face-up/not-face-down', clause: '708.7', message: 'the permanent is not face down' };
  if (route === 'effect') return null;
  // 702.37e, 702.168d: "would have" the ability if face up, so a lost ability closes the route.
  const has = (kind: string) => faceUp.some((a) => a.kind === kind);
  if (route === 'morph') {
    if (paid !== undefined && !has(paid))
      return {
        code: `turn-face-up/no-${paid}`,
        clause: '702.37b',
        message: `it would have no ${paid} ability face up, so no ${paid} cost can be paid`,
      };
    return has('morph') || has('megamorph')
      ? null
      : { code: 'turn-face-up/no-morph', clause: '702.37e', message: 'it would have no morph ability face up' };
  }
  if (route === 'disguise') {
    return has('disguise')
      ? null
      : { code: 'turn-face-up/no-disguise', clause: '702.168d', message: 'it would have no disguise ability face up' };
  }
  // route === 'mana-cost': 701.40b, 701.58b look at the card itself, ignoring copy and type-changing effects.
  if (!isManifestLike(way))
    return {
      code: 'turn-face-up/not-manifested',
      clause: '701.40b',
      message: 'only a manifested or cloaked permanent can be turned face up for its mana cost',
    };
  const front = frontFaceOf(state, permanent);
  if (!front?.types.includes('Creature'))
    return {
      code: 'turn-face-up/not-a-creature-card',
      clause: way === 'cloak' ? '701.58b' : '701.40b',
      message: 'the card is not a creature card',
    };
  if (front.manaCost === null)
    return { code: 'turn-face-up/no-mana-cost', clause: '701.40b', message: 'the card has no mana cost to pay' };
  return null;
}

/**
 * Only a face-down permanent's controller may turn it face up as a special action, by
 * its morph, disguise or mana cost (702.37e, 702.168d, 701.40b, 701.58b); an effect's
 * instruction may come from any player.
 */
function actingPlayerRefusal(
  state: GameState,
  permanent: GameObject,
  action: Extract<Action, { kind: 'turn-face-up' }>,
): StepResult | null {
  if (action.player === undefined || action.player === permanent.controller) return null;
  if (!state.players.some((p) => p.id === action.player))
    return rejected('turn-face-up/no-such-player', null, `there is no player "${action.player}"`);
  if (action.route === 'effect') return null;
  const clause =
    action.route === 'morph'
      ? '702.37e'
      : action.route === 'disguise'
        ? '702.168d'
        : permanent.faceDown === 'cloak'
          ? '701.58b'
          : '701.40b';
  return rejected(
    'turn-face-up/not-controller',
    clause,
    `only the permanent's controller (${permanent.controller}) may turn it face up by paying a cost; ` +
      `${action.player} may not`,
  );
}

/**
 * The X chosen as the morph or disguise special action is taken, which the permanent's
 * other abilities refer to (702.37f, 702.168e); 0 when the cost has no X or another route
 * turns it up. Returns a message when `x` is given where no X can be chosen.
 */
function chosenX(faceUp: readonly Ability[], action: Extract<Action, { kind: 'turn-face-up' }>): number | string {
  if (action.x === undefined) return 0;
  if (!Number.isInteger(action.x) || action.x < 0) return `x must be a whole number >= 0, got ${action.x}`;
  if (action.route !== 'morph' && action.route !== 'disguise')
    return `x is chosen only when paying a morph or disguise cost, not by route "${action.route}"`;
  const kinds = action.route === 'morph' ? ['morph', 'megamorph'] : ['disguise'];
  const withX = faceUp.some(
    (a) => kinds.includes(a.kind) && 'cost' in a && typeof a.cost === 'string' && a.cost.includes('{X}'),
  );
  return withX ? action.x : `its ${action.route} cost has no X to choose`;
}

/**
 * Turn a face-down permanent face up, as the ability or rule that made it face down
 * allows (708.7): a 116.2b special action for the morph, disguise and
 * mana-cost routes (no stack, nothing to respond to), or an effect's instruction.
 * Routes: morph or megamorph cost if it would have that ability face up (702.37e, 702.37b),
 * disguise cost likewise (702.168d), mana cost for a manifested or cloaked creature card
 * (701.40b, 701.58b), and both kinds of route for a manifested or cloaked card with morph
 * or disguise (701.40c, 701.40d, 701.58c, 701.58d). A manifested or cloaked instant or
 * sorcery is revealed and stays face down, with no turned-face-up trigger (701.40g,
 * 701.58g). Otherwise its copiable values revert and effects on it still apply (708.8),
 * it keeps its id, status (110.5, 110.5c), counters and attachments, gets a new timestamp
 * (613.7f), its enters abilities do not trigger (708.8), "as turned face up" abilities
 * apply while it turns (708.11), a megamorph cost paid adds a +1/+1 counter (702.37b),
 * and a double-faced card comes up front face up (712.15a). A phased-out permanent is
 * treated as though it does not exist (702.26b). The X chosen for a morph or disguise
 * cost is the X its other abilities use (702.37f, 702.168e). An Aura that an "as this is turned face up, you may
 * attach it" ability lets become attached does, to what its controller chooses (303.4k).
 */
export function turnFaceUp(state: GameState, action: Extract<Action, { kind: 'turn-face-up' }>): StepResult {
  const found = requirePermanent(state, action.object, 'turn-face-up', action.route === 'effect' ? 'effect' : 'player');
  if (!found.ok) return found.result;
  const permanent = found.value; // a phased-out one was refused or did nothing (702.26b, in requirePermanent)
  // What it would have face up, with the effects on it (702.37e, 702.168d): asked once.
  const faceUpAbilities = characteristics(state, permanent, { ignoreFaceDown: true })?.abilities ?? [];
  if (action.paid !== undefined && action.route !== 'morph')
    return rejected(
      'turn-face-up/paid-without-morph',
      '702.37b',
      '"paid" names a morph or megamorph cost: use it with route "morph"',
    );
  const actor = actingPlayerRefusal(state, permanent, action);
  if (actor) return actor;
  const refusal = routeRefusal(state, permanent, action.route, faceUpAbilities, action.paid);
  if (refusal) return rejected(refusal.code, refusal.clause, refusal.message);
  const x = chosenX(faceUpAbilities, action);
  if (typeof x === 'string')
    return rejected('turn-face-up/bad-x', action.route === 'disguise' ? '702.168e' : '702.37f', x);
  const way = permanent.faceDown as Exclude<GameObject['faceDown'], null | 'exile'>;
  const front = frontFaceOf(state, permanent);
  const instantOrSorcery = front !== null && (front.types.includes('Instant') || front.types.includes('Sorcery'));
  if (isManifestLike(way) && instantOrSorcery) {
    // 701.40g, 701.58g: revealed, stays face down, and "turned face up" never happened.
    return done(state, [
      { kind: 'revealed', object: permanent.id, printed: printedObject(state, permanent), to: allPlayers(state) },
      {
        kind: 'no-effect',
        object: permanent.id,
        clause: way === 'cloak' ? '701.58g' : '701.40g',
        reason: 'an instant or sorcery card cannot be turned face up; it stays face down',
      },
    ]);
  }
  // 702.37b: only a megamorph cost paid adds the counter; with both abilities the player says which was paid.
  const megamorphPaid =
    action.route === 'morph' &&
    (action.paid ?? (faceUpAbilities.some((a) => a.kind === 'megamorph') ? 'megamorph' : 'morph')) === 'megamorph';
  let [s, time] = tick(state);
  s = updateObject(s, permanent.id, { faceDown: null, face: 'front', timestamp: time }); // 712.15a, 613.7f
  const events: GameEvent[] = [];
  const addCounters = (counter: string, amount: number) => {
    const current = mustObject(s, permanent.id);
    s = updateObject(s, permanent.id, {
      counters: { ...current.counters, [counter]: (current.counters[counter] ?? 0) + amount },
    });
    events.push({ kind: 'counters-added', object: permanent.id, counter, amount });
  };
  if (megamorphPaid) addCounters('+1/+1', 1); // 702.37b
  const faceUp = characteristics(s, mustObject(s, permanent.id));
  for (const ability of faceUp?.abilities ?? []) {
    // 708.11: "as this is turned face up" applies while turning, not after.
    if (ability.kind === 'as-turned-face-up' && ability.effect.kind === 'counters') {
      const amount = ability.effect.amount === 'X' ? x : ability.effect.amount;
      if (amount > 0) addCounters(ability.effect.counter, amount);
    }
  }
  events.unshift({ kind: 'turned-face-up', object: permanent.id, route: action.route });
  // 303.4k: an Aura it lets become attached does, judged on it as it is face up.
  if (faceUp !== null) {
    let attached: readonly GameEvent[];
    [s, attached] = attachAsTurnedFaceUp(s, permanent.id, faceUp);
    events.push(...attached);
  }
  for (const ability of faceUp?.abilities ?? []) {
    if (ability.kind === 'triggered' && ability.trigger.kind === 'turned-face-up')
      events.push({ kind: 'triggered', source: permanent.id, trigger: 'turned-face-up' });
  }
  events.push(...controllerTriggers(s, permanent.controller, 'permanent-turned-face-up'));
  return done(s, events);
}
