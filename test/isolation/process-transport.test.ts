/**
 * isolation/process-transport.ts: the requests sent in one tick reach the engine process in one write (one wake-up
 * of the engine), in order, each on its own line; requests of a later tick in another. An engine whose stdout ends
 * while it runs on is stopped at once and said to have closed it; one that exits says its exit status.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOSED_STDOUT, processTransport } from '../../isolation/process-transport.js';
import type { Request } from '../../protocol/messages.js';

/** An engine that answers each read it gets with the ids it found in it, one answer per line it read. */
const ENGINE = `node -e "
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const ids = chunk.split('\\\\n').filter((l) => l !== '').map((l) => JSON.parse(l).id);
  for (const id of ids) process.stdout.write(JSON.stringify({ id, result: { read: ids } }) + '\\\\n');
});"`;

describe('processTransport', () => {
  it('sends the requests of one tick in one write, in order', async () => {
    const answers: { id: number; result: { read: number[] } }[] = [];
    const waiting: { count: number; resolve: () => void }[] = [];
    const answered = (count: number) =>
      new Promise<void>((resolve) => {
        waiting.push({ count, resolve });
      });
    const transport = processTransport(
      ENGINE,
      process.cwd(),
    )({
      message: (value) => {
        answers.push(value as (typeof answers)[number]);
        for (const w of waiting) if (answers.length === w.count) w.resolve();
      },
      violation: (reason) => {
        throw new Error(reason);
      },
      exit: () => undefined,
    });
    const observe = (id: number): Request => ({ id, method: 'observe', params: { game: 'g1', viewer: 'referee' } });
    const first = answered(3);
    transport.send({ id: 1, method: 'apply', params: { game: 'g1', action: { kind: 'tap', object: 'o1' } } });
    transport.send(observe(2));
    transport.send(observe(3));
    await first;
    // Requests of a later tick, once the engine has read the first ones: in a write of their own.
    const second = answered(5);
    transport.send(observe(4));
    transport.send(observe(5));
    await second;
    await transport.stop();
    expect(answers.map((a) => a.id)).toEqual([1, 2, 3, 4, 5]);
    expect(answers.map((a) => a.result.read)).toEqual([
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
      [4, 5],
      [4, 5],
    ]);
  });
});

const STDOUT_END = `node ${JSON.stringify(join(import.meta.dirname, 'fixtures/stdout-end.mjs'))}`;

/** How the engine run by `command` ended, as the transport reports it (without a request sent). */
function ending(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    processTransport(
      command,
      process.cwd(),
    )({ message: () => undefined, violation: (reason) => reject(new Error(reason)), exit: resolve });
  });
}

describe('the end of an engine process', () => {
  it('closing its stdout and running on: stopped at once, for that reason', async () => {
    // It would run for 10 minutes: only the end of its stdout can end it in the test's time.
    expect(await ending(`${STDOUT_END} close`)).toBe(CLOSED_STDOUT);
  });

  it('exiting (which ends its stdout too): its exit status', async () => {
    expect(await ending(`${STDOUT_END} exit 3`)).toBe('the engine process exited with code 3');
  });
});
