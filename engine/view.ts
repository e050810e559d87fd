/**
 * Views: the game as one player may know it (708.5, 406.3, 712.6, 712.7), or the
 * referee's view of everything. A face-down object's view for a player who may not
 * look carries nothing that depends on the card underneath.
 */
import type { Characteristics } from '../model/characteristics.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId } from '../model/ids.js';
import type { GameView, ObjectView, PlayerSummary, Viewer } from '../model/view.js';
import { characteristics } from './characteristics/compute.js';
import { printedObject } from './printed-object.js';
import { mayLook } from './visibility.js';
import { isTransformedPermanent } from './actions/transform.js';

function cardsOf(object: GameObject): readonly string[] {
  const r = object.represents;
  return r.kind === 'card' ? [r.card] : r.kind === 'melded' ? r.cards : [];
}

/**
 * The views of one object, made once and handed out again while they stay true: a view depends on the object,
 * its characteristics (memoised on the same terms, characteristics/compute.ts) and the cards, and then only on
 * whether the viewer is the referee, may look, or may not. States and objects never change once made, and every
 * view is asked after every step for objects most of which the step did not touch (issue 14). The three slots are
 * filled as they are first asked for; what is in them never changes.
 *
 * Mutation testing (issue 25) leaves out, by `Stryker disable` comments below, only the memo's mutants that can never
 * change a view: an emptied reuse branch (the views are made afresh), and the comparisons of the cards and edition,
 * which a game fixes at setup (no step changes them, and objects are never shared between games), so a turned or
 * dropped comparison only makes the views afresh or keeps ones that are still right. Its other mutants stay.
 */
interface ObjectViews {
  readonly characteristics: Characteristics | null;
  readonly cards: GameState['cards'];
  readonly edition: GameState['edition'];
  /** The effects list the characteristics were last confirmed against: while it is the same, they are not asked. */
  effects: GameState['effects'];
  referee?: ObjectView;
  looking?: ObjectView;
  notLooking?: ObjectView;
}
const made = new WeakMap<GameObject, ObjectViews>();

/**
 * One object as `viewer` sees it. For a face-down object every field but `printed` is
 * public and independent of the hidden card: its stable id and position (ids are issued
 * in sequence, never from the card), that it is face down and by which ability (708.6),
 * its face-down characteristics with other effects applied (708.2, 613.2b), status and
 * counters; `printed` only for a viewer who may look (708.5, 406.3), showing both faces
 * of a double-faced card (712.6); a face-down double-faced card shows no face (712.15). A
 * copy of a spell is a spell, not a token, until it resolves (707.10, 111.13).
 */
export function objectView(state: GameState, viewer: Viewer, object: GameObject): ObjectView {
  const views = viewsOf(state, object);
  const c = views.characteristics;
  if (viewer === 'referee') {
    views.referee ??= { ...viewOf(state, object, c, true), cards: cardsOf(object) };
    return views.referee;
  }
  if (mayLook(state, viewer, object)) {
    views.looking ??= viewOf(state, object, c, true);
    return views.looking;
  }
  views.notLooking ??= viewOf(state, object, c, false);
  return views.notLooking;
}

/** The object's memoised views, confirmed or made anew for this state. */
function viewsOf(state: GameState, object: GameObject): ObjectViews {
  const known = made.get(object);
  if (
    known !== undefined &&
    known.effects === state.effects &&
    // Stryker disable next-line ConditionalExpression,EqualityOperator: memo, see ObjectViews
    known.cards === state.cards &&
    // Stryker disable next-line ConditionalExpression,EqualityOperator: memo, see ObjectViews
    known.edition === state.edition
  )
    return known;
  const c = characteristics(state, object);
  // Stryker disable BlockStatement: memo, see ObjectViews
  if (
    known !== undefined &&
    known.characteristics === c &&
    // Stryker disable next-line ConditionalExpression,EqualityOperator: memo, see ObjectViews
    known.cards === state.cards &&
    // Stryker disable next-line ConditionalExpression,EqualityOperator: memo, see ObjectViews
    known.edition === state.edition
  ) {
    known.effects = state.effects;
    return known;
  }
  // Stryker restore BlockStatement
  const views: ObjectViews = { characteristics: c, cards: state.cards, edition: state.edition, effects: state.effects };
  made.set(object, views);
  return views;
}

function viewOf(state: GameState, object: GameObject, c: Characteristics | null, visible: boolean): ObjectView {
  const faceDown = object.faceDown;
  return {
    id: object.id,
    zone: object.zone,
    owner: object.owner,
    controller: object.controller,
    faceDown: faceDown === null ? null : { by: faceDown },
    characteristics: c,
    // A face-down object shows no face; its face is not public (712.15).
    face: faceDown === null ? object.face : 'front',
    melded: object.represents.kind === 'melded',
    transformed: isTransformedPermanent(state, object),
    // A copy of a spell is a spell, not a token, until it resolves (707.10, 111.13).
    token: object.represents.kind === 'token' && object.zone !== 'stack',
    tapped: object.tapped,
    phasedOut: object.phasedOut,
    counters: object.counters,
    attachedTo: object.attachedTo,
    damage: object.damage,
    printed: visible ? printedObject(state, object) : null,
  };
}

function list(state: GameState, viewer: Viewer, ids: readonly ObjectId[]): readonly ObjectView[] {
  const objects = state.objects;
  return ids.map((id) => {
    // A zone lists only the state's own objects: one lookup, with no need to rule out inherited names (mustObject).
    const object = objects[id];
    if (object === undefined) throw new Error(`engine bug: object ${id} in a zone does not exist`);
    return objectView(state, viewer, object);
  });
}

/**
 * The whole game as `viewer` may know it: permanents in the order they entered and
 * spells in the order cast (708.6), other players' hands and every library as counts
 * (402.3, 401.2), cards exiled face down without identity (406.3), and the cards in hidden
 * zones the viewer was allowed to look at listed as `lookedAt` (701.20e). A double-faced card
 * in a hidden zone is only a count, like any other card, to those who may not look (712.7).
 */
export function observe(state: GameState, viewer: Viewer): GameView {
  const players: PlayerSummary[] = state.players.map((p) => {
    const handVisible = viewer === 'referee' || viewer === p.id || p.handRevealed;
    // 701.20e, 406.3: a card in a hidden zone the viewer was allowed to look at shows in their view.
    const looked =
      viewer === 'referee' || state.lookPermissions.length === 0
        ? []
        : [...p.library, ...(handVisible ? [] : p.hand)].filter((id) =>
            state.lookPermissions.some((l) => l.player === viewer && l.object === id),
          );
    const summary: PlayerSummary = {
      id: p.id,
      left: p.left,
      libraryCount: p.library.length,
      handCount: p.hand.length,
      library: viewer === 'referee' ? list(state, viewer, p.library) : null,
      hand: handVisible ? list(state, viewer, p.hand) : null,
      graveyard: list(state, viewer, p.graveyard),
      // 119: life totals and poison counters are public.
      life: p.life,
      poison: p.poison,
    };
    return looked.length === 0 ? summary : { ...summary, lookedAt: list(state, viewer, looked) };
  });
  const view: GameView = {
    viewer,
    players,
    battlefield: list(state, viewer, state.battlefield),
    stack: list(state, viewer, state.stack),
    exile: list(state, viewer, state.exile),
    gameOver: state.gameOver,
  };
  return state.dayNight === undefined ? view : { ...view, dayNight: state.dayNight };
}
