/**
 * The shape rules of the codebase that neither TypeScript nor Biome checks (the project's rules:
 * small files with one concern, 120 columns). Counted: the source files of source-files.ts (.ts/.js and their module
 * variants). Not counted: JSON data and schemas, Markdown, and generated files (their generator
 * decides their shape; a freshness test guards each).
 */
import { describe, expect, test } from 'vitest';
import { isGenerated, sourceFiles } from './source-files.js';

const MAX_COLUMNS = 120;
const MAX_LINES = 300;
/**
 * Allowed to grow: the card catalog and the tests (the project's rule), and the three rules catalogues
 * of spec/, which are data as catalog/ is: one entry per cited clause (its summary, its ids in the
 * older editions) or per ruling, no logic.
 */
const SIZE_EXEMPT = /^(catalog\/|test\/|spec\/(clauses|rulings|edition-clause-ids)\.ts$)/;

const handWritten = sourceFiles().filter((f) => !isGenerated(f));

describe('source files', () => {
  test('have no line over 120 columns (the formatter breaks code; strings and comments are ours to wrap)', () => {
    const long = handWritten.flatMap((f) =>
      f.text
        .split('\n')
        .map((line, i) => ({ line, at: `${f.path}:${i + 1}` }))
        .filter(({ line }) => line.length > MAX_COLUMNS)
        .map(({ line, at }) => `${at} (${line.length} columns)`),
    );
    expect(long, `lines over ${MAX_COLUMNS} columns:\n${long.join('\n')}`).toEqual([]);
  });

  test('outside catalog/, test/ and the spec catalogues have at most 300 lines (split by concern)', () => {
    const big = handWritten
      .filter((f) => !SIZE_EXEMPT.test(f.path))
      .map((f) => ({ path: f.path, lines: f.text.split('\n').length - (f.text.endsWith('\n') ? 1 : 0) }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.path} (${f.lines} lines)`);
    expect(big, `source files over ${MAX_LINES} lines:\n${big.join('\n')}`).toEqual([]);
  });

  test('are found, and generated ones are recognised by their header', () => {
    const paths = sourceFiles().map((f) => f.path);
    expect(paths).toContain('engine/step.ts');
    expect(paths.some((p) => p.startsWith('node_modules/') || p.startsWith('dist/'))).toBe(false);
    const generated = sourceFiles()
      .filter(isGenerated)
      .map((f) => f.path);
    expect(generated).toContain('engine/implemented-clauses.ts');
  });
});
