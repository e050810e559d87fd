/**
 * Distinct names for the invented cards of one setup. Faces draw their names from a small pool
 * (./names.ts) by an index that shrinking drives to 0, so a shrunk counterexample would show
 * `Ashen Warden // Ashen Warden` beside an unrelated single-faced `Ashen Warden`: a reader takes
 * them for one card, and a name-reading rule would treat them as one (201.2). Here each invented
 * face keeps its name when no other card of the setup has it, and otherwise takes the next free
 * one; names a group shares on purpose stay shared (a meld pair's partner names and melded face,
 * 712.4; a legendary pair's one name, 704.5j), and catalog cards keep their printed names.
 */
import type { Ability } from '../model/ability.js';
import { type CardDefinition, splitOf } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import { NAME_POOL_SIZE, poolName } from './names.js';
import type { Group, PlayerDraft } from './setup-draft.js';

/** Every name a card prints: its faces', a meld card's melded face's, a split card's two halves' (709.4a). */
function namesOf(card: CardDefinition): readonly string[] {
  if (card.layout === 'split') return card.halves.map((f) => f.name);
  return [...card.faces.map((f) => f.name), ...(card.layout === 'meld' ? [card.melded.name] : [])];
}

interface Catalog {
  readonly cards: ReadonlySet<CardDefinition>;
  readonly names: ReadonlySet<string>;
}

/** Each catalog's cards and names, worked out once (setups are drawn by the thousand). */
const catalogs = new WeakMap<readonly CardDefinition[], Catalog>();

function catalogOf(list: readonly CardDefinition[]): Catalog {
  let known = catalogs.get(list);
  if (known === undefined) {
    known = { cards: new Set(list), names: new Set(list.flatMap(namesOf)) };
    catalogs.set(list, known);
  }
  return known;
}

/** Hands out names no other card of the setup has. */
class NameBook {
  /** Names given in this setup so far; the catalog's are taken too. */
  private readonly used = new Set<string>();
  private readonly catalog: ReadonlySet<CardDefinition>;
  private readonly printed: ReadonlySet<string>;
  private next = 0;

  constructor(catalog: Catalog) {
    this.catalog = catalog.cards;
    this.printed = catalog.names;
  }

  /** `name` when it is free, else the next free name of the pool (numbered once the pool is spent). */
  private fresh(name: string): string {
    let chosen = name;
    while (this.used.has(chosen) || this.printed.has(chosen)) {
      const i = this.next++;
      chosen = i < NAME_POOL_SIZE ? poolName(i) : `${poolName(i)} ${Math.floor(i / NAME_POOL_SIZE) + 1}`;
    }
    this.used.add(chosen);
    return chosen;
  }

  /** The group with distinct names, its shared names renamed alike. */
  group(cards: Group): Group {
    if (cards.every((c) => this.catalog.has(c))) return cards;
    // Names the group's cards share or refer to: one new name each, kept in common.
    const counts = new Map<string, number>();
    for (const card of cards) for (const n of new Set(namesOf(card))) counts.set(n, (counts.get(n) ?? 0) + 1);
    const referred = cards.flatMap((c) => (c.layout === 'meld' ? [c.partner, c.melded.name] : []));
    const shared = new Map<string, string>();
    for (const n of [...counts.keys(), ...referred])
      if (!shared.has(n) && ((counts.get(n) ?? 0) > 1 || referred.includes(n))) shared.set(n, this.fresh(n));
    const named = (n: string): string => shared.get(n) ?? this.fresh(n);
    const ability = (a: Ability): Ability => (a.kind === 'meld' ? { ...a, partner: named(a.partner) } : a);
    const face = (f: Face): Face => ({ ...f, name: named(f.name), abilities: f.abilities.map(ability) });
    return cards.map((card): CardDefinition => {
      if (this.catalog.has(card)) return card;
      if (card.layout === 'meld')
        return { ...card, faces: [face(card.faces[0])], partner: named(card.partner), melded: face(card.melded) };
      if (card.layout === 'single') return { ...card, faces: [face(card.faces[0])] };
      if (card.layout === 'split') {
        return splitOf(face(card.halves[0]), face(card.halves[1]));
      }
      return { ...card, faces: [face(card.faces[0]), face(card.faces[1])] };
    });
  }
}

const NONE: readonly CardDefinition[] = [];

/** The drafts of one setup with every invented card distinctly named (catalog cards as printed). */
export function distinctNames(
  drafts: readonly PlayerDraft[],
  catalog: readonly CardDefinition[] = NONE,
): PlayerDraft[] {
  const book = new NameBook(catalogOf(catalog));
  return drafts.map((d) => ({
    ...d,
    library: d.library.map((g) => book.group(g)),
    hand: d.hand.map((g) => book.group(g)),
    graveyard: d.graveyard.map((g) => book.group(g)),
    exile: d.exile.map((e) => ({ ...e, group: book.group(e.group) })),
    battlefield: d.battlefield.map((b) => ({ ...b, group: book.group(b.group) })),
    attachments: d.attachments.map((a) => ({ ...a, card: book.group([a.card])[0] ?? a.card })),
    stack: d.stack.map((s) => ({ ...s, group: book.group(s.group) })),
  }));
}
