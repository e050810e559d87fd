/**
 * A failing result's counterexample written where `obverse replay` can read it, for runs that
 * write no report (`obverse/vitest`): the failure then names `npx obverse replay <file>`, a
 * short command that replays the same case, instead of a long `check --path` command.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_EDITION } from '../model/rules-edition.js';
import { COUNTEREXAMPLE_DIR, counterexampleFile, fileStem } from '../reports/files.js';
import type { Counterexample, EngineRef, PropertyResult } from '../reports/report.js';

/** Quoted for a POSIX shell when it holds anything but plain path characters. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/**
 * Write the counterexample file of `result` under `dir` (`<dir>/counterexamples/<id>.json`) and return its replay
 * command; `--engine <your engine module>` is asked for when `engine` records no module.
 */
export async function writeReplayFile(
  result: PropertyResult & { readonly counterexample: Counterexample },
  dir: string,
  engine: EngineRef,
  runs: number,
): Promise<string> {
  const folder = join(dir, COUNTEREXAMPLE_DIR);
  const file = join(folder, `${fileStem(result.id)}.json`);
  await mkdir(folder, { recursive: true });
  const content = counterexampleFile(result, { engine, edition: DEFAULT_EDITION, runs });
  await writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
  const which = engine.module === undefined ? ' --engine <your engine module>' : '';
  return `npx obverse replay ${shellWord(file)}${which}`;
}
