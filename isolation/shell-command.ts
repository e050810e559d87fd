/**
 * The shell line an engine command (`--engine-cmd`) runs as. A shell that forks the engine and waits for it (`sh -c`
 * is dash on Debian, which does) holds the engine's stdout open itself, so an engine that closes its stdout and
 * runs on is never seen to: its answers stop, and only each call's timeout tells. A command that is one program
 * with its arguments is therefore run with `exec`: the engine is then the shell's own process and the only writer of
 * the pipe, whose end the suite reads as a fault at once (process-transport.ts). Anything else (a list, a pipeline,
 * a compound command, leading variable assignments, a builtin) runs as it is written.
 */

/** Characters that make a command more than one program: control operators, grouping, substitution, newlines. */
const NOT_SIMPLE = /[;&|`(){}!\n\r]/;

/** `NAME=value` before the program: `exec` would take it for the program's name. */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** First words that are not a program `exec` can run (reserved words and builtins an engine command might use). */
const NOT_A_PROGRAM = new Set([
  'exec',
  '.',
  'source',
  'eval',
  'command',
  'builtin',
  'time',
  'if',
  'for',
  'while',
  'until',
  'case',
  'function',
  'select',
  'cd',
]);

/** The line `sh -c` is given for `command`: `exec command` when it is one program, else `command` itself. */
export function shellLine(command: string, platform: NodeJS.Platform = process.platform): string {
  // cmd.exe has no exec, and no fork in between to hold the pipe.
  if (platform === 'win32') return command;
  const trimmed = command.trim();
  if (trimmed === '' || NOT_SIMPLE.test(trimmed)) return command;
  const first = trimmed.split(/\s+/, 1)[0] ?? '';
  if (ASSIGNMENT.test(first) || NOT_A_PROGRAM.has(first)) return command;
  return `exec ${trimmed}`;
}
