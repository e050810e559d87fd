/**
 * 708.5, 406.3, 701.20e: a player may look at the face-down spells and permanents they
 * control, and only at those: their view shows the card (the same as the referee's), an
 * opponent's shows no card, unless an effect let that opponent look at that object
 * (a `look` at the same object, 701.20e). A card exiled face down is shown to nobody
 * who was not allowed to look at it (406.3). Once the game is over, every face-down spell
 * and permanent has been revealed to all (708.9), so anyone may be shown it.
 * The other way too (issue 41): a player an effect let look at a face-down spell or permanent any time (a `look`
 * not for the moment) is shown it while it stays that object, and, once an effect exiles it face down, the card
 * in exile (406.3, since 2022-02-18: spec `looksFollowIntoExile`), unless they have left the game.
 */
import {
  subjects,
  DEFAULT_EDITION,
  defineProperty,
  editionRules,
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
 * the card into exile (406.3). `lasting`: only looks that last (not for the moment, 701.20e), followed into exile
 * only where the edition says so (spec `looksFollowIntoExile`): what the player must be shown.
 */
function lookPermissions(trace: Trace, upTo: number, player: string, lasting = false): ReadonlySet<string> {
  const allowed = new Set<string>();
  const follows = !lasting || editionRules(trace.edition ?? DEFAULT_EDITION).looksFollowIntoExile;
  for (const r of trace.records.slice(0, upTo + 1)) {
    if (!r.result.ok) continue;
    const action = r.action;
    if (action.kind === 'look' && action.player === player && !(lasting && action.duration === 'moment'))
      allowed.add(action.object);
    const exiled = action.kind === 'move' && action.to === 'exile' && action.faceDown === true;
    if (follows && exiled && allowed.has(action.object)) {
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
    let shown: ReadonlySet<string> | undefined;
    const present = !ref.players.some((p) => p.id === player && p.left);
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
      if (!own && o.printed === null && present) {
        shown ??= lookPermissions(trace, upTo, player, true);
        if (shown.has(o.id))
          return violation(
            `${when}: ${player} was let look at face-down [${o.id}] and may go on looking at it (701.20e, 406.3)`,
            truth.printed,
            null,
          );
      }
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
    'them look; then to them too while it stays that object and, exiled face down, in exile.',
  rules: ['708.5', '406.3', '701.20e', '708.9'],
  mechanics: ['morph', 'manifest', 'hidden-information'],
  subject: subjects.FACE_DOWN_PRESENT,
  core: [['morph', 'manifest']],
  // A card exiled face down is followed to its new object by the step's `zone-change` event.
  events: ['zone-change'],
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
    // And a look, then the card exiled face down: the look follows it (406.3, issue 41).
    steps: { motifs: { 'history-face-down-entry': 16, 'history-turn-face-up': 6, 'look-then-exile-face-down': 8 } },
  }),
  checkInitial: (initial, trace) => check(initial, trace, -1, 'after setup'),
  checkStep: (record, trace) => check(record.after, trace, record.index, record.text),
});
