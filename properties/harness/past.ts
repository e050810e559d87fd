/**
 * What a check judges past (issue 39): the expectations file's known divergences, and the failure kinds it found
 * already. A violation of a kind in it is not the check's failure: the divergences it matched are counted, and the
 * check judges the rest of the same step and game.
 */
import { type Divergence, type FailureKind, type JudgedPast, knownDivergence } from '../../results/divergence.js';

export class Past {
  static readonly NONE = new Past(undefined, new Set());

  private constructor(
    readonly divergences: Readonly<Record<string, Divergence>> | undefined,
    readonly kinds: ReadonlySet<string>,
  ) {}

  /** What a counterexample recorded, or a run's divergences. */
  static of(judged: JudgedPast | undefined): Past {
    const divergences = judged?.divergences;
    const kinds = judged?.kinds ?? [];
    if (divergences === undefined && kinds.length === 0) return Past.NONE;
    return new Past(divergences, new Set(kinds));
  }

  /** Also past failures of `kind`. */
  with(kind: FailureKind): Past {
    return new Past(this.divergences, new Set([...this.kinds, kind.key]));
  }

  /** The name of the divergence a failure is, `''` for a kind found already, or null for a failure to report. */
  known(kind: FailureKind, message: string): string | null {
    if (this.kinds.has(kind.key)) return '';
    return knownDivergence(this.divergences, kind, message);
  }

  /** Nothing to judge past. */
  get empty(): boolean {
    return this.divergences === undefined && this.kinds.size === 0;
  }

  /** As a counterexample records it (absent when empty). */
  toJSON(): JudgedPast | undefined {
    if (this.empty) return undefined;
    return {
      ...(this.divergences === undefined ? {} : { divergences: this.divergences }),
      ...(this.kinds.size === 0 ? {} : { kinds: [...this.kinds] }),
    };
  }
}
