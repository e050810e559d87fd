/**
 * Real card identities (catalog/identity.ts): a card is a real one exactly when its definition is a catalog
 * card's, compared as data; setups carry the identities of their real cards, and shrinking keeps them true.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_CATALOG, cardByName } from '../../catalog/index.js';
import { catalogIdentity, withIdentities } from '../../catalog/identity.js';
import { defaultCatalog } from '../../generators/catalog.js';
import { setupArb } from '../../generators/setup.js';
import { setupProblems } from '../../generators/setup-legality.js';
import { removals, simplerCards } from '../../generators/setup-shrink.js';

describe('catalog identities', () => {
  it('name a catalog card, by its object or by equal data, and nothing else', () => {
    const delver = cardByName('Delver of Secrets');
    expect(catalogIdentity(delver.definition)).toEqual({ name: 'Delver of Secrets' });
    expect(catalogIdentity(JSON.parse(JSON.stringify(delver.definition)))).toEqual({ name: 'Delver of Secrets' });
    const variant = {
      ...delver.definition,
      faces: [{ ...delver.definition.faces[0], power: 9 }, delver.definition.faces[1]],
    };
    expect(catalogIdentity(variant as unknown as typeof delver.definition)).toBeNull();
    for (const synthetic of CARD_CATALOG.filter((c) => c.synthetic))
      expect(catalogIdentity(synthetic.definition)).toBeNull();
  });

  it('are set on a setup from its cards, and a stale one is a setup problem', () => {
    const bears = cardByName('Grizzly Bears').definition;
    const setup = withIdentities({
      players: [{ id: 'P1', hand: ['a', 'b'] }, { id: 'P2' }],
      cards: { a: bears, b: { layout: 'single', faces: [{ ...bears.faces[0], name: 'Not Bears' }] } },
    });
    expect(setup.identities).toEqual({ a: { name: 'Grizzly Bears' } });
    expect(setupProblems(setup)).toEqual([]);
    expect(setupProblems({ ...setup, identities: { b: { name: 'Grizzly Bears' } } })).toEqual([
      "card b is said to be Grizzly Bears, but its definition is not that catalog card's",
    ]);
  });

  it('stay true in generated setups and every candidate the minimiser makes of them', () => {
    const samples = fc.sample(setupArb({ cards: { catalog: defaultCatalog() } }), { seed: 11, numRuns: 12 });
    expect(samples.some((s) => s.identities !== undefined)).toBe(true);
    for (const s of samples) {
      expect(withIdentities(s)).toEqual(s);
      for (const c of [...removals(s), ...simplerCards(s)]) expect(withIdentities(c.setup), c.change).toEqual(c.setup);
    }
  });
});
