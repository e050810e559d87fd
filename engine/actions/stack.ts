/**
 * Resolving and countering (608, 701.6): a permanent spell enters the battlefield with
 * the face that was up on the stack (712.13) and face down if it was face down (708.4);
 * other spells go to the graveyard; a face-down spell leaving the stack for any zone
 * but the battlefield is revealed (708.9, in moveObject).
 */
import type { Action } from '../../adapter/action.js';
import type { FaceSide } from '../../model/card.js';
import { definitionOf } from '../characteristics/printed.js';
import { type GameObject, isAbilityObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { characteristics } from '../characteristics/compute.js';
import { effectsOn, mustObject, updateObject, withoutObject } from '../state-access.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { dayboundSpellFace } from '../day-night/enters.js';
import { enteredEvents } from '../zones/enter.js';
import { moveObject } from '../zones/move.js';
import { removeFromZone } from '../zones/zone-lists.js';
import type { Characteristics } from '../../model/characteristics.js';
import { isAura } from '../characteristics/enchant.js';
import { attachOnEntry } from './aura-entry.js';
import { addCopyEffect } from './copy.js';
import { auraSpellTarget } from './spell-targets.js';
import { requireObject } from './guards.js';
import { resolveTransformAbility, resolveTriggeredAbility } from './resolve-ability.js';
import { resolveActivatedAbility } from './activate-ability.js';

const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] as const;

function isPermanentSpell(state: GameState, spell: GameObject): boolean {
  const types = characteristics(state, spell)?.types ?? [];
  return types.some((t) => (PERMANENT_TYPES as readonly string[]).includes(t)); // 110.4
}

/**
 * The face a resolving permanent spell enters with (712.13), or `graveyard` when it was
 * told to enter transformed or converted and its back face is an instant or sorcery
 * face, on the card or on the double-faced copy (712.13a). A spell already back face up
 * stays so; a face-down spell enters face down and cannot turn over (712.15a); an object
 * that is not a double-faced card or copy cannot enter transformed, so it keeps its face
 * (712.9, the Clone of 712.13a's example).
 */
function enteringFace(state: GameState, spell: GameObject, transformed: boolean): FaceSide | 'graveyard' {
  if (!transformed || spell.faceDown !== null || spell.face === 'back') return dayboundSpellFace(state, spell);
  const def = definitionOf(state, spell);
  if (!def || (def.layout !== 'nonmodal-dfc' && def.layout !== 'modal-dfc')) return spell.face;
  const back = def.faces[1];
  return back.types.includes('Instant') || back.types.includes('Sorcery') ? 'graveyard' : 'back';
}

/**
 * The top of the stack resolves (608): a permanent spell enters with the face it had on
 * the stack (712.13; a disturbed spell back face up, 702.146b) or face down (708.4).
 * Told to enter transformed, a double-faced spell enters back face up, or goes to its
 * owner's graveyard if that face is an instant or sorcery (712.13a); entering
 * transformed is not transforming (701.27e). A copy of a permanent spell becomes a token
 * as it resolves, keeping the spell's characteristics (111.13, 707.10f, 608.3f); a copy
 * of any other spell ceases to exist as it leaves the stack (707.10a, in moveObject). An Aura
 * spell whose target is illegal does not resolve and goes to its owner's graveyard (608.3b,
 * 608.2b); with a legal one it enters attached to it (608.3c).
 */
export function resolve(state: GameState, action: Extract<Action, { kind: 'resolve' }>): StepResult {
  const top = state.stack[state.stack.length - 1];
  if (top === undefined) return rejected('resolve/empty-stack', '608.1', 'the stack is empty');
  const spell = mustObject(state, top);
  if (spell.represents.kind === 'transform-ability') return resolveTransformAbility(state, spell);
  if (spell.represents.kind === 'triggered-ability') return resolveTriggeredAbility(state, spell);
  if (spell.represents.kind === 'activated-ability') return resolveActivatedAbility(state, spell);
  const resolved = { kind: 'resolved', object: spell.id } as const;
  if (isPermanentSpell(state, spell)) {
    // 608.3b: an Aura spell whose target is illegal now does not resolve: it goes to its owner's graveyard.
    const target = auraSpellTarget(state, spell, characteristics(state, spell) as Characteristics);
    if (target === 'illegal') {
      const moved = moveObject(state, spell.id, { to: 'graveyard' });
      const why = 'its target is illegal now, so it does not resolve';
      return done(moved.state, [
        { kind: 'no-effect', object: spell.id, clause: '608.3b', reason: why },
        ...moved.events,
      ]);
    }
    const face = enteringFace(state, spell, action.transformed === true);
    if (face === 'graveyard') {
      const moved = moveObject(state, spell.id, { to: 'graveyard' }); // 712.13a
      return done(moved.state, [resolved, ...moved.events]);
    }
    // 111.13: the token a copy becomes has the spell's characteristics, so its copy effects carry over.
    const copyValues =
      spell.represents.kind === 'token'
        ? effectsOn(state, spell.id).flatMap((e) => (e.change.kind === 'copy' ? [e.change.values] : []))
        : [];
    // 608.3a, 712.13: it enters with the face it had on the stack; 708.4: face down stays face down.
    const moved = moveObject(state, spell.id, {
      to: 'battlefield',
      controller: spell.controller,
      face,
      faceDown: spell.faceDown,
    });
    const permanent = moved.newIds[0] as string;
    // 107.3m: its enters replacement effects use the spell's X; its mana value counts X only on the stack (202.3e).
    const withX = spell.chosenX > 0 ? updateObject(moved.state, permanent, { chosenX: spell.chosenX }) : moved.state;
    const copied = copyValues.reduce((acc, values) => addCopyEffect(acc, permanent, values), withX);
    // 608.3c: an Aura spell enters attached to its target; one that entered as something else does not attach.
    const aura = target !== null && isAura(characteristics(copied, mustObject(copied, permanent)) as Characteristics);
    const [s, attached] = attachOnEntry(copied, permanent, aura ? target : null);
    return done(s, [resolved, ...moved.events, ...attached, ...enteredEvents(s, permanent)]);
  }
  const moved = moveObject(state, spell.id, { to: 'graveyard' }); // 608.2n
  return done(moved.state, [resolved, ...moved.events]);
}

export function counter(state: GameState, action: Extract<Action, { kind: 'counter' }>): StepResult {
  const found = requireObject(state, action.object, 'counter');
  if (!found.ok) return found.result;
  const spell = found.value;
  if (spell.zone !== 'stack')
    return rejected('counter/not-on-stack', '701.6a', `object ${spell.id} is not a spell or ability on the stack`);
  if (isAbilityObject(spell)) {
    const s = withoutObject(removeFromZone(state, spell.id, 'stack', spell.owner), spell.id);
    return done(s, [{ kind: 'countered', object: spell.id }]);
  }
  const to = action.to ?? 'graveyard';
  const moved = moveObject(state, spell.id, { to, position: 'top' });
  return done(moved.state, [{ kind: 'countered', object: spell.id }, ...moved.events]);
}
