/**
 * Mutant: the untap step phases, checks day and night and untaps as one block, and only then do daybound and
 * nightbound permanents follow day and night.
 *
 * Bug: the engine runs the untap step's turn-based actions together and looks at day and night once at the end,
 * so a nightbound permanent that phases in by day and then sees it become night never transforms (twice), and
 * what triggers on those transforms never triggers. This is what the reference engine did before issue 40. Breaks
 * 502.1 and 502.2 (ordered turn-based actions) with 702.145c and 702.145f (which act at any time, immediately).
 */
import { requirePlayer } from '../../engine/actions/guards.js';
import { dayNightCheck } from '../../engine/day-night/designation.js';
import { phaseInUntapStep, untapAll } from '../../engine/turns/begin-turn.js';
import type { GameEvent } from '../../model/events.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { settled } from './support/settled.js';

export const mutant: MutantFacts = {
  bug: 'The untap step phases, checks day and night and untaps as one block; bound permanents follow only after it.',
  clause: '502.1',
  group: 'dfc',
  properties: [],
  scenarios: [
    'rules/502.1-a-nightbound-permanent-phasing-in-by-day-transforms-before-the-check',
    'rules/502.2-a-daybound-permanent-phasing-in-at-night-transforms-before-the-check',
  ],
};

export default mutantEngine({
  name: 'untap-step-in-one-block',
  step(state, action, reference) {
    if (action.kind !== 'begin-turn' || state.gameOver || !requirePlayer(state, action.player, 'begin-turn').ok)
      return reference(state, action);
    let [s, events] = phaseInUntapStep(state, action.player);
    const all: GameEvent[] = [...events];
    if (state.turn !== undefined) {
      const checked = dayNightCheck(s, { kind: 'day-night-check', spellsCast: state.turn.spellsCast });
      if (checked.ok) [s, events] = [checked.state, checked.events];
      if (checked.ok) all.push(...events);
    }
    [s, events] = untapAll(s, action.player);
    all.push(...events);
    return settled(state, { ...s, turn: { active: action.player, spellsCast: 0 } }, all);
  },
});
