/**
 * How long the suite takes to notice an engine over stdio that closes its stdout and keeps running (issue 39):
 * `npx tsx test/isolation/scripts/closed-stdout.ts [timeout ms]` starts test/isolation/fixtures/raw-engine.mjs with
 * its `closes-stdout` fault (the built one: `npm run build` first), plays a game up to its first `apply` (where the
 * engine closes its stdout) and prints the wall time from that call to the fault, with the fault's reason. Wall
 * time on a busy machine is noise: a measure, never a test's assertion (test/isolation/faults.test.ts and
 * process-transport.test.ts check the behaviour).
 */
import { join } from 'node:path';
import { IsolatedEngine } from '../../../isolation/isolated-engine.js';
import { processTransport } from '../../../isolation/process-transport.js';
import { face } from '../../../model/characteristics.js';
import type { GameSetup } from '../../../model/setup.js';

const timeoutMs = Number(process.argv[2] ?? 10_000);
const raw = join(import.meta.dirname, '../fixtures/raw-engine.mjs');
const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(raw)} closes-stdout`;
const setup: GameSetup = {
  players: [{ id: 'P1', battlefield: [{ card: 'c1' }] }, { id: 'P2' }],
  cards: {
    c1: {
      layout: 'nonmodal-dfc',
      faces: [face({ name: 'Front', types: ['Creature'] }), face({ name: 'Back', types: ['Creature'] })],
    },
  },
};

const engine = await IsolatedEngine.open(processTransport(command, process.cwd()), { timeoutMs });
const game = await engine.start(setup);
const started = performance.now();
const reason = await Promise.resolve(game.apply({ kind: 'transform', object: 'o1' })).then(
  () => 'answered (no fault)',
  (e: unknown) => (e instanceof Error ? e.message : String(e)),
);
const ms = performance.now() - started;
await engine.dispose(0);
console.log(`timeout ${timeoutMs} ms: fault noticed after ${ms.toFixed(0)} ms`);
console.log(`reason: ${reason}`);
