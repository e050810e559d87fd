/** Reading referee views: every object, lookups by id and card, and readable labels. */
import type { ObjectView, GameView, PrintedObject } from '../model/view.js';
import type { CardDefinition, TokenDefinition } from '../model/card.js';

/** Every object the view shows, zone by zone. */
export function allObjects(view: GameView): readonly ObjectView[] {
  const out: ObjectView[] = [];
  for (const p of view.players) out.push(...(p.library ?? []), ...(p.hand ?? []), ...p.graveyard);
  out.push(...view.battlefield, ...view.stack, ...view.exile);
  return out;
}

export function objectById(view: GameView, id: string): ObjectView | undefined {
  return allObjects(view).find((o) => o.id === id);
}

/** The object (in a referee view) that a setup card is now. */
export function objectOfCard(view: GameView, card: string): ObjectView | undefined {
  return allObjects(view).find((o) => o.cards?.includes(card) ?? false);
}

/** The printed card or token definition, if single (not melded, not an ability). */
export function printedDefinition(p: PrintedObject | null): CardDefinition | TokenDefinition | null {
  if (p === null) return null;
  return p.kind === 'card' || p.kind === 'token' ? p.definition : null;
}

/** Whether the object is physically a double-faced card or token, not a meld card (712.9, 701.27a). */
export function isPhysicallyDoubleFaced(o: ObjectView): boolean {
  const def = printedDefinition(o.printed);
  return def !== null && (def.layout === 'nonmodal-dfc' || def.layout === 'modal-dfc');
}

/** A short readable label: `#3 Ashen Warden`, `#2 face-down (manifest)`. */
export function label(view: GameView, o: ObjectView): string {
  const name = o.faceDown ? `face-down (${o.faceDown.by})` : (o.characteristics?.name ?? 'nameless');
  const at = o.zone === 'battlefield' ? `#${view.battlefield.findIndex((b) => b.id === o.id) + 1} ` : `${o.zone} `;
  return `${at}${name} [${o.id}]`;
}
