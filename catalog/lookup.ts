/**
 * Finding a catalogued card by name, with a helpful error for names we do not have.
 */
import { CARD_CATALOG } from './catalog.js';
import type { CatalogCard } from './catalog-card.js';

/** The names a card answers to: its own (front face) name, and "front // back" for two faces. */
export function namesOf(card: CatalogCard): readonly string[] {
  const def = card.definition;
  if (def.layout === 'nonmodal-dfc' || def.layout === 'modal-dfc') {
    return [card.name, `${def.faces[0].name} // ${def.faces[1].name}`];
  }
  return [card.name];
}

const INDEX: ReadonlyMap<string, CatalogCard> = new Map(
  CARD_CATALOG.flatMap((card) => namesOf(card).map((name) => [name, card] as const)),
);

/** The catalogued card whose `name` (front face name) is exactly `name`, if any. */
export function catalogCard(name: string): CatalogCard | undefined {
  const found = INDEX.get(name);
  return found?.name === name ? found : undefined;
}

/** Edit distance (insertions, deletions, substitutions), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[y.length] ?? 0;
}

/**
 * Up to `limit` catalogued names close to `name`: those containing it (or contained in
 * it) first, then the nearest by edit distance within a third of the name's length.
 */
export function closeNames(name: string, limit = 5): readonly string[] {
  const wanted = name.trim().toLowerCase();
  const scored = [...INDEX.keys()].map((candidate) => {
    const lower = candidate.toLowerCase();
    const contains = wanted.length >= 3 && (lower.includes(wanted) || wanted.includes(lower));
    return { candidate, score: contains ? 0 : editDistance(wanted, lower) };
  });
  const threshold = Math.max(2, Math.floor(wanted.length / 3));
  return scored
    .filter((s) => s.score <= threshold)
    .sort((a, b) => a.score - b.score || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, limit)
    .map((s) => s.candidate);
}

/**
 * The `limit` catalogued card names (front face names) nearest to `name` by edit
 * distance, nearest first, ties by name. Always answers, however far the names are:
 * it is for "did you mean" hints, where `closeNames` may find nothing.
 */
export function nearestNames(name: string, limit = 3): readonly string[] {
  return CARD_CATALOG.map((card) => ({ candidate: card.name, score: editDistance(name.trim(), card.name) }))
    .sort((a, b) => a.score - b.score || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, limit)
    .map((s) => s.candidate);
}

/**
 * The catalogued card named `name` (front face name, or "front // back").
 * @throws Error naming the unknown card and listing close names.
 */
export function cardByName(name: string): CatalogCard {
  const found = INDEX.get(name);
  if (found !== undefined) return found;
  const close = closeNames(name);
  const hint = close.length === 0 ? 'no close names' : `close names: ${close.join('; ')}`;
  throw new Error(`Unknown card "${name}" in the catalog (${hint}).`);
}
