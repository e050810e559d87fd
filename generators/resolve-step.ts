/**
 * Resolving an abstract step against the current referee view: the action to give
 * the engine (with the engine's own ids) and a readable line, or the reason it is
 * skipped (its indices do not resolve: the precondition of a model-based command).
 */
import type { Action } from '../adapter/action.js';
import { castModeFor, landFaceOf } from './card-ways.js';
import type { GeneratedStep, StepKind, Target } from './generated-step.js';
import { type Found, pick, type ResolveContext, resolveTarget } from './resolve-target.js';
import { resolveSourceDamage } from './resolve-damage.js';
import { auraTargetsFor } from './aura-targets.js';
import { label, printedDefinition } from '../model/view-read.js';

export type { ResolveContext } from './resolve-target.js';

export type ResolvedStep =
  | { readonly ok: true; readonly action: Action; readonly text: string }
  | { readonly ok: false; readonly skipped: string };

function playerAt(ctx: ResolveContext, index: number): string | undefined {
  return pick(ctx.view.players, index)?.id;
}

const skip = (why: string): ResolvedStep => ({ ok: false, skipped: why });
const done = (action: Action, text: string): ResolvedStep => ({ ok: true, action, text });

/** The steps of one kind (a member whose `kind` is a union, as manifest | cloak, is a step of each). */
type StepOf<K extends StepKind> = GeneratedStep extends infer S
  ? S extends { readonly kind: infer SK }
    ? K extends SK
      ? S
      : never
    : never
  : never;

/** What every arm uses: the context, and target and player look-ups that skip naming the step's kind. */
interface Scope {
  readonly ctx: ResolveContext;
  readonly target: (t: Target) => Found | undefined;
  readonly onTarget: (t: Target, f: (x: Found) => ResolvedStep) => ResolvedStep;
  readonly onPlayer: (i: number, f: (p: string) => ResolvedStep) => ResolvedStep;
}

/**
 * One arm per step kind; the mapped type fails to compile when a kind is missing. A record and not a ts-pattern
 * chain because resolveStep runs for every generated step: the ~30-arm chain tested the arms in turn and cost
 * about 3 s of a 48-s default check (CPU profile, issue 24).
 */
type Arms = { readonly [K in StepKind]: (s: StepOf<K>, h: Scope) => ResolvedStep };

const onObject = (
  s: StepOf<
    'transform' | 'activate-transform' | 'convert' | 'turn-face-down' | 'tap' | 'untap' | 'phase-out' | 'phase-in'
  >,
  { onTarget }: Scope,
): ResolvedStep => onTarget(s.target, (x) => done({ kind: s.kind, object: x.id }, `${s.kind} ${x.text}`));

const manifestOrCloak = (s: StepOf<'manifest' | 'cloak'>, { onPlayer }: Scope): ResolvedStep =>
  onPlayer(s.player, (p) =>
    done(
      { kind: s.kind, player: p, ...(s.count > 1 ? { count: s.count } : {}) },
      `${s.kind} ${s.count > 1 ? `top ${s.count} cards` : 'top'} of ${p} library`,
    ),
  );

const playerOnly = (s: StepOf<'shuffle' | 'reveal-hand' | 'player-leaves'>, { onPlayer }: Scope): ResolvedStep =>
  onPlayer(s.player, (p) => done({ kind: s.kind, player: p }, `${p} ${s.kind}`));

const ARMS: Arms = {
  cast: (s, { ctx, onTarget }) =>
    onTarget(s.target, (x) => {
      const owner = x.object?.owner ?? ctx.view.players[0]?.id ?? 'P1';
      const way = s.target.zone === 'castable' ? s.target.way : s.way;
      const mode =
        s.mode !== 'fitting'
          ? s.mode
          : way !== undefined && x.object
            ? // A card found from history that does not fit the way is cast normally, as a player would.
              (castModeFor(x.object, way) ?? (s.target.zone === 'history' ? castModeFor(x.object, 'normal') : null))
            : { kind: 'normal' as const };
      if (mode === null) return skip('cast: no fitting mode');
      // 303.4a, 601.2c: an Aura spell is cast with a target its enchant ability allows.
      const targets = auraTargetsFor(ctx.view, x.object, mode);
      if (targets === 'none') return skip('cast: an Aura spell with nothing it may enchant');
      const how =
        mode.kind === 'face-down'
          ? ` face down by ${mode.by}`
          : mode.kind === 'transformed'
            ? ` transformed by ${mode.by}`
            : mode.kind === 'split-half'
              ? ` as its ${mode.half} half`
              : mode.kind === 'normal'
                ? ''
                : ` ${mode.kind}`;
      const aim = targets === null ? {} : { targets };
      return done({ kind: 'cast', player: owner, object: x.id, mode, ...aim }, `${owner} casts ${x.text}${how}`);
    }),
  resolve: (s) =>
    s.transformed === true
      ? done({ kind: 'resolve', transformed: true }, 'resolve the top of the stack transformed')
      : done({ kind: 'resolve' }, 'resolve the top of the stack'),
  'play-land': (s, { ctx, onTarget }) =>
    onTarget(s.target, (x) => {
      const owner = x.object?.owner ?? ctx.view.players[0]?.id ?? 'P1';
      const face = s.face !== 'fitting' ? s.face : x.object ? landFaceOf(x.object) : null;
      if (face === null) return skip('play-land: no land face');
      return done(
        { kind: 'play-land', player: owner, object: x.id, ...(face === 'back' ? { face } : {}) },
        `${owner} plays land ${x.text}${face === 'back' ? ' back face' : ''}`,
      );
    }),
  'copy-spell': (s, { onTarget, onPlayer }) =>
    onPlayer(s.player, (p) =>
      onTarget(s.of, (x) => done({ kind: 'copy-spell', player: p, of: x.id }, `${p} copies spell ${x.text}`)),
    ),
  'end-game': () => done({ kind: 'end-game' }, 'the game ends'),
  'day-night-check': (s) =>
    done(
      { kind: 'day-night-check', spellsCast: s.spellsCast },
      `a new turn's day/night check after ${s.spellsCast} spell(s)`,
    ),
  'become-day-or-night': (s) =>
    done({ kind: 'become-day-or-night', designation: s.designation }, `it becomes ${s.designation}`),
  counter: (s, { onTarget }) =>
    onTarget(s.target, (x) => done({ kind: 'counter', object: x.id, to: s.to }, `counter ${x.text} into ${s.to}`)),
  'put-onto-battlefield': (s, { ctx, target, onTarget }) =>
    onTarget(s.target, (x) => {
      const controller = s.controller === null ? undefined : playerAt(ctx, s.controller);
      const copy = s.copyOf === null ? undefined : target(s.copyOf);
      const action: Action = {
        kind: 'put-onto-battlefield',
        object: x.id,
        ...(controller === undefined ? {} : { controller }),
        ...(s.transformed ? { transformed: true } : {}),
        ...(copy === undefined ? {} : { asCopyOf: copy.id }),
      };
      const how = [
        s.transformed ? ' transformed' : '',
        controller ? ` under ${controller}` : '',
        copy ? ` as a copy of ${copy.text}` : '',
      ];
      const text = `put ${x.text} onto the battlefield${how.join('')}`;
      return done(action, text);
    }),
  manifest: manifestOrCloak,
  cloak: manifestOrCloak,
  'manifest-dread': (s, { onPlayer }) =>
    onPlayer(s.player, (p) =>
      done(
        { kind: 'manifest-dread', player: p, choose: s.choose },
        `${p} manifests dread, keeping card ${s.choose + 1} of the top two`,
      ),
    ),
  transform: onObject,
  'activate-transform': onObject,
  convert: onObject,
  'turn-face-down': onObject,
  tap: onObject,
  untap: onObject,
  'phase-out': onObject,
  'phase-in': onObject,
  meld: (s, { ctx, target, onTarget }) =>
    onTarget(s.target, (x) => {
      const def = printedDefinition(x.object?.printed ?? null);
      const partnerName = def && 'partner' in def ? def.partner : null;
      const partner =
        s.partner && partnerName !== null
          ? ctx.view.battlefield.find(
              (o) => o.id !== x.id && o.faceDown === null && o.characteristics?.name === partnerName,
            )
          : undefined;
      const other = partner ? { id: partner.id, text: label(ctx.view, partner) } : target(s.other);
      if (!other) return skip('meld: no second object');
      return done({ kind: 'meld', objects: [x.id, other.id] }, `meld ${x.text} with ${other.text}`);
    }),
  'turn-face-up': (s, { onTarget }) =>
    onTarget(s.target, (x) =>
      done({ kind: 'turn-face-up', object: x.id, route: s.route }, `turn ${x.text} face up by ${s.route}`),
    ),
  'become-copy': (s, { onTarget }) =>
    onTarget(s.target, (x) =>
      onTarget(s.of, (y) =>
        done({ kind: 'become-copy', object: x.id, of: y.id }, `${x.text} becomes a copy of ${y.text}`),
      ),
    ),
  'create-token-copy': (s, { onTarget, onPlayer }) =>
    onPlayer(s.player, (p) =>
      onTarget(s.of, (y) =>
        done({ kind: 'create-token-copy', player: p, of: y.id }, `${p} creates a token copy of ${y.text}`),
      ),
    ),
  'create-token': (s, { onPlayer }) =>
    onPlayer(s.player, (p) =>
      done({ kind: 'create-token', player: p, token: s.token }, `${p} creates a ${s.token.faces[0].name} token`),
    ),
  move: (s, { onTarget }) =>
    onTarget(s.target, (x) => {
      const action: Action = {
        kind: 'move',
        object: x.id,
        to: s.to,
        ...(s.to === 'exile' && s.faceDown ? { faceDown: true } : {}),
        ...(s.to === 'library' ? { position: s.position } : {}),
      };
      const where = s.to === 'library' ? `${s.position} of library` : s.to;
      return done(action, `move ${x.text} to ${where}${s.to === 'exile' && s.faceDown ? ' face down' : ''}`);
    }),
  draw: (s, { ctx, onPlayer }) =>
    onPlayer(s.player, (p) =>
      // Drawing from an empty library makes the player lose (704.5b), which the model leaves out: a correct
      // engine would end the player's game, so generated games never ask for it.
      ctx.view.players.find((x) => x.id === p)?.libraryCount === 0
        ? skip('draw: empty library (704.5b is outside the model)')
        : done({ kind: 'draw', player: p }, `${p} draw`),
    ),
  shuffle: playerOnly,
  'reveal-hand': playerOnly,
  'player-leaves': playerOnly,
  'begin-turn': (s, { onPlayer }) =>
    onPlayer(s.player, (p) => done({ kind: 'begin-turn', player: p }, `${p}'s turn begins`)),
  'begin-main-phase': (s, { onPlayer }) =>
    onPlayer(s.player, (p) => done({ kind: 'begin-main-phase', player: p }, `${p}'s main phase begins`)),
  'choose-enchanted': (s, { onTarget, onPlayer }) =>
    onPlayer(s.player, (p) =>
      onTarget(s.aura, (x) =>
        onTarget(s.enchant, (y) =>
          done({ ...s, player: p, aura: x.id, enchant: y.id }, `${p} picks ${y.text} for ${x.text}`),
        ),
      ),
    ),
  'gain-control': (s, { onTarget, onPlayer }) =>
    onPlayer(s.player, (p) =>
      onTarget(s.target, (x) => done({ kind: s.kind, player: p, object: x.id }, `${p} gains ${x.text}`)),
    ),
  attach: (s, { onTarget }) =>
    onTarget(s.target, (x) =>
      onTarget(s.to, (y) => done({ kind: 'attach', object: x.id, to: y.id }, `attach ${x.text} to ${y.text}`)),
    ),
  'add-counters': (s, { onTarget }) =>
    onTarget(s.target, (x) =>
      done(
        { kind: 'add-counters', object: x.id, counter: s.counter ?? '+1/+1', amount: s.amount },
        `put ${s.amount} ${s.counter ?? '+1/+1'} counter(s) on ${x.text}`,
      ),
    ),
  'add-lore-counters': (s, { onTarget }) =>
    onTarget(s.target, (x) =>
      done(
        { kind: 'add-counters', object: x.id, counter: 'lore', amount: s.amount },
        `put ${s.amount} lore counter(s) on ${x.text}`,
      ),
    ),
  'deal-damage': (s, { onTarget }) =>
    onTarget(s.target, (x) =>
      done({ kind: 'deal-damage', object: x.id, amount: s.amount }, `deal ${s.amount} damage to ${x.text}`),
    ),
  'damage-from-source': (s, { ctx }) => resolveSourceDamage(ctx, s),
  'apply-effect': (s, { onTarget }) =>
    onTarget(s.target, (x) =>
      done({ kind: 'apply-effect', object: x.id, effect: s.effect }, `${x.text} gets effect ${s.effect.kind}`),
    ),
  reveal: (s, { ctx, onTarget, onPlayer }) =>
    onPlayer(s.player, (p) =>
      onTarget(s.target, (x) => {
        const to = s.toAll
          ? undefined
          : ctx.view.players
              .filter((q) => q.id !== p)
              .slice(0, 1)
              .map((q) => q.id);
        return done(
          { kind: 'reveal', player: p, object: x.id, ...(to ? { to } : {}) },
          `${p} reveals ${x.text} to ${to ? to.join(', ') : 'everyone'}`,
        );
      }),
    ),
  look: (s, { onTarget, onPlayer }) =>
    onPlayer(s.player, (p) =>
      onTarget(s.target, (x) => done({ kind: 'look', player: p, object: x.id }, `${p} looks at ${x.text}`)),
    ),
};

/** Resolve one step; `skipped` when an index finds nothing. */
export function resolveStep(ctx: ResolveContext, step: GeneratedStep): ResolvedStep {
  const target = (t: Target): Found | undefined => resolveTarget(ctx, t);
  const onTarget = (t: Target, f: (x: Found) => ResolvedStep): ResolvedStep => {
    const x = target(t);
    return x ? f(x) : skip(`${step.kind}: no object at ${JSON.stringify(t)}`);
  };
  const onPlayer = (i: number, f: (p: string) => ResolvedStep): ResolvedStep => {
    const p = playerAt(ctx, i);
    return p ? f(p) : skip(`${step.kind}: no player`);
  };
  // The arm for step.kind takes this step's kind; TypeScript cannot relate the two, hence the widening.
  const arm = ARMS[step.kind] as (s: GeneratedStep, h: Scope) => ResolvedStep;
  return arm(step, { ctx, target, onTarget, onPlayer });
}
