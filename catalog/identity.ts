/**
 * Real card identities (issue 39): a setup card whose definition is exactly a catalog card's is that real card, and
 * carries its identity (name, and set and collector number where the catalog records them), so that an engine
 * shipping the card can load its own implementation (docs/adapter.md, "Real cards"). The identity is derived from
 * the definition, never stored apart from it: a variant (a scenario's `with`, a card a shrink simplified) is no
 * longer the real card and has none.
 */
import type { CardDefinition } from '../model/card.js';
import type { CardIdentity, GameSetup } from '../model/setup.js';
import type { CatalogCard } from './catalog-card.js';
import { CARD_CATALOG } from './catalog.js';

/** JSON with object keys sorted: two definitions are the same card when these are equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function identityOf(card: CatalogCard): CardIdentity {
  return {
    name: card.name,
    ...(card.set === undefined ? {} : { set: card.set }),
    ...(card.collectorNumber === undefined ? {} : { collectorNumber: card.collectorNumber }),
  };
}

interface Index {
  /** Catalog definitions by object: generated setups hold the catalog's own objects. */
  readonly byObject: ReadonlyMap<CardDefinition, CardIdentity>;
  /** By front face name, the canonical definition and identity: for definitions read from JSON. */
  readonly byName: ReadonlyMap<string, { readonly json: string; readonly identity: CardIdentity }>;
}

let index: Index | null = null;

function catalogIndex(): Index {
  if (index !== null) return index;
  const real = CARD_CATALOG.filter((c) => c.synthetic !== true);
  index = {
    byObject: new Map(real.map((c) => [c.definition, identityOf(c)])),
    byName: new Map(
      real.map((c) => [c.definition.faces[0].name, { json: canonical(c.definition), identity: identityOf(c) }]),
    ),
  };
  return index;
}

/** The identity of the real card `definition` is, or null (an invented card, a variant, a synthetic entry). */
export function catalogIdentity(definition: CardDefinition): CardIdentity | null {
  const { byObject, byName } = catalogIndex();
  const known = byObject.get(definition);
  if (known !== undefined) return known;
  const named = byName.get(definition.faces[0]?.name ?? '');
  return named !== undefined && named.json === canonical(definition) ? named.identity : null;
}

/** The setup with `identities` derived from its cards (the field left out when no card is a real one). */
export function withIdentities(setup: GameSetup): GameSetup {
  const identities: Record<string, CardIdentity> = {};
  for (const [key, card] of Object.entries(setup.cards)) {
    const identity = catalogIdentity(card);
    if (identity !== null) identities[key] = identity;
  }
  const { identities: _stale, ...rest } = setup;
  return Object.keys(identities).length === 0 ? rest : { ...rest, identities };
}

/** The setup's identities derived again when it has any: a card gone or changed is no longer the real card it was. */
export function refreshIdentities(setup: GameSetup): GameSetup {
  return setup.identities === undefined ? setup : withIdentities(setup);
}
