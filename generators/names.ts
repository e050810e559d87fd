/**
 * A deterministic pool of invented card names. Names are drawn by index so the same
 * seed gives the same names; repeats are allowed on purpose (legendary pairs, 704.5j).
 */
const FIRST = [
  'Ashen',
  'Briar',
  'Cinder',
  'Dusk',
  'Ember',
  'Fallow',
  'Gloam',
  'Hollow',
  'Ivory',
  'Juniper',
  'Kestrel',
  'Lantern',
  'Mire',
  'Nettle',
  'Onyx',
  'Pale',
  'Quill',
  'Rook',
  'Sable',
  'Thorn',
] as const;
const SECOND = [
  'Warden',
  'Stalker',
  'Oracle',
  'Hound',
  'Sentinel',
  'Wisp',
  'Colossus',
  'Seer',
  'Drifter',
  'Shade',
  'Herald',
  'Mender',
  'Prowler',
  'Visage',
  'Revenant',
  'Tinkerer',
] as const;

/** Number of distinct names in the pool. */
export const NAME_POOL_SIZE = FIRST.length * SECOND.length;

/** The name at `index` (taken modulo the pool size). */
export function poolName(index: number): string {
  const i = ((index % NAME_POOL_SIZE) + NAME_POOL_SIZE) % NAME_POOL_SIZE;
  return `${FIRST[i % FIRST.length] as string} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length] as string}`;
}

export const CREATURE_SUBTYPES = [
  'Human',
  'Spirit',
  'Werewolf',
  'Horror',
  'Elf',
  'Wizard',
  'Insect',
  'Zombie',
] as const;
