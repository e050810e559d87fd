/**
 * The board at the failing step, as HTML: one column per viewer (the referee first, then
 * each player), side by side, each zone with its objects drawn as cards showing what that
 * viewer may see: face up or down (and by which ability), which face, tapped, counters,
 * damage, attachments, token, transformed, melded.
 */
import type { GameView, ObjectView } from '../model/view.js';
import { type Focus, versusFocus } from './focus.js';
import type { Board } from './report.js';

const NO_FOCUS: Focus = { objects: new Set(), fields: [] };

/** Escape text for HTML content and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function names(views: readonly GameView[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const v of views)
    for (const o of [...v.battlefield, ...v.stack, ...v.exile])
      if (!map.has(o.id)) map.set(o.id, o.characteristics?.name ?? 'face-down');
  return map;
}

function card(o: ObjectView, known: ReadonlyMap<string, string>, focus: Focus): string {
  const focused = focus.objects.has(o.id);
  const faceDown = o.faceDown !== null;
  const name = o.characteristics?.name ?? (faceDown ? 'Face-down' : 'Unnamed');
  const c = o.characteristics;
  const pt = c !== null && c.power !== null && c.toughness !== null ? `${c.power}/${c.toughness}` : '';
  const tags = [
    faceDown ? `face down (${o.faceDown?.by})` : `face up: ${o.face}`,
    o.transformed ? 'transformed' : '',
    o.melded ? 'melded' : '',
    o.token ? 'token' : '',
    o.tapped ? 'tapped' : '',
    o.phasedOut ? 'phased out' : '',
    o.damage > 0 ? `${o.damage} damage` : '',
    ...Object.entries(o.counters).map(([k, n]) => `${n} × ${k} counter`),
    o.attachedTo === null ? '' : `attached to ${known.get(o.attachedTo) ?? ''} [${o.attachedTo}]`,
    o.printed === null ? '' : `card: ${printedName(o)}`,
  ].filter((t) => t !== '');
  const classes = [
    'card',
    faceDown ? 'down' : 'up',
    o.tapped ? 'tapped' : '',
    o.face === 'back' ? 'back' : '',
    focused ? 'focus' : '',
  ]
    .filter((x) => x !== '')
    .join(' ');
  const meta =
    esc(o.id) +
    (c === null ? '' : ` · mv ${c.manaValue}`) +
    (pt === '' ? '' : ` · ${pt}`) +
    (c === null ? '' : ` · ${esc(c.types.join(' '))}`);
  const data =
    `data-object="${esc(o.id)}" data-face-down="${faceDown}" ` +
    `data-face="${o.face}" data-tapped="${o.tapped}"${focused ? ' data-focus="true"' : ''}`;
  // The object the failure is about shows where expected and actual differ.
  const differs =
    focused && focus.fields.length > 0
      ? `<li class="differs">differs: ${focus.fields.map((f) => `<mark>${esc(f)}</mark>`).join(', ')}</li>`
      : '';
  return `<div class="${classes}" ${data}>
<div class="name">${esc(name)}</div><div class="meta">${meta}</div>
<ul>${tags.map((t) => `<li>${esc(t)}</li>`).join('')}${differs}</ul></div>`;
}

function printedName(o: ObjectView): string {
  const p = o.printed;
  if (p === null) return '';
  if (p.kind === 'card') return p.definition.faces.map((f) => f.name).join(' // ');
  if (p.kind === 'token') return p.definition.faces.map((f) => f.name).join(' // ');
  if (p.kind === 'melded') return p.definitions.map((d) => d.faces[0]?.name ?? '').join(' + ');
  return p.description;
}

function zone(
  label: string,
  key: string,
  objects: readonly ObjectView[] | null,
  count: number,
  known: ReadonlyMap<string, string>,
  focus: Focus,
): string {
  const body =
    objects === null
      ? `<p class="hidden-zone">${count} card${count === 1 ? '' : 's'}, hidden</p>`
      : objects.length === 0
        ? '<p class="empty">empty</p>'
        : objects.map((o) => card(o, known, focus)).join('\n');
  return `<section class="zone" data-zone="${esc(key)}"><h4>${esc(label)}</h4>${body}</section>`;
}

function column(
  viewer: string,
  view: GameView,
  known: ReadonlyMap<string, string>,
  focus: Focus,
  title = viewer === 'referee' ? 'Referee (everything)' : `${viewer} sees`,
): string {
  const zones = [
    zone('Battlefield', 'battlefield', view.battlefield, view.battlefield.length, known, focus),
    zone('Stack', 'stack', view.stack, view.stack.length, known, focus),
    zone('Exile', 'exile', view.exile, view.exile.length, known, focus),
    ...view.players.flatMap((p) => [
      zone(`${p.id} hand`, `${p.id}/hand`, p.hand, p.handCount, known, focus),
      zone(`${p.id} library`, `${p.id}/library`, p.library, p.libraryCount, known, focus),
      zone(`${p.id} graveyard`, `${p.id}/graveyard`, p.graveyard, p.graveyard.length, known, focus),
    ]),
  ];
  return `<div class="view" data-viewer="${esc(viewer)}"><h3>${esc(title)}</h3>${zones.join('\n')}</div>`;
}

/** The board: the referee's view and each player's, side by side; the objects the failure is about marked. */
export function boardHtml(board: Board, focus: Focus = NO_FOCUS): string {
  const viewers: [string, GameView][] = [['referee', board.referee], ...Object.entries(board.players)];
  const known = names(viewers.map(([, v]) => v));
  return `<div class="board">${viewers.map(([viewer, view]) => column(viewer, view, known, focus)).join('\n')}</div>`;
}

/** Whether a value is a view (what the differential check compares). */
export function isView(value: unknown): value is GameView {
  const v = value as Partial<GameView> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.battlefield) && Array.isArray(v.players);
}

/**
 * Two views of one viewer side by side (the differential check: the reference engine's and this engine's),
 * the objects that differ between them marked with the fields that differ.
 */
export function versusHtml(expected: GameView, actual: GameView, fields: readonly string[]): string {
  const focus = versusFocus(expected, actual, fields);
  const known = names([expected, actual]);
  return (
    `<div class="board versus">${column('reference', expected, known, focus, 'Reference engine')}\n` +
    `${column('engine', actual, known, focus, 'This engine')}</div>`
  );
}
