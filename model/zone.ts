/** Zones (400.1). Library, hand and graveyard belong to a player; the rest are shared. */
export const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile', 'command', 'outside'] as const;
export type ZoneName = (typeof ZONES)[number];

/** Hidden zones (400.2): library and hand. `outside` (the sideboard) is hidden too. */
export function isHiddenZone(zone: ZoneName): boolean {
  return zone === 'library' || zone === 'hand' || zone === 'outside';
}
