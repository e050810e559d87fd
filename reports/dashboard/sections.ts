/**
 * The Comprehensive Rules sections the suite cites, by number, with their headings (names only, no rules
 * text), so the dashboard's chapters read "712 Double-faced cards" rather than "712".
 */
const HEADINGS: Readonly<Record<string, string>> = {
  '100': 'General',
  '110': 'Permanents',
  '111': 'Tokens',
  '113': 'Abilities',
  '116': 'Special actions',
  '120': 'Damage',
  '121': 'Drawing a card',
  '122': 'Counters',
  '201': 'Name',
  '202': 'Mana cost and color',
  '208': 'Power/toughness',
  '301': 'Artifacts',
  '303': 'Enchantments',
  '305': 'Lands',
  '306': 'Planeswalkers',
  '310': 'Battles',
  '400': 'Zones: general',
  '401': 'Library',
  '402': 'Hand',
  '404': 'Graveyard',
  '405': 'Stack',
  '406': 'Exile',
  '502': 'Untap step',
  '601': 'Casting spells',
  '603': 'Handling triggered abilities',
  '608': 'Resolving spells and abilities',
  '613': 'Interaction of continuous effects',
  '614': 'Replacement effects',
  '701': 'Keyword actions',
  '702': 'Keyword abilities',
  '704': 'State-based actions',
  '707': 'Copying objects',
  '708': 'Face-down spells and permanents',
  '712': 'Double-faced cards',
  '713': 'Substitute cards',
  '731': 'Day and night',
  '800': 'Multiplayer: general',
};

/** The section number of a clause id: `712.8e` -> `712`. */
export function sectionOfClause(id: string): string {
  return id.split('.')[0] ?? id;
}

/** A section with its heading when known: `712 Double-faced cards`. */
export function sectionTitle(section: string): string {
  const heading = HEADINGS[section];
  return heading === undefined ? section : `${section} ${heading}`;
}

/** The sections a result cites, sorted by number; `none` when it cites no clause. */
export function sectionsOf(rules: readonly string[]): readonly string[] {
  const sections = [...new Set(rules.map(sectionOfClause))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return sections.length === 0 ? ['none'] : sections;
}
