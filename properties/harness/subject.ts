/**
 * What a property judges (its subject, issue 39): a transform that happened, a face-down permanent turned face up,
 * a card that left the battlefield. The harness counts the judged games that reached it; a check that passed
 * without any is `not-reached`, neither a pass nor a failure, and says what was never reached and why (how the
 * steps that bring it about went: none generated, all rejected, none on the right object).
 */
import { isActionKind } from '../../adapter/action-features.js';
import type { Declaration } from '../../adapter/declaration.js';
import type { GeneratedStep } from '../../generators/steps.js';
import type { Snapshot } from './snapshot.js';
import type { StepRecord, Trace } from './trace.js';

export interface Subject {
  /** What the property judges, in words: `a face-down permanent turned face up`. */
  readonly text: string;
  /** The step kinds that bring it about (`turn-face-up`): when no game reached it, the result says how they went. */
  readonly by?: readonly string[];
  /** Whether a step reached it. */
  readonly step?: (record: StepRecord, trace: Trace) => boolean;
  /** Whether the game reached it right after setup. */
  readonly initial?: (initial: Snapshot, trace: Trace) => boolean;
}

/**
 * Why an engine cannot reach `subject` at all, or null: it declares the action kinds it takes (adapter/declaration.ts)
 * and none of the steps bringing the subject about is among them, nor can a setup hold it. Such a check is
 * `not-supported`, not `not-reached`: nothing the generator could do would reach it.
 */
export function subjectUntaken(subject: Subject | undefined, declared: Declaration): string | null {
  const by = subject?.by;
  const actions = declared.actions;
  if (subject === undefined || by === undefined || by.length === 0 || subject.initial !== undefined) return null;
  if (actions === null || by.some((k) => !isActionKind(k) || actions.has(k))) return null;
  return `the engine takes none of the actions that bring about its subject, ${subject.text}: ${by.join(', ')}`;
}

/** Whether `trace` reached `subject`. */
export function reachedIn(subject: Subject, trace: Trace): boolean {
  if (trace.initial !== null && subject.initial?.(trace.initial, trace) === true) return true;
  const step = subject.step;
  return step !== undefined && trace.records.some((r) => step(r, trace));
}

/** How the steps that bring a subject about went, over the games judged. */
interface StepsTally {
  accepted: number;
  rejected: Map<string, number>;
  notPlayed: Map<string, number>;
}

const add = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

/** A step's reason for not being played, without the place it looked at (`no object at ...`), to count alike. */
function reasonOf(reason: string): string {
  return reason.replace(/ at \{[^}]*\}/g, '').replace(/^[\w-]+: /, '');
}

function top(m: ReadonlyMap<string, number>): string {
  const sorted = [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = sorted.slice(0, 3).map(([k, n]) => `${k} ${n}`);
  return sorted.length > 3 ? `${shown.join(', ')}, ...` : shown.join(', ');
}

/** The judged games of a check, by their index among the generated games: whether each reached the subject. */
export class ReachLog {
  private readonly reached = new Map<number, boolean>();
  private readonly tally: StepsTally = { accepted: 0, rejected: new Map(), notPlayed: new Map() };

  constructor(private readonly subject: Subject) {}

  /** Note the judged game `index` (its trace and the steps it was generated from). */
  record(index: number, trace: Trace, steps: readonly GeneratedStep[]): void {
    // A game judged again past a failure found in it (search.ts) is counted once.
    if (this.reached.get(index) === true) return;
    const again = this.reached.has(index);
    const reached = reachedIn(this.subject, trace);
    this.reached.set(index, reached);
    const by = this.subject.by;
    if (reached || again || by === undefined) return;
    for (const r of trace.records) {
      if (!by.includes(r.action.kind)) continue;
      if (r.result.ok) this.tally.accepted++;
      else add(this.tally.rejected, r.result.rejection.code);
    }
    for (const s of trace.skipped) {
      const kind = steps[s.stepIndex]?.kind;
      if (kind !== undefined && by.includes(kind)) add(this.tally.notPlayed, reasonOf(s.reason));
    }
  }

  /** Judged games that reached the subject, among the first `runs` generated. */
  count(runs: number): { readonly judged: number; readonly reached: number } {
    let [judged, reached] = [0, 0];
    for (const [index, r] of this.reached) {
      if (index >= runs) continue;
      judged++;
      if (r) reached++;
    }
    return { judged, reached };
  }

  /** Why no judged game reached the subject, in one line; `discarded`: the games the engine refused, by reason. */
  why(judged: number, discarded?: Readonly<Record<string, number>>): string {
    const refused = Object.entries(discarded ?? {}).sort((a, b) => b[1] - a[1]);
    const others =
      refused.length === 0
        ? ''
        : ` (${refused.reduce((n, [, c]) => n + c, 0)} more discarded: ${refused
            .slice(0, 2)
            .map(([r, n]) => `${n} x ${r}`)
            .join('; ')})`;
    const head = `none of the ${judged} game(s) judged${others} reached its subject, ${this.subject.text}`;
    const by = this.subject.by;
    if (by === undefined || by.length === 0) return head;
    const { accepted, rejected, notPlayed } = this.tally;
    const rejections = [...rejected.values()].reduce((a, b) => a + b, 0);
    const skipped = [...notPlayed.values()].reduce((a, b) => a + b, 0);
    const steps = by.join(' or ');
    if (accepted + rejections + skipped === 0) return `${head}: no ${steps} step was generated`;
    const parts = [
      `${accepted} accepted${accepted > 0 ? ' (none of them reached it)' : ''}`,
      ...(rejections === 0 ? [] : [`${rejections} rejected (${top(rejected)})`]),
      ...(skipped === 0 ? [] : [`${skipped} not played (${top(notPlayed)})`]),
    ];
    const every = accepted === 0 && rejections > 0 ? `: every ${steps} step played was rejected` : '';
    return `${head}${every}: ${steps} steps ${parts.join(', ')}`;
  }
}
