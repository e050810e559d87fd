/**
 * The `view-deltas` and `pipelining` capabilities (protocol/view-delta.ts, docs/protocol.md): a view decoded
 * from its delta is what JSON would have carried (same text, keys in the same order) at every step of real
 * games, whatever the engine does with its own objects; a malformed delta is the engine's fault, said in a line;
 * capabilities are used only when offered and taken up, and a run over them gives the in-process results.
 */
import fc from 'fast-check';
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { defaultCatalog } from '../../generators/catalog.js';
import { setupArb } from '../../generators/setup.js';
import { stepsArb } from '../../generators/steps.js';
import { HandshakeError, IsolatedEngine } from '../../isolation/isolated-engine.js';
import type { TransportFactory } from '../../isolation/transport.js';
import type { Capability, Request } from '../../protocol/messages.js';
import { EngineServer } from '../../protocol/server.js';
import { invalidResult } from '../../protocol/validate.js';
import { DeltaError, decodeView, encodeView } from '../../protocol/view-delta.js';
import { runSteps } from '../../properties/harness/trace.js';
import { runProperties } from '../../properties/run.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';

/**
 * Encode then decode each value of `views` in turn, as the engine and the suite would; `unchanging`, as the
 * server does for an engine that never changes an object it handed out.
 */
function roundTrip(
  views: readonly unknown[],
  unchanging?: WeakMap<object, never>,
): { readonly decoded: unknown[]; readonly bytes: number; readonly texts: string[] } {
  let sent: ReturnType<typeof encodeView>['base'];
  let received: unknown;
  let bytes = 0;
  const decoded: unknown[] = [];
  const texts: string[] = [];
  for (const view of views) {
    const { delta, base } = encodeView(sent, view, unchanging);
    sent = base;
    const text = JSON.stringify({ delta });
    bytes += text.length;
    texts.push(text);
    received = decodeView(received, JSON.parse(text));
    decoded.push(received);
  }
  return { decoded, bytes, texts };
}

describe('view deltas', () => {
  it('decode to the JSON text of every view, for every viewer, at every step of generated games', async () => {
    const setups = fc.sample(setupArb({ cards: { catalog: defaultCatalog() } }), { numRuns: 6, seed: 3 });
    const steps = fc.sample(stepsArb({ minLength: 8, maxLength: 16 }), { numRuns: 6, seed: 4 });
    let full = 0;
    let sent = 0;
    for (const [i, setup] of setups.entries()) {
      const trace = await runSteps(referenceEngine, setup, steps[i] ?? []);
      expect(trace.failure).toBeNull();
      const snapshots = [trace.initial, ...trace.records.map((r) => r.after)].filter((s) => s !== null);
      for (const viewer of ['referee', ...setup.players.map((p) => p.id)]) {
        const views = snapshots.map((s) => (viewer === 'referee' ? s.referee : s.players[viewer]));
        const { decoded, bytes, texts } = roundTrip(views);
        expect(decoded.map((d) => JSON.stringify(d))).toEqual(views.map((v) => JSON.stringify(v)));
        // The reference engine hands out the same object view while the object does not change: knowing it by
        // that gives the very same deltas.
        expect(roundTrip(views, new WeakMap()).texts).toEqual(texts);
        full += views.reduce((n, v) => n + JSON.stringify(v).length, 0);
        sent += bytes;
      }
    }
    // What the capability is for: a step changes little of a board.
    expect(sent).toBeLessThan(full / 3);
  });

  it('an engine that reuses and changes its own view objects still gets its views across', () => {
    const view: { battlefield: { id: string; tapped: boolean; counters: Record<string, number> }[] } = {
      battlefield: [{ id: 'o1', tapped: false, counters: {} }],
    };
    const texts: string[] = [];
    const views: unknown[] = [];
    let sent: ReturnType<typeof encodeView>['base'];
    let received: unknown;
    for (const change of [
      () => undefined,
      () => {
        (view.battlefield[0] as { tapped: boolean }).tapped = true;
      },
      () => {
        view.battlefield.push({ id: 'o2', tapped: false, counters: { '+1/+1': 1 } });
      },
      () => {
        view.battlefield.reverse();
      },
    ]) {
      change();
      texts.push(JSON.stringify(view));
      const { delta, base } = encodeView(sent, view);
      sent = base;
      received = decodeView(received, JSON.parse(JSON.stringify({ delta })));
      views.push(received);
    }
    expect(views.map((v) => JSON.stringify(v))).toEqual(texts);
  });

  it('an object handed out again by an engine of unchanging views is known unchanged by itself alone', () => {
    const object = { id: 'o1', tapped: false };
    const unchanging = new WeakMap<object, never>();
    // The first view is carried whole; the objects of the next are compared once, and known from then on.
    const first = encodeView(
      encodeView(undefined, { battlefield: [object] }, unchanging).base,
      { battlefield: [object] },
      unchanging,
    );
    expect(first.delta).toBe(0);
    // Against the contract, to show that the object is not looked into: a changed object must be a new one.
    object.tapped = true;
    expect(encodeView(first.base, { battlefield: [object] }, unchanging).delta).toBe(0);
    expect(encodeView(first.base, { battlefield: [object] }).delta).not.toBe(0);
    expect(encodeView(first.base, { battlefield: [{ ...object }] }, unchanging).delta).not.toBe(0);
  });

  it('with unchanging views, a nested part handed out again is not looked into, and first views share it', () => {
    const printed = { name: 'Card', faces: [{ power: 2 }] };
    const unchanging = new WeakMap<object, never>();
    const referee = encodeView(undefined, { battlefield: [{ id: 'o1', tapped: false, printed }] }, unchanging);
    // Another viewer's first view of the same game: what was carried for the referee is shared, not copied again.
    const player = encodeView(undefined, { battlefield: [{ id: 'o1', printed }] }, unchanging);
    const printedOf = (base: unknown) => (base as { battlefield: { printed: unknown }[] }).battlefield[0]?.printed;
    expect(printedOf(player.base)).toBe(printedOf(referee.base));
    expect(printedOf(player.base)).not.toBe(printed);
    // Against the contract, to show that it is not looked into: the object around it changed, the part did not.
    const face = printed.faces[0] as { power: number };
    face.power = 3;
    const next = { battlefield: [{ id: 'o1', tapped: true, printed }] };
    const decode = (delta: unknown) => decodeView(referee.base, JSON.parse(JSON.stringify({ delta })));
    expect(printedOf(decode(encodeView(referee.base, next, unchanging).delta))).toEqual({
      name: 'Card',
      faces: [{ power: 2 }],
    });
    expect(printedOf(decode(encodeView(referee.base, next).delta))).toEqual(printed);
  });

  it('keeps what JSON keeps: key order, dropped undefined fields, null array holes, toJSON', () => {
    const at = new Date(0);
    const values = [
      { a: 1, b: [1, 2], c: { x: 'y' } },
      { b: [1, 2], a: 1, c: { x: 'y' } },
      { b: [1, undefined, 2], a: 1, c: { x: 'y', gone: undefined } },
      { b: [1, null, 2], a: at, c: { x: 'y' } },
      { b: [], a: Number.NaN, c: null },
    ];
    const { decoded } = roundTrip(values);
    expect(decoded.map((d) => JSON.stringify(d))).toEqual(values.map((v) => JSON.stringify(v)));
  });

  it('a decoded view is checked in full where it changed: a bad new object gets the usual reason', async () => {
    const session = await referenceEngine.start({
      players: [{ id: 'P1', battlefield: [{ card: 'c1' }] }, { id: 'P2' }],
      cards: { c1: defaultCatalog()[0] as never },
    });
    const first = JSON.parse(JSON.stringify(await session.observe('referee')));
    expect(invalidResult('observe', first, true)).toBeNull();
    const [object] = first.battlefield;
    // The same objects (found valid before) and one broken object.
    const second = { ...first, battlefield: [object, { ...object, id: 'o99', tapped: 'yes' }] };
    const wrong = invalidResult('observe', second, true);
    expect(wrong).toBe(invalidResult('observe', second));
    expect(wrong).toMatch(/battlefield\[1\]\.tapped must be boolean/);
    // A changed object keeps its printed card and characteristics (found valid before): its own fields are checked.
    const third = { ...first, battlefield: [{ ...object, tapped: 'yes' }] };
    expect(invalidResult('observe', third, true)).toMatch(/battlefield\[0\]\.tapped must be boolean/);
    const fourth = { ...first, battlefield: [{ ...object, printed: { ...object.printed, kind: 'spell' } }] };
    expect(invalidResult('observe', fourth, true)).not.toBeNull();
  });

  it('says what is wrong with a malformed delta', () => {
    expect(() => decodeView(undefined, { delta: 0 })).toThrow(DeltaError);
    expect(() => decodeView(undefined, { delta: 0 })).toThrow(/where there was nothing before/);
    expect(() => decodeView({ a: [1] }, { delta: { o: { a: { a: [{ i: 3 }] } } } })).toThrow(
      /the delta\.a\[0\] names no element of the previous array \(1 elements\)/,
    );
    expect(() => decodeView(undefined, { view: {} })).toThrow(/without `delta`/);
    expect(() => decodeView(undefined, { delta: { x: 1 } })).toThrow(/is not 0/);
  });
});

/** A transport to an in-process server, every message through JSON text, answered in order. */
function loopback(lines: string[], serve = new EngineServer(async () => referenceEngine)): TransportFactory {
  return (events) => ({
    send(request) {
      const text = JSON.stringify(request);
      lines.push(text);
      void serve.handle(JSON.parse(text) as Request).then((response) => {
        const answer = JSON.stringify(response);
        lines.push(answer);
        events.message(JSON.parse(answer));
      });
    },
    stop: async () => undefined,
    lastWords: () => [],
  });
}

describe('capabilities at the handshake', () => {
  const everything: readonly Capability[] = ['pipelining', 'view-deltas'];

  it('none offered: the handshake and answers an engine without capabilities has always seen', async () => {
    const lines: string[] = [];
    const engine = await IsolatedEngine.open(loopback(lines));
    expect(engine.taken()).toEqual([]);
    await engine.dispose();
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      id: 1,
      method: 'handshake',
      params: { protocol: 'obverse-protocol/1' },
    });
    expect(JSON.parse(lines[1] ?? '').result).not.toHaveProperty('capabilities');
  });

  it('an engine that takes up a capability it was not offered fails the handshake', async () => {
    const server = new EngineServer(async () => referenceEngine);
    const pushy: TransportFactory = (events) =>
      loopback(
        [],
        server,
      )({
        ...events,
        message: (value) => {
          const m = value as { id: number; result?: Record<string, unknown> };
          events.message(m.id === 1 ? { ...m, result: { ...m.result, capabilities: ['view-deltas'] } } : m);
        },
      });
    await expect(IsolatedEngine.open(pushy, { capabilities: ['pipelining'] })).rejects.toThrow(HandshakeError);
    await expect(IsolatedEngine.open(pushy, { capabilities: ['pipelining'] })).rejects.toThrow(
      /took up capabilities the suite did not offer: view-deltas/,
    );
  });

  it('taken up, they give the results of the engine in process, and every message fits the schemas', async () => {
    const lines: string[] = [];
    const engine = await IsolatedEngine.open(loopback(lines), { capabilities: everything });
    expect(engine.taken()).toEqual(everything);
    const options = {
      runs: 4,
      seed: 11,
      properties: ['712/transform-keeps-identity', '708/controller-may-look', 'general/determinism'],
      gameLength: TEST_GAME_LENGTH,
    };
    const over = await runProperties(engine, options);
    await engine.dispose();
    const here = await runProperties(referenceEngine, options);
    const timeless = (rs: typeof here) => rs.map((r) => ({ ...r, durationMs: 0 }));
    expect(timeless(over)).toEqual(timeless(here));
    const schema = (name: string): object =>
      JSON.parse(
        readFileSync(join(import.meta.dirname, '../../protocol/schema', `${name}.schema.json`), 'utf8'),
      ) as object;
    const ajv = new Ajv({ strict: false, allErrors: true });
    const validate = { request: ajv.compile(schema('request')), response: ajv.compile(schema('response')) };
    let deltas = 0;
    for (const text of lines) {
      const message = JSON.parse(text) as { method?: string; result?: { delta?: unknown } };
      const check = message.method === undefined ? validate.response : validate.request;
      expect(check(message), `${text.slice(0, 200)}: ${ajv.errorsText(check.errors)}`).toBe(true);
      if (message.result?.delta !== undefined) deltas++;
    }
    expect(deltas).toBeGreaterThan(50);
  });
});
