/**
 * Resolving a `damage-from-source` step (generated-step.ts): damage from a named source to a player
 * (`deal-damage-to-player`) or to a permanent (`deal-damage`).
 */
import type { Action } from '../adapter/action.js';
import type { GeneratedStep } from './generated-step.js';
import { type Found, pick, type ResolveContext, resolveTarget } from './resolve-target.js';

type SourceDamage = Extract<GeneratedStep, { kind: 'damage-from-source' }>;

/** What the step resolves to: the action and its line, or why it is skipped. */
export type ResolvedDamage =
  | { readonly ok: true; readonly action: Action; readonly text: string }
  | { readonly ok: false; readonly skipped: string };

/** Poison counters at which a player loses (704.5c). */
const POISON_LIMIT = 10;

/**
 * The action of `step`, or why it is skipped. Damage that would make a player lose (0 life, 704.5a; ten poison
 * counters, 704.5c) is never asked for, as generated games never draw from an empty library (704.5b): the game
 * would end there, and what it is about would stop.
 */
export function resolveSourceDamage(ctx: ResolveContext, step: SourceDamage): ResolvedDamage {
  const source: Found | undefined = resolveTarget(ctx, step.source);
  if (!source) return { ok: false, skipped: `damage-from-source: no source at ${JSON.stringify(step.source)}` };
  const from = { source: source.id };
  if ('target' in step.to) {
    const x = resolveTarget(ctx, step.to.target);
    if (!x) return { ok: false, skipped: `damage-from-source: no object at ${JSON.stringify(step.to.target)}` };
    const action = { kind: 'deal-damage', object: x.id, amount: step.amount, ...from } as const;
    return { ok: true, action, text: `${source.text} deals ${step.amount} damage to ${x.text}` };
  }
  const p = pick(ctx.view.players, step.to.player);
  if (!p) return { ok: false, skipped: 'damage-from-source: no player' };
  if (p.left) return { ok: false, skipped: `damage-from-source: ${p.id} has left the game` };
  if ((p.life ?? 20) <= step.amount || (p.poison ?? 0) + step.amount >= POISON_LIMIT)
    return { ok: false, skipped: `damage-from-source: ${p.id} would lose the game (704.5a, 704.5c)` };
  const action = { kind: 'deal-damage-to-player', player: p.id, amount: step.amount, ...from } as const;
  return { ok: true, action, text: `${source.text} deals ${step.amount} damage to ${p.id}` };
}
