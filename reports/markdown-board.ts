/**
 * The board at the failing step for `report.md` (the Markdown counterpart of html-board.ts): each viewer's view
 * (the referee first, then each player) as a list of its zones, the objects the failure is about in bold and
 * pointed at, with the fields where expected and actual differ; and the differential check's two views side by
 * side in a table, the objects that differ in bold.
 */
import type { GameView, ObjectView } from '../model/view.js';
import { objectText } from './board-text.js';
import { type Focus, versusFocus } from './focus.js';
import { mdCode, mdText } from './markdown-text.js';
import type { Board } from './report.js';

/** What follows an object the failure is about. */
export const FOCUS_MARK = '◀';

/** Text for Markdown (the board's lists and the side-by-side table): one line, nothing in it read as Markdown. */
const md = mdText;

/** One object, in bold and pointed at when the failure is about it (with the differing fields, when known). */
function objectMarkdown(o: ObjectView, focus: Focus): string {
  const text = md(objectText(o));
  if (!focus.objects.has(o.id)) return text;
  const differs =
    focus.fields.length === 0 ? '' : ` differs: ${focus.fields.map((f) => `**${mdCode(f, true)}**`).join(', ')}`;
  return `**${text}** ${FOCUS_MARK}${differs}`;
}

/** A view's zones that hold something, each with its objects: [zone, text]. */
function zones(view: GameView, focus: Focus): [string, string][] {
  const list = (items: readonly ObjectView[]) => items.map((o) => objectMarkdown(o, focus)).join('; ');
  const out: [string, string][] = [];
  if (view.battlefield.length > 0) out.push(['battlefield', list(view.battlefield)]);
  if (view.stack.length > 0) out.push(['stack', list(view.stack)]);
  if (view.exile.length > 0) out.push(['exile', list(view.exile)]);
  for (const p of view.players) {
    const id = md(p.id);
    if (p.hand === null) {
      if (p.handCount > 0) out.push([`${id} hand`, `${p.handCount} hidden`]);
    } else if (p.hand.length > 0) out.push([`${id} hand`, list(p.hand)]);
    if (p.library !== null && p.library.length > 0) out.push([`${id} library`, list(p.library)]);
    else if (p.libraryCount > 0) out.push([`${id} library`, `${p.libraryCount} card(s), hidden`]);
    if (p.graveyard.length > 0) out.push([`${id} graveyard`, list(p.graveyard)]);
  }
  return out;
}

/** The board: each viewer's view as a list of zones; the objects the failure is about marked. */
export function boardMarkdown(board: Board, focus: Focus): string[] {
  const viewers: [string, GameView][] = [['Referee (everything)', board.referee]];
  for (const [id, view] of Object.entries(board.players)) viewers.push([`${md(id)} sees`, view]);
  return viewers.flatMap(([title, view]) => {
    const listed = zones(view, focus);
    const items = listed.length === 0 ? ['- (nothing)'] : listed.map(([zone, text]) => `- ${zone}: ${text}`);
    return [`*${title}:*`, '', ...items, ''];
  });
}

/**
 * Two views of one viewer side by side (the differential check: the reference engine's and this engine's), one
 * row per zone that holds something in either, the objects that differ between them in bold and pointed at.
 */
export function versusMarkdown(expected: GameView, actual: GameView, fields: readonly string[]): string[] {
  const focus = versusFocus(expected, actual, fields);
  const left = new Map(zones(expected, focus));
  const right = new Map(zones(actual, focus));
  const names = [...new Set([...left.keys(), ...right.keys()])];
  return [
    '| Zone | Reference engine | This engine |',
    '| --- | --- | --- |',
    ...names.map((zone) => `| ${zone} | ${left.get(zone) ?? '(empty)'} | ${right.get(zone) ?? '(empty)'} |`),
    '',
  ];
}
