/**
 * Every clause the code base cites in machine-readable form must be in the clause catalog:
 * the engine's implemented clauses (engine/implemented-clauses.ts, generated from the engine's
 * TSDoc and bodies, so the clauses its rejections and no-effect results name are included), every
 * property's `rules` and every shipped scenario's `rules`.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IMPLEMENTED_CLAUSES } from '../../engine/implemented-clauses.js';
import { loadProperties } from '../../properties/registry.js';
import { loadScenarios } from '../../scenarios/index.js';
import { extractClauses } from '../../spec/clause-text.js';
import { isKnownClause } from '../../spec/index.js';
import { CURRENT, readRules } from './rules-files.js';

const ALL_PROPERTIES = await loadProperties();

/** Clause id -> who cites it (`engine actions/cast#cast`, `property 712/...`, `scenario ...`). */
type Citations = ReadonlyMap<string, readonly string[]>;

function collect(sources: readonly (readonly [citer: string, ids: readonly string[]])[]): Citations {
  const byId = new Map<string, string[]>();
  for (const [citer, ids] of sources) {
    for (const id of ids) byId.set(id, [...(byId.get(id) ?? []), citer]);
  }
  return byId;
}

/** A failure message for the cited ids the catalog lacks, split by whether the edition has them. */
function missingReport(
  citations: Citations,
  known: (id: string) => boolean,
  inEdition: ReadonlySet<string>,
): string | null {
  const missing = [...citations.keys()].filter((id) => !known(id)).sort();
  if (missing.length === 0) return null;
  const line = (id: string): string => `  ${id} (cited by ${(citations.get(id) ?? []).join(', ')})`;
  const addable = missing.filter((id) => inEdition.has(id));
  const unknown = missing.filter((id) => !inEdition.has(id));
  const parts: string[] = [];
  if (addable.length > 0) {
    parts.push(
      `cited but not in the clause catalog (${addable.length}): add each to spec/clauses.ts in rules order ` +
        'with a summary in our own words and its mechanics, then run `npm run spec:hash -- --write`:',
      ...addable.map(line),
    );
  }
  if (unknown.length > 0) {
    parts.push(
      `cited ids that do not exist in edition 2026-04-17 (${unknown.length}): fix the citation:`,
      ...unknown.map(line),
    );
  }
  return parts.join('\n');
}

const inEdition = new Set(extractClauses(readRules(CURRENT)).keys());
const scenarioDir = fileURLToPath(new URL('../../scenarios/cases', import.meta.url));

async function allCitations(): Promise<Citations> {
  const scenarios = await loadScenarios(scenarioDir);
  return collect([
    ...Object.entries(IMPLEMENTED_CLAUSES).map(([fn, ids]) => [`engine ${fn}`, ids] as const),
    ...ALL_PROPERTIES.map((p) => [`property ${p.id}`, p.rules] as const),
    ...scenarios.map((s) => [`scenario ${s.scenario.id}`, s.scenario.rules] as const),
  ]);
}

describe('cited clauses', () => {
  it('collects citations from the engine, the properties and the scenarios', async () => {
    const citations = await allCitations();
    const citers = new Set([...citations.values()].flat().map((c) => c.split(' ')[0]));
    expect([...citers].sort()).toEqual(['engine', 'property', 'scenario']);
    expect(citations.has('712.15a')).toBe(true);
  });

  it('are all in the clause catalog', async () => {
    const report = missingReport(await allCitations(), isKnownClause, inEdition);
    expect(report, report ?? '').toBeNull();
  });

  it('the report names a missing clause, its citer and the hash script, and flags ids outside the edition', () => {
    const citations = collect([
      ['engine fake#fn', ['712.15a', '101.3']],
      ['property fake', ['999.9z']],
    ]);
    const report = missingReport(citations, isKnownClause, inEdition) ?? '';
    expect(report).toContain('101.3 (cited by engine fake#fn)');
    expect(report).toContain('npm run spec:hash -- --write');
    expect(report).toMatch(
      /do not exist in edition 2026-04-17 \(1\): fix the citation:\n {2}999\.9z \(cited by property fake\)/,
    );
    expect(report).not.toContain('712.15a');
    expect(missingReport(collect([['engine fake#fn', ['712.15a']]]), isKnownClause, inEdition)).toBeNull();
  });
});
