/**
 * Mutant: an engine for edition 2011-09-30 that carries out what entered the rules later.
 *
 * Bug: it declares the Innistrad edition (and only the mechanics of that edition) but plays every
 * action by the rules of 2026-04-17: it manifests (701.40, since 2015-01-23), melds (701.42, since
 * 2016-07-22), casts a double-faced card transformed (712.11a, since 2021-09-24) or face down (712.15,
 * since 2015-01-23). The 2011 rules had none of these. `obverse check --edition 2011-09-30` must fail
 * it (general/actions-by-edition), while the reference engine of that edition passes.
 */
import type { GameState } from '../../../model/game-state.js';
import { mutantEngine } from '../support/mutant-engine.js';

export default mutantEngine({
  name: 'later-mechanics-in-2011',
  edition: '2011-09-30',
  step(state, action, reference) {
    const result = reference(state, action);
    if (result.ok || !result.rejection.code.startsWith('edition/')) return result;
    // What the newest rules would do, kept in the 2011 game.
    const { edition: _e, ...newest } = state;
    const played = reference(newest as GameState, action);
    if (!played.ok || state.edition === undefined) return played;
    return { ...played, state: { ...played.state, edition: state.edition } };
  },
});
