/**
 * A property's core: what an engine must declare for the property to run at all. Each entry is
 * met by any one of its mechanics (a face-down property runs on an engine with morph or with
 * manifest). The rest of the property's `mechanics` only widens its games when declared: games
 * keep to the core and the declared mechanics anyway (generators/restrict.ts, harness/trace.ts),
 * so a case needing an undeclared mechanic is never played.
 */
import type { Mechanic } from '../adapter/mechanics.js';
import { hasMechanic, type RulesEdition } from '../spec/editions.js';

/** One entry of a core as a property states it: a mechanic, or the mechanics any one of which will do. */
export type CoreEntry = Mechanic | readonly Mechanic[];

/** A core in one shape: each entry the mechanics any one of which meets it. */
export type Core = readonly (readonly Mechanic[])[];

/** The core of a property stating `core` (default: every one of its `mechanics`). */
export function coreOf(core: readonly CoreEntry[] | undefined, mechanics: readonly Mechanic[]): Core {
  return (core ?? mechanics).map((e) => (typeof e === 'string' ? [e] : e));
}

/** The entries of `core` that `declared` leaves unmet. */
export function unmetCore(core: Core, declared: readonly string[]): Core {
  return core.filter((anyOf) => !anyOf.some((m) => declared.includes(m)));
}

/** The entries of `core` no mechanic of `edition` meets, each by its first mechanic (for the edition's message). */
export function coreOutsideEdition(core: Core, edition: RulesEdition): readonly Mechanic[] {
  return core.filter((anyOf) => !anyOf.some((m) => hasMechanic(edition, m))).map((anyOf) => anyOf[0] as Mechanic);
}

/** `transform, morph or manifest`: the entries, readably. */
export function coreText(core: Core): string {
  return core.map((anyOf) => anyOf.join(' or ')).join(', ');
}
