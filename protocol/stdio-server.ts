/**
 * Serving an engine over stdin/stdout: one JSON request per line in, one JSON
 * response per line out, in order. Anything the engine prints goes to stderr, so
 * stdout carries only the protocol.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import type { Request } from './messages.js';
import { EngineServer, type ServerOptions } from './server.js';

export interface StdioStreams {
  readonly input: Readable;
  readonly output: Writable;
  readonly log: (line: string) => void;
}

/** Answer requests until `shutdown` or the end of input; resolves when done. */
export async function serveStdio(
  load: () => Promise<EngineAdapter>,
  streams: StdioStreams,
  options: ServerOptions = {},
): Promise<void> {
  const server = new EngineServer(load, options);
  const lines = createInterface({ input: streams.input, crlfDelay: Number.POSITIVE_INFINITY });
  let last: Promise<unknown> = Promise.resolve();
  // Answers ready together (the requests of a pipelined step) leave in one write, once the requests that came in
  // one read are answered; an engine that exits meanwhile still sends what it answered.
  let waiting: string[] = [];
  const flush = (): void => {
    if (waiting.length === 0) return;
    const text = waiting.join('');
    waiting = [];
    streams.output.write(text);
  };
  process.once('exit', flush);
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
      if (waiting.length === 0) setImmediate(flush);
      waiting.push(`${JSON.stringify(response)}\n`);
    });
    last = answer;
    if (request.method === 'shutdown') break;
  }
  lines.close();
  await last;
  flush();
  process.removeListener('exit', flush);
}
