/**
 * 400.7: an object that moves from one zone to another becomes a new object. So an id
 * is only ever seen in one zone, an id that has gone never comes back, and a card
 * arriving in a new zone has no counters, damage or attachment from its past (a planeswalker
 * or battle entering has only its own loyalty or defense counters, 306.5b, 310.4b).
 * (Transforming and turning face up are not zone changes: 712.18, 708.8.)
 */
import {
  subjects,
  allObjects,
  defineProperty,
  type GameView,
  type ObjectView,
  type Trace,
  violation,
  type Violation,
  games,
} from '../harness/index.js';

function views(trace: Trace): readonly { readonly view: GameView; readonly step: number; readonly text: string }[] {
  const list = trace.initial ? [{ view: trace.initial.referee, step: -1, text: 'after setup' }] : [];
  return [...list, ...trace.records.map((r) => ({ view: r.after.referee, step: r.index, text: `after ${r.text}` }))];
}

/**
 * Whether every counter on a new object is one it gets for entering: a planeswalker's loyalty
 * or a battle's defense, as many as it has printed (306.5b, 310.4b); none is from its past.
 */
function onlyIntrinsicCounters(o: ObjectView): boolean {
  const c = o.characteristics;
  return Object.entries(o.counters).every(
    ([kind, n]) =>
      o.zone === 'battlefield' &&
      c !== null &&
      ((kind === 'loyalty' && c.types.includes('Planeswalker') && n === c.loyalty) ||
        (kind === 'defense' && c.types.includes('Battle') && n === c.defense)),
  );
}

export const property = defineProperty({
  id: '400/zone-change-new-object',
  description: 'An object that changes zones becomes a new object with a new id and no memory of its past.',
  rules: ['400.7', '712.18', '708.8', '306.5b', '310.4b'],
  mechanics: [],
  subject: subjects.ZONE_CHANGE,
  reads: 'referee',
  games: games.mixed({
    setup: {
      cards: { weights: { single: 3, 'nonmodal-dfc': 3, 'modal-dfc': 1, meld: 1, 'legendary-pair': 1 } },
      minBattlefield: 1,
    },
    weights: {
      move: 6,
      'add-counters': 3,
      'deal-damage': 3,
      attach: 2,
      'put-onto-battlefield': 4,
      transform: 2,
      'turn-face-up': 2,
    },
    // Marked permanents that leave and come back, so a new object's fresh start is seen often (issue 12).
    steps: { motifs: { 'mark-leave-return': 30 } },
  }),
  checkTrace(trace) {
    const zoneOf = new Map<string, string>();
    const gone = new Set<string>();
    let previous: ReadonlySet<string> = new Set();
    for (const { view, step, text } of views(trace)) {
      const present = new Set<string>();
      for (const o of allObjects(view)) {
        present.add(o.id);
        const fail = (v: Violation) => ({ violation: v, failingStep: step });
        if (gone.has(o.id))
          return fail(
            violation(`${text}: id ${o.id} left the game view earlier and came back (400.7)`, 'a new id', o.id),
          );
        const first = zoneOf.get(o.id);
        if (first !== undefined && first !== o.zone)
          return fail(
            violation(
              `${text}: ${o.id} moved from ${first} to ${o.zone} without becoming a new object (400.7)`,
              `a new id in ${o.zone}`,
              o.id,
            ),
          );
        if (first === undefined && step >= 0 && o.zone !== 'stack' && o.cards && o.cards.length > 0) {
          const memory = { counters: o.counters, damage: o.damage, attachedTo: o.attachedTo };
          const clean = onlyIntrinsicCounters(o) && o.damage === 0 && o.attachedTo === null;
          if (!clean)
            return fail(
              violation(
                `${text}: new object ${o.id} in ${o.zone} remembers counters, damage or an attachment (400.7)`,
                { counters: {}, damage: 0, attachedTo: null },
                memory,
              ),
            );
        }
        zoneOf.set(o.id, o.zone);
      }
      for (const id of previous) if (!present.has(id)) gone.add(id);
      previous = present;
    }
    return null;
  },
});
