/** Subjects of the face rules' properties (harness/subject.ts): face-down objects, double-faced cards, Sagas. */
import { isSpellFace } from '../../generators/faces-of.js';
import type { ObjectView } from '../../model/view.js';
import { allObjects, printedDefinition } from '../../model/view-read.js';
import { isFaceDownSpellOrPermanent } from './face-down.js';
import { hiddenCards } from './noninterference.js';
import { dfcFaces, otherSide } from './objects.js';
import type { Subject } from './subject.js';
import { onField, targetBefore, told } from './subjects.js';

/** A face-down spell or permanent that entered face down, turned face up, or had an ability trigger. */
export const FACE_DOWN_TRIGGER_CHANGE: Subject = {
  text: 'a face-down permanent that entered, turned face up or triggered',
  step: (r) =>
    r.result.ok &&
    r.result.events.some(
      (e) =>
        e.kind === 'turned-face-up' ||
        (e.kind === 'entered' && e.faceDown !== null) ||
        (e.kind === 'triggered' && r.before.referee.battlefield.some((o) => o.id === e.source && o.faceDown !== null)),
    ),
};

/** A game with a card hidden from some player: what a leak would reveal. */
export const HIDDEN_CARD: Subject = {
  text: 'a card hidden from a player',
  initial: (s, trace) => trace.setup.players.some((p) => hiddenCards(s, p.id).length > 0),
};

/** A face-down spell or permanent that left the battlefield or the stack without being turned face up. */
export const FACE_DOWN_LEFT: Subject = {
  text: 'a face-down spell or permanent that left the battlefield or the stack',
  by: ['move', 'counter', 'resolve', 'end-game', 'player-leaves'],
  step: (r) => {
    if (!r.result.ok) return false;
    const after = new Set(allObjects(r.after.referee).map((o) => o.id));
    return [...r.before.referee.battlefield, ...r.before.referee.stack].some(
      (o) => isFaceDownSpellOrPermanent(o) && (!after.has(o.id) || r.action.kind === 'end-game'),
    );
  },
};

const doubleFaced = (o: ObjectView) => o.melded || (printedDefinition(o.printed)?.layout ?? 'single') !== 'single';

/** A card or token with more than one face (double-faced, split, meld) in the game. */
export const DOUBLE_FACED_PRESENT: Subject = {
  text: 'a card with more than one face in the game',
  initial: (s) => allObjects(s.referee).some(doubleFaced),
  step: (r) => allObjects(r.after.referee).some(doubleFaced),
};

/** A double-faced card that entered the battlefield (put there, or a spell resolving). */
export const DOUBLE_FACED_ENTERS: Subject = {
  text: 'a double-faced card entering the battlefield',
  by: ['put-onto-battlefield', 'resolve'],
  step: (r) => {
    if (!r.result.ok || (r.action.kind !== 'put-onto-battlefield' && r.action.kind !== 'resolve')) return false;
    const before = new Set(r.before.referee.battlefield.map((o) => o.id));
    return r.after.referee.battlefield.some((o) => !before.has(o.id) && dfcFaces(o) !== null);
  },
};

/** A double-faced or melded permanent, face up, told to turn face down. */
export const DOUBLE_FACED_TOLD_TO_TURN_FACE_DOWN = told(
  'a double-faced or melded permanent told to turn face down',
  ['turn-face-down'],
  (o) => onField(o) && o.faceDown === null && doubleFaced(o),
);

/** A face-down double-faced permanent told to transform, or turned face up. */
export const FACE_DOWN_DOUBLE_FACED_TOLD: Subject = {
  text: 'a face-down double-faced permanent told to transform or turned face up',
  by: ['transform', 'convert', 'turn-face-up'],
  step: (r) => {
    const k = r.action.kind;
    if (k !== 'transform' && k !== 'convert' && !(k === 'turn-face-up' && r.result.ok)) return false;
    const o = targetBefore(r);
    return o !== undefined && onField(o) && o.faceDown !== null && dfcFaces(o) !== null;
  },
};

/** A face-up double-faced permanent told to transform into a face that is an instant or sorcery. */
export const TOLD_TO_TRANSFORM_INTO_A_SPELL = told(
  'a double-faced permanent told to transform into an instant or sorcery face',
  ['transform', 'convert'],
  (o) => {
    const faces = dfcFaces(o);
    if (!onField(o) || o.faceDown !== null || o.melded || faces === null) return false;
    return isSpellFace(otherSide(o.face) === 'front' ? faces[0] : faces[1]);
  },
);

/** A permanent with one face told to transform or convert. */
export const SINGLE_FACED_TOLD_TO_TRANSFORM = told(
  'a permanent that is not double-faced told to transform',
  ['transform', 'convert'],
  (o) => onField(o) && dfcFaces(o) === null,
);

/** A permanent on the battlefield that the engine transformed or converted. */
export const TRANSFORM_ACCEPTED: Subject = {
  text: 'a permanent transformed or converted',
  by: ['transform', 'convert'],
  step: (r) =>
    (r.action.kind === 'transform' || r.action.kind === 'convert') &&
    r.result.ok &&
    targetBefore(r)?.zone === 'battlefield',
};

/** A manifested or cloaked instant or sorcery card told to turn face up. */
export const MANIFESTED_SPELL_TOLD_TO_TURN_FACE_UP = told(
  'a manifested or cloaked instant or sorcery card told to turn face up',
  ['turn-face-up'],
  (o) => {
    if (!onField(o) || o.faceDown === null || !['manifest', 'cloak', 'manifest-dread'].includes(o.faceDown.by))
      return false;
    const front = printedDefinition(o.printed)?.faces[0];
    return front !== undefined && isSpellFace(front);
  },
);

/** A Saga on the battlefield. */
export const SAGA: Subject = {
  text: 'a Saga on the battlefield',
  step: (r) => r.result.ok && r.after.referee.battlefield.some((o) => o.characteristics?.subtypes.includes('Saga')),
};

/** A turn that began while it was day or night. */
export const TURN_BY_DAY_OR_NIGHT: Subject = {
  text: 'a turn beginning while it is day or night',
  by: ['begin-turn'],
  step: (r) => r.action.kind === 'begin-turn' && r.result.ok && r.before.referee.dayNight !== undefined,
};

/** A check or effect that can make it day or night, or a change of day and night. */
export const DAY_NIGHT_CHANGE: Subject = {
  text: 'a day/night check, or day or night changing',
  by: ['day-night-check', 'become-day-or-night'],
  step: (r) =>
    r.result.ok &&
    (r.action.kind === 'day-night-check' ||
      r.action.kind === 'become-day-or-night' ||
      r.before.referee.dayNight !== r.after.referee.dayNight),
};

/** An action the engine rejected. */
export const REJECTED: Subject = { text: 'an action the engine rejected', step: (r) => !r.result.ok };
