/**
 * An Aura entering the battlefield other than by resolving as an Aura spell (303.4f-303.4i), an Aura turned face
 * up that an effect lets become attached (303.4k), and what players choose for them (`choose-enchanted`).
 */
import type { Action } from '../../adapter/action.js';
import type { GameEvent } from '../../model/events.js';
import type { GameObject } from '../../model/game-object.js';
import type { EnchantChoice, GameState } from '../../model/game-state.js';
import type { ObjectId, PlayerId } from '../../model/ids.js';
import { type AuraTraits, isAura, legalToEnchant, mayBecomeAttached } from '../characteristics/enchant.js';
import { objectOf, tick, updateObject } from '../state-access.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { requireObject, requirePermanent, requirePlayer } from './guards.js';

/** Where a permanent about to enter goes: attached to `host` (or to nothing), or nowhere, staying where it is. */
export type Entry =
  | { readonly enters: true; readonly host: ObjectId | null }
  | { readonly enters: false; readonly clause: '303.4g' | '303.4i'; readonly reason: string };

const ATTACHABLE = ['Equipment', 'Fortification'];

/**
 * The permanent `controller` chose with `choose-enchanted` for `aura` to enchant, if it may now (303.4f,
 * 303.4k), else the first permanent in battlefield order it may enchant, the choice the suite's engines make
 * for a player who gave none; null when it may enchant nothing.
 */
export function chosenHost(
  state: GameState,
  aura: AuraTraits,
  key: ObjectId | null,
  controller: PlayerId,
  self?: ObjectId,
): ObjectId | null {
  const choice = key === null ? undefined : choiceFor(state, key, controller);
  const chosen = choice === undefined ? undefined : objectOf(state, choice.enchant);
  if (chosen !== undefined && mayBecomeAttached(state, aura, chosen, self)) return chosen.id;
  return legalToEnchant(state, aura, self)[0]?.id ?? null;
}

function choiceFor(state: GameState, key: ObjectId, player: PlayerId): EnchantChoice | undefined {
  return state.enchantChoices?.findLast((c) => c.aura === key && c.player === player);
}

/**
 * Where a permanent with `entering`, the characteristics it would have on the battlefield (614.12), enters under
 * `controller`: an Aura the effect puts "attached to" `specified` enters attached to it if it may enchant it, and
 * else stays where it is, or as a token is not created (303.4i); an Aura the effect says nothing of enters
 * attached to what `controller` chooses (303.4f, `choose-enchanted` for the object `key`), and with nothing it
 * may enchant stays where it is, or as a token is not created (303.4g). An Equipment or Fortification enters
 * attached to `specified`, which state-based actions then judge (704.5n); any other permanent enters unattached
 * (303.4h).
 */
export function entryOf(
  state: GameState,
  entering: AuraTraits,
  controller: PlayerId,
  key: ObjectId | null,
  specified: GameObject | null,
): Entry {
  if (!isAura(entering)) {
    const attachable = specified !== null && entering.subtypes.some((t) => ATTACHABLE.includes(t));
    return { enters: true, host: attachable ? specified.id : null };
  }
  if (specified !== null)
    return mayBecomeAttached(state, entering, specified, key ?? undefined)
      ? { enters: true, host: specified.id }
      : { enters: false, clause: '303.4i', reason: `the Aura may not enchant ${specified.id}` };
  const host = chosenHost(state, entering, key, controller, key ?? undefined);
  return host === null
    ? { enters: false, clause: '303.4g', reason: 'there is nothing the Aura may enchant' }
    : { enters: true, host };
}

/**
 * `permanent`, which just entered, attached to `host` (303.4f, 608.3c): an `attached` event, its choice used up.
 * `key` is the object the choice was made for, before it entered.
 */
export function attachOnEntry(
  state: GameState,
  permanent: ObjectId,
  host: ObjectId | null,
  key: ObjectId | null = null,
): [GameState, readonly GameEvent[]] {
  const s = key === null ? state : withoutChoice(state, key);
  if (host === null) return [s, []];
  return [updateObject(s, permanent, { attachedTo: host }), [{ kind: 'attached', object: permanent, to: host }]];
}

function withoutChoice(state: GameState, key: ObjectId): GameState {
  if (!state.enchantChoices?.some((c) => c.aura === key)) return state;
  const rest = state.enchantChoices.filter((c) => c.aura !== key);
  const { enchantChoices: _, ...without } = state;
  return rest.length === 0 ? without : { ...without, enchantChoices: rest };
}

/**
 * 303.4k: a permanent just turned face up that an "as this is turned face up, you may attach it" ability lets
 * become attached does, to what its controller chooses, judged on it as it is now face up; with nothing it may
 * enchant it stays unattached. A new timestamp for becoming attached (613.7e).
 */
export function attachAsTurnedFaceUp(
  state: GameState,
  id: ObjectId,
  faceUp: AuraTraits,
): [GameState, readonly GameEvent[]] {
  const mayAttach = faceUp.abilities.some((a) => a.kind === 'as-turned-face-up' && a.effect.kind === 'attach');
  const permanent = objectOf(state, id);
  if (!mayAttach || permanent === undefined || !isAura(faceUp)) return [state, []];
  const host = chosenHost(state, faceUp, id, permanent.controller, id);
  if (host === null) return [withoutChoice(state, id), []];
  const [s, time] = tick(state);
  return attachOnEntry(updateObject(s, id, { timestamp: time }), id, host, id);
}

/**
 * 303.4f, 303.4k: `player` chooses `enchant`, a permanent, for the Aura `aura` to enchant as it enters the
 * battlefield under their control, or as it is turned face up: `aura` is a card outside the battlefield and the
 * stack (an Aura spell enchants its target, 608.3c), or a face-down permanent. Whether the Aura may enchant it is
 * judged then, when it is known what the Aura is.
 */
export function chooseEnchanted(state: GameState, action: Extract<Action, { kind: 'choose-enchanted' }>): StepResult {
  const player = requirePlayer(state, action.player, 'choose-enchanted');
  if (!player.ok) return player.result;
  const aura = requireObject(state, action.aura, 'choose-enchanted', 'player');
  if (!aura.ok) return aura.result;
  const where = aura.value.zone;
  if (where === 'stack' || (where === 'battlefield' && aura.value.faceDown === null))
    return rejected(
      'choose-enchanted/wrong-zone',
      where === 'stack' ? '608.3c' : '303.4f',
      where === 'stack'
        ? 'an Aura spell enchants the target chosen as it was cast'
        : 'a face-up Aura on the battlefield enchants what it is attached to; an effect moves it with "attach"',
    );
  const enchant = requirePermanent(state, action.enchant, 'choose-enchanted', 'player');
  if (!enchant.ok) return enchant.result;
  const choice: EnchantChoice = { player: action.player, aura: aura.value.id, enchant: enchant.value.id };
  return done({ ...state, enchantChoices: [...(state.enchantChoices ?? []), choice] }, []);
}
