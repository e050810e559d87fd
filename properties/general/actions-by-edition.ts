/**
 * An engine plays the rules of one edition: what those rules have it must carry out, and what
 * entered the rules only later it must refuse. Checked by probes (./edition-probes.ts), each a small
 * game ending in one action the rules of 2026-04-17 allow there, dated by when the rules got it
 * (spec/editions.ts: a mechanic's entry such as manifest on 2015-01-23, or a rule that changed such
 * as casting a double-faced card transformed, 712.11a, on 2021-09-24, or face down, 712.15, on
 * 2015-01-23). Under the edition checked, a probe its rules have must be accepted; one they did not
 * have yet must be refused (rejected, or answered `unsupported`), with nothing changed. The probes are
 * fixed, so the seed and run count change nothing; a counterexample's path is the probe's index. The minimiser
 * does not shrink a probe, so whether its counterexample is locally minimal is found by playing the probe's single
 * removals (harness singleRemovalVerdict).
 */
import {
  resultsOf,
  type Action,
  actionNeeds,
  buildCounterexample,
  DEFAULT_EDITION,
  DEFAULT_SHRINK_MS,
  descriptionProblem,
  type EngineAdapter,
  type FailedOutcome,
  faultMark,
  type GameSetup,
  type Mechanic,
  type PropertyDefinition,
  type PropertyResult,
  type RemovalVerdict,
  type RulesEdition,
  type RunOptions,
  runActions,
  setupNeeds,
  setupProblems,
  singleRemovalVerdict,
  type Trace,
  unmetNeeds,
  violation,
  type Violation,
  withinEdition,
  sameJson,
} from '../harness/index.js';
import { absentIn, editionProbes, idIn, type Probe, sinceDate } from './edition-probes.js';

const ID = 'general/actions-by-edition';
const DESCRIPTION =
  'Under the edition checked, an action its rules have is carried out, and one that entered the rules later ' +
  '(a mechanic, casting transformed, casting a double-faced card face down) is refused and changes nothing.';
const PROBES = editionProbes();
const RULES = [...new Set(PROBES.map((p) => p.clause))];
const SUBJECT = 'a probe the engine answered';

type Verdict =
  | { readonly kind: 'pass' }
  | { readonly kind: 'discarded' }
  | { readonly kind: 'failed'; readonly outcome: FailedOutcome };

/** What the rules of the edition say of the probe's last action, judged on the engine's answer. */
function judgeProbe(probe: Probe, trace: Trace, open: boolean, edition: RulesEdition): Verdict {
  if (trace.failure) return { kind: 'failed', outcome: { kind: 'engine-error', trace } };
  // `unsupported` to the probe refuses it; to the setup, or to an action the edition has, it says nothing.
  if (trace.unsupported) return !open && trace.unsupported.kind !== 'start' ? { kind: 'pass' } : { kind: 'discarded' };
  const record = trace.records[0];
  if (record === undefined) return { kind: 'discarded' };
  const found = open ? accepted(probe, record.result) : refused(probe, record, edition);
  return found === null
    ? { kind: 'pass' }
    : { kind: 'failed', outcome: { kind: 'violation', trace, failingStep: 0, violation: found } };
}

function accepted(probe: Probe, result: Trace['records'][number]['result']): Violation | null {
  if (result.ok) return null;
  return violation(
    `${probe.text}: the rules of this edition have it (${probe.clause}), so it must be carried out`,
    'accepted',
    result.rejection,
  );
}

function refused(probe: Probe, record: Trace['records'][number], edition: RulesEdition): Violation | null {
  const later = absentIn(probe, edition)
    .map((s) => `${'mechanic' in s ? s.mechanic : probe.clause} since ${sinceDate(s)}`)
    .join(', ');
  if (record.result.ok)
    return violation(
      `${probe.text}: the rules of edition ${edition} do not have it yet (${later}), so it must be refused`,
      'rejected',
      'accepted',
    );
  if (!sameJson(record.before, record.after))
    return violation(
      `${probe.text}: refused under edition ${edition} (${record.result.rejection.code}) but the game changed`,
      record.before,
      record.after,
    );
  return null;
}

type ProbeAction = Probe['action'];

/** Plays `setup` and then `actions` (the probe's action, or none), and judges the last one as the probe's. */
async function playProbe(
  adapter: EngineAdapter,
  probe: Probe,
  setup: GameSetup,
  actions: readonly ProbeAction[],
  edition: RulesEdition,
  options: RunOptions,
): Promise<Verdict> {
  const placeholder: Action = { kind: 'end-game' };
  const trace = await runActions(
    adapter,
    setup,
    actions.map(() => placeholder),
    actions.map(() => probe.text),
    {
      edition,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    },
    (_a, current, position) => (actions[position] as ProbeAction)((key) => idIn(current.referee, key)),
  );
  return judgeProbe(probe, trace, absentIn(probe, edition).length === 0, edition);
}

/**
 * Whether the failing probe is locally minimal (its counterexample is not the minimiser's, so the verdict is
 * computed here): its action left out, and each card or zone of its setup taken away, played and judged again.
 * A setup without a card the action names is no game of this probe.
 */
function removalVerdict(
  adapter: EngineAdapter,
  probe: Probe,
  outcome: FailedOutcome,
  edition: RulesEdition,
  options: RunOptions,
): Promise<RemovalVerdict> {
  const named: string[] = [];
  probe.action((key) => {
    named.push(key);
    return key;
  });
  return singleRemovalVerdict(
    { setup: probe.setup, actions: [probe.action], outcome },
    {
      play: async (setup, actions) => {
        const verdict = await playProbe(adapter, probe, setup, actions, edition, options);
        return verdict.kind === 'failed' ? verdict.outcome : null;
      },
      playable: (setup, actions) =>
        (actions.length === 0 || named.every((key) => key in setup.cards)) &&
        setupProblems(setup, { edition }).length === 0,
      deadline: performance.now() + (options.shrinkTimeMs ?? DEFAULT_SHRINK_MS),
    },
  );
}

async function check(adapter: EngineAdapter, options: RunOptions): Promise<PropertyResult> {
  const start = performance.now();
  const result = resultsOf({ id: ID, description: DESCRIPTION, rules: RULES, mechanics: [], subject: SUBJECT }, start);
  let declared: readonly string[];
  try {
    const description = await adapter.describe();
    const problem = descriptionProblem(description);
    if (problem !== null) return result('error', 0, { message: problem });
    declared = description.mechanics;
  } catch (e) {
    return result('error', 0, { message: `describe() failed: ${e instanceof Error ? e.message : String(e)}` });
  }
  const edition = options.edition ?? DEFAULT_EDITION;
  const usable = withinEdition(declared, edition);
  const only = options.path === undefined ? null : Number(options.path);
  let judged = 0;
  for (const [index, probe] of PROBES.entries()) {
    if (only !== null && index !== only) continue;
    const open = absentIn(probe, edition).length === 0;
    // An action the edition has is asked of an engine only with what it needs declared, as in every check; one it
    // does not have is asked of any engine, since no engine of that edition may carry it out.
    if (open && unmetNeeds([...setupNeeds(probe.setup), ...actionNeeds(probe.action((key) => key))], usable).length > 0)
      continue;
    options.onRun?.();
    const verdict = await playProbe(adapter, probe, probe.setup, [probe.action], edition, options);
    if (verdict.kind === 'discarded') continue;
    judged++;
    if (verdict.kind === 'pass') continue;
    const counterexample = buildCounterexample(ID, options.seed, String(index), verdict.outcome);
    if (verdict.outcome.kind !== 'violation')
      return result('error', judged, {
        counterexample,
        message: counterexample.message,
        ...faultMark(verdict.outcome),
      });
    const minimal = await removalVerdict(adapter, probe, verdict.outcome, edition, options);
    return result('failed', judged, { counterexample: { ...counterexample, locallyMinimal: minimal.locallyMinimal } });
  }
  if (judged === 0) return result('not-supported', 0, { message: 'no probe could be played on this engine' });
  return result('passed', judged, { reached: judged });
}

/**
 * The mechanics any one of which lets some probe be played alone (a plain cast needs only the stack, a transform
 * only transform, ...): an engine declaring none of them has no probe to judge.
 */
const ENOUGH_FOR_A_PROBE: readonly Mechanic[] = [
  ...new Set(
    PROBES.flatMap((p) => {
      const needs = [...setupNeeds(p.setup), ...actionNeeds(p.action((key) => key))];
      const first = needs[0]?.anyOf ?? [];
      return first.filter((m) => needs.every((n) => n.anyOf.includes(m)));
    }),
  ),
];

export const property: PropertyDefinition = {
  id: ID,
  description: DESCRIPTION,
  rules: RULES,
  mechanics: [],
  subject: SUBJECT,
  core: [ENOUGH_FOR_A_PROBE],
  fixedGames: PROBES.length,
  check,
};
