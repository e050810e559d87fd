/**
 * `--shard k/n`: a deterministic, disjoint share of a check's work units (properties and
 * scenarios), so n CI machines each run one share and `obverse merge` joins their reports.
 * Units are ordered by id (a stable order, whatever the folders or the file system say) and
 * dealt round-robin, so each share gets a mix of chapters rather than one chapter's long tail.
 */
import { UsageError } from '../errors.js';

/** Which share: `index` of `total`, counted from 1. */
export interface Shard {
  readonly index: number;
  readonly total: number;
}

/** Parse `k/n` (1 <= k <= n); throws a UsageError saying what is wrong. */
export function parseShard(value: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const index = Number(m?.[1]);
  const total = Number(m?.[2]);
  if (m === null || !Number.isSafeInteger(index) || !Number.isSafeInteger(total) || total < 1)
    throw new UsageError(`--shard must be k/n with 1 <= k <= n (e.g. --shard 2/4), got "${value}"`, 'check');
  if (index < 1 || index > total)
    throw new UsageError(`--shard ${value}: k must be between 1 and ${total} (shards count from 1)`, 'check');
  return { index, total };
}

/** The ids of `ids` in `shard`'s share: the k-th of every n, in id order. */
export function shardShare(ids: readonly string[], shard: Shard): ReadonlySet<string> {
  const sorted = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return new Set(sorted.filter((_, i) => i % shard.total === shard.index - 1));
}
