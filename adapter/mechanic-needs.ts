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
import { FACE_DOWN_WAYS, type FaceDownWay, type FaceUpRoute } from '../model/face-down.js';
import type { GameSetup, PermanentSetup } from '../model/setup.js';
import type { Action, CastMode } from './action.js';
import { abilityNeeds, kindNeeds } from './ability-needs.js';
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

/** An Aura face becomes attached to what it may enchant as it enters (303.4f) and targets that cast (303.4a). */
function auraNeeds(faces: readonly Face[], what: string): readonly MechanicNeed[] {
  const aura = faces.some((f) => f.types.includes('Enchantment') && (f.subtypes ?? []).includes('Aura'));
  return aura ? [need(`${what} with an Aura face`, 'attach')] : [];
}

/** What a card's or token's faces need, whatever its layout. */
function faceNeeds(faces: readonly Face[], what: string): readonly MechanicNeed[] {
  return [
    ...intrinsicCounterNeeds(faces, what),
    ...dayNightNeeds(faces, what),
    ...triggerNeeds(faces, what),
    ...sagaNeeds(faces, what),
    ...abilityNeeds(faces, what),
    ...auraNeeds(faces, what),
  ];
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
  return [...layout, ...faceNeeds(faces, `card ${key}`)];
}

/** What one battlefield entry of a setup needs, besides its card's layout. */
export function permanentNeeds(p: PermanentSetup): readonly MechanicNeed[] {
  const needs: MechanicNeed[] = [];
  if (p.token !== undefined) needs.push(need('a token on the battlefield', 'tokens'));
  if (p.token !== undefined && p.token.layout !== 'single')
    needs.push(need('a double-faced token', 'double-faced-token'));
  if (p.token !== undefined) needs.push(...faceNeeds(p.token.faces, 'a token'));
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

/** What casting a card transformed needs, by what lets it be cast so. */
const CAST_TRANSFORMED: { readonly [B in Extract<CastMode, { kind: 'transformed' }>['by']]: MechanicNeed } = {
  disturb: need('casting by disturb', 'disturb'),
  effect: need('casting transformed', 'transform'),
};

/**
 * What casting in a mode needs. A switch and not a ts-pattern chain, as actionNeeds below: it runs for every cast
 * a generated game resolves (issue 24's profile). The default fails to compile when a mode is missing.
 */
function castNeeds(mode: CastMode): readonly MechanicNeed[] {
  const stack = need('casting a spell', 'stack');
  switch (mode.kind) {
    case 'normal':
      return [stack];
    case 'back-face':
      return [stack, need("casting a modal DFC's back face", 'modal-dfc')];
    case 'face-down':
      return [stack, need(`casting face down by ${mode.by}`, mode.by)];
    case 'transformed':
      return [stack, CAST_TRANSFORMED[mode.by]];
    case 'converted':
      return [stack, need('casting converted', 'convert')];
    case 'split-half':
      return [stack, need('casting a half of a split card', 'split-cards')];
    default:
      return mode satisfies never;
  }
}

const one = (what: string, ...anyOf: Mechanic[]): readonly MechanicNeed[] => [need(what, ...anyOf)];

/** What turning a permanent face up by each route needs. */
const FACE_UP_NEEDS: { readonly [R in FaceUpRoute]: readonly MechanicNeed[] } = {
  morph: one('turning face up by morph', 'morph', 'megamorph'),
  disguise: one('turning face up by disguise', 'disguise'),
  'mana-cost': one('turning face up for its mana cost', 'manifest', 'cloak', 'manifest-dread'),
  // An effect can turn up a permanent face down by any way: any face-down way's mechanic will do.
  effect: one('turning face up by an effect', ...FACE_DOWN_WAYS.map(wayMechanic)),
};

/** The action of one kind. */
type ActionOf<K extends Action['kind']> = Extract<Action, { readonly kind: K }>;

const none = (): readonly MechanicNeed[] => [];
const phasing = () => one('phasing', 'phasing');
const revealing = () => one('revealing or looking', 'reveal');
const leaving = () => one('a player leaving or the game ending', 'game-over');

/**
 * What each kind of action needs; the mapped type fails to compile when a kind is missing. A record and not a
 * ts-pattern chain because actionNeeds runs for every step of every generated game: the ~45-arm chain tested the
 * arms in turn, and actionNeeds took about 1.4 s of a 48-s default check (CPU profile, issue 24).
 */
const NEEDS: { readonly [K in Action['kind']]: (a: ActionOf<K>) => readonly MechanicNeed[] } = {
  cast: (a) => (a.targets === undefined ? castNeeds(a.mode) : [...castNeeds(a.mode), need('a target', 'attach')]),
  resolve: (a) => [
    need('resolving a spell', 'stack'),
    ...(a.transformed === true ? [need('a spell entering transformed', 'transform', 'convert')] : []),
  ],
  'play-land': (a) => [
    need('playing a land', 'lands'),
    ...(a.face === 'back' ? [need("playing a modal DFC's back face", 'modal-dfc')] : []),
  ],
  'copy-spell': () => [need('a spell on the stack', 'stack'), need('copying a spell', 'copy')],
  'copy-ability': () => [
    need('an ability on the stack', 'stack'),
    need('copying an ability', 'copy'),
    need('an ability as an object on the stack', 'triggered-abilities'),
  ],
  counter: () => one('countering a spell', 'stack'),
  'put-onto-battlefield': (a) => [
    ...(a.transformed === true ? [need('entering transformed', 'transform', 'convert', 'disturb')] : []),
    ...(a.asCopyOf !== undefined ? [need('entering as a copy', 'copy')] : []),
    ...(a.attachedTo !== undefined ? [need('entering attached', 'attach')] : []),
  ],
  manifest: () => one('manifesting', 'manifest'),
  cloak: () => one('cloaking', 'cloak'),
  'manifest-dread': () => one('manifesting dread', 'manifest-dread'),
  transform: () => one('transforming', 'transform'),
  'activate-ability': () => [
    need('an ability on the stack', 'stack'),
    need('an ability as an object on the stack', 'triggered-abilities'),
  ],
  'activate-transform': () => [need('a transform ability', 'transform'), need('an ability on the stack', 'stack')],
  convert: () => one('converting', 'convert'),
  meld: () => one('melding', 'meld'),
  'turn-face-up': (a) => FACE_UP_NEEDS[a.route],
  'turn-face-down': () => one('turning face down', 'turn-face-down'),
  'become-copy': () => one('becoming a copy', 'copy'),
  'create-token-copy': () => [need('copying', 'copy'), need('creating a token', 'tokens')],
  'create-token': (a) => [
    need('creating a token', 'tokens'),
    ...(a.attachedTo !== undefined ? [need('a token created attached', 'attach')] : []),
    ...(a.token.layout !== 'single' ? [need('a double-faced token', 'double-faced-token')] : []),
    ...faceNeeds(a.token.faces, 'a token'),
  ],
  'day-night-check': () => one('a day/night check', 'day-night'),
  'become-day-or-night': () => one('making it day or night', 'day-night'),
  'begin-turn': () => one('beginning a turn', 'turns'),
  'begin-main-phase': () => [need('beginning a main phase', 'turns'), need('Sagas', 'saga')],
  'order-triggers': () => [
    need('ordering triggered abilities', 'turns'),
    need('triggered abilities on the stack', 'triggered-abilities'),
  ],
  'choose-legend': () => [need('choosing a legend to keep', 'turns'), need('the legend rule', 'state-based-actions')],
  'choose-enchanted': () => one('choosing what an Aura will enchant', 'attach'),
  move: (a) => (a.faceDown === true ? one('exiling face down', 'hidden-information') : []),
  'choose-card-name': () => one('choosing a card name', 'card-names'),
  attach: () => one('attaching', 'attach'),
  'gain-control': () => one('changing control', 'control-change'),
  'phase-out': phasing,
  'phase-in': phasing,
  'apply-effect': (a) => [
    need('a continuous effect', 'effects'),
    ...(a.effect.kind === 'gain-ability' && a.effect.ability.kind === 'triggered'
      ? [need('gaining a triggered ability', 'triggered-abilities')]
      : []),
    // 702.145d, 702.145g: a permanent that gains daybound or nightbound follows day and night like a card with it.
    ...(a.effect.kind === 'gain-ability' &&
    (a.effect.ability.kind === 'daybound' || a.effect.ability.kind === 'nightbound')
      ? [need('gaining daybound or nightbound', 'day-night')]
      : []),
    ...(a.effect.kind === 'gain-ability' ? kindNeeds([a.effect.ability.kind], 'an effect granting an ability') : []),
  ],
  reveal: revealing,
  look: revealing,
  'reveal-hand': revealing,
  'deal-damage-to-player': () => one('damage to a player', 'life'),
  'player-leaves': leaving,
  'end-game': leaving,
  draw: none,
  shuffle: none,
  tap: none,
  untap: none,
  'add-counters': none,
  'deal-damage': none,
};

/** What an action needs; the core actions need nothing. */
export function actionNeeds(action: Action): readonly MechanicNeed[] {
  // Scenario steps arrive cast from parsed JSON (scenarios/mechanics.ts): an own entry only, so a kind such as
  // "constructor" is refused rather than read off Object.prototype.
  if (!Object.hasOwn(NEEDS, action.kind)) throw new Error(`actionNeeds: no action kind ${JSON.stringify(action.kind)}`);
  // The entry for action.kind takes this action's kind; TypeScript cannot relate the two, hence the widening.
  const needsOf = NEEDS[action.kind] as (a: Action) => readonly MechanicNeed[];
  return needsOf(action);
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
