/**
 * Reading a counterexample file for `obverse replay`: JSON, the format version, and the
 * fields replay needs, each problem a one-line UsageError naming the file.
 */
import { readFile } from 'node:fs/promises';
import { COUNTEREXAMPLE_FORMAT, type CounterexampleFile } from '../../reports/files.js';
import { UsageError } from '../errors.js';
import { validateCounterexampleFile } from './schema.js';

/** Read and check a counterexample file (path as the user gave it, `abs` resolved). */
export async function readCounterexampleFile(path: string, abs: string): Promise<CounterexampleFile> {
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'is a folder; give counterexamples/<id>.json inside a report folder'
          : `cannot be read (${String(code ?? e)})`;
    throw new UsageError(`${path}: ${why}`, 'replay');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path}: not valid JSON (${e instanceof Error ? e.message : String(e)})`, 'replay');
  }
  const format = (data as { format?: unknown } | null)?.format;
  if (format !== COUNTEREXAMPLE_FORMAT) {
    const hint =
      format === 'obverse-report/1'
        ? ': this is a report; replay one of the files in its counterexamples/ folder'
        : ` (a file from a report's counterexamples/ folder)`;
    throw new UsageError(
      `${path}: not a counterexample file: format must be "${COUNTEREXAMPLE_FORMAT}"${hint}`,
      'replay',
    );
  }
  const problem = validateCounterexampleFile(data);
  if (problem !== null) throw new UsageError(`${path}: ${problem}`, 'replay');
  return data as CounterexampleFile;
}
