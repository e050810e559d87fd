/**
 * Catalog references in `setup.cards`: `{ "$catalog": "<name>", "with"?: { ... } }` names a
 * card of catalog/ instead of restating it. `with` makes a made-up variant: it may give
 * `faces` (one override object per face, in order; `{}` keeps a face), and for meld cards
 * `melded` (an override of the melded face) and `partner`. A field given in a face override
 * replaces the catalog face's field whole (arrays such as `abilities` are not merged); the
 * layout cannot change. Validated here; expanded to a full definition by `expandCatalogRef`
 * once the scenario is valid, so engines never see a reference.
 */
import { CARD_CATALOG, catalogCard, nearestNames } from '../../catalog/index.js';
import type { CardDefinition } from '../../model/card.js';
import type { Face } from '../../model/characteristics.js';
import { validateFace } from './cards.js';
import { isObject, show, type Checker, type Json } from './checker.js';

export const CATALOG_REF_KEYS = ['$catalog', 'with'];
export const WITH_KEYS = ['faces', 'melded', 'partner'];

/** True for a `setup.cards` entry written as a catalog reference. */
export function isCatalogRef(value: unknown): value is Json {
  return isObject(value) && '$catalog' in value;
}

/** What to write instead of an unknown name: the card a face belongs to, or the nearest names. */
function unknownNameHint(name: string): string {
  const owner = CARD_CATALOG.find((card) => {
    const def = card.definition;
    const names = [...def.faces.map((f) => f.name), ...(def.layout === 'meld' ? [def.melded.name] : [])];
    return card.name !== name && (names.includes(name) || name === def.faces.map((f) => f.name).join(' // '));
  });
  if (owner !== undefined) return `a card is named by its front face: write "${owner.name}"`;
  const nearest = nearestNames(name).map((n) => `"${n}"`);
  return `use a catalog card's exact name (its front face's name); nearest catalog names: ${nearest.join(', ')}`;
}

/** Check a catalog reference at `at` (e.g. `setup.cards.delver`). */
export function validateCatalogRef(c: Checker, ref: Json, at: string): void {
  c.object(ref, at, CATALOG_REF_KEYS, 'a catalog reference');
  const name = ref.$catalog;
  if (!c.string(name, `${at}.$catalog`, 'the catalog card name')) return;
  const card = catalogCard(name);
  if (card === undefined) {
    const key = at.replace(/^setup\.cards\./, '');
    c.add(`${at}.$catalog`, `card "${key}": no catalog card is named ${show(name)}`, unknownNameHint(name));
    return;
  }
  const override = ref.with;
  if (override === undefined || !c.object(override, `${at}.with`, WITH_KEYS, '"with"')) return;
  const def = card.definition;
  const faces = override.faces;
  if (faces !== undefined) {
    if (!Array.isArray(faces) || faces.length !== def.faces.length)
      c.add(
        `${at}.with.faces`,
        `"${name}" has ${def.faces.length} face(s), so with.faces lists ${def.faces.length} override object(s)`,
        'give one object per face, in order; {} leaves a face as it is',
      );
    else
      faces.forEach((f, i) => {
        validateFace(c, f, `${at}.with.faces[${i}]`, true);
      });
  }
  for (const key of ['melded', 'partner'] as const) {
    if (override[key] === undefined) continue;
    if (def.layout !== 'meld')
      c.add(`${at}.with.${key}`, `"${name}" is not a meld card`, `remove "${key}"; only meld cards have it`);
    else if (key === 'melded') validateFace(c, override[key], `${at}.with.melded`, true);
    else c.string(override[key], `${at}.with.partner`, "a meld card's partner");
  }
}

/** The full definition a valid catalog reference stands for, its overrides applied. */
export function expandCatalogRef(ref: Json): CardDefinition {
  const card = catalogCard(String(ref.$catalog));
  if (card === undefined) throw new Error(`expandCatalogRef: unknown card ${show(ref.$catalog)}`);
  const def = card.definition;
  const override = isObject(ref.with) ? ref.with : {};
  const faceOverrides = Array.isArray(override.faces) ? (override.faces as readonly Partial<Face>[]) : [];
  const apply = (f: Face, o: unknown): Face => ({ ...f, ...(isObject(o) ? (o as Partial<Face>) : {}) });
  const faces = def.faces.map((f, i) => apply(f, faceOverrides[i]));
  if (def.layout === 'meld') {
    const partner = typeof override.partner === 'string' ? override.partner : def.partner;
    return { layout: 'meld', faces: [faces[0] as Face], partner, melded: apply(def.melded, override.melded) };
  }
  if (def.layout === 'single') return { layout: 'single', faces: [faces[0] as Face] };
  return { layout: def.layout, faces: [faces[0] as Face, faces[1] as Face] };
}
