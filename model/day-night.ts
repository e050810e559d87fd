/**
 * Day and night: designations the game itself can have (731.1). A game starts with neither;
 * once it has one, it always has exactly one of the two.
 */

/** The game's designation; a game with neither has none (the field is absent). */
export type DayNight = 'day' | 'night';

/** The other designation ("day becomes night", 731.1a). */
export function otherDesignation(designation: DayNight): DayNight {
  return designation === 'day' ? 'night' : 'day';
}
