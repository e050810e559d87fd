/**
 * The target a generated cast gives an Aura spell (303.4a, 601.2c, 115.1b): the first permanent in battlefield
 * order its enchant ability allows, as a player would pick one; none for any other spell.
 */
import type { CastMode } from '../adapter/action.js';
import type { CardDefinition } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import type { GameView, ObjectView } from '../model/view.js';

/** The face a card is cast with in `mode` (712.11), or null when cast face down or as a split half. */
function castFace(def: CardDefinition, mode: CastMode): Face | null {
  if (mode.kind === 'normal') return def.faces[0];
  if (mode.kind === 'back-face' || mode.kind === 'transformed' || mode.kind === 'converted')
    return def.layout === 'nonmodal-dfc' || def.layout === 'modal-dfc' ? def.faces[1] : null;
  return null;
}

/** Whether an Aura face may enchant `host`: each enchant ability allows its card types ([] is any permanent). */
function mayEnchant(face: Face, host: ObjectView): boolean {
  const types = host.characteristics?.types ?? [];
  return face.abilities
    .filter((a) => a.kind === 'enchant')
    .every((a) => a.types.length === 0 || a.types.some((t) => (types as readonly string[]).includes(t)));
}

/**
 * The targets to cast `card` with in `mode`: null when the face cast is no Aura, `none` when it is an Aura with
 * nothing it may enchant (303.4a: it cannot be cast), else the one permanent it will enchant.
 */
export function auraTargetsFor(
  view: GameView,
  card: ObjectView | null | undefined,
  mode: CastMode,
): readonly string[] | 'none' | null {
  const def = card?.printed?.kind === 'card' ? card.printed.definition : null;
  const face = def === null ? null : castFace(def, mode);
  if (face === null || !face.types.includes('Enchantment') || !(face.subtypes ?? []).includes('Aura')) return null;
  if (face.types.includes('Creature')) return 'none';
  const host = view.battlefield.find((o) => !o.phasedOut && mayEnchant(face, o));
  return host === undefined ? 'none' : [host.id];
}
