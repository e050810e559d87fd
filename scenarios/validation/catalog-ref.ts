/**
 * Catalog references in `setup.cards`: `{ "$catalog": "<name>", "with"?: { ... } }` names a
 * card of catalog/ instead of restating it. `with` makes a made-up variant: it may give
 * `faces` (one override object per face, in order; `{}` keeps a face), and for meld cards
 * `melded` (an override of the melded face) and `partner`. A field given in a face override
 * replaces the catalog face's field whole (arrays such as `abilities` are not merged); the
 * layout cannot change. Its shape is scenarios/schema.json's; its name and overrides are checked
 * here against the catalog; expanded to a full definition by `expandCatalogRef`
 * once the scenario is valid, so engines never see a reference.
 */
import { CARD_CATALOG, catalogCard, nearestNames } from '../../catalog/index.js';
import { type CardDefinition, splitOf } from '../../model/card.js';
import type { Face } from '../../model/characteristics.js';
import { isObject, show, type Checker, type Json } from './checker.js';

/** True for a `setup.cards` entry written as a catalog reference. */
export function isCatalogRef(value: unknown): value is Json {
  return isObject(value) && '$catalog' in value;
}

/** What to write instead of an unknown name: the card a face belongs to, or the nearest names. */
function unknownNameHint(name: string): string {
  const owner = CARD_CATALOG.find((card) => {
    const def = card.definition;
    const names = [
      ...def.faces.map((f) => f.name),
      ...(def.layout === 'meld' ? [def.melded.name] : []),
      ...(def.layout === 'split' ? def.halves.map((f) => f.name) : []),
    ];
    return card.name !== name && (names.includes(name) || name === def.faces.map((f) => f.name).join(' // '));
  });
  if (owner !== undefined)
    return owner.definition.layout === 'split'
      ? `a split card is named by both its halves: write "${owner.name}"`
      : `a card is named by its front face: write "${owner.name}"`;
  const nearest = nearestNames(name).map((n) => `"${n}"`);
  return `use a catalog card's exact name (its front face's name); nearest catalog names: ${nearest.join(', ')}`;
}

/**
 * Check what the schema cannot about a catalog reference at `at` (e.g. `setup.cards.delver`): the
 * name is a catalog card's, `with.faces` gives one override per face of that card, and `melded` and
 * `partner` are given only for a meld card. The reference's shape is the schema's.
 */
export function validateCatalogRef(c: Checker, ref: Json, at: string): void {
  const name = ref.$catalog;
  if (typeof name !== 'string' || name === '') return;
  const card = catalogCard(name);
  if (card === undefined) {
    const key = at.replace(/^setup\.cards\./, '');
    c.add(`${at}.$catalog`, `card "${key}": no catalog card is named ${show(name)}`, unknownNameHint(name));
    return;
  }
  const override = ref.with;
  if (!isObject(override)) return;
  const def = card.definition;
  const faces = override.faces;
  // A split card's overrides are of its two halves (709.1); its whole face is made from them.
  const count = def.layout === 'split' ? def.halves.length : def.faces.length;
  const what = def.layout === 'split' ? 'half (halves)' : 'face(s)';
  if (Array.isArray(faces) && faces.length !== count)
    c.add(
      `${at}.with.faces`,
      `"${name}" has ${count} ${what}, so with.faces lists ${count} override object(s)`,
      `give one object per ${def.layout === 'split' ? 'half' : 'face'}, in order; {} leaves it as it is`,
    );
  for (const key of ['melded', 'partner'] as const) {
    if (override[key] !== undefined && def.layout !== 'meld')
      c.add(`${at}.with.${key}`, `"${name}" is not a meld card`, `remove "${key}"; only meld cards have it`);
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
  if (def.layout === 'split') {
    // `faces` overrides the two halves of a split card; its whole face is made from them again (709.4).
    const halves = def.halves.map((f, i) => apply(f, faceOverrides[i]));
    return splitOf(halves[0] as Face, halves[1] as Face);
  }
  return { layout: def.layout, faces: [faces[0] as Face, faces[1] as Face] };
}
