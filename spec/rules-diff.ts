/**
 * Comparing a rules file of any edition with the rules index of spec/ (spec/rules-index.ts):
 * which clauses of the watched rules changed, appeared or disappeared. Pure: the caller
 * reads the file. Files with a BOM, CR, LF or CRLF line ends and curly or straight quotes
 * compare alike (clause-text.ts).
 */
import { comparableText, effectiveDate, extractClauses, ruleOf } from './clause-text.js';
import { clauseHash } from './hash.js';
import { RULES_INDEX } from './rules-index.js';

export type ClauseChangeKind = 'changed' | 'appeared' | 'disappeared';

/** One clause that differs between the file and the index. */
export interface ClauseChange {
  readonly id: string;
  readonly kind: ClauseChangeKind;
  /** For a changed or disappeared clause: where the same text is now, if elsewhere (renumbered). */
  readonly movedTo?: string;
}

export interface RulesComparison {
  /** The date the file says it is effective from, if it says. */
  readonly effective: string | null;
  /** Clauses compared (those of the index). */
  readonly compared: number;
  readonly changes: readonly ClauseChange[];
}

/**
 * Compare a rules file with the index. A clause of a watched rule that is new in the file has
 * `appeared`; one of the index missing from it has `disappeared`; one whose text differs has
 * `changed`. When the old text turns up under another id, `movedTo` says where.
 * @throws Error if `raw` is not a Comprehensive Rules text (no rules body).
 */
export function compareRules(raw: string, index: Readonly<Record<string, string>> = RULES_INDEX): RulesComparison {
  const paragraphs = extractClauses(raw);
  const hashes = new Map<string, string>();
  for (const [id, paragraph] of paragraphs) hashes.set(id, clauseHash(comparableText(paragraph)));
  const byHash = new Map<string, string>();
  for (const [id, hash] of hashes) if (!byHash.has(hash)) byHash.set(hash, id);
  const watched = new Set(Object.keys(index).map(ruleOf));
  const changes: ClauseChange[] = [];
  for (const [id, hash] of Object.entries(index)) {
    const now = hashes.get(id);
    if (now === hash) continue;
    const elsewhere = byHash.get(hash);
    const moved = elsewhere !== undefined && elsewhere !== id ? { movedTo: elsewhere } : {};
    changes.push({ id, kind: now === undefined ? 'disappeared' : 'changed', ...moved });
  }
  for (const id of hashes.keys()) {
    if (!Object.hasOwn(index, id) && watched.has(ruleOf(id))) changes.push({ id, kind: 'appeared' });
  }
  return { effective: effectiveDate(raw), compared: Object.keys(index).length, changes };
}
