/**
 * Validation of a scenario's descriptive header: the `$schema` pointer, the format
 * version, id, title, description, the cited clause ids, the mechanics and the
 * optional source. These fields say what the scenario is; they do not affect play.
 */
import { isMechanic, MECHANICS } from '../../adapter/mechanics.js';
import { SCENARIO_FORMAT } from '../format.js';
import { show, type Checker, type Json } from './checker.js';

/** Clause ids as cited: a rule number with optional subrule and letter, e.g. `712`, `712.8`, `712.15a`. */
const CLAUSE_ID = /^\d{3}(\.\d+[a-z]?)?$/;

/** Check the header fields of a scenario already known to be an object. */
export function validateMetadata(c: Checker, data: Json): void {
  if (data.$schema !== undefined && typeof data.$schema !== 'string') {
    c.add(
      '$schema',
      '"$schema" must be a string (a path or URL of scenarios/schema.json)',
      'write "$schema": "../../schema.json" or remove it',
    );
  }
  if (data.format !== SCENARIO_FORMAT) {
    c.add(
      'format',
      `format must be "${SCENARIO_FORMAT}", found ${show(data.format)}`,
      `set "format": "${SCENARIO_FORMAT}"`,
    );
  }
  if (c.string(data.id, 'id', 'id') && /\s/.test(data.id)) {
    c.add(
      'id',
      `id "${data.id}" contains whitespace`,
      'use a path-like id such as "foundation/transform-keeps-identity"',
    );
  }
  c.string(data.title, 'title', 'title');
  if (typeof data.description !== 'string') {
    c.add('description', 'description must be a string', 'describe in a sentence or two what the scenario shows');
  }
  if (c.strings(data.rules, 'rules', 'rules')) {
    for (const [i, rule] of data.rules.entries()) {
      if (!CLAUSE_ID.test(rule)) {
        c.add(`rules[${i}]`, `"${rule}" is not a clause id`, 'cite a clause of edition 2026-04-17 such as "712.15a"');
      }
    }
  }
  if (c.strings(data.mechanics, 'mechanics', 'mechanics')) {
    for (const [i, m] of data.mechanics.entries()) {
      if (!isMechanic(m)) c.add(`mechanics[${i}]`, `unknown mechanic "${m}"`, `use one of: ${MECHANICS.join(', ')}`);
    }
  }
  if (data.source !== undefined && c.object(data.source, 'source', ['seed', 'ruling'], 'source')) {
    c.string(data.source.seed, 'source.seed', 'source.seed');
    if (data.source.ruling !== undefined) c.string(data.source.ruling, 'source.ruling', 'source.ruling');
  }
}
