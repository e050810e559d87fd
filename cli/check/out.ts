/**
 * Checking `--out` before any work, so a run is never played only to be lost: the folder
 * (or the nearest folder above it that exists) must be a real, writable folder outside
 * the kernel's virtual file systems, and the report files in it must be files.
 */
import { randomBytes } from 'node:crypto';
import { lstatSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from '../errors.js';

/** Report entries and the kind each must be when it already exists. */
const ENTRIES: readonly (readonly [string, 'file' | 'folder'])[] = [
  ['report.json', 'file'],
  ['report.md', 'file'],
  ['report.html', 'file'],
  ['junit.xml', 'file'],
  ['counterexamples', 'folder'],
  ['scenarios', 'folder'],
];

const VIRTUAL = ['/proc', '/sys', '/dev'];

/** The command whose `--out` is checked: its own help is the one to suggest. */
type OutCommand = 'check' | 'merge';

function bad(out: string, why: string, command: OutCommand): UsageError {
  return new UsageError(`--out ${out}: ${why}`, command);
}

function kind(path: string): 'file' | 'folder' | 'missing' | 'other' {
  try {
    const s = statSync(path);
    return s.isDirectory() ? 'folder' : s.isFile() ? 'file' : 'other';
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    // ENOTDIR: a part of the path is a file; walking up finds it.
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'missing';
    throw e;
  }
}

function errorText(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${e instanceof Error ? e.message : String(e)}` : String(e);
}

/**
 * Throw a UsageError saying why `dir` (absolute; `out` as the user wrote it) cannot hold a report; it suggests the
 * help of `command` (`obverse check --help`, or `obverse merge --help` for merge's `--out`).
 */
export function checkOutWritable(dir: string, out: string, command: OutCommand = 'check'): void {
  // The nearest existing ancestor decides where the folder would be created.
  let existing = dir;
  while (kind(existing) === 'missing' && dirname(existing) !== existing) existing = dirname(existing);
  const real = realpathSync(existing);
  if (VIRTUAL.some((v) => real === v || real.startsWith(`${v}/`)))
    throw bad(out, `${real} is in a kernel file system (${real.split('/')[1]}), not a place for files`, command);
  const k = kind(existing);
  if (k !== 'folder') {
    throw bad(
      out,
      existing === dir ? 'exists and is not a folder' : `${existing} is a file, so no folder can be made under it`,
      command,
    );
  }
  if (existing === dir) {
    for (const [name, want] of ENTRIES) {
      const found = kind(join(dir, name));
      if (found !== 'missing' && found !== want)
        throw bad(out, `${name} in it is a ${found === 'folder' ? 'folder' : 'special file'}, not a ${want}`, command);
    }
  }
  // Probe for real: permissions, read-only mounts and quotas all show here. A folder that does not
  // exist yet is probed through its nearest existing parent, so a run stopped by a later usage error
  // leaves no empty report folder behind.
  try {
    const probe = join(existing, `.obverse-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (e) {
    throw bad(out, `cannot write there (${errorText(e)})`, command);
  }
  if (existing === dir && lstatSync(dir).isSymbolicLink() && kind(dir) !== 'folder')
    throw bad(out, 'is a link to something other than a folder', command);
}
