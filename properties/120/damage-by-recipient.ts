/**
 * 120: what dealt damage does depends on what is dealt it. Only creatures, planeswalkers and battles
 * can be dealt damage (120.1): any other permanent is dealt none, so nothing is marked on it and it
 * carries no damage into a later face that is a creature. Damage to a planeswalker removes that many
 * loyalty counters (120.3c), to a battle that many defense counters (120.3h), and to a creature from a
 * source with neither wither nor infect it is marked (120.3e). A permanent that is both gets both. Judged
 * on a `deal-damage` with no source (a source with no abilities), on a phased-in permanent that is still
 * on the battlefield after the step (a state-based action may have removed it, 704.3).
 */
import { subjects, defineProperty, games, type ObjectView, type StepRecord, violation } from '../harness/index.js';

/** What the permanent must show after `amount` damage: damage marked, loyalty and defense counters. */
function expectedAfter(before: ObjectView, amount: number): { damage: number; loyalty?: number; defense?: number } {
  const types = before.characteristics?.types ?? [];
  const expected: { damage: number; loyalty?: number; defense?: number } = {
    damage: before.damage + (types.includes('Creature') ? amount : 0),
  };
  const less = (n: number | undefined) => Math.max(0, (n ?? 0) - amount);
  if (types.includes('Planeswalker')) expected.loyalty = less(before.counters.loyalty);
  if (types.includes('Battle')) expected.defense = less(before.counters.defense);
  return expected;
}

function check(record: StepRecord) {
  const a = record.action;
  if (a.kind !== 'deal-damage' || a.source !== undefined || !record.result.ok) return null;
  const before = record.before.referee.battlefield.find((o) => o.id === a.object);
  const after = record.after.referee.battlefield.find((o) => o.id === a.object);
  if (!before || !after || before.phasedOut || before.characteristics === null) return null;
  const expected = expectedAfter(before, a.amount);
  const actual = {
    damage: after.damage,
    ...(expected.loyalty === undefined ? {} : { loyalty: after.counters.loyalty ?? 0 }),
    ...(expected.defense === undefined ? {} : { defense: after.counters.defense ?? 0 }),
  };
  if (JSON.stringify(actual) === JSON.stringify(expected)) return null;
  const types = before.characteristics.types.join(' ') || 'typeless';
  return violation(
    `${record.text}: a ${types} permanent dealt ${a.amount} damage shows ${JSON.stringify(actual)}, but the rules ` +
      'make it mark damage only on a creature, remove loyalty from a planeswalker and defense from a battle ' +
      '(120.1, 120.3c, 120.3e, 120.3h)',
    expected,
    actual,
  );
}

export const property = defineProperty({
  id: '120/damage-by-recipient',
  description:
    'Damage is marked only on creatures, removes loyalty counters from planeswalkers and defense counters from ' +
    'battles, and does nothing to any other permanent.',
  rules: ['120.1', '120.3', '120.3c', '120.3e', '120.3h'],
  mechanics: [],
  subject: subjects.DAMAGE_TO_PERMANENT,
  reads: 'referee',
  games: games.mixed({
    setup: {
      cards: { weights: { single: 3, 'nonmodal-dfc': 3, 'modal-dfc': 2 } },
      minBattlefield: 2,
      faceDownPercent: 20,
    },
    weights: { 'deal-damage': 8, transform: 3, 'put-onto-battlefield': 2, 'turn-face-up': 2 },
  }),
  checkStep: check,
});
