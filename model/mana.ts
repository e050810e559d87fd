/**
 * Mana costs as printed strings (`"{3}{U}"`, `"{X}{G}{G}"`), and mana value (202.3).
 * `null` means the object has no mana cost at all, which is not the same as `{0}`.
 */

/** A printed mana cost such as `"{2}{W}{U}"`; `null` when there is none. */
export type ManaCost = string | null;

const SYMBOL = /\{([^}]+)\}/g;

/** The symbols of a mana cost, without braces: `"{3}{U}"` gives `["3", "U"]`. */
export function manaSymbols(cost: ManaCost): readonly string[] {
  if (cost === null) return [];
  const symbols: string[] = [];
  for (const m of cost.matchAll(SYMBOL)) symbols.push(m[1] as string);
  return symbols;
}

/** True when `cost` is a well-formed printed cost (empty string is not; use null). */
export function isManaCost(cost: string): boolean {
  return /^(\{[0-9WUBRGCXSP/]+\})+$/.test(cost);
}

/**
 * Mana value of a printed cost (202.3): the total of its symbols, X counting 0
 * outside the stack (202.3e), hybrid symbols counting their largest component
 * (202.3f), and no mana cost counting 0 (202.3a).
 */
export function manaValueOfCost(cost: ManaCost): number {
  let total = 0;
  for (const symbol of manaSymbols(cost)) {
    if (/^\d+$/.test(symbol)) total += Number(symbol);
    else if (symbol === 'X' || symbol === 'Y' || symbol === 'Z') total += 0;
    else if (symbol.includes('/')) {
      const parts = symbol.split('/').map((p) => (/^\d+$/.test(p) ? Number(p) : p === 'P' ? 0 : 1));
      total += Math.max(...parts);
    } else total += 1;
  }
  return total;
}

/** The colors a mana cost gives an object (202.2): each colored symbol's color. */
export function colorsOfCost(cost: ManaCost): readonly Color[] {
  const found = new Set<Color>();
  for (const symbol of manaSymbols(cost)) {
    for (const c of COLORS) if (symbol.split('/').includes(c)) found.add(c);
  }
  return COLORS.filter((c) => found.has(c));
}

/** The five colors, in WUBRG order (105.1). */
export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Color = (typeof COLORS)[number];
