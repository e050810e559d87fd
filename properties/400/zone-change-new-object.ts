/**
 * 400.7: an object that moves from one zone to another becomes a new object. So an id
 * is only ever seen in one zone, an id that has gone never comes back, and a card
 * arriving in a new zone has no counters, damage or attachment from its past (a planeswalker
 * or battle entering has only its own loyalty or defense counters, 306.5b, 310.4b; an Aura enters
 * attached to what it enchants, 303.4f).
 * (Transforming and turning face up are not zone changes: 712.18, 708.8.)
 */
import {
  subjects,
  allObjects,
  type ViewCharacteristics,
  type Face,
  defineProperty,
  definitionOf,
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

/** The counters a face gives a permanent entering with it (306.5b, 310.4b, 714.3a, 614.1c); `X`: any number. */
function enteringCounters(f: Face | ViewCharacteristics): readonly [string, number | 'X'][] {
  const out: [string, number | 'X'][] = [];
  if (f.types.includes('Planeswalker') && f.loyalty !== null) out.push(['loyalty', f.loyalty]);
  if (f.types.includes('Battle') && f.defense !== null) out.push(['defense', f.defense]);
  if (f.subtypes.includes('Saga')) out.push(['lore', 1]);
  for (const a of f.abilities ?? []) if (a.kind === 'enters-with-counters') out.push([a.counter, a.amount]);
  return out;
}

/**
 * Whether every counter on a new object is one it gets for entering: a planeswalker's loyalty, a battle's
 * defense, a Saga's lore counter, an "enters with" ability's counters (306.5b, 310.4b, 714.3a, 614.1c); none is
 * from its past. It may have entered with the other face of its card up and transformed at once for day or
 * night (702.145c, 702.145f), keeping the counters that face gave it (614.1c, 712.18), so either face counts.
 */
function onlyIntrinsicCounters(o: ObjectView): boolean {
  const c = o.characteristics;
  const faces = [...(c === null ? [] : [c]), ...(definitionOf(o)?.faces ?? [])];
  const allowed = faces.flatMap(enteringCounters);
  return Object.entries(o.counters).every(
    ([kind, n]) =>
      o.zone === 'battlefield' && allowed.some(([k, amount]) => k === kind && (amount === 'X' || amount === n)),
  );
}

export const property = defineProperty({
  id: '400/zone-change-new-object',
  description: 'An object that changes zones becomes a new object with a new id and no memory of its past.',
  rules: ['400.7', '712.18', '708.8', '306.5b', '310.4b', '614.1c', '303.4f'],
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
          // An Aura enters the battlefield attached to what it enchants (303.4f, 608.3c): that is no memory.
          const aura = o.zone === 'battlefield' && o.characteristics?.subtypes.includes('Aura') === true;
          const clean = onlyIntrinsicCounters(o) && o.damage === 0 && (o.attachedTo === null || aura);
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
