/**
 * An engine that faults on check after check (never answers, crashes, answers malformed views) would cost a
 * timeout and a restart for every property and scenario left, for minutes, to say nothing new. After
 * `BROKEN_AFTER` checks in a row ended in an engine fault, the engine is reported broken and the rest of the
 * run is not played; the report says which checks faulted and which were not run.
 */
import type { EngineBroken, PropertyResult } from '../reports/report.js';

/** Checks in a row ending in an engine fault after which the engine counts as broken. */
export const BROKEN_AFTER = 5;

export class FaultStreak {
  private faulted: string[] = [];
  private last = '';
  private broken = false;

  constructor(private readonly limit: number = BROKEN_AFTER) {}

  /**
   * Note a finished check (as it came, before any expectations file), in the order checks finish; true once
   * the engine counts as broken. A check the engine could not take part in (`not-supported`) neither
   * breaks the streak nor adds to it; any other result that is not a fault ends it.
   */
  note(result: PropertyResult): boolean {
    if (this.broken || result.status === 'not-supported') return this.broken;
    if (result.engineFault !== true) {
      this.faulted = [];
      return false;
    }
    this.faulted.push(result.id);
    this.last = result.message ?? '';
    this.broken = this.faulted.length >= this.limit;
    return this.broken;
  }

  /** Whether the engine was found broken. */
  get isBroken(): boolean {
    return this.broken;
  }

  /** The report's account of it, given the selected checks (in plan order) and those that finished. */
  account(selected: readonly string[], finished: readonly string[]): EngineBroken | undefined {
    if (!this.broken) return undefined;
    const done = new Set(finished);
    return {
      reason: `${this.faulted.length} checks in a row ended in an engine fault; the last: ${this.last}`,
      faulted: [...this.faulted],
      notRun: selected.filter((id) => !done.has(id)),
    };
  }
}

/** One line for the console: that the engine is broken and how much of the run was not played. */
export function brokenLine(broken: EngineBroken): string {
  const shown = broken.notRun.slice(0, 5).join(', ');
  const more = broken.notRun.length > 5 ? `, … (${broken.notRun.length - 5} more, listed in report.json)` : '';
  return (
    `engine broken: ${broken.faulted.length} checks in a row faulted (${broken.faulted.join(', ')}); ` +
    `${broken.notRun.length} selected check(s) not run${broken.notRun.length > 0 ? `: ${shown}${more}` : ''}`
  );
}
