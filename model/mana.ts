/**
 * Mana costs as printed strings (`"{3}{U}"`, `"{X}{G}{G}"`), and mana value (202.3).
 * `null` means the object has no mana cost at all, which is not the same as `{0}`.
 */

/** A printed mana cost such as `"{2}{W}{U}"`; `null` when there is none. */
export type ManaCost = string | null;

const SYMBOL = /\{([^}]+)\}/g;

/** The symbols of a mana cost, without braces: `"{3}{U}"` gives `["3", "U"]`. */
export function manaSymbols(cost: ManaCost): readonly string[] {
  if (cost === null) return NONE;
  return parsed(cost).symbols;
}

const NONE: readonly string[] = Object.freeze([]);

/** What a cost string says, worked out once per distinct string: views ask it of every object many times. */
interface ParsedCost {
  readonly symbols: readonly string[];
  readonly manaValue: number;
  readonly colors: readonly Color[];
}

const PARSED = new Map<string, ParsedCost>();
/** A bound on the cache: catalogs hold a few hundred costs, but an engine under test may report any string. */
const MAX_PARSED = 10_000;

function parsed(cost: string): ParsedCost {
  const known = PARSED.get(cost);
  if (known !== undefined) return known;
  const symbols: string[] = [];
  for (const m of cost.matchAll(SYMBOL)) symbols.push(m[1] as string);
  // Frozen: the same arrays are handed to every caller.
  const parse: ParsedCost = Object.freeze({
    symbols: Object.freeze(symbols),
    manaValue: valueOfSymbols(symbols),
    colors: Object.freeze(colorsOfSymbols(symbols)),
  });
  if (PARSED.size >= MAX_PARSED) PARSED.clear();
  PARSED.set(cost, parse);
  return parse;
}

/** True when `cost` is a well-formed printed cost (empty string is not; use null). */
export function isManaCost(cost: string): boolean {
  return /^(\{[0-9WUBRGCXSP/]+\})+$/.test(cost);
}

/**
 * Mana value of a printed cost (202.3): the total of its symbols, X counting 0
 * outside the stack (202.3e), hybrid symbols counting their largest component
 * (202.3f: `{2/W}` 2, `{W/U}` 1), a Phyrexian symbol 1 (202.3g: `{W/P}`, and the
 * hybrid Phyrexian `{G/U/P}` too), and no mana cost counting 0 (202.3a).
 */
export function manaValueOfCost(cost: ManaCost): number {
  return cost === null ? 0 : parsed(cost).manaValue;
}

function valueOfSymbols(symbols: readonly string[]): number {
  let total = 0;
  for (const symbol of symbols) {
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
  return cost === null ? NO_COLORS : parsed(cost).colors;
}

const NO_COLORS: readonly Color[] = Object.freeze([]);

function colorsOfSymbols(symbols: readonly string[]): Color[] {
  const found = new Set<Color>();
  for (const symbol of symbols) {
    for (const c of COLORS) if (symbol.split('/').includes(c)) found.add(c);
  }
  return COLORS.filter((c) => found.has(c));
}

/** The five colors, in WUBRG order (105.1). */
export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Color = (typeof COLORS)[number];
