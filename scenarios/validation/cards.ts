/**
 * Validation of card and token definitions and their faces: the layout decides how
 * many faces a definition has, meld cards name a partner and a melded face, and
 * each face has the printed characteristics a face may carry.
 */
import { validateAbility } from './abilities.js';
import { isObject, show, type Checker } from './checker.js';

export const FACE_KEYS = [
  'name',
  'manaCost',
  'colorIndicator',
  'supertypes',
  'types',
  'subtypes',
  'abilities',
  'power',
  'toughness',
  'loyalty',
  'defense',
];

/** Check a card definition: layout, faces, and the meld partner and melded face. */
export function validateCardDefinition(c: Checker, def: unknown, at: string): void {
  if (!c.object(def, at, ['layout', 'faces', 'partner', 'melded'], 'a card definition')) return;
  const layout = def.layout;
  const faces = def.faces;
  const count =
    layout === 'single' || layout === 'meld' ? 1 : layout === 'nonmodal-dfc' || layout === 'modal-dfc' ? 2 : 0;
  if (count === 0) {
    c.add(`${at}.layout`, `unknown layout ${show(layout)}`, 'use "single", "nonmodal-dfc", "modal-dfc" or "meld"');
    return;
  }
  if (!Array.isArray(faces) || faces.length !== count) {
    c.add(`${at}.faces`, `a ${String(layout)} card has ${count} face(s)`, `list ${count} face object(s) in "faces"`);
  } else
    faces.forEach((f, i) => {
      validateFace(c, f, `${at}.faces[${i}]`);
    });
  if (layout === 'meld') {
    c.string(def.partner, `${at}.partner`, "a meld card's partner");
    validateFace(c, def.melded, `${at}.melded`);
  } else {
    for (const key of ['partner', 'melded']) {
      if (def[key] !== undefined)
        c.add(`${at}.${key}`, `"${key}" is only for meld cards`, 'remove it or set "layout": "meld"');
    }
  }
}

/** Check a token definition: a card definition without meld. */
export function validateTokenDefinition(c: Checker, def: unknown, at: string): void {
  if (!c.object(def, at, ['layout', 'faces'], 'a token definition')) return;
  if (def.layout === 'meld')
    c.add(`${at}.layout`, 'a token cannot be a meld card', 'use "single", "nonmodal-dfc" or "modal-dfc"');
  else validateCardDefinition(c, def, at);
}

/**
 * Check a face. A `partial` face (an override in a catalog reference's `with`) may omit
 * `name` and `types`; any field it gives must still be well formed.
 */
export function validateFace(c: Checker, f: unknown, at: string, partial = false): void {
  if (!c.object(f, at, FACE_KEYS, partial ? 'a face override' : 'a face')) return;
  if (!partial || f.name !== undefined) c.string(f.name, `${at}.name`, 'the face name');
  if (!partial || f.types !== undefined) c.strings(f.types, `${at}.types`, 'types');
  for (const key of ['supertypes', 'subtypes'] as const)
    if (f[key] !== undefined) c.strings(f[key], `${at}.${key}`, key);
  if (f.manaCost !== undefined && f.manaCost !== null && typeof f.manaCost !== 'string') {
    c.add(
      `${at}.manaCost`,
      'manaCost must be a string like "{2}{U}" or null',
      'write the printed cost, or null for none',
    );
  }
  if (f.colorIndicator !== undefined && f.colorIndicator !== null)
    c.strings(f.colorIndicator, `${at}.colorIndicator`, 'colorIndicator');
  for (const key of ['power', 'toughness', 'loyalty', 'defense'] as const) {
    const v = f[key];
    if (v !== undefined && v !== null && typeof v !== 'number')
      c.add(`${at}.${key}`, `${key} must be a number or null`, 'write a number, or null');
  }
  const abilities = f.abilities;
  if (abilities !== undefined) {
    if (!Array.isArray(abilities))
      c.add(`${at}.abilities`, 'abilities must be an array', 'write [{ "kind": "keyword", "keyword": "flying" }]');
    else
      abilities.forEach((a, i) => {
        if (!isObject(a) || typeof a.kind !== 'string')
          c.add(
            `${at}.abilities[${i}]`,
            'an ability must be an object with a "kind"',
            'see model/ability.ts for the kinds',
          );
        else validateAbility(c, a, `${at}.abilities[${i}]`);
      });
  }
}
