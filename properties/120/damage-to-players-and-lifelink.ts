/**
 * 120.3a, 120.3b, 120.3f: what damage does to life totals. A player dealt damage loses that much life (120.3a),
 * or, when the source has infect, gets that many poison counters instead (120.3b). Damage that is dealt, to a
 * player or to a creature, planeswalker or battle (120.1), makes the source's controller gain that much life if
 * the source has lifelink (120.3f), and only then; a face-down source has no lifelink (708.2a). The source is
 * read as it is in the referee's view before the step; a source no longer there (its last known information is
 * not in any view, 608.2h) or phased out (702.26b) is not judged. Every other player's life and poison stay.
 */
import {
  subjects,
  defineProperty,
  games,
  type GameView,
  objectById,
  type StepRecord,
  violation,
} from '../harness/index.js';

interface Traits {
  readonly lifelink: boolean;
  readonly infect: boolean;
  readonly controller: string | null;
}

const NO_SOURCE: Traits = { lifelink: false, infect: false, controller: null };

/** The source's lifelink, infect and controller as the referee saw it before the step; null: not judged. */
function sourceTraits(view: GameView, source: string | undefined): Traits | null {
  if (source === undefined) return NO_SOURCE;
  const o = objectById(view, source);
  // A source whose abilities the engine cannot say (model/view.ts) is not judged.
  const abilities = o?.characteristics?.abilities;
  if (o === undefined || o.phasedOut || abilities === null || abilities === undefined) return null;
  const has = (k: string) => abilities.some((a) => a.kind === 'keyword' && a.keyword.toLowerCase() === k);
  return { lifelink: has('lifelink'), infect: has('infect'), controller: o.controller };
}

/** Whether the damage of the step is dealt (120.1), and to which player; null: not judged. */
function recipient(record: StepRecord): { readonly dealt: boolean; readonly player: string | null } | null {
  const a = record.action;
  const before = record.before.referee;
  if (a.kind === 'deal-damage-to-player') {
    const p = before.players.find((x) => x.id === a.player);
    return p === undefined || p.left ? null : { dealt: true, player: a.player };
  }
  if (a.kind !== 'deal-damage') return null;
  const t = before.battlefield.find((o) => o.id === a.object);
  if (t === undefined || t.phasedOut || t.characteristics === null) return null;
  const types = t.characteristics.types;
  return { dealt: types.some((x) => x === 'Creature' || x === 'Planeswalker' || x === 'Battle'), player: null };
}

function check(record: StepRecord) {
  const a = record.action;
  if (!record.result.ok || (a.kind !== 'deal-damage' && a.kind !== 'deal-damage-to-player')) return null;
  const before = record.before.referee;
  const after = record.after.referee;
  // An engine that does not report life totals is judged by other properties (mechanic `life` declares them).
  if (before.players.some((p) => p.life === undefined)) return null;
  const traits = sourceTraits(before, a.source);
  const to = recipient(record);
  if (traits === null || to === null) return null;
  for (const p of before.players) {
    const now = after.players.find((x) => x.id === p.id);
    if (p.left || now === undefined) continue;
    let life = p.life ?? 0;
    let poison = p.poison ?? 0;
    if (p.id === to.player) {
      if (traits.infect)
        poison += a.amount; // 120.3b
      else life -= a.amount; // 120.3a
    }
    if (to.dealt && traits.lifelink && p.id === traits.controller) life += a.amount; // 120.3f
    const expected = { life, poison };
    const actual = { life: now.life, poison: now.poison ?? 0 };
    if (actual.life === life && actual.poison === poison) continue;
    const undealt = to.dealt ? '' : ', and no damage is dealt to that permanent (120.1)';
    const infect = traits.infect ? ' and has infect' : '';
    const why = `the source ${traits.lifelink ? 'has' : 'has no'} lifelink${infect}${undealt}`;
    return violation(
      `${record.text}: ${p.id} has ${JSON.stringify(actual)} after it, but ${why}, so the rules give ` +
        `${JSON.stringify(expected)} (120.3a, 120.3b, 120.3f)`,
      expected,
      actual,
    );
  }
  return null;
}

export const property = defineProperty({
  id: '120/damage-to-players-and-lifelink',
  description:
    'Damage to a player costs that much life, or gives that many poison counters from an infect source; damage ' +
    "dealt by a source with lifelink, and only such damage, gains the source's controller that much life.",
  rules: ['120.3a', '120.3b', '120.3f', '120.1', '708.2a'],
  mechanics: ['life', 'manifest', 'morph'],
  subject: subjects.DAMAGE_WITH_LIFE,
  core: ['life'],
  reads: 'referee',
  games: games.mixed({
    setup: {
      cards: { weights: { single: 2, 'nonmodal-dfc': 1, 'damage-keyword': 5 } },
      minBattlefield: 2,
      faceDownPercent: 25,
    },
    weights: { 'damage-from-source': 10, 'deal-damage': 2, 'turn-face-up': 2, move: 1 },
  }),
  checkStep: check,
});
