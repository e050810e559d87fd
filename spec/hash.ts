import { createHash } from 'node:crypto';

/** Hex sha256 of a clause paragraph (UTF-8), as stored in `ClauseEntry.sha256`. */
export function clauseHash(paragraph: string): string {
  return createHash('sha256').update(paragraph, 'utf8').digest('hex');
}
