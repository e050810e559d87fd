/**
 * A counterexample told as a story, shared by the Markdown report, `obverse replay` and
 * the GitHub summary: the setup in a few lines (every zone that holds something), the
 * actions numbered in words, and at the failing step the clauses it breaks with their
 * summaries, and expected vs actual as a diff.
 */
import type { CardDefinition } from '../model/card.js';
import type { GameSetup, PermanentSetup } from '../model/setup.js';
import { diffText } from './diff.js';
import type { Counterexample } from './report.js';

function cardName(setup: GameSetup, key: string): string {
  const card = (setup.cards as Readonly<Record<string, CardDefinition>>)[key];
  const faces = card?.faces?.map((f) => f.name) ?? [];
  return faces.length === 0 ? key : `${faces.join(' // ')} (${key})`;
}

/** A permanent and its status; `owner` is the player whose battlefield lists it. */
function permanent(setup: GameSetup, p: PermanentSetup, owner: string): string {
  const what =
    p.card !== undefined
      ? cardName(setup, p.card)
      : p.melded !== undefined
        ? `melded ${p.melded.map((k) => cardName(setup, k)).join(' + ')}`
        : `token ${p.token?.faces?.[0]?.name ?? ''}`.trim();
  const status = [
    // The label is what other permanents' "attached to" and "copy of" name.
    p.label === undefined ? null : `label ${p.label}`,
    p.controller === undefined || p.controller === owner ? null : `controlled by ${p.controller}`,
    p.faceDown === undefined ? null : `face down by ${p.faceDown}`,
    p.face === 'back' ? 'back face up' : null,
    p.tapped === true ? 'tapped' : null,
    p.counters === undefined || Object.keys(p.counters).length === 0
      ? null
      : Object.entries(p.counters)
          .map(([k, n]) => `${n} ${k}`)
          .join(', '),
    p.attachedTo === undefined ? null : `attached to ${p.attachedTo}`,
    p.copyOf === undefined ? null : `copy of ${p.copyOf}`,
  ].filter((s) => s !== null);
  return status.length === 0 ? what : `${what} [${status.join('; ')}]`;
}

/**
 * The setup in a few lines: per player, every zone that holds something (battlefield, hand,
 * library, graveyard, exile; each card once, under its owner, with who controls it when
 * another player does), then the stack; "nothing" for a player with no cards.
 */
export function setupLines(setup: GameSetup): readonly string[] {
  const out: string[] = [];
  for (const p of setup.players) {
    const zones: [string, readonly string[]][] = [
      ['battlefield', (p.battlefield ?? []).map((b) => permanent(setup, b, p.id))],
      ['hand', (p.hand ?? []).map((k) => cardName(setup, k))],
      ['library (top first)', (p.library ?? []).map((k) => cardName(setup, k))],
      ['graveyard', (p.graveyard ?? []).map((k) => cardName(setup, k))],
      ['exile', (p.exile ?? []).map((e) => `${cardName(setup, e.card)}${e.faceDown === true ? ' [face down]' : ''}`)],
    ];
    const filled = zones.filter(([, items]) => items.length > 0);
    if (filled.length === 0) out.push(`${p.id}: nothing`);
    for (const [zone, items] of filled) out.push(`${p.id} ${zone}: ${items.join(', ')}`);
  }
  const stack = setup.stack;
  if (stack !== undefined && stack.length > 0) {
    out.push(
      `stack (bottom first): ${stack
        .map(
          (s) =>
            `${cardName(setup, s.card)} cast by ${s.controller ?? s.owner}` +
            (s.controller === undefined || s.controller === s.owner ? '' : `, owned by ${s.owner}`) +
            (s.faceDown === undefined ? '' : ` face down by ${s.faceDown}`) +
            (s.face === 'back' ? ' back face up' : ''),
        )
        .join(', ')}`,
    );
  }
  return out;
}

/** Where it broke, in words. */
export function failingStepText(ce: Counterexample): string {
  return ce.failingStep < 0
    ? 'right after setup'
    : `at step ${ce.failingStep + 1}: ${ce.steps[ce.failingStep] ?? '(no such step)'}`;
}

/** The actions numbered from 1, the failing one marked. */
export function actionLines(ce: Counterexample): readonly string[] {
  if (ce.steps.length === 0) return ['(no actions: it fails right after setup)'];
  return ce.steps.map((s, i) => `${i + 1}. ${s}${i === ce.failingStep ? '   <-- fails here' : ''}`);
}

/**
 * When the counterexample is not known to be minimal: shrinking stopped at its budget before a local
 * minimum (`locallyMinimal` false, or for reports without it `shrinkCutShort`), in one sentence; undefined
 * when it is locally minimal.
 */
export function shrinkNote(ce: Counterexample): string | undefined {
  const spent = ce.shrinking;
  if (ce.locallyMinimal === false && spent?.stoppedBy !== undefined) {
    const why =
      spent.stoppedBy === 'time' ? `its time (${seconds(spent.budgetMs)})` : `its attempts (${spent.attempts} games)`;
    return `Shrinking stopped at ${why}: this counterexample fails, but a smaller one may exist.`;
  }
  if (ce.locallyMinimal === true || ce.shrinkCutShort === undefined) return undefined;
  return (
    `Shrinking was cut short after ${ce.shrinkCutShort} attempts (the shrink budget): this counterexample ` +
    'fails, but a smaller one may exist.'
  );
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * The counterexample's size and what shrinking spent, in one line ("1 card, 0 actions; locally minimal; shrunk in
 * 18 games, 4.2 s of 30.0 s"); undefined for reports that do not record its size.
 */
export function sizeLine(ce: Counterexample): string | undefined {
  if (ce.size === undefined) return undefined;
  const size = `${plural(ce.size.cards, 'card')}, ${plural(ce.size.actions, 'action')}`;
  const minimal =
    ce.locallyMinimal === true ? 'locally minimal (no single card, zone or action can go)' : 'not known to be minimal';
  const spent = ce.shrinking;
  const cost =
    spent === undefined
      ? ''
      : `; shrunk in ${seconds(spent.ms)}${Number.isFinite(spent.budgetMs) ? ` of ${seconds(spent.budgetMs)}` : ''}` +
        ` (${plural(spent.attempts, 'game')} played by the minimiser)`;
  return `${size}; ${minimal}${cost}`;
}

/** The clauses a result checks, each with its summary. */
export function clauseLines(rules: readonly string[], clauses: Readonly<Record<string, string>> = {}): string[] {
  return rules.map((id) => `${id}: ${clauses[id] ?? '(no summary in this edition)'}`);
}

/** Expected vs actual, as diff lines. */
export function expectedActualLines(ce: Counterexample): readonly string[] {
  return diffText(ce.expected, ce.actual);
}
