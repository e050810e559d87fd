/**
 * A transform-only engine, written as an engine author would: its own small state and
 * rules (not a wrapper of Obverse's reference engine), plugged in through the adapter.
 *
 *   npx obverse check --engine examples/engines/transform-only
 *
 * It supports the core every engine must (single-faced cards in library, hand, graveyard,
 * exile and on the battlefield; move, draw, tap, untap, counters, put onto the battlefield) and one
 * mechanic, `transform` (double-faced cards, transforming, entering transformed, with its
 * triggers). Damage and shuffles are left out: it answers them with the coded rejection
 * `unsupported`, and the suite discards those runs. Files: state.ts (objects in zones),
 * rules.ts (actions), view.ts (what each player may know).
 */
import type { EngineAdapter } from 'obverse';
import { apply } from './rules.js';
import { start } from './state.js';
import { observe } from './view.js';

const adapter: EngineAdapter = {
  describe: () => ({
    name: 'transform-only-example',
    version: '1.0.0',
    contract: 'obverse-adapter/1',
    mechanics: ['transform'],
  }),
  start(setup) {
    const game = start(setup);
    return { apply: (action) => apply(game, action), observe: (viewer) => observe(game, viewer) };
  },
};

export default adapter;
