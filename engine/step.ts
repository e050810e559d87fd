/**
 * The reference engine's step function: `step(state, action)` returns the next state
 * and events, or a coded rejection with the state unchanged. Pure; performs nothing.
 */
import type { Action } from '../adapter/action.js';
import type { GameState } from '../model/game-state.js';
import { cast } from './actions/cast.js';
import { chooseCardName } from './actions/choose-card-name.js';
import { becomeCopy, createToken, createTokenCopy } from './actions/copy.js';
import { copySpell } from './actions/copy-spell.js';
import { copyAbility } from './actions/copy-ability.js';
import { activateAbility } from './actions/activate-ability.js';
import { chooseEnchanted } from './actions/aura-entry.js';
import { gainControl } from './actions/control.js';
import { endGame, playerLeaves } from './actions/game-end.js';
import { look, reveal, revealHand } from './actions/information.js';
import { manifestDread, manifestOrCloak } from './actions/manifest.js';
import { meld } from './actions/meld.js';
import { draw, move, shuffle } from './actions/move.js';
import { dealDamage, dealDamageToPlayer } from './actions/damage.js';
import { addCounters, applyEffect, attach, setStatus } from './actions/permanent-status.js';
import { playLand } from './actions/play-land.js';
import { putOntoBattlefield } from './actions/put-onto-battlefield.js';
import { counter, resolve } from './actions/stack.js';
import { activateTransform, transform } from './actions/transform.js';
import { turnFaceDown } from './actions/turn-face-down.js';
import { turnFaceUp } from './actions/turn-face-up.js';
import { becomeDayOrNight, dayNightCheck } from './day-night/designation.js';
import { outsideEdition } from './edition.js';
import { settle } from './priority/settle.js';
import { atOnce } from './priority/at-once.js';
import { beginTurn, countSpellCast } from './turns/begin-turn.js';
import { beginMainPhase } from './turns/begin-main-phase.js';
import { chooseLegend, orderTriggers, triggersJustPut } from './turns/choices.js';
import { done, rejected, type StepResult } from './step-result.js';

/**
 * One action, then what happens at once after it (engine/priority/at-once.ts: the counters a
 * permanent enters with, the abilities that triggered found as they triggered, 603.2, 603.10,
 * and what daybound and nightbound do at once, 702.145c-g, not state-based actions), then what
 * happens before a player would receive priority: state-based actions and putting triggered
 * abilities on the stack (704.3, 603.3, in priority/settle.ts). An action made of several events
 * in a fixed order (a turn's untap step, 502) has done what happens at once after each of them
 * itself (`followed`). A rejected action changes nothing.
 */
export function step(state: GameState, action: Action): StepResult {
  if (state.gameOver) return rejected('game/over', '104.1', 'the game has ended; no further actions');
  if (state.edition !== undefined) {
    const absent = outsideEdition(state, action);
    if (absent !== null) return absent;
  }
  const result = perform(state, action);
  if (!result.ok || result.state.gameOver) return result;
  const counted = countSpellCast(result.state, action);
  const [happened, happenedEvents] =
    result.followed === true ? [counted, result.events] : atOnce(counted, result.events);
  const [settled, events] = settle(happened, happenedEvents);
  return done(withTriggersJustPut(result.state, settled, action), events);
}

/**
 * Which triggered abilities each player may still order (603.3b): those put on the stack while
 * settling this action; `order-triggers` itself leaves the ones it ordered orderable.
 */
function withTriggersJustPut(performed: GameState, settled: GameState, action: Action): GameState {
  if (action.kind === 'order-triggers') return settled;
  const put = triggersJustPut(performed, settled);
  if (put === undefined && settled.triggersJustPut === undefined) return settled;
  const { triggersJustPut: _old, ...rest } = settled;
  return put === undefined ? rest : { ...rest, triggersJustPut: put };
}

/** The handler of each kind of action, typed so that every kind must have one (as an exhaustive match would). */
type Handlers = {
  readonly [K in Action['kind']]: (state: GameState, action: Extract<Action, { kind: K }>) => StepResult;
};

/**
 * A table, not a match: a match tries its patterns one by one on every step, and this runs on
 * every action of every game (issue 14: about a sixth of a step's time went to trying patterns).
 */
const HANDLERS: Handlers = {
  cast,
  resolve,
  'play-land': playLand,
  'copy-spell': copySpell,
  'copy-ability': copyAbility,
  counter,
  'put-onto-battlefield': putOntoBattlefield,
  manifest: manifestOrCloak,
  cloak: manifestOrCloak,
  'manifest-dread': manifestDread,
  transform,
  convert: transform,
  'activate-transform': activateTransform,
  'activate-ability': activateAbility,
  meld,
  'turn-face-up': turnFaceUp,
  'turn-face-down': turnFaceDown,
  'become-copy': becomeCopy,
  'create-token-copy': createTokenCopy,
  'create-token': createToken,
  move,
  draw,
  'choose-card-name': chooseCardName,
  shuffle,
  attach,
  'add-counters': addCounters,
  'deal-damage': dealDamage,
  'deal-damage-to-player': dealDamageToPlayer,
  tap: setStatus,
  untap: setStatus,
  'phase-out': setStatus,
  'phase-in': setStatus,
  'gain-control': gainControl,
  'apply-effect': applyEffect,
  reveal,
  look,
  'reveal-hand': revealHand,
  'day-night-check': dayNightCheck,
  'begin-turn': beginTurn,
  'begin-main-phase': beginMainPhase,
  'order-triggers': orderTriggers,
  'choose-legend': chooseLegend,
  'choose-enchanted': chooseEnchanted,
  'become-day-or-night': becomeDayOrNight,
  'player-leaves': playerLeaves,
  'end-game': endGame,
};

function perform(state: GameState, action: Action): StepResult {
  const handler = Object.hasOwn(HANDLERS, action.kind) ? HANDLERS[action.kind] : undefined;
  if (handler === undefined) throw new Error(`step: unknown action kind ${JSON.stringify(action.kind)}`);
  // The table pairs each kind with its handler, which TypeScript cannot follow through a union.
  return (handler as (state: GameState, action: Action) => StepResult)(state, action);
}
