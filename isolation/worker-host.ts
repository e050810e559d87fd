/**
 * The worker thread's side of an isolated in-process engine: loads the module and
 * answers protocol messages from the suite.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Request } from '../protocol/messages.js';
import { EngineServer } from '../protocol/server.js';
import { importEngineModule } from './load-module.js';

const port = parentPort;
if (port === null) throw new Error('isolation/worker-host runs only as a worker thread');
const { module } = workerData as { module: string };
const server = new EngineServer(() => importEngineModule(module));

port.on('message', (request: Request) => {
  void server.handle(request).then((response) => {
    try {
      port.postMessage(response);
    } catch (e) {
      // A function, a symbol or a class instance with private state cannot be copied.
      port.postMessage({
        id: request.id,
        error: {
          message:
            `${request.method} returned a value that cannot be copied: ` +
            `${e instanceof Error ? e.message : String(e)}`,
        },
      });
    }
  });
});
