/**
 * The reference engine's step function: `step(state, action)` returns the next state
 * and events, or a coded rejection with the state unchanged. Pure; performs nothing.
 */
import { match } from 'ts-pattern';
import type { Action } from '../adapter/action.js';
import type { GameState } from '../model/game-state.js';
import { cast } from './actions/cast.js';
import { chooseCardName } from './actions/choose-card-name.js';
import { becomeCopy, createToken, createTokenCopy } from './actions/copy.js';
import { copySpell } from './actions/copy-spell.js';
import { endGame, playerLeaves } from './actions/game-end.js';
import { look, reveal, revealHand } from './actions/information.js';
import { manifestDread, manifestOrCloak } from './actions/manifest.js';
import { meld } from './actions/meld.js';
import { draw, move, shuffle } from './actions/move.js';
import { addCounters, applyEffect, attach, dealDamage, setStatus } from './actions/permanent-status.js';
import { playLand } from './actions/play-land.js';
import { putOntoBattlefield } from './actions/put-onto-battlefield.js';
import { counter, resolve } from './actions/stack.js';
import { activateTransform, transform } from './actions/transform.js';
import { turnFaceDown } from './actions/turn-face-down.js';
import { turnFaceUp } from './actions/turn-face-up.js';
import { becomeDayOrNight, dayNightCheck } from './day-night/designation.js';
import { followDayNight } from './day-night/follow.js';
import { outsideEdition } from './edition.js';
import { settle } from './priority/settle.js';
import { done, rejected, type StepResult } from './step-result.js';

/**
 * One action, then what daybound and nightbound do at once (702.145c-g, not state-based
 * actions), then what happens before a player would receive priority: intrinsic counters
 * of permanents that entered and state-based actions (704.3, in priority/settle.ts). A
 * rejected action changes nothing.
 */
export function step(state: GameState, action: Action): StepResult {
  if (state.gameOver) return rejected('game/over', '104.1', 'the game has ended; no further actions');
  if (state.edition !== undefined) {
    const absent = outsideEdition(state, action);
    if (absent !== null) return absent;
  }
  const result = perform(state, action);
  if (!result.ok || result.state.gameOver) return result;
  const [settled, events] = settle(...followDayNight(result.state, result.events));
  return done(settled, events);
}

function perform(state: GameState, action: Action): StepResult {
  return match(action)
    .with({ kind: 'cast' }, (a) => cast(state, a))
    .with({ kind: 'resolve' }, (a) => resolve(state, a))
    .with({ kind: 'play-land' }, (a) => playLand(state, a))
    .with({ kind: 'copy-spell' }, (a) => copySpell(state, a))
    .with({ kind: 'counter' }, (a) => counter(state, a))
    .with({ kind: 'put-onto-battlefield' }, (a) => putOntoBattlefield(state, a))
    .with({ kind: 'manifest' }, { kind: 'cloak' }, (a) => manifestOrCloak(state, a))
    .with({ kind: 'manifest-dread' }, (a) => manifestDread(state, a))
    .with({ kind: 'transform' }, { kind: 'convert' }, (a) => transform(state, a))
    .with({ kind: 'activate-transform' }, (a) => activateTransform(state, a))
    .with({ kind: 'meld' }, (a) => meld(state, a))
    .with({ kind: 'turn-face-up' }, (a) => turnFaceUp(state, a))
    .with({ kind: 'turn-face-down' }, (a) => turnFaceDown(state, a))
    .with({ kind: 'become-copy' }, (a) => becomeCopy(state, a))
    .with({ kind: 'create-token-copy' }, (a) => createTokenCopy(state, a))
    .with({ kind: 'create-token' }, (a) => createToken(state, a))
    .with({ kind: 'move' }, (a) => move(state, a))
    .with({ kind: 'draw' }, (a) => draw(state, a))
    .with({ kind: 'choose-card-name' }, (a) => chooseCardName(state, a))
    .with({ kind: 'shuffle' }, (a) => shuffle(state, a))
    .with({ kind: 'attach' }, (a) => attach(state, a))
    .with({ kind: 'add-counters' }, (a) => addCounters(state, a))
    .with({ kind: 'deal-damage' }, (a) => dealDamage(state, a))
    .with({ kind: 'tap' }, { kind: 'untap' }, { kind: 'phase-out' }, { kind: 'phase-in' }, (a) => setStatus(state, a))
    .with({ kind: 'apply-effect' }, (a) => applyEffect(state, a))
    .with({ kind: 'reveal' }, (a) => reveal(state, a))
    .with({ kind: 'look' }, (a) => look(state, a))
    .with({ kind: 'reveal-hand' }, (a) => revealHand(state, a))
    .with({ kind: 'day-night-check' }, (a) => dayNightCheck(state, a))
    .with({ kind: 'become-day-or-night' }, (a) => becomeDayOrNight(state, a))
    .with({ kind: 'player-leaves' }, (a) => playerLeaves(state, a))
    .with({ kind: 'end-game' }, (a) => endGame(state, a))
    .exhaustive();
}
