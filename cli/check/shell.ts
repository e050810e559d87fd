/** Quoting for the shell commands printed in reports (POSIX sh). */

/** A word as the shell needs it: bare when safe, single-quoted otherwise. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** A command line from words. */
export function shellCommand(words: readonly string[]): string {
  return words.map(shellWord).join(' ');
}
