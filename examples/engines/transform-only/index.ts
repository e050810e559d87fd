/**
 * A transform-only engine, written as an engine author would: its own small state and
 * rules (not a wrapper of Obverse's reference engine), plugged in through the adapter.
 *
 *   npx obverse check --engine examples/engines/transform-only
 *
 * It supports the core every engine must (single-faced cards in library, hand, graveyard,
 * exile and on the battlefield; move, draw, shuffle, tap, untap, counters, damage, put onto the
 * battlefield) and one mechanic, `transform` (double-faced cards, transforming, entering
 * transformed, with its triggers). Anything else it answers with the coded rejection
 * `unsupported`, and the suite discards those runs; it declares the events it reports, so no
 * check waits for another kind. Files: state.ts (objects in zones), rules.ts (actions),
 * damage.ts (damage and shuffles), view.ts (what each player may know).
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
    // The event kinds it reports (docs/adapter.md, "What an engine can play"); it can show any ability kind.
    events: [
      'zone-change',
      'entered',
      'transformed',
      'triggered',
      'counters-added',
      'tapped',
      'untapped',
      'shuffled',
      'no-effect',
    ],
  }),
  start(setup) {
    const game = start(setup);
    return { apply: (action) => apply(game, action), observe: (viewer) => observe(game, viewer) };
  },
};

export default adapter;
