/**
 * What a violation is about (results/divergence.ts FailureKind): the view path it names (`Violation.at`), whether the
 * object there is face down, the event it is about, the clauses it cites; or, when it names no path, its message
 * without its situation (the step, ids, numbers, quoted names). Two failures of one check with the same kind's key
 * are one failure: a check goes on past a kind it has found (search.ts), and past the expectations file's known
 * divergences, for failures of other kinds.
 */
import { citedClauses, type FailureKind, kindPath, pathKind, type Where } from '../../results/divergence.js';
import { objectById } from '../../model/view-read.js';
import type { Snapshot } from './snapshot.js';
import type { Violation } from './violation.js';

/** The message without its situation: the part after the first `: `, bracketed details, quoted names and numbers. */
export function messageSkeleton(message: string): string {
  const colon = message.indexOf(': ');
  const body = colon < 0 ? message : message.slice(colon + 2);
  // Bracketed details go whole, also those holding brackets of their own (a step list naming objects [o1]).
  let plain = body;
  for (let before = ''; before !== plain; ) {
    before = plain;
    plain = plain.replace(/\[[^[\]]*\]/g, '');
  }
  return plain.replace(/"[^"]*"/g, '""').replace(/\b\w*\d\w*\b/g, '#');
}

/** The message's body in words for a label: its situation and bracketed ids left out, on one line, cut short. */
function bodyText(message: string): string {
  const colon = message.indexOf(': ');
  const body = (colon < 0 ? message : message.slice(colon + 2)).replace(/\s*\[[^[\]]*\]/g, '').replace(/\s+/g, ' ');
  return body.length > 120 ? `${body.slice(0, 117)}...` : body.trim();
}

/** Whether the object a viewer path is in (its first bracketed id) is face down, in the first snapshot having it. */
export function whereOf(viewerPath: string, snapshots: readonly (Snapshot | null)[]): Where | undefined {
  const id = /\[([^\]]+)\]/.exec(viewerPath)?.[1];
  if (id === undefined) return undefined;
  for (const s of snapshots) {
    const o = s === null ? undefined : objectById(s.referee, id);
    if (o !== undefined) return o.faceDown === null ? 'face-up' : 'face-down';
  }
  return undefined;
}

/**
 * The kind of a property's violation. `snapshots` are where the object it names may be (after the step, then
 * before it), for whether it is face down. A violation that carries its kind (the differential's) keeps it.
 */
export function kindOf(v: Violation, snapshots: readonly (Snapshot | null)[]): FailureKind {
  if (v.kind !== undefined) return v.kind;
  const clauses = v.clauses ?? citedClauses(v.message);
  const event = v.event === undefined ? {} : { event: v.event };
  if (v.at !== undefined) return pathKind(kindPath(v.at), whereOf(v.at, snapshots), { clauses, ...event });
  const cited = clauses.length === 0 ? '' : ` (${clauses.join(', ')})`;
  const label = v.event === undefined ? bodyText(v.message) : `event ${v.event}: ${bodyText(v.message)}`;
  const key = `rule:${clauses.join(',')}:${messageSkeleton(v.message)}`;
  return { key, label: label.endsWith(')') ? label : `${label}${cited}`, clauses, ...event };
}
