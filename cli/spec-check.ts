/**
 * `obverse spec check --rules <file>`: compare an official rules text file of any edition with
 * spec/ and list the clauses that changed, appeared or disappeared, each with the engine
 * functions, properties and scenarios that cite it. Exit 1 when a cited clause changed or
 * disappeared (a CI gate for a new rules file), 0 otherwise, 2 for bad input.
 */
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { IMPLEMENTED_CLAUSES } from '../engine/implemented-clauses.js';
import { loadScenarios } from '../scenarios/load.js';
import { CLAUSES } from '../spec/index.js';
import { RULES_INDEX_EDITION } from '../spec/rules-index.js';
import { type ClauseChange, compareRules, type RulesComparison } from '../spec/rules-diff.js';
import { parsing } from './args.js';
import { coverage } from './coverage.js';
import { EXIT, UsageError } from './errors.js';
import type { Io } from './io.js';
import { shippedScenarios } from './paths.js';
import { allProperties } from './properties.js';

export interface SpecCheckOptions {
  readonly rules: string;
  readonly json: boolean;
}

/** Parse `obverse spec check` arguments (after `spec check`); null for --help. */
export function parseSpecCheckArgs(args: readonly string[]): SpecCheckOptions | null {
  const { values } = parsing('spec', () =>
    parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: { rules: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }),
  );
  if (values.help === true) return null;
  if (values.rules === undefined)
    throw new UsageError('spec check needs --rules <MagicCompRules.txt>: the rules text file to compare', 'spec');
  return { rules: values.rules, json: values.json === true };
}

/** Who cites a clause: engine functions, properties and scenarios. */
interface Citations {
  readonly engine: readonly string[];
  readonly checks: readonly string[];
}

async function citations(): Promise<ReadonlyMap<string, Citations>> {
  const scenarios = await loadScenarios(shippedScenarios());
  const checks = [...(await allProperties()), ...scenarios.map((s) => s.scenario)];
  const cov = coverage({ clauses: CLAUSES, implemented: IMPLEMENTED_CLAUSES, checks });
  return new Map(cov.rows.map((r) => [r.id, { engine: r.implementedBy, checks: r.checkedBy }]));
}

/** A rules file's text: UTF-8 (with or without BOM), or UTF-16 LE as some archived copies are. */
async function readRulesFile(path: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw new UsageError(
      code === 'ENOENT' ? `rules file not found: ${path}` : `cannot read rules file ${path}: ${String(e)}`,
      'spec',
    );
  }
  return bytes[0] === 0xff && bytes[1] === 0xfe ? bytes.subarray(2).toString('utf16le') : bytes.toString('utf8');
}

function citedBy(c: Citations | undefined): string {
  if (!isCited(c) || c === undefined) return '(not cited)';
  const parts = [...c.engine.map((f) => `engine ${f}`), ...c.checks];
  return `cited by: ${parts.join(', ')}`;
}

function isCited(c: Citations | undefined): boolean {
  return c !== undefined && (c.engine.length > 0 || c.checks.length > 0);
}

const isCitedChange = (change: ClauseChange, cited: ReadonlyMap<string, Citations>): boolean =>
  change.kind !== 'appeared' && isCited(cited.get(change.id));

/** Run `obverse spec check`; returns the exit code. */
export async function runSpecCheck(options: SpecCheckOptions, io: Io): Promise<number> {
  const path = resolve(io.cwd, options.rules);
  const raw = await readRulesFile(path);
  let comparison: RulesComparison;
  try {
    comparison = compareRules(raw);
  } catch (e) {
    throw new UsageError(
      `${options.rules} is not a Comprehensive Rules text file (${e instanceof Error ? e.message : String(e)})`,
      'spec',
    );
  }
  const cited = await citations();
  const flagged = comparison.changes.filter((c) => isCitedChange(c, cited));
  if (options.json) {
    const changes = comparison.changes.map((c) => ({
      ...c,
      cited: isCited(cited.get(c.id)),
      citedBy: cited.get(c.id) ?? null,
    }));
    io.out(
      JSON.stringify(
        { file: options.rules, effective: comparison.effective, specEdition: RULES_INDEX_EDITION, changes },
        null,
        2,
      ),
    );
    return flagged.length > 0 ? EXIT.failures : EXIT.ok;
  }
  const effective = comparison.effective === null ? 'no effective date found' : `effective ${comparison.effective}`;
  io.out(
    `obverse spec check: ${basename(path)} (${effective}) against spec/ (edition ${RULES_INDEX_EDITION}), ` +
      `${comparison.compared} clauses`,
  );
  for (const c of comparison.changes) {
    const moved = c.movedTo === undefined ? '' : ` (its text is now ${c.movedTo})`;
    io.out(`${c.kind.padEnd(12)} ${c.id.padEnd(9)} ${citedBy(cited.get(c.id))}${moved}`);
  }
  const count = (kind: ClauseChange['kind']) => comparison.changes.filter((c) => c.kind === kind);
  const citedCount = (kind: ClauseChange['kind']) => count(kind).filter((c) => isCitedChange(c, cited)).length;
  if (comparison.changes.length === 0) {
    io.out(`no clause differs from spec/ (${comparison.compared} compared)`);
    return EXIT.ok;
  }
  io.out(
    `${count('changed').length} changed (${citedCount('changed')} cited), ${count('appeared').length} appeared, ` +
      `${count('disappeared').length} disappeared (${citedCount('disappeared')} cited)`,
  );
  if (flagged.length > 0)
    io.out(
      'cited clauses changed: review what cites them, then update spec/ ' +
        '(npm run spec:hash -- --write <file>; npm run spec:index <file>)',
    );
  return flagged.length > 0 ? EXIT.failures : EXIT.ok;
}
