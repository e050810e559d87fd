/**
 * 704.3: whenever a player would receive priority, which is after every action of the
 * vocabulary, the game performs every state-based action that applies, and checks again
 * until none does. So after any accepted action the referee's view shows no permanent a
 * state-based action would act on: no creature with toughness 0 or less (704.5f) or lethal
 * damage (704.5g), no planeswalker without loyalty (704.5i), no battle without defense
 * (704.5v), no two legendary permanents of one name under one controller (704.5j; under any
 * controllers before Magic 2014), no Aura attached illegally or to nothing (704.5m, 303.4d), no
 * Equipment attached to a noncreature
 * or being a creature (704.5n, 301.5c), nothing else attached (704.5p), no permanent with both
 * +1/+1 and -1/-1 counters (704.5q) and no two world permanents (704.5k). A phased-out
 * permanent is treated as though it does not exist (702.26b). And the legend rule kept the legend
 * it should: the one its controller chose, else the newest, and put the others into the graveyard
 * even when the one kept left in the same check for another reason (704.5j, 704.3; legend-outcome.ts).
 */
import {
  subjects,
  DEFAULT_EDITION,
  defineProperty,
  editionRules,
  type EditionRules,
  games,
  type GameView,
  type ObjectView,
  violation,
} from '../harness/index.js';
import { legendRuleOutcome } from './legend-outcome.js';

/** A state-based action that applies to `o` in `view`, as the clause that says so, or null. */
function pendingFor(o: ObjectView, view: GameView): string | null {
  const c = o.characteristics;
  if (c === null) return null;
  const creature = c.types.includes('Creature');
  if (creature && c.toughness !== null && c.toughness <= 0) return '704.5f';
  if (creature && c.toughness !== null && o.damage > 0 && o.damage >= c.toughness) return '704.5g';
  if (c.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0) return '704.5i';
  // 704.5v's exception: a battle that is the source of a triggered ability still on the stack stays.
  const sourceOfTrigger = view.stack.some(
    (s) => s.printed?.kind === 'ability' && s.printed.source === o.id && s.printed.trigger !== undefined,
  );
  if (c.types.includes('Battle') && (o.counters.defense ?? 0) <= 0 && !sourceOfTrigger) return '704.5v';
  if ((o.counters['+1/+1'] ?? 0) > 0 && (o.counters['-1/-1'] ?? 0) > 0) return '704.5q';
  const host = o.attachedTo === null ? undefined : view.battlefield.find((x) => x.id === o.attachedTo);
  // What is attached to a phased-out permanent phases out with it (702.26g): not judged here.
  if (host?.phasedOut === true) return null;
  if (c.types.includes('Enchantment') && c.subtypes.includes('Aura')) {
    const illegal = host === undefined || host.id === o.id || creature;
    return illegal ? '704.5m' : null;
  }
  if (o.attachedTo === null) return null;
  if (c.types.includes('Artifact') && c.subtypes.includes('Equipment')) {
    const hostIsCreature = host?.characteristics?.types.includes('Creature') === true;
    return host === undefined || host.id === o.id || creature || !hostIsCreature ? '704.5n' : null;
  }
  return '704.5p';
}

/** Two or more phased-in world permanents (704.5k): the ids, or null. */
function worldRuleApplies(view: GameView): string | null {
  const worlds = view.battlefield.filter((o) => !o.phasedOut && o.characteristics?.supertypes.includes('World'));
  return worlds.length > 1 ? worlds.map((o) => o.id).join(', ') : null;
}

/**
 * The legendary permanents sharing a name under one controller (704.5j), as "controller: name"; before Magic 2014
 * (spec RULE_DIFFERENCES `legend-rule`) under any controllers, as the name.
 */
function legendRuleApplies(view: GameView, rules: EditionRules): string | null {
  const seen = new Set<string>();
  for (const o of view.battlefield) {
    const c = o.characteristics;
    if (o.phasedOut || c === null || c.name === null || !c.supertypes.includes('Legendary')) continue;
    const key = rules.legendRule === 'per-controller' ? `${o.controller}: ${c.name}` : c.name;
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return null;
}

export const property = defineProperty({
  id: '704/no-state-based-action-pending',
  description:
    'After every accepted action, no state-based action applies: the game performed them all before a ' +
    'player would receive priority.',
  rules: [
    '704.3',
    '704.5f',
    '704.5g',
    '704.5i',
    '704.5j',
    '704.5k',
    '704.5m',
    '704.5n',
    '704.5p',
    '704.5q',
    '704.5v',
    '702.26b',
  ],
  mechanics: ['state-based-actions'],
  subject: subjects.ANY_STEP,
  reads: 'referee',
  games: games.mixed({
    setup: {
      // A transforming legend named by its back face like another legend (issue 41).
      cards: {
        weights: {
          single: 2,
          'nonmodal-dfc': 4,
          'modal-dfc': 1,
          meld: 1,
          'legendary-pair': 2,
          'legendary-dfc-pair': 4,
        },
      },
      minBattlefield: 2,
      faceDownPercent: 30,
    },
    weights: {
      transform: 6,
      'turn-face-up': 4,
      'deal-damage': 4,
      'add-counters': 3,
      'become-copy': 3,
      'put-onto-battlefield': 3,
      attach: 3,
      'apply-effect': 2,
    },
  }),
  checkStep(record, trace) {
    if (!record.result.ok) return null;
    const view = record.after.referee;
    if (view.gameOver) return null;
    for (const o of view.battlefield) {
      if (o.phasedOut) continue;
      const clause = pendingFor(o, view);
      if (clause !== null)
        return violation(
          `${record.text}: a state-based action (${clause}) still applies to ${o.id} when a player would receive ` +
            'priority (704.3)',
          'none pending',
          { object: o.id, clause, characteristics: o.characteristics, counters: o.counters, damage: o.damage },
        );
    }
    const worlds = worldRuleApplies(view);
    if (worlds !== null)
      return violation(
        `${record.text}: the world rule (704.5k) still applies (${worlds}) when a player would receive ` +
          'priority (704.3)',
        'one world permanent',
        worlds,
      );
    const rules = editionRules(trace.edition ?? DEFAULT_EDITION);
    const legends = legendRuleApplies(view, rules);
    if (legends !== null)
      return violation(
        `${record.text}: the legend rule (704.5j) still applies (${legends}) when a player would receive ` +
          'priority (704.3)',
        'one of them',
        legends,
      );
    // 704.5j, 704.3: and it kept the right one, or none when that one left in the same check.
    const outcome = rules.legendRule === 'per-controller' ? legendRuleOutcome(record, trace) : null;
    if (outcome !== null)
      return violation(`${record.text}: the legend rule (704.5j, 704.3): ${outcome}`, 'only the legend kept', outcome);
    return null;
  },
});
