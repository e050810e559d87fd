/**
 * A channel to an isolated engine: a worker thread or a child process. It carries
 * requests out and reports what comes back; the connection above it matches answers
 * to requests, enforces timeouts and validates answers.
 */
import type { Request } from '../protocol/messages.js';

export interface TransportEvents {
  /** A message from the engine (already parsed; not yet checked). */
  message(value: unknown): void;
  /** The engine broke the protocol (garbage on stdout, an uncopyable message). */
  violation(reason: string): void;
  /** The engine stopped (exit, crash, uncaught error); called once. */
  exit(reason: string): void;
}

export interface Transport {
  send(request: Request): void;
  /** Stop the engine now (kill its process group, terminate its thread). */
  stop(): Promise<void>;
  /** Its last lines on stderr. */
  lastWords(): readonly string[];
}

/** Starts a fresh engine; called again to restart it after a fault. */
export type TransportFactory = (events: TransportEvents) => Transport;
