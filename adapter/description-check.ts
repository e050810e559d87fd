/**
 * Checking what an engine's `describe()` returned before anything uses it, so that a wrong field is a message
 * saying which field, what was found and what is expected, never a TypeError of the suite (issue 22:
 * `mechanics: "transform"` gave "description.mechanics.filter is not a function").
 */
import { ABILITY_KINDS, EVENT_KINDS, isAbilityKind, isEventKind } from '../model/kinds.js';
import { ESSENTIAL_ABILITIES } from './ability-needs.js';
import { ACTION_FEATURES, isActionFeature, isActionKind } from './action-features.js';
import { ACTION_KINDS } from './action.js';
import { isSetupFeature, SETUP_FEATURES } from './declaration.js';
import { ADAPTER_CONTRACT } from './engine-adapter.js';
import { isMechanic, MECHANICS } from './mechanics.js';

/** The optional lists of names beside `mechanics` (adapter/declaration.ts): what each holds and how to tell a name. */
const LISTS = [
  { field: 'abilities', noun: 'ability kinds', valid: ABILITY_KINDS, is: isAbilityKind, source: 'model/ability.ts' },
  {
    field: 'setupFeatures',
    noun: 'setup features',
    valid: SETUP_FEATURES,
    is: isSetupFeature,
    source: 'adapter/declaration.ts',
  },
  { field: 'events', noun: 'event kinds', valid: EVENT_KINDS, is: isEventKind, source: 'model/events.ts' },
  { field: 'actions', noun: 'action kinds', valid: ACTION_KINDS, is: isActionKind, source: 'adapter/action.ts' },
  {
    field: 'actionFeatures',
    noun: 'action features',
    valid: ACTION_FEATURES,
    is: isActionFeature,
    source: 'adapter/action-features.ts',
  },
] as const;

/** What is wrong with the optional lists, or null. */
function listProblem(d: Readonly<Record<string, unknown>>): string | null {
  for (const { field, noun, valid, is, source } of LISTS) {
    const list = d[field];
    if (list === undefined) continue;
    if (!Array.isArray(list))
      return (
        `describe() must give ${field}, when it gives one, as an array of ${noun} (${source}; leave it out to ` +
        `take every one), found ${shown(list)}`
      );
    const unknown = list.filter((x: unknown) => !is(x));
    if (unknown.length > 0)
      return (
        `describe() names ${noun} that do not exist in ${field}: ` +
        `${unknown.map((x) => JSON.stringify(x)).join(', ')}; ` +
        `valid names: ${valid.join(', ')}`
      );
  }
  const abilities = d.abilities as readonly string[] | undefined;
  if (abilities === undefined) return null;
  for (const m of d.mechanics as readonly string[]) {
    const lacking = (ESSENTIAL_ABILITIES[m as keyof typeof ESSENTIAL_ABILITIES] ?? []).filter(
      (k) => !abilities.includes(k),
    );
    if (lacking.length > 0)
      return (
        `describe() declares the mechanic ${m} but not the ability kinds it cannot be played without: ` +
        `${lacking.join(', ')}; add them to abilities, or leave ${m} out of mechanics`
      );
  }
  return null;
}

/** How a value reads in a message: its JSON (shortened), and what kind of value it is when that is not obvious. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  const kind = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
  const json = JSON.stringify(value) ?? String(value);
  return `${json.length > 80 ? `${json.slice(0, 80)}…` : json} (${kind})`;
}

/** What is wrong with `description` as `describe()` returned it, in one line, or null when nothing is. */
export function descriptionProblem(description: unknown): string | null {
  if (typeof description !== 'object' || description === null || Array.isArray(description))
    return `describe() must return an object (name, version, contract, mechanics), found ${shown(description)}`;
  const d = description as Record<string, unknown>;
  if (d.contract !== ADAPTER_CONTRACT)
    return `describe() must report contract "${ADAPTER_CONTRACT}", found ${JSON.stringify(d.contract)}`;
  for (const field of ['name', 'version'] as const) {
    if (typeof d[field] !== 'string' || d[field] === '')
      return `describe() must give ${field} as a non-empty string, found ${shown(d[field])}`;
  }
  if (!Array.isArray(d.mechanics))
    return (
      `describe() must give mechanics as an array of mechanic names (e.g. ["transform"], or [] for the core ` +
      `alone), found ${shown(d.mechanics)}`
    );
  const unknown = d.mechanics.filter((m: unknown) => typeof m !== 'string' || !isMechanic(m));
  if (unknown.length > 0)
    return (
      `describe() names mechanics that do not exist: ${unknown.map((m) => JSON.stringify(m)).join(', ')}; ` +
      `valid names: ${MECHANICS.join(', ')}`
    );
  if (d.edition !== undefined && typeof d.edition !== 'string')
    return (
      'describe() must give edition, when it gives one, as a date string such as "2026-04-17", ' +
      `found ${shown(d.edition)}`
    );
  return listProblem(d);
}
