/**
 * isolation/shell-command.ts: an engine command that is one program runs with `exec`, so no shell stays between the
 * suite and the engine holding its stdout open (which hid an engine that closed its stdout until the timeout); any
 * other command runs as written. faults.test.ts checks the closed stdout end to end.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellLine } from '../../isolation/shell-command.js';

describe('shellLine', () => {
  it('runs one program with its arguments, quotes, expansions and redirections by exec', () => {
    expect(shellLine('python3 engine.py')).toBe('exec python3 engine.py');
    expect(shellLine('  "/opt/my engine/run" --stdio "$HOME/x" 2>engine.log ')).toBe(
      'exec "/opt/my engine/run" --stdio "$HOME/x" 2>engine.log',
    );
  });

  it('leaves lists, pipelines, compound commands, assignments and builtins as written', () => {
    for (const command of [
      'cd engine && ./run',
      'a; b',
      'engine | tee log',
      'engine &',
      '(cd x; ./run)',
      '{ ./run; }',
      'RUST_LOG=debug ./run',
      'exec ./run',
      '. ./env.sh',
      'node -e "a(); b()"',
      'run $(pwd)/x',
      'first\nsecond',
      '',
    ])
      expect(shellLine(command), command).toBe(command);
  });

  it('is the command itself on Windows (cmd.exe has no exec)', () => {
    expect(shellLine('engine.exe --stdio', 'win32')).toBe('engine.exe --stdio');
  });

  it.skipIf(process.platform === 'win32')('makes the shell run the program in its own process', () => {
    // `$$` is the shell's pid: with exec, the program is the shell's process itself (ps reports itself).
    const program = execFileSync('/bin/sh', ['-c', shellLine('ps -o comm= -p $$')], { encoding: 'utf8' }).trim();
    expect(program).toBe('ps');
    const kept = execFileSync('/bin/sh', ['-c', 'ps -o comm= -p $$'], { encoding: 'utf8' }).trim();
    expect(kept).not.toBe('ps');
  });
});
