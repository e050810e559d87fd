/**
 * Resolving an abstract step against the current referee view: the action to give
 * the engine (with the engine's own ids) and a readable line, or the reason it is
 * skipped (its indices do not resolve: the precondition of a model-based command).
 */
import { match } from 'ts-pattern';
import type { Action, CastMode } from '../adapter/action.js';
import type { Face } from '../model/characteristics.js';
import type { GameView, ObjectView } from '../model/view.js';
import type { CastWay, PermanentFilter, Step, Target } from './steps.js';
import { isPhysicallyDoubleFaced, label, printedDefinition } from './view-read.js';

export type ResolvedStep =
  | { readonly ok: true; readonly action: Action; readonly text: string }
  | { readonly ok: false; readonly skipped: string };

/** What the resolver knows besides the view: ids seen earlier in the run. */
export interface ResolveContext {
  readonly view: GameView;
  /** Ids seen in earlier views that are no longer present. */
  readonly goneIds: readonly string[];
}

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

function passes(o: ObjectView, filter: PermanentFilter): boolean {
  return match(filter)
    .with('any', () => true)
    .with('face-down', () => o.faceDown !== null)
    .with('face-up', () => o.faceDown === null)
    .with('double-faced', () => isPhysicallyDoubleFaced(o) || o.melded)
    .with('token', () => o.token)
    .with('melded', () => o.melded)
    .with('back-face', () => o.faceDown === null && o.face === 'back' && isPhysicallyDoubleFaced(o))
    .with('face-down-double-faced', () => o.faceDown !== null && cardLayout(o) !== 'single' && cardLayout(o) !== null)
    .with(
      'face-down-megamorph',
      () => o.faceDown !== null && frontFace(o)?.abilities.some((a) => a.kind === 'megamorph') === true,
    )
    .with(
      'face-down-spell-card',
      () => o.faceDown !== null && (frontFace(o)?.types.some((t) => t === 'Instant' || t === 'Sorcery') ?? false),
    )
    .with('meld-card', () => o.faceDown === null && cardLayout(o) === 'meld')
    .exhaustive();
}

/** The printed card's layout (null for melded objects, abilities and hidden objects). */
function cardLayout(o: ObjectView): string | null {
  return printedDefinition(o.printed)?.layout ?? null;
}

function frontFace(o: ObjectView): Face | undefined {
  return printedDefinition(o.printed)?.faces[0];
}

type Found = { readonly id: string; readonly text: string; readonly object: ObjectView | null };

function resolveTarget(ctx: ResolveContext, t: Target): Found | undefined {
  const v = ctx.view;
  const found = (o: ObjectView | undefined, text?: string): Found | undefined =>
    o ? { id: o.id, text: text ?? label(v, o), object: o } : undefined;
  return match(t)
    .with({ zone: 'battlefield' }, ({ filter, index }) =>
      found(
        pick(
          v.battlefield.filter((o) => passes(o, filter)),
          index,
        ),
      ),
    )
    .with({ zone: 'hand' }, { zone: 'graveyard' }, { zone: 'library' }, ({ zone, player, index }) => {
      const p = pick(v.players, player);
      if (!p) return undefined;
      const list = zone === 'hand' ? (p.hand ?? []) : zone === 'graveyard' ? p.graveyard : (p.library ?? []);
      const o = pick(list, index);
      if (!o) return undefined;
      const pos = list.indexOf(o);
      const where = zone === 'library' && pos === 0 ? `top of ${p.id} library` : `${p.id} ${zone} #${pos + 1}`;
      return found(o, `${where} (${o.characteristics?.name ?? 'hidden'}) [${o.id}]`);
    })
    .with({ zone: 'castable' }, ({ way, player, index }) => {
      // Every player's castable cards, starting with the chosen player's, so a shrunk index still finds one.
      const n = v.players.length;
      const rotated = n === 0 ? [] : [...v.players.slice(player % n), ...v.players.slice(0, player % n)];
      const candidates = rotated.flatMap((p) => {
        const list = way === 'disturb' ? p.graveyard : (p.hand ?? []);
        return list
          .filter((x) => castModeFor(x, way) !== null)
          .map((o) => ({
            o,
            text: `${p.id} ${o.zone} #${list.indexOf(o) + 1} (${o.characteristics?.name ?? 'hidden'}) [${o.id}]`,
          }));
      });
      const c = pick(candidates, index);
      return c ? found(c.o, c.text) : undefined;
    })
    .with({ zone: 'playable-land' }, ({ modal, player, index }) => {
      // As for castable cards: every hand, the chosen player's first.
      const n = v.players.length;
      const rotated = n === 0 ? [] : [...v.players.slice(player % n), ...v.players.slice(0, player % n)];
      const candidates = rotated.flatMap((p) => {
        const list = p.hand ?? [];
        return list
          .filter((x) => landFaceOf(x) !== null && (!modal || cardLayout(x) === 'modal-dfc'))
          .map((o) => ({
            o,
            text: `${p.id} hand #${list.indexOf(o) + 1} (${o.characteristics?.name ?? 'hidden'}) [${o.id}]`,
          }));
      });
      const c = pick(candidates, index);
      return c ? found(c.o, c.text) : undefined;
    })
    .with({ zone: 'exile' }, ({ index }) => found(pick(v.exile, index)))
    .with({ zone: 'stack' }, ({ index }) => {
      // Index 0 is the top of the stack.
      const top = [...v.stack].reverse();
      return found(pick(top, index));
    })
    .with({ zone: 'gone' }, ({ index }) => {
      const id = pick(ctx.goneIds, index);
      return id === undefined ? undefined : { id, text: `gone object ${id}`, object: null };
    })
    .exhaustive();
}

/** The cast mode that fits a card for a way of casting, or null if the card has no such way (702.37c, 702.168b, 702.146a, 712.11b, 702.162a). */
export function castModeFor(o: ObjectView, way: CastWay): CastMode | null {
  // Which faces matter: the front face's abilities (712.11d, 702.146a).
  const def = printedDefinition(o.printed);
  if (!def) return null;
  const front = def.faces[0];
  const has = (k: string) => front.abilities.some((a) => a.kind === k);
  return match(way)
    .with('normal', () => (front.types.includes('Land') ? null : { kind: 'normal' as const }))
    .with('face-down', () => {
      const by = has('morph')
        ? ('morph' as const)
        : has('megamorph')
          ? ('megamorph' as const)
          : has('disguise')
            ? ('disguise' as const)
            : null;
      return by === null ? null : { kind: 'face-down' as const, by };
    })
    .with('disturb', () =>
      def.layout === 'nonmodal-dfc' && has('disturb') ? { kind: 'transformed' as const, by: 'disturb' as const } : null,
    )
    .with('back-face', () =>
      def.layout === 'modal-dfc' && !def.faces[1].types.includes('Land') ? { kind: 'back-face' as const } : null,
    )
    .with('converted', () =>
      def.layout === 'nonmodal-dfc' && has('more-than-meets-the-eye') ? { kind: 'converted' as const } : null,
    )
    .with('double-faced', () =>
      (def.layout === 'nonmodal-dfc' || def.layout === 'modal-dfc') && !front.types.includes('Land')
        ? { kind: 'normal' as const }
        : null,
    )
    .exhaustive();
}

/**
 * The face a card would be played with as a land, or null if it has no land face to
 * play: the front face if it is a land (305.1), else a modal DFC's back land face (712.12).
 */
export function landFaceOf(o: ObjectView): 'front' | 'back' | null {
  const def = printedDefinition(o.printed);
  if (!def) return null;
  if (def.faces[0].types.includes('Land')) return 'front';
  return def.layout === 'modal-dfc' && def.faces[1].types.includes('Land') ? 'back' : null;
}

function playerAt(ctx: ResolveContext, index: number): string | undefined {
  return pick(ctx.view.players, index)?.id;
}

const skip = (why: string): ResolvedStep => ({ ok: false, skipped: why });
const done = (action: Action, text: string): ResolvedStep => ({ ok: true, action, text });

/** Resolve one step; `skipped` when an index finds nothing. */
export function resolveStep(ctx: ResolveContext, step: Step): ResolvedStep {
  const target = (t: Target): Found | undefined => resolveTarget(ctx, t);
  const onTarget = (t: Target, f: (x: Found) => ResolvedStep): ResolvedStep => {
    const x = target(t);
    return x ? f(x) : skip(`${step.kind}: no object at ${JSON.stringify(t)}`);
  };
  const onPlayer = (i: number, f: (p: string) => ResolvedStep): ResolvedStep => {
    const p = playerAt(ctx, i);
    return p ? f(p) : skip(`${step.kind}: no player`);
  };
  return match(step)
    .with({ kind: 'cast' }, (s) =>
      onTarget(s.target, (x) => {
        const owner = x.object?.owner ?? ctx.view.players[0]?.id ?? 'P1';
        const mode =
          s.mode !== 'fitting'
            ? s.mode
            : s.target.zone === 'castable' && x.object
              ? castModeFor(x.object, s.target.way)
              : { kind: 'normal' as const };
        if (mode === null) return skip('cast: no fitting mode');
        const how =
          mode.kind === 'face-down'
            ? ` face down by ${mode.by}`
            : mode.kind === 'transformed'
              ? ` transformed by ${mode.by}`
              : mode.kind === 'normal'
                ? ''
                : ` ${mode.kind}`;
        return done({ kind: 'cast', player: owner, object: x.id, mode }, `${owner} casts ${x.text}${how}`);
      }),
    )
    .with({ kind: 'resolve' }, (s) =>
      s.transformed === true
        ? done({ kind: 'resolve', transformed: true }, 'resolve the top of the stack transformed')
        : done({ kind: 'resolve' }, 'resolve the top of the stack'),
    )
    .with({ kind: 'play-land' }, (s) =>
      onTarget(s.target, (x) => {
        const owner = x.object?.owner ?? ctx.view.players[0]?.id ?? 'P1';
        const face = s.face !== 'fitting' ? s.face : x.object ? landFaceOf(x.object) : null;
        if (face === null) return skip('play-land: no land face');
        return done(
          { kind: 'play-land', player: owner, object: x.id, ...(face === 'back' ? { face } : {}) },
          `${owner} plays land ${x.text}${face === 'back' ? ' back face' : ''}`,
        );
      }),
    )
    .with({ kind: 'copy-spell' }, (s) =>
      onPlayer(s.player, (p) =>
        onTarget(s.of, (x) => done({ kind: 'copy-spell', player: p, of: x.id }, `${p} copies spell ${x.text}`)),
      ),
    )
    .with({ kind: 'end-game' }, () => done({ kind: 'end-game' }, 'the game ends'))
    .with({ kind: 'counter' }, (s) =>
      onTarget(s.target, (x) => done({ kind: 'counter', object: x.id, to: s.to }, `counter ${x.text} into ${s.to}`)),
    )
    .with({ kind: 'put-onto-battlefield' }, (s) =>
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
        const text = `put ${x.text} onto the battlefield${s.transformed ? ' transformed' : ''}${controller ? ` under ${controller}` : ''}${copy ? ` as a copy of ${copy.text}` : ''}`;
        return done(action, text);
      }),
    )
    .with({ kind: 'manifest' }, { kind: 'cloak' }, (s) =>
      onPlayer(s.player, (p) =>
        done(
          { kind: s.kind, player: p, ...(s.count > 1 ? { count: s.count } : {}) },
          `${s.kind} ${s.count > 1 ? `top ${s.count} cards` : 'top'} of ${p} library`,
        ),
      ),
    )
    .with({ kind: 'manifest-dread' }, (s) =>
      onPlayer(s.player, (p) =>
        done(
          { kind: 'manifest-dread', player: p, choose: s.choose },
          `${p} manifests dread, keeping card ${s.choose + 1} of the top two`,
        ),
      ),
    )
    .with(
      { kind: 'transform' },
      { kind: 'activate-transform' },
      { kind: 'convert' },
      { kind: 'turn-face-down' },
      { kind: 'tap' },
      { kind: 'untap' },
      { kind: 'phase-out' },
      { kind: 'phase-in' },
      (s) => onTarget(s.target, (x) => done({ kind: s.kind, object: x.id }, `${s.kind} ${x.text}`)),
    )
    .with({ kind: 'meld' }, (s) =>
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
    )
    .with({ kind: 'turn-face-up' }, (s) =>
      onTarget(s.target, (x) =>
        done({ kind: 'turn-face-up', object: x.id, route: s.route }, `turn ${x.text} face up by ${s.route}`),
      ),
    )
    .with({ kind: 'become-copy' }, (s) =>
      onTarget(s.target, (x) =>
        onTarget(s.of, (y) =>
          done({ kind: 'become-copy', object: x.id, of: y.id }, `${x.text} becomes a copy of ${y.text}`),
        ),
      ),
    )
    .with({ kind: 'create-token-copy' }, (s) =>
      onPlayer(s.player, (p) =>
        onTarget(s.of, (y) =>
          done({ kind: 'create-token-copy', player: p, of: y.id }, `${p} creates a token copy of ${y.text}`),
        ),
      ),
    )
    .with({ kind: 'create-token' }, (s) =>
      onPlayer(s.player, (p) =>
        done({ kind: 'create-token', player: p, token: s.token }, `${p} creates a ${s.token.faces[0].name} token`),
      ),
    )
    .with({ kind: 'move' }, (s) =>
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
    )
    .with({ kind: 'draw' }, { kind: 'shuffle' }, { kind: 'reveal-hand' }, { kind: 'player-leaves' }, (s) =>
      onPlayer(s.player, (p) => done({ kind: s.kind, player: p }, `${p} ${s.kind}`)),
    )
    .with({ kind: 'attach' }, (s) =>
      onTarget(s.target, (x) =>
        onTarget(s.to, (y) => done({ kind: 'attach', object: x.id, to: y.id }, `attach ${x.text} to ${y.text}`)),
      ),
    )
    .with({ kind: 'add-counters' }, (s) =>
      onTarget(s.target, (x) =>
        done(
          { kind: 'add-counters', object: x.id, counter: '+1/+1', amount: s.amount },
          `put ${s.amount} +1/+1 counter(s) on ${x.text}`,
        ),
      ),
    )
    .with({ kind: 'deal-damage' }, (s) =>
      onTarget(s.target, (x) =>
        done({ kind: 'deal-damage', object: x.id, amount: s.amount }, `deal ${s.amount} damage to ${x.text}`),
      ),
    )
    .with({ kind: 'apply-effect' }, (s) =>
      onTarget(s.target, (x) =>
        done({ kind: 'apply-effect', object: x.id, effect: s.effect }, `${x.text} gets effect ${s.effect.kind}`),
      ),
    )
    .with({ kind: 'reveal' }, (s) =>
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
    )
    .with({ kind: 'look' }, (s) =>
      onPlayer(s.player, (p) =>
        onTarget(s.target, (x) => done({ kind: 'look', player: p, object: x.id }, `${p} looks at ${x.text}`)),
      ),
    )
    .exhaustive();
}
