/** `obverse editions`: the supported rules editions, what each lacks, and the rule differences in scope. */
import { MECHANICS } from '../../adapter/mechanics.js';
import {
  DEFAULT_EDITION,
  differencesBetween,
  EDITION_INFO,
  EDITIONS,
  hasMechanic,
  MECHANIC_ORIGINS,
  RULE_DIFFERENCES,
  type RulesEdition,
} from '../../spec/editions.js';

/** "manifest (since 2015-01-23), ..." for the mechanics `edition` does not have yet. */
export function laterMechanics(edition: RulesEdition): string {
  return MECHANICS.filter((m) => !hasMechanic(edition, m))
    .map((m) => `${m} (since ${MECHANIC_ORIGINS[m]?.since ?? '?'})`)
    .join(', ');
}

/** One difference's clause ids in each edition: "2011-09-30 202.3a, 711.2b · 2026-04-17 ...". */
export function clausesLine(
  d: (typeof RULE_DIFFERENCES)[number],
  editions: readonly RulesEdition[] = EDITIONS,
): string {
  const ids = (e: RulesEdition) => (d.clauses[e].length === 0 ? '(no clause)' : d.clauses[e].join(', '));
  return editions.map((e) => `${e} ${ids(e)}`).join(' · ');
}

/** The listing, as lines. */
export function editionsListing(): readonly string[] {
  const lines = [`Rules editions (newest first; default ${DEFAULT_EDITION}):`];
  for (const e of EDITIONS) {
    const info = EDITION_INFO[e];
    lines.push(`  ${e}  ${info.file}`, `      ${info.note}`);
    const later = laterMechanics(e);
    if (later !== '') lines.push(`      not yet in the rules: ${later}`);
    const differs = differencesBetween(e, DEFAULT_EDITION);
    if (differs.length > 0)
      lines.push(`      rules that differ from ${DEFAULT_EDITION}: ${differs.map((d) => d.id).join(', ')}`);
  }
  lines.push('', 'Rule differences in scope (spec/editions.ts):');
  for (const d of RULE_DIFFERENCES) {
    lines.push(`  ${d.id} (changed ${d.changed}): ${d.summary}`, `      ${clausesLine(d)}`);
  }
  lines.push('', "'obverse editions diff <a> <b>' runs the suite under both and shows what differs.");
  return lines;
}
