/**
 * An `--engine` module runs in a worker thread and is driven with the capabilities an engine over stdio is offered
 * (cli/engine.ts): requests pipelined and views sent as deltas, which made a module's check 1.6-2.0x faster
 * (issue 24). Its views are then read as JSON carries them, as over stdio (docs/adapter.md).
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type LoadedEngine, loadEngineModule } from '../../cli/engine.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { IsolatedEngine } from '../../isolation/isolated-engine.js';
import { face } from '../../model/characteristics.js';
import type { GameSetup } from '../../model/setup.js';

const ROOT = join(import.meta.dirname, '../..');
let loaded: LoadedEngine | undefined;
afterEach(async () => {
  await loaded?.dispose();
  loaded = undefined;
});

const setup: GameSetup = {
  players: [{ id: 'P1', battlefield: [{ card: 'c1' }, { card: 'c2', faceDown: 'morph' }] }, { id: 'P2' }],
  cards: {
    c1: {
      layout: 'nonmodal-dfc',
      faces: [face({ name: 'Front', types: ['Creature'] }), face({ name: 'Back', types: ['Creature'] })],
    },
    c2: { layout: 'single', faces: [face({ name: 'Hidden', types: ['Creature'] })] },
  },
};

describe('an --engine module in its worker', () => {
  it('takes up pipelining, view deltas and reproduction, as an engine over stdio can', async () => {
    loaded = await loadEngineModule('dist/examples/mutants/face-down-leaks-color.js', ROOT);
    expect((loaded.adapter as IsolatedEngine).taken()).toEqual(['pipelining', 'view-deltas', 'reproduction']);
  });

  it('has its views read as JSON carries them: keys whose value is undefined or a function are left out', async () => {
    loaded = await loadEngineModule(join(import.meta.dirname, 'fixtures/undefined-keys.mjs'), ROOT);
    const game = await loaded.adapter.start(setup);
    const reference = await referenceEngine.start(setup);
    for (const viewer of ['referee', 'P1', 'P2'] as const) {
      const view = await game.observe(viewer);
      expect(view, viewer).toEqual(JSON.parse(JSON.stringify(await reference.observe(viewer))));
      expect(Object.keys(view)).not.toContain('note');
      expect(Object.keys(view)).not.toContain('describe');
      expect(view.battlefield.flatMap((o) => Object.keys(o))).not.toContain('note');
    }
    await game.close?.();
  });
});
