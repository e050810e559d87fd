/**
 * Mechanics an engine can declare. A property that needs a mechanic the engine does
 * not declare reports `not-supported` instead of `failed`.
 */
export const MECHANICS = [
  'transform',
  'convert',
  'modal-dfc',
  'meld',
  'disturb',
  'double-faced-token',
  'copy',
  'morph',
  'megamorph',
  'disguise',
  'manifest',
  'cloak',
  'manifest-dread',
  'turn-face-down',
  'reveal',
  'hidden-information',
] as const;
export type Mechanic = (typeof MECHANICS)[number];

export function isMechanic(value: string): value is Mechanic {
  return (MECHANICS as readonly string[]).includes(value);
}
