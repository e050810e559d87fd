/**
 * 708.5, 406.3, 701.20e: a player may look at the face-down spells and permanents they
 * control, and only at those: their view shows the card (the same as the referee's), an
 * opponent's shows no card, unless an effect let that opponent look at that object
 * (a `look` at the same object, 701.20e). A card exiled face down is shown to nobody
 * who was not allowed to look at it (406.3). Once the game is over, every face-down spell
 * and permanent has been revealed to all (708.9), so anyone may be shown it.
 */
import {
  subjects,
  defineProperty,
  isFaceDownSpellOrPermanent,
  type Snapshot,
  type Trace,
  violation,
  type Violation,
  games,
  sameJson,
} from '../harness/index.js';

/**
 * The objects `player` was let look at by an accepted `look` up to record `upTo`: each looked-at
 * object, and the card it became when an effect then exiled it face down, since the look follows
 * the card into exile (406.3).
 */
function lookPermissions(trace: Trace, upTo: number, player: string): ReadonlySet<string> {
  const allowed = new Set<string>();
  for (const r of trace.records.slice(0, upTo + 1)) {
    if (!r.result.ok) continue;
    const action = r.action;
    if (action.kind === 'look' && action.player === player) allowed.add(action.object);
    if (action.kind === 'move' && action.to === 'exile' && action.faceDown === true && allowed.has(action.object)) {
      for (const e of r.result.events)
        if (e.kind === 'zone-change' && e.object === action.object && e.to === 'exile') allowed.add(e.newObject);
    }
  }
  return allowed;
}

function check(snapshot: Snapshot, trace: Trace, upTo: number, when: string): Violation | null {
  const ref = snapshot.referee;
  for (const [player, view] of Object.entries(snapshot.players)) {
    // Walked once per player and snapshot, not once per object shown.
    let permissions: ReadonlySet<string> | undefined;
    for (const o of [...view.battlefield, ...view.stack, ...view.exile]) {
      if (o.faceDown === null) continue;
      const truth = [...ref.battlefield, ...ref.stack, ...ref.exile].find((x) => x.id === o.id);
      if (!truth) continue;
      const own = isFaceDownSpellOrPermanent(truth) && truth.controller === player;
      if (own && o.printed === null)
        return violation(
          `${when}: ${player} controls face-down [${o.id}] and may look at it (708.5)`,
          truth.printed,
          null,
        );
      const revealedAtEnd = ref.gameOver && isFaceDownSpellOrPermanent(truth);
      if (!own && o.printed !== null && !revealedAtEnd) {
        permissions ??= lookPermissions(trace, upTo, player);
        if (!permissions.has(o.id))
          return violation(
            `${when}: ${player} may not look at face-down [${o.id}] controlled by ${truth.controller} (708.5, 406.3)`,
            null,
            o.printed,
          );
      }
      if (o.printed !== null && !sameJson(o.printed, truth.printed))
        return violation(`${when}: ${player}'s view of [${o.id}] shows another card`, truth.printed, o.printed);
    }
  }
  return null;
}

export const property = defineProperty({
  id: '708/controller-may-look',
  description:
    "A face-down spell or permanent's card is shown to its controller and to nobody else unless an effect lets " +
    'them look.',
  rules: ['708.5', '406.3', '701.20e', '708.9'],
  mechanics: ['morph', 'manifest', 'hidden-information'],
  subject: subjects.FACE_DOWN_PRESENT,
  core: [['morph', 'manifest']],
  games: games.faceDown({
    setup: { maxExile: 3 },
    weights: {
      look: 4,
      manifest: 3,
      cloak: 2,
      cast: 4,
      resolve: 3,
      'put-onto-battlefield': 2,
      'turn-face-down': 2,
      'turn-face-up': 2,
      move: 2,
      reveal: 2,
      'end-game': 1,
    },
    // Histories of a face-down card: looked at or revealed, then moved and hidden again (400.7: a new object).
    steps: { motifs: { 'history-face-down-entry': 16, 'history-turn-face-up': 6 } },
  }),
  checkInitial: (initial, trace) => check(initial, trace, -1, 'after setup'),
  checkStep: (record, trace) => check(record.after, trace, record.index, record.text),
});
