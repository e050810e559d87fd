/**
 * Which mechanic each file of engine/ mostly implements, for the per-mechanic scores of docs/mutation.md
 * (issue 25). A file not named here counts under "core" (zones, characteristics, the game around the faces).
 */
const BY_FILE: Readonly<Record<string, string>> = {
  'engine/actions/transform.ts': 'transform',
  'engine/actions/meld.ts': 'meld',
  'engine/actions/manifest.ts': 'manifest, cloak, manifest dread',
  'engine/actions/turn-face-up.ts': 'face-down (morph, disguise, manifest, cloak)',
  'engine/actions/turn-face-down.ts': 'face-down (morph, disguise, manifest, cloak)',
  'engine/characteristics/face-down.ts': 'face-down (morph, disguise, manifest, cloak)',
  'engine/visibility.ts': 'hidden information and reveals',
  'engine/actions/information.ts': 'hidden information and reveals',
  'engine/view.ts': 'hidden information and reveals',
  'engine/actions/copy.ts': 'copies',
  'engine/actions/copy-spell.ts': 'copies',
  'engine/actions/choose-card-name.ts': 'card names',
  'engine/characteristics/names.ts': 'card names',
  'engine/priority/triggers.ts': 'triggered abilities',
  'engine/actions/resolve-ability.ts': 'triggered abilities',
  'engine/priority/state-based-actions.ts': 'state-based actions',
  'engine/priority/settle.ts': 'state-based actions',
  'engine/priority/intrinsic-counters.ts': 'intrinsic counters',
};

/** The mechanic a file of engine/ counts under. */
export function mechanicOfFile(file: string): string {
  if (file.startsWith('engine/day-night/')) return 'day and night';
  return BY_FILE[file] ?? 'core';
}
