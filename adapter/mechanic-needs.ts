/**
 * Which mechanics a setup or an action uses, beyond the core every engine supports
 * (docs/adapter.md, "The core and the mechanics"). A need may be met by any one of
 * several mechanics (a double-faced card is used by transform, convert and disturb).
 * Generated games keep to an engine's declared mechanics through these, and scenarios
 * derive their `mechanics` from them.
 */
import { match } from 'ts-pattern';
import type { CardDefinition } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import type { FaceDownWay } from '../model/face-down.js';
import type { GameSetup, PermanentSetup } from '../model/setup.js';
import type { Action, CastMode } from './action.js';
import type { Mechanic } from './mechanics.js';

/** Met when the engine declares any one of `anyOf`; `what` says what needs it. */
export interface MechanicNeed {
  readonly anyOf: readonly Mechanic[];
  readonly what: string;
}

const need = (what: string, ...anyOf: Mechanic[]): MechanicNeed => ({ anyOf, what });

/** The double-faced mechanics that use a nonmodal double-faced card. */
const NONMODAL_DFC: readonly Mechanic[] = ['transform', 'convert', 'disturb'];

/** A face-down way's mechanic; `effect` (an Ixidron-style effect) is turn-face-down. */
function wayMechanic(way: FaceDownWay): Mechanic {
  return way === 'effect' ? 'turn-face-down' : way;
}

/**
 * A card or token with a planeswalker or battle face enters with loyalty or defense counters
 * (306.5b, 310.4b) and, without them, dies to a state-based action (704.5i, 704.5v).
 */
function intrinsicCounterNeeds(faces: readonly Face[], what: string): readonly MechanicNeed[] {
  const counted = faces.some((f) => f.types.includes('Planeswalker') || f.types.includes('Battle'));
  // "Enters with N counters" (614.1c, 107.3m) is the same kind of rule: counters on entering.
  const entersWith = faces.some((f) => (f.abilities ?? []).some((a) => a.kind === 'enters-with-counters'));
  return [
    ...(counted ? [need(`${what} with a planeswalker or battle face`, 'intrinsic-counters')] : []),
    ...(entersWith ? [need(`${what} that enters with counters`, 'intrinsic-counters')] : []),
  ];
}

/** A face with daybound or nightbound follows the game's day and night (702.145, 731). */
function dayNightNeeds(faces: readonly Face[], what: string): readonly MechanicNeed[] {
  const bound = faces.some((f) => (f.abilities ?? []).some((a) => a.kind === 'daybound' || a.kind === 'nightbound'));
  return bound ? [need(`${what} with daybound or nightbound`, 'day-night')] : [];
}

/**
 * A card or token with a triggered ability (113.3c): when it triggers, the ability goes on the
 * stack (603.3), so the game's stack differs from an engine's that only reports the trigger.
 */
function triggerNeeds(faces: readonly Face[], what: string): readonly MechanicNeed[] {
  const triggers = faces.some((f) => (f.abilities ?? []).some((a) => a.kind === 'triggered'));
  return triggers ? [need(`${what} with a triggered ability`, 'triggered-abilities')] : [];
}

/** A Saga face (714): lore counters on entering (714.3a), chapter abilities (714.2b), 704.5s. */
function sagaNeeds(faces: readonly Face[], what: string): readonly MechanicNeed[] {
  return faces.some((f) => (f.subtypes ?? []).includes('Saga')) ? [need(`${what} with a Saga face`, 'saga')] : [];
}

/** What a card's layout and faces need (a single-faced card without loyalty or defense needs nothing). */
export function cardNeeds(card: CardDefinition, key: string): readonly MechanicNeed[] {
  const layout = match(card.layout)
    .with('single', () => [])
    .with('nonmodal-dfc', () => [need(`double-faced card ${key}`, ...NONMODAL_DFC)])
    .with('modal-dfc', () => [need(`modal double-faced card ${key}`, 'modal-dfc')])
    .with('meld', () => [need(`meld card ${key}`, 'meld')])
    .with('split', () => [need(`split card ${key}`, 'split-cards')])
    .exhaustive();
  const faces =
    card.layout === 'meld' ? [...card.faces, card.melded] : card.layout === 'split' ? card.halves : card.faces;
  return [
    ...layout,
    ...intrinsicCounterNeeds(faces, `card ${key}`),
    ...dayNightNeeds(faces, `card ${key}`),
    ...triggerNeeds(faces, `card ${key}`),
    ...sagaNeeds(faces, `card ${key}`),
  ];
}

/** What one battlefield entry of a setup needs, besides its card's layout. */
export function permanentNeeds(p: PermanentSetup): readonly MechanicNeed[] {
  const needs: MechanicNeed[] = [];
  if (p.token !== undefined) needs.push(need('a token on the battlefield', 'tokens'));
  if (p.token !== undefined && p.token.layout !== 'single')
    needs.push(need('a double-faced token', 'double-faced-token'));
  if (p.token !== undefined) needs.push(...intrinsicCounterNeeds(p.token.faces, 'a token'));
  if (p.token !== undefined) needs.push(...dayNightNeeds(p.token.faces, 'a token'));
  if (p.token !== undefined) needs.push(...triggerNeeds(p.token.faces, 'a token'));
  if (p.token !== undefined) needs.push(...sagaNeeds(p.token.faces, 'a token'));
  if (p.melded !== undefined) needs.push(need('a melded permanent', 'meld'));
  if (p.attachedTo !== undefined) needs.push(need('an attached permanent', 'attach'));
  if (p.copyOf !== undefined) needs.push(need('a permanent copying another', 'copy'));
  if (p.faceDown !== undefined) needs.push(need(`a permanent face down by ${p.faceDown}`, wayMechanic(p.faceDown)));
  if (p.face === 'back')
    needs.push(need('a permanent back face up', ...NONMODAL_DFC, 'modal-dfc', 'double-faced-token'));
  return needs;
}

/** Everything a setup needs: its cards, permanents, face-down exile and spells. */
export function setupNeeds(setup: GameSetup): readonly MechanicNeed[] {
  const needs: MechanicNeed[] = Object.entries(setup.cards).flatMap(([key, card]) => cardNeeds(card, key));
  for (const player of setup.players) {
    if (player.life !== undefined) needs.push(need(`a life total for ${player.id}`, 'life'));
    for (const p of player.battlefield ?? []) needs.push(...permanentNeeds(p));
    if ((player.exile ?? []).some((e) => e.faceDown === true))
      needs.push(need('a card exiled face down', 'hidden-information'));
  }
  for (const spell of setup.stack ?? []) {
    needs.push(need('a spell on the stack', 'stack'));
    if (spell.faceDown !== undefined) needs.push(need(`a spell cast face down by ${spell.faceDown}`, spell.faceDown));
    if (spell.face === 'back') needs.push(need('a spell back face up', 'transform', 'disturb', 'modal-dfc', 'convert'));
  }
  return needs;
}

function castNeeds(mode: CastMode): readonly MechanicNeed[] {
  const stack = need('casting a spell', 'stack');
  return match(mode)
    .with({ kind: 'normal' }, () => [stack])
    .with({ kind: 'back-face' }, () => [stack, need("casting a modal DFC's back face", 'modal-dfc')])
    .with({ kind: 'face-down' }, (m) => [stack, need(`casting face down by ${m.by}`, m.by)])
    .with({ kind: 'transformed', by: 'disturb' }, () => [stack, need('casting by disturb', 'disturb')])
    .with({ kind: 'transformed', by: 'effect' }, () => [stack, need('casting transformed', 'transform')])
    .with({ kind: 'converted' }, () => [stack, need('casting converted', 'convert')])
    .with({ kind: 'split-half' }, () => [stack, need('casting a half of a split card', 'split-cards')])
    .exhaustive();
}

/** What an action needs; the core actions need nothing. */
export function actionNeeds(action: Action): readonly MechanicNeed[] {
  const one = (what: string, ...anyOf: Mechanic[]) => [need(what, ...anyOf)];
  return match(action)
    .with({ kind: 'cast' }, (a) => castNeeds(a.mode))
    .with({ kind: 'resolve' }, (a) => [
      need('resolving a spell', 'stack'),
      ...(a.transformed === true ? [need('a spell entering transformed', 'transform', 'convert')] : []),
    ])
    .with({ kind: 'play-land' }, (a) => [
      need('playing a land', 'lands'),
      ...(a.face === 'back' ? [need("playing a modal DFC's back face", 'modal-dfc')] : []),
    ])
    .with({ kind: 'copy-spell' }, () => [need('a spell on the stack', 'stack'), need('copying a spell', 'copy')])
    .with({ kind: 'copy-ability' }, () => [
      need('an ability on the stack', 'stack'),
      need('copying an ability', 'copy'),
      need('an ability as an object on the stack', 'triggered-abilities'),
    ])
    .with({ kind: 'counter' }, () => one('countering a spell', 'stack'))
    .with({ kind: 'put-onto-battlefield' }, (a) => [
      ...(a.transformed === true ? [need('entering transformed', 'transform', 'convert', 'disturb')] : []),
      ...(a.asCopyOf !== undefined ? [need('entering as a copy', 'copy')] : []),
    ])
    .with({ kind: 'manifest' }, () => one('manifesting', 'manifest'))
    .with({ kind: 'cloak' }, () => one('cloaking', 'cloak'))
    .with({ kind: 'manifest-dread' }, () => one('manifesting dread', 'manifest-dread'))
    .with({ kind: 'transform' }, () => one('transforming', 'transform'))
    .with({ kind: 'activate-ability' }, () => [
      need('an ability on the stack', 'stack'),
      need('an ability as an object on the stack', 'triggered-abilities'),
    ])
    .with({ kind: 'activate-transform' }, () => [
      need('a transform ability', 'transform'),
      need('an ability on the stack', 'stack'),
    ])
    .with({ kind: 'convert' }, () => one('converting', 'convert'))
    .with({ kind: 'meld' }, () => one('melding', 'meld'))
    .with({ kind: 'turn-face-up' }, (a) =>
      match(a.route)
        .with('morph', () => one('turning face up by morph', 'morph', 'megamorph'))
        .with('disguise', () => one('turning face up by disguise', 'disguise'))
        .with('mana-cost', () => one('turning face up for its mana cost', 'manifest', 'cloak', 'manifest-dread'))
        .with('effect', () =>
          one(
            'turning face up by an effect',
            'morph',
            'megamorph',
            'disguise',
            'manifest',
            'cloak',
            'manifest-dread',
            'turn-face-down',
          ),
        )
        .exhaustive(),
    )
    .with({ kind: 'turn-face-down' }, () => one('turning face down', 'turn-face-down'))
    .with({ kind: 'become-copy' }, () => one('becoming a copy', 'copy'))
    .with({ kind: 'create-token-copy' }, () => [need('copying', 'copy'), need('creating a token', 'tokens')])
    .with({ kind: 'create-token' }, (a) => [
      need('creating a token', 'tokens'),
      ...(a.attachedTo !== undefined ? [need('a token created attached', 'attach')] : []),
      ...(a.token.layout !== 'single' ? [need('a double-faced token', 'double-faced-token')] : []),
      ...intrinsicCounterNeeds(a.token.faces, 'a token'),
      ...dayNightNeeds(a.token.faces, 'a token'),
      ...triggerNeeds(a.token.faces, 'a token'),
      ...sagaNeeds(a.token.faces, 'a token'),
    ])
    .with({ kind: 'day-night-check' }, () => one('a day/night check', 'day-night'))
    .with({ kind: 'become-day-or-night' }, () => one('making it day or night', 'day-night'))
    .with({ kind: 'begin-turn' }, () => one('beginning a turn', 'turns'))
    .with({ kind: 'begin-main-phase' }, () => [need('beginning a main phase', 'turns'), need('Sagas', 'saga')])
    .with({ kind: 'order-triggers' }, () => [
      need('ordering triggered abilities', 'turns'),
      need('triggered abilities on the stack', 'triggered-abilities'),
    ])
    .with({ kind: 'choose-legend' }, () => [
      need('choosing a legend to keep', 'turns'),
      need('the legend rule', 'state-based-actions'),
    ])
    .with({ kind: 'move' }, (a) => (a.faceDown === true ? one('exiling face down', 'hidden-information') : []))
    .with({ kind: 'choose-card-name' }, () => one('choosing a card name', 'card-names'))
    .with({ kind: 'attach' }, () => one('attaching', 'attach'))
    .with({ kind: 'phase-out' }, { kind: 'phase-in' }, () => one('phasing', 'phasing'))
    .with({ kind: 'apply-effect' }, (a) => [
      need('a continuous effect', 'effects'),
      ...(a.effect.kind === 'gain-ability' && a.effect.ability.kind === 'triggered'
        ? [need('gaining a triggered ability', 'triggered-abilities')]
        : []),
      // 702.145d, 702.145g: a permanent that gains daybound or nightbound follows day and night like a card with it.
      ...(a.effect.kind === 'gain-ability' &&
      (a.effect.ability.kind === 'daybound' || a.effect.ability.kind === 'nightbound')
        ? [need('gaining daybound or nightbound', 'day-night')]
        : []),
    ])
    .with({ kind: 'reveal' }, { kind: 'look' }, { kind: 'reveal-hand' }, () => one('revealing or looking', 'reveal'))
    .with({ kind: 'deal-damage-to-player' }, () => one('damage to a player', 'life'))
    .with({ kind: 'player-leaves' }, { kind: 'end-game' }, () =>
      one('a player leaving or the game ending', 'game-over'),
    )
    .with(
      { kind: 'draw' },
      { kind: 'shuffle' },
      { kind: 'tap' },
      { kind: 'untap' },
      { kind: 'add-counters' },
      { kind: 'deal-damage' },
      () => [],
    )
    .exhaustive();
}

/** The needs `declared` leaves unmet. */
export function unmetNeeds(needs: readonly MechanicNeed[], declared: readonly string[]): readonly MechanicNeed[] {
  return needs.filter((n) => !n.anyOf.some((m) => declared.includes(m)));
}

/**
 * One mechanic list meeting every need: for each need, a mechanic already in `prefer`
 * if one meets it, else its first choice. Sorted in MECHANICS order by the caller if needed.
 */
export function mechanicsMeeting(needs: readonly MechanicNeed[], prefer: readonly string[] = []): readonly Mechanic[] {
  const chosen = new Set<Mechanic>(
    prefer.filter((m): m is Mechanic => needs.some((n) => n.anyOf.includes(m as Mechanic))),
  );
  for (const n of needs) {
    if (!n.anyOf.some((m) => chosen.has(m))) chosen.add(n.anyOf[0] as Mechanic);
  }
  return [...chosen];
}
