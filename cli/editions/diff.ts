/**
 * `obverse editions diff <a> <b>`: what changes between two rules editions. The rules that
 * differ (spec/editions.ts) with each edition's clauses and a minimal example game played on
 * both; the verdicts that differ (each edition's reference engine checked under its own rules);
 * and the outcomes that differ (each edition's engine checked under the other's rules, with the
 * shrunk counterexample: a minimal game showing the different behaviour).
 */
import { referenceEngineFor } from '../../engine/reference-adapter.js';
import type { GameSetup } from '../../model/setup.js';
import type { PropertyResult } from '../../reports/report.js';
import { loadScenarios } from '../../scenarios/load.js';
import { differencesBetween, MECHANIC_ORIGINS, type RulesEdition } from '../../spec/editions.js';
import { allChecks, selectChecks, type SuiteCheck } from '../../suite/checks.js';
import { shippedScenarios } from '../paths.js';
import { EDITION_EXAMPLES } from './examples.js';
import { clausesLine } from './list.js';
import { MECHANICS } from '../../adapter/mechanics.js';
import { hasMechanic } from '../../spec/editions.js';

export interface DiffOptions {
  readonly a: RulesEdition;
  readonly b: RulesEdition;
  readonly runs: number;
  readonly seed: number;
  readonly properties?: readonly string[];
}

/** What `editions diff` found, for the printout and for tests. */
export interface EditionsDiff {
  readonly rules: readonly string[];
  readonly verdicts: readonly { readonly id: string; readonly a: PropertyResult; readonly b: PropertyResult }[];
  readonly outcomes: readonly {
    readonly id: string;
    readonly engine: RulesEdition;
    readonly rules: RulesEdition;
    readonly result: PropertyResult;
  }[];
}

type Line = (text: string) => void;

async function runAll(
  checks: readonly SuiteCheck[],
  engine: RulesEdition,
  rules: RulesEdition,
  options: DiffOptions,
): Promise<ReadonlyMap<string, PropertyResult>> {
  const adapter = referenceEngineFor(engine);
  const results = new Map<string, PropertyResult>();
  for (const check of checks) {
    results.set(check.id, await check.run(adapter, { runs: options.runs, seed: options.seed, edition: rules }));
  }
  return results;
}

/** Card names by zone, in a line: the setup of a minimal game. */
function setupLine(setup: GameSetup): string {
  const name = (key: string) => setup.cards[key]?.faces[0].name ?? key;
  const parts: string[] = [];
  for (const p of setup.players) {
    const bf = (p.battlefield ?? []).map((b) =>
      b.melded
        ? `melded ${b.melded.map(name).join('+')}`
        : [
            name(b.card ?? '') || 'token',
            b.face === 'back' ? ' (back face up)' : '',
            b.faceDown ? ` (face down, ${b.faceDown})` : '',
          ].join(''),
    );
    const zone = (label: string, keys: readonly string[] | undefined) =>
      keys && keys.length > 0 ? [`${label}: ${keys.map(name).join(', ')}`] : [];
    const zones = [
      ...(bf.length > 0 ? [`battlefield: ${bf.join(', ')}`] : []),
      ...zone('hand', p.hand),
      ...zone('library', p.library),
      ...zone('graveyard', p.graveyard),
    ];
    if (zones.length > 0) parts.push(`${p.id} ${zones.join('; ')}`);
  }
  // A minimised game may have nothing but a spell on the stack.
  const spells = (setup.stack ?? []).map((s) => {
    const how = `${s.face === 'back' ? ', back face up' : ''}${s.faceDown ? `, face down, ${s.faceDown}` : ''}`;
    return `${name(s.card)} (${s.owner}${how})`;
  });
  if (spells.length > 0) parts.push(`stack: ${spells.join(', ')}`);
  return parts.join(' | ') || 'empty';
}

/** The rule differences between `a` and `b`, each with its example played on both engines. */
async function ruleSection(options: DiffOptions, line: Line): Promise<readonly string[]> {
  const { a, b } = options;
  const differs = differencesBetween(a, b);
  line(`Rules that differ between ${a} and ${b} (spec/editions.ts): ${differs.length === 0 ? 'none' : ''}`.trimEnd());
  for (const d of differs) {
    line(`  ${d.id}, changed ${d.changed}: ${d.summary}`);
    line(`    clauses: ${clausesLine(d, [a, b])}`);
    const example = EDITION_EXAMPLES.find((x) => x.difference === d.id);
    if (example === undefined) continue;
    line(`    example game: ${example.game}`);
    for (const e of [a, b]) line(`      ${e}: ${await example.play(referenceEngineFor(e))}`);
  }
  const only = (x: RulesEdition, y: RulesEdition) =>
    MECHANICS.filter((m) => hasMechanic(x, m) && !hasMechanic(y, m)).map(
      (m) => `${m} (${MECHANIC_ORIGINS[m]?.since ?? '?'})`,
    );
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const mechanics = only(x, y);
    if (mechanics.length > 0) line(`  mechanics in ${x} only: ${mechanics.join(', ')}`);
  }
  return differs.map((d) => d.id);
}

/** Run the diff, printing through `line`. */
export async function editionsDiff(options: DiffOptions, line: Line): Promise<EditionsDiff> {
  const { a, b } = options;
  const rules = await ruleSection(options, line);
  const scenarios = await loadScenarios(shippedScenarios());
  const checks = selectChecks(await allChecks({ scenarios, differential: false }), options.properties);
  line('');
  line(
    "Verdicts that differ (each edition's reference engine checked under its own rules; " +
      `${options.runs} runs, seed ${options.seed}):`,
  );
  const underA = await runAll(checks, a, a, options);
  const underB = await runAll(checks, b, b, options);
  const verdicts = checks.flatMap((c) => {
    const ra = underA.get(c.id);
    const rb = underB.get(c.id);
    return ra && rb && ra.status !== rb.status ? [{ id: c.id, a: ra, b: rb }] : [];
  });
  for (const v of verdicts) {
    line(`  ${v.a.kind} ${v.id}: ${a} ${v.a.status} -> ${b} ${v.b.status}`);
    for (const [e, r] of [
      [a, v.a],
      [b, v.b],
    ] as const)
      if (r.message !== undefined) line(`      ${e}: ${r.message}`);
  }
  if (verdicts.length === 0) line('  none');
  line('');
  line("Outcomes that differ (each edition's reference engine checked under the other's rules):");
  const changed = differencesBetween(a, b);
  const outcomes: EditionsDiff['outcomes'][number][] = [];
  // Only checks that run under both editions can show a different behaviour.
  const both = checks.filter((c) => underA.get(c.id)?.status === 'passed' && underB.get(c.id)?.status === 'passed');
  for (const [engine, under] of [
    [a, b],
    [b, a],
  ] as const) {
    if (engine === under) continue;
    const results = await runAll(both, engine, under, options);
    for (const [id, result] of results) {
      if (result.status !== 'failed' && result.status !== 'error') continue;
      outcomes.push({ id, engine, rules: under, result });
      line(`  ${result.kind} ${id}: the ${engine} engine ${result.status} under ${under} rules`);
      const why = changed.filter((d) => d.clauses['2026-04-17'].some((c) => result.rules.includes(c)));
      for (const d of why.length > 0 ? why : changed)
        line(`      rule changed: ${d.id} (${d.changed}); ${clausesLine(d, [a, b])}`);
      const cx = result.counterexample;
      if (cx === undefined) {
        if (result.message !== undefined) line(`      ${result.message}`);
        continue;
      }
      line(`      ${cx.message}`);
      line(`      minimal game: ${setupLine(cx.setup)}`);
      if (cx.steps.length > 0) line(`      then: ${cx.steps.join('; ')}`);
    }
  }
  if (outcomes.length === 0) line('  none');
  line('');
  line(
    `${rules.length} rule(s), ${verdicts.length} verdict(s) and ${outcomes.length} outcome(s) ` +
      `differ between ${a} and ${b}.`,
  );
  return { rules, verdicts, outcomes };
}
