/**
 * One small broken engine per face-down property: each is the reference engine with a
 * bug a real engine could have, and the property it is paired with must catch it.
 */
import type { EngineAdapter } from '../../../adapter/engine-adapter.js';
import type { GameEvent } from '../../../model/events.js';
import { characteristics } from '../../../engine/characteristics/compute.js';
import { frontFaceOf } from '../../../engine/characteristics/printed.js';
import { mustObject, objectOf, playerOf, updateObject } from '../../../engine/state-access.js';
import { objectById } from '../../../model/view-read.js';
import { broken, faceDownHere } from './broken-engine.js';
import { mapObjects } from '../../../model/view-objects.js';

const withEvents = (r: ReturnType<Parameters<typeof broken>[0]['apply'] & {}>, extra: readonly GameEvent[]) =>
  r.ok ? { ok: true as const, events: [...r.events, ...extra] } : r;

/** Forgets ward {2} on cloaked and disguised face-down objects. */
export const forgetsWard: EngineAdapter = broken({
  observe: (view) =>
    mapObjects(view, (o) =>
      faceDownHere(o) && o.characteristics
        ? {
            ...o,
            characteristics: {
              ...o.characteristics,
              abilities: o.characteristics.abilities?.filter((a) => a.kind !== 'ward') ?? null,
            },
          }
        : o,
    ),
});

/** Turning a face-down permanent face down again makes it face down "by effect" (losing ward, changing its routes). */
export const refacesFaceDown: EngineAdapter = broken({
  apply({ session, action, run }) {
    if (action.kind !== 'turn-face-down') return run(action);
    const o = objectOf(session.state, action.object);
    if (o?.zone !== 'battlefield' || o.faceDown === null || o.faceDown === 'effect') return run(action);
    session.state = updateObject(session.state, o.id, { faceDown: 'effect' });
    return { ok: true, events: [{ kind: 'turned-face-down', object: o.id }] };
  },
});

/** Turning a permanent face up untaps it. */
export const untapsOnTurningUp: EngineAdapter = broken({
  apply({ session, action, run }) {
    const r = run(action);
    // Only while it is still there: a state-based action may have put it into a graveyard (704.5f).
    const turned = action.kind === 'turn-face-up' && r.ok && r.events.some((e) => e.kind === 'turned-face-up');
    if (turned && objectOf(session.state, action.object))
      session.state = updateObject(session.state, action.object, { tapped: false });
    return r;
  },
});

/** Lets a permanent turn face up by morph even after it lost all abilities (judges the printed card). */
export const morphAfterLosingAbilities: EngineAdapter = broken({
  apply({ session, action, run }) {
    const r = run(action);
    if (action.kind !== 'turn-face-up' || action.route !== 'morph' || r.ok) return r;
    const o = objectOf(session.state, action.object);
    const front = o ? frontFaceOf(session.state, o) : null;
    if (!front?.abilities.some((a) => a.kind === 'morph' || a.kind === 'megamorph')) return r;
    const forced = run({ ...action, route: 'effect' });
    return forced.ok
      ? {
          ok: true,
          events: forced.events.map((e) => (e.kind === 'turned-face-up' ? { ...e, route: 'morph' as const } : e)),
        }
      : forced;
  },
});

/** Forgets the +1/+1 counter of a paid megamorph cost. */
export const forgetsMegamorphCounter: EngineAdapter = broken({
  apply({ session, action, run }) {
    const before = action.kind === 'turn-face-up' ? objectOf(session.state, action.object) : undefined;
    const megamorph = before
      ? (characteristics(session.state, before, { ignoreFaceDown: true })?.abilities ?? []).some(
          (a) => a.kind === 'megamorph',
        )
      : false;
    const r = run(action);
    if (
      action.kind === 'turn-face-up' &&
      action.route === 'morph' &&
      megamorph &&
      r.ok &&
      r.events.some((e) => e.kind === 'turned-face-up')
    ) {
      const o = mustObject(session.state, action.object);
      session.state = updateObject(session.state, o.id, {
        counters: { ...o.counters, '+1/+1': (o.counters['+1/+1'] ?? 1) - 1 },
      });
      return { ok: true, events: r.events.filter((e) => e.kind !== 'counters-added') };
    }
    return r;
  },
});

/** Turns a manifested instant or sorcery face up like any other card. */
export const turnsUpManifestedInstant: EngineAdapter = broken({
  apply({ session, action, run }) {
    const r = run(action);
    if (
      action.kind !== 'turn-face-up' ||
      !r.ok ||
      !r.events.some((e) => e.kind === 'no-effect' && (e.clause === '701.40g' || e.clause === '701.58g'))
    )
      return r;
    session.state = updateObject(session.state, action.object, { faceDown: null });
    return { ok: true, events: [{ kind: 'turned-face-up', object: action.object, route: action.route }] };
  },
});

/** Moves face-down objects without revealing them. */
export const noRevealOnLeaving: EngineAdapter = broken({
  apply({ action, run }) {
    const r = run(action);
    if ((action.kind !== 'move' && action.kind !== 'counter') || !r.ok) return r;
    return { ok: true, events: r.events.filter((e) => e.kind !== 'revealed') };
  },
});

/** Shows a face-down object's card name to the player who may look at it. */
export const namesFaceDownForController: EngineAdapter = broken({
  observe: (view) =>
    mapObjects(view, (o) => {
      const p = o.printed;
      if (!faceDownHere(o) || !o.characteristics || p === null || p.kind !== 'card') return o;
      return { ...o, characteristics: { ...o.characteristics, name: p.definition.faces[0].name } };
    }),
});

/** Opponents are not told how a face-down permanent became face down: it shows as manifested. */
export const hidesTheWay: EngineAdapter = broken({
  observe: (view, viewer) =>
    mapObjects(view, (o) =>
      faceDownHere(o) && viewer !== 'referee' && o.controller !== viewer ? { ...o, faceDown: { by: 'manifest' } } : o,
    ),
});

/** Shows face-down cards to every player. */
export const leaksPrinted: EngineAdapter = broken({
  observe(view, viewer, session) {
    if (viewer === 'referee') return view;
    const truth = session.observe('referee');
    return mapObjects(view, (o) =>
      faceDownHere(o) && o.printed === null ? { ...o, printed: objectById(truth, o.id)?.printed ?? null } : o,
    );
  },
});

/** Face-down objects show their card's mana value to everyone. */
export const leaksManaValue: EngineAdapter = broken({
  observe(view, _viewer, session) {
    return mapObjects(view, (o) => {
      if (!faceDownHere(o) || !o.characteristics) return o;
      const real = objectOf(session.state, o.id);
      const mv = real ? (characteristics(session.state, real, { ignoreFaceDown: true })?.manaValue ?? 0) : 0;
      return { ...o, characteristics: { ...o.characteristics, manaValue: mv } };
    });
  },
});

/** Manifest dread mills one more card than it looked at. */
export const dreadMillsThree: EngineAdapter = broken({
  apply({ session, action, run }) {
    const r = run(action);
    if (action.kind !== 'manifest-dread' || !r.ok) return r;
    const top = playerOf(session.state, action.player)?.library[0];
    if (top === undefined) return r;
    const more = run({ kind: 'move', object: top, to: 'graveyard' });
    return more.ok ? withEvents(r, more.events) : r;
  },
});

/** A copy of a face-down permanent copies the card underneath. */
export const copiesHiddenCard: EngineAdapter = broken({
  apply({ session, action, run }) {
    const of =
      action.kind === 'become-copy' || action.kind === 'create-token-copy'
        ? action.of
        : action.kind === 'put-onto-battlefield'
          ? action.asCopyOf
          : undefined;
    const source = of === undefined ? undefined : objectOf(session.state, of);
    const hidden =
      source && source.zone === 'battlefield' && source.faceDown !== null && source.faceDown !== 'exile'
        ? characteristics(session.state, source, { ignoreFaceDown: true })
        : null;
    const count = session.state.effects.length;
    const r = run(action);
    if (!r.ok || hidden === null) return r;
    session.state = {
      ...session.state,
      effects: session.state.effects.map((e, i) =>
        i >= count && e.change.kind === 'copy' ? { ...e, change: { kind: 'copy', values: hidden } } : e,
      ),
    };
    return r;
  },
});

/**
 * Face-down permanents that enter during the game (manifested, cloaked, cast face down) show their card's mana value.
 */
export const leaksManaValueOfNewFaceDown: EngineAdapter = (() => {
  // The ids present at the first observation of each game (the harness observes right after start).
  const initialIds = new WeakMap<object, Set<string>>();
  return broken({
    observe(view, _viewer, session) {
      const seen = initialIds.get(session) ?? new Set(Object.keys(session.state.objects));
      initialIds.set(session, seen);
      return mapObjects(view, (o) => {
        if (!faceDownHere(o) || !o.characteristics || seen.has(o.id)) return o;
        const real = objectOf(session.state, o.id);
        const mv = real ? (characteristics(session.state, real, { ignoreFaceDown: true })?.manaValue ?? 0) : 0;
        return { ...o, characteristics: { ...o.characteristics, manaValue: mv } };
      });
    },
  });
})();
