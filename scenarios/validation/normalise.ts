/**
 * Normalisation of a valid scenario: catalog references in setup.cards become the
 * definitions they name, and every face of every card and token definition (setup
 * cards, setup tokens, tokens created by steps) gets its omitted fields filled with
 * their empty defaults, so consumers see complete faces.
 */
import type { Face } from '../../model/characteristics.js';
import { face } from '../../model/characteristics.js';
import { splitOf } from '../../model/card.js';
import type { Scenario } from '../format.js';
import { expandCatalogRef, isCatalogRef } from './catalog-ref.js';
import { isObject, type Json } from './checker.js';

/** Expand catalog references, then fill omitted face fields with their empty defaults. */
export function normalise(scenario: Scenario): Scenario {
  const fillFace = (f: unknown): Face => face(f as Face);
  const fillDef = <T>(def: T): T => {
    const d = def as unknown as Json;
    // An inline split card states its halves; its whole face is their combination (709.4).
    if (d.layout === 'split' && Array.isArray(d.halves))
      return splitOf(fillFace(d.halves[0]), fillFace(d.halves[1])) as unknown as T;
    return {
      ...d,
      faces: (d.faces as readonly unknown[]).map(fillFace),
      ...(d.melded === undefined ? {} : { melded: fillFace(d.melded) }),
    } as T;
  };
  const cards = Object.fromEntries(
    Object.entries(scenario.setup.cards).map(([k, d]) => [k, fillDef(isCatalogRef(d) ? expandCatalogRef(d) : d)]),
  );
  const players = scenario.setup.players.map((p) =>
    p.battlefield === undefined
      ? p
      : {
          ...p,
          battlefield: p.battlefield.map((b) => (b.token === undefined ? b : { ...b, token: fillDef(b.token) })),
        },
  );
  const steps = scenario.steps.map((s) =>
    s.do.kind === 'create-token' && isObject(s.do.token) ? { ...s, do: { ...s.do, token: fillDef(s.do.token) } } : s,
  );
  return { ...scenario, setup: { ...scenario.setup, cards, players }, steps };
}
