/**
 * Engines name objects with their own ids, so two engines' views can be compared only
 * up to renaming. Each id gets a canonical name (`#1`, `#2`, ...) the first time it is
 * seen in the referee view (namingOrder), and keeps it for the whole trace: two engines
 * that behave alike give identical canonical views, identity across steps included.
 * An object's colours are a set (202.2): both views list them in W, U, B, R, G order, so an engine that sorts
 * them differently is not reported as differing. An ability on the stack is compared by what the contract fixes
 * (docs/adapter.md): its source, its trigger and its targets (ids renamed too); its `description` is the engine's own
 * words, so only whether it has one is compared, never its wording.
 */
import {
  allObjects,
  forEachObject,
  type GameView,
  mapObjects,
  type ObjectView,
  type PrintedObject,
  type Snapshot,
} from '../harness/index.js';

const COLOR_ORDER = ['W', 'U', 'B', 'R', 'G'];
const colorRank = (c: string): number => {
  const i = COLOR_ORDER.indexOf(c);
  return i === -1 ? COLOR_ORDER.length : i;
};

/**
 * The order a referee view's objects get their names in: each object a setup card is (the view's `cards`) by those
 * cards, then the rest (tokens, copies of spells) in the view's own order (allObjects). By cards, so that two engines
 * listing a zone in different orders still name the same card's object alike: a difference of order then shows as
 * one (another object at a position), not as every field of two different objects, and the differential gives the
 * reference the engine's actions on the objects the engine meant (divergence.ts playOnReference).
 */
function namingOrder(referee: GameView): readonly ObjectView[] {
  const keyed = allObjects(referee).map((o) => ({ o, cards: o.cards?.join('+') ?? '' }));
  const byCards = keyed
    .filter((k) => k.cards !== '')
    .sort((x, y) => (x.cards < y.cards ? -1 : x.cards > y.cards ? 1 : 0));
  return [...byCards, ...keyed.filter((k) => k.cards === '')].map((k) => k.o);
}

/** What an ability's description becomes in a compared view: it has one, in whatever words (docs/adapter.md). */
export const WORDED = "(described in the engine's own words)";

/** Renames ids consistently over a whole trace. */
export class CanonicalIds {
  private readonly names = new Map<string, string>();

  private name(id: string): string {
    let n = this.names.get(id);
    if (n === undefined) {
      n = `#${this.names.size + 1}`;
      this.names.set(id, n);
    }
    return n;
  }

  /** The canonical name of one of the engine's ids, or undefined when it has not been seen. */
  canonicalOf(id: string): string | undefined {
    return this.names.get(id);
  }

  /** The engine's own id behind a canonical name (`#3` -> `o7`), or undefined when it names none. */
  ownId(canonical: string): string | undefined {
    for (const [id, name] of this.names) if (name === canonical) return id;
    return undefined;
  }

  private ability(p: Extract<PrintedObject, { kind: 'ability' }>): PrintedObject {
    const { targets } = p;
    return {
      ...p,
      source: this.name(p.source),
      description: typeof p.description === 'string' && p.description.trim() !== '' ? WORDED : p.description,
      ...(targets === undefined ? {} : { targets: targets.map((t) => this.name(t)) }),
    };
  }

  private object(o: ObjectView): ObjectView {
    const printed: PrintedObject | null = o.printed?.kind === 'ability' ? this.ability(o.printed) : o.printed;
    const c = o.characteristics;
    const characteristics = c ? { ...c, colors: [...c.colors].sort((a, b) => colorRank(a) - colorRank(b)) } : c;
    return {
      ...o,
      id: this.name(o.id),
      attachedTo: o.attachedTo === null ? null : this.name(o.attachedTo),
      printed,
      characteristics,
    };
  }

  private view(v: GameView): GameView {
    return mapObjects(v, (o) => this.object(o));
  }

  /** The snapshot with canonical ids; names are handed out in the referee view's naming order first. */
  snapshot(s: Snapshot): Snapshot {
    for (const o of namingOrder(s.referee)) this.name(o.id);
    const players: Record<string, GameView> = {};
    for (const [player, v] of Object.entries(s.players)) players[player] = this.view(v);
    return { referee: this.view(s.referee), players };
  }

  /**
   * Hands out the names `snapshot(s)` would, in the same order, without building the renamed views: what the
   * differential's replay on the reference needs before each action (divergence.ts playOnReference).
   */
  learn(s: Snapshot): void {
    for (const o of namingOrder(s.referee)) this.name(o.id);
    const visit = (o: ObjectView) => {
      // object()'s order: the ability's source and targets, then the id, then what it is attached to.
      if (o.printed?.kind === 'ability') {
        this.name(o.printed.source);
        if (o.printed.targets !== undefined) for (const t of o.printed.targets) this.name(t);
      }
      this.name(o.id);
      if (o.attachedTo !== null) this.name(o.attachedTo);
    };
    for (const v of Object.values(s.players)) forEachObject(v, visit);
    forEachObject(s.referee, visit);
  }
}
