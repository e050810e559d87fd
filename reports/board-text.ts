/**
 * A view as a few lines of text, for `obverse replay`: each zone that holds something,
 * each object by the name the viewer sees (or "face-down"), with its face and status.
 */
import type { GameView, ObjectView } from '../model/view.js';

/** One object as the viewer sees it: `Delver of Secrets [o3] (back face, tapped, +1/+1 x2)`. */
export function objectText(o: ObjectView): string {
  const name = o.characteristics?.name ?? (o.faceDown === null ? 'unnamed' : 'face-down');
  const status = [
    o.faceDown === null ? null : `face down by ${o.faceDown.by}`,
    o.face === 'back' ? 'back face' : null,
    o.transformed ? 'transformed' : null,
    o.melded ? 'melded' : null,
    o.token ? 'token' : null,
    o.tapped ? 'tapped' : null,
    o.phasedOut ? 'phased out' : null,
    o.attachedTo === null ? null : `attached to ${o.attachedTo}`,
    o.damage > 0 ? `${o.damage} damage` : null,
    ...Object.entries(o.counters).map(([k, n]) => `${k} x${n}`),
    o.characteristics === null ? null : `mv ${o.characteristics.manaValue}`,
  ].filter((s) => s !== null);
  return `${name} [${o.id}]${status.length === 0 ? '' : ` (${status.join(', ')})`}`;
}

/** The view's zones that hold something, one line each. */
export function viewLines(view: GameView): readonly string[] {
  const list = (items: readonly ObjectView[]) => items.map(objectText).join('; ');
  const lines: string[] = [];
  if (view.battlefield.length > 0) lines.push(`battlefield: ${list(view.battlefield)}`);
  if (view.stack.length > 0) lines.push(`stack: ${list(view.stack)}`);
  if (view.exile.length > 0) lines.push(`exile: ${list(view.exile)}`);
  for (const p of view.players) {
    const hand = p.hand === null ? `${p.handCount} hidden` : p.hand.length === 0 ? null : list(p.hand);
    if (hand !== null) lines.push(`${p.id} hand: ${hand}`);
    if (p.library !== null && p.library.length > 0) lines.push(`${p.id} library: ${list(p.library)}`);
    else if (p.libraryCount > 0) lines.push(`${p.id} library: ${p.libraryCount} card(s)`);
    if (p.graveyard.length > 0) lines.push(`${p.id} graveyard: ${list(p.graveyard)}`);
  }
  if (view.gameOver) lines.push('the game is over');
  return lines.length === 0 ? ['(nothing)'] : lines;
}
