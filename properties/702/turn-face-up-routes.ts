/**
 * 702.37e, 702.168d, 701.40b-d, 701.58b-d, 708.7: which ways of turning a face-down
 * permanent face up are legal. By morph (a megamorph cost is a morph cost, 702.37b) or
 * disguise only if it would have that ability if it were face up, so losing all
 * abilities closes the route; by its mana cost only if it is manifested or cloaked
 * (manifest dread manifests, 701.62a) and the card itself is a creature card with a mana
 * cost, ignoring copy and type-changing effects, so losing abilities does not close it;
 * by an effect always. The engine must accept exactly the legal ones.
 */
import {
  subjects,
  abilitiesIfFaceUp,
  beforeAfter,
  copyAffectedIds,
  defineProperty,
  effectsOn,
  type EffectSpec,
  type FaceDownWay,
  type FaceUpRoute,
  frontFace,
  hasKind,
  isManifestLike,
  type ObjectView,
  targetId,
  violation,
  games,
} from '../harness/index.js';

/** Whether the route is legal; null when the suite cannot tell (a copy effect decides what it would have face up). */
export function routeIsLegal(
  o: ObjectView,
  way: FaceDownWay,
  route: FaceUpRoute,
  effects: readonly EffectSpec[],
  copied: boolean,
): boolean | null {
  if (route === 'effect') return true;
  if (route === 'mana-cost') {
    if (!isManifestLike(way)) return false;
    const front = frontFace(o);
    return front === null ? null : front.types.includes('Creature') && front.manaCost !== null;
  }
  if (copied) return null;
  const abilities = abilitiesIfFaceUp(o, effects);
  if (abilities === null) return null;
  return route === 'morph' ? hasKind(abilities, 'morph', 'megamorph') : hasKind(abilities, 'disguise');
}

export const property = defineProperty({
  id: '702/turn-face-up-routes',
  description:
    'Turning a face-down permanent face up is accepted exactly when the chosen route (morph, disguise, mana ' +
    'cost, effect) is legal for it.',
  rules: ['702.37e', '702.37b', '702.168d', '701.40b', '701.40c', '701.40d', '701.58b', '701.58c', '701.58d', '708.7'],
  mechanics: ['morph', 'megamorph', 'disguise', 'manifest', 'cloak'],
  subject: subjects.TOLD_TO_TURN_FACE_UP,
  core: [['morph', 'megamorph', 'disguise', 'manifest', 'cloak']],
  reads: 'referee',
  // Few permanents and many effects, so that a face-down card with morph or disguise often loses its abilities before
  // turning up.
  games: games.turningFaceUp({
    setup: {
      cards: {
        weights: { single: 8, 'nonmodal-dfc': 1, 'modal-dfc': 1, meld: 0, 'legendary-pair': 1 },
        catalogWeight: 2,
      },
      faceDownPercent: 90,
      minBattlefield: 1,
      maxBattlefield: 2,
      minLibrary: 2,
    },
    weights: {
      'apply-effect': 8,
      manifest: 1,
      cloak: 1,
      'manifest-dread': 1,
      cast: 1,
      resolve: 1,
      'turn-face-down': 1,
      'become-copy': 1,
      transform: 0,
      meld: 0,
      move: 0,
      'put-onto-battlefield': 0,
    },
    // A face-down permanent losing its abilities and then told to turn face up, aimed at one object (613.1f then
    // 702.37e): the route closes, which blind steps reach a few times per hundred games.
    steps: { oddTargetPercent: 5, motifs: { 'lose-abilities-then-turn-face-up': 30 } },
  }),
  checkStep(record, trace) {
    if (record.action.kind !== 'turn-face-up') return null;
    const route = record.action.route;
    const id = targetId(record);
    // Once the game is over no action is legal (104.1): no route is open.
    if (id === null || record.before.referee.gameOver) return null;
    const { before } = beforeAfter(record, id);
    if (
      before?.zone !== 'battlefield' ||
      before.phasedOut ||
      before.faceDown === null ||
      before.faceDown.by === 'exile'
    )
      return null;
    const copied = copyAffectedIds(trace, record.index - 1).has(id);
    const legal = routeIsLegal(before, before.faceDown.by, route, effectsOn(trace, id, record.index - 1), copied);
    if (legal === null || legal === record.result.ok) return null;
    const clause =
      route === 'morph'
        ? '702.37e'
        : route === 'disguise'
          ? '702.168d'
          : route === 'mana-cost'
            ? '701.40b, 701.58b'
            : '708.7';
    return legal
      ? violation(
          `${record.text}: the ${route} route is legal here and must be accepted (${clause})`,
          'accepted',
          record.result.ok ? 'accepted' : record.result.rejection,
        )
      : violation(
          `${record.text}: the ${route} route is not open to this permanent and must be rejected (${clause})`,
          'rejected',
          record.result.ok ? record.result.events : 'rejected',
        );
  },
});
