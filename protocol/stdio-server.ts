/**
 * Serving an engine over stdin/stdout: one JSON request per line in, one JSON
 * response per line out, in order. Anything the engine prints goes to stderr, so
 * stdout carries only the protocol.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import type { Request } from './messages.js';
import { EngineServer } from './server.js';

export interface StdioStreams {
  readonly input: Readable;
  readonly output: Writable;
  readonly log: (line: string) => void;
}

/** Answer requests until `shutdown` or the end of input; resolves when done. */
export async function serveStdio(load: () => Promise<EngineAdapter>, streams: StdioStreams): Promise<void> {
  const server = new EngineServer(load);
  const lines = createInterface({ input: streams.input, crlfDelay: Number.POSITIVE_INFINITY });
  let last: Promise<unknown> = Promise.resolve();
  for await (const line of lines) {
    if (line.trim() === '') continue;
    let request: Request;
    try {
      request = JSON.parse(line) as Request;
    } catch {
      streams.log(`obverse engine: ignoring a line that is not JSON: ${line.slice(0, 120)}`);
      continue;
    }
    const answer = server.handle(request).then((response) => {
      streams.output.write(`${JSON.stringify(response)}\n`);
    });
    last = answer;
    if (request.method === 'shutdown') break;
  }
  lines.close();
  await last;
}
