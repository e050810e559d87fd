/**
 * Scenarios judge past an expectations file's known divergences too (issue 39): an expected value at a view path an
 * entry names (with `where`, only in a face-down or face-up object) is taken as the engine shows it, and everything
 * else the scenario expects is still compared. A scenario's view expectations cite no clause, so, as for the
 * differential check, an entry is matched by its path and condition alone (results/divergence.ts); an entry that
 * names only an event or a clause never matches a scenario's view.
 */
import type { GameView, ObjectView } from '../model/view.js';
import { type Divergence, type FailureKind, knownDivergence, type Where } from '../results/divergence.js';

/** Where an expectation's compared value sits in a view, to name a mismatch inside it by its view path. */
export interface ViewPlace {
  /** The view path of the compared value, `[*]` for list elements: `battlefield[*]`, `players[*]`, `battlefield`. */
  readonly prefix: string;
  /** Whether the object holding a mismatch at `path` (inside the compared value) is face down, if one holds it. */
  readonly whereOf: (path: string) => Where | undefined;
}

/** The divergences a scenario judges past, and those it met. */
export class KnownPaths {
  private readonly met = new Map<string, number>();

  constructor(private readonly divergences: Readonly<Record<string, Divergence>>) {}

  /** The name of the entry that covers a mismatch at view path `path`, or null; a match is counted. */
  match(path: string, where: Where | undefined): string | null {
    const kind: FailureKind = {
      key: `at:${path}`,
      label: `at ${path}`,
      path,
      ...(where === undefined ? {} : { where }),
    };
    const name = knownDivergence(this.divergences, kind, '');
    if (name !== null) this.met.set(name, 1);
    return name;
  }

  /** The entries met, each once (a scenario is one game): `PropertyResult.divergences`. */
  seen(): Readonly<Record<string, number>> | undefined {
    return this.met.size === 0 ? undefined : Object.fromEntries(this.met);
  }
}

/** `prefix` and a mismatch path of matching.ts (`characteristics.types[0]`, `[2].name`) as one view path. */
export function viewPathOf(prefix: string, path: string): string {
  const inner = path.replace(/\[\d+\]/g, '[*]');
  if (inner === '') return prefix;
  return inner.startsWith('[') ? `${prefix}${inner}` : `${prefix}.${inner}`;
}

const whereOfObject = (o: ObjectView | undefined): Where | undefined =>
  o === undefined ? undefined : o.faceDown === null ? 'face-up' : 'face-down';

/** The place of object `object` of `view`: its list's view path, and whether it is face down. */
export function objectPlace(view: GameView, object: ObjectView): ViewPlace | null {
  const where = () => whereOfObject(object);
  for (const zone of ['battlefield', 'stack', 'exile'] as const)
    if (view[zone].includes(object)) return { prefix: `${zone}[*]`, whereOf: where };
  for (const p of view.players)
    for (const zone of ['library', 'hand', 'graveyard', 'lookedAt'] as const)
      if ((p[zone] ?? []).includes(object)) return { prefix: `players[*].${zone}[*]`, whereOf: where };
  return null;
}

/** The place of a whole list of a view (`battlefield`): a mismatch's first index names the object holding it. */
export function listPlace(view: GameView, zone: 'battlefield' | 'stack' | 'exile'): ViewPlace {
  return {
    prefix: zone,
    whereOf: (path) => {
      const index = /^\[(\d+)\]/.exec(path)?.[1];
      return index === undefined ? undefined : whereOfObject(view[zone][Number(index)]);
    },
  };
}

/** A copy of `value` with the part at `path` (matching.ts's form) replaced by `leaf`. */
export function withValueAt(value: unknown, path: string, leaf: unknown): unknown {
  const head = /^\.?(?:\[(\d+)\]|([^.[]+))/.exec(path);
  if (head === null || path === '') return leaf;
  const rest = path.slice(head[0].length);
  if (head[1] !== undefined && Array.isArray(value)) {
    const i = Number(head[1]);
    return value.map((v, j) => (j === i ? withValueAt(v, rest, leaf) : v));
  }
  const key = head[2];
  if (key === undefined || typeof value !== 'object' || value === null || Array.isArray(value)) return leaf;
  const record = value as Readonly<Record<string, unknown>>;
  return { ...record, [key]: withValueAt(record[key], rest, leaf) };
}
