/**
 * Comparing names (201.2a, 201.2c). A face-down object has no name (708.2a), so it
 * shares a name with nothing, not even another face-down object. The adapter has no
 * "same name" query; properties and tests compare `characteristics.name`, where `null`
 * is "no name", through these functions.
 */
import type { Characteristics } from '../../model/characteristics.js';

/** 201.2a: two objects have the same name only if both have one and it is the same; no name matches nothing. */
export function haveSameName(
  a: Pick<Characteristics, 'name'> | null,
  b: Pick<Characteristics, 'name'> | null,
): boolean {
  return a?.name != null && b?.name != null && a.name === b.name;
}

/** 201.2c: an object has a different name than others only if it has a name and shares it with none of them. */
export function hasDifferentName(
  a: Pick<Characteristics, 'name'> | null,
  others: readonly (Pick<Characteristics, 'name'> | null)[],
): boolean {
  return a?.name != null && others.every((o) => !haveSameName(a, o));
}
