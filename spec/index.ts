/**
 * Rule clauses and rulings as data: the lookup API other modules cite clause ids through.
 * @packageDocumentation
 */
import { CLAUSES } from './clauses.js';
import { RULINGS } from './rulings.js';
import type { ClauseEntry, Edition, RulingEntry } from './types.js';

export type { ClauseEntry, ClauseMechanic, Edition, RulingChange, RulingEntry } from './types.js';
export { CLAUSES } from './clauses.js';
export { CLAUSE_NOTES, type ClauseNote } from './clause-notes.js';
export { RULINGS } from './rulings.js';

/** The edition of the Comprehensive Rules that all clause ids refer to. */
export const EDITION: Edition = '2026-04-17';

const BY_ID: ReadonlyMap<string, ClauseEntry> = new Map(CLAUSES.map((clause) => [clause.id, clause]));

/** The catalogued clause with this id (`712.15a`), or undefined if it is not catalogued. */
export function clauseById(id: string): ClauseEntry | undefined {
  return BY_ID.get(id);
}

/** Whether `id` names a catalogued clause of edition 2026-04-17. */
export function isKnownClause(id: string): boolean {
  return BY_ID.has(id);
}

/** Rulings that cite the clause `id`. */
export function rulingsForClause(id: string): readonly RulingEntry[] {
  return RULINGS.filter((ruling) => ruling.clauses.includes(id));
}
