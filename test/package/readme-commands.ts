/**
 * The shell commands a README shows (lines of its `sh` blocks, continuations joined, and inline
 * `npx ...` spans), split into words as a shell would for the simple quoting they use, so a test
 * runs them exactly as written.
 */

/** Split a command line into words: whitespace separates, double or single quotes group; `#` starts a comment. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: '"' | "'" | null = null;
  for (const ch of line) {
    if (quote !== null) {
      if (ch === quote) quote = null;
      else word = (word ?? '') + ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      word = word ?? '';
    } else if (/\s/.test(ch)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (ch === '#' && word === null) break;
    else word = (word ?? '') + ch;
  }
  if (quote !== null) throw new Error(`unclosed ${quote} in: ${line}`);
  if (word !== null) words.push(word);
  return words;
}

/** Every command a Markdown text shows, one line each. */
export function readmeCommands(text: string): string[] {
  const blocks = [...text.matchAll(/^[ \t]*```sh\n([\s\S]*?)^[ \t]*```/gm)].map((m) => m[1] ?? '');
  const fromBlocks = blocks.flatMap((b) =>
    b
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== ''),
  );
  const inline = [...text.matchAll(/`(npx [^`]+)`/g)].map((m) => m[1] ?? '');
  return [...fromBlocks, ...inline];
}

/** The words of the one command containing `fragment`; throws when none or several do. */
export function readmeCommand(text: string, fragment: string): string[] {
  const found = [...new Set(readmeCommands(text).filter((c) => c.includes(fragment)))];
  if (found.length !== 1) throw new Error(`${found.length} README commands contain ${fragment}: ${found.join(' | ')}`);
  return shellWords(found[0] as string);
}
