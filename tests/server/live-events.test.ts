import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_EVENTS_PATH } from '../../schemas/api/studio';
import { createApp, startServer, type RunningServer } from '../../server/app';
import type { ConfigEventHub } from '../../server/features/live/hub';
import { inProcessHub } from '../../server/features/live/in-process-hub';
import { configEventRoutes } from '../../server/features/live/sse-routes';
import { createTestDatabase, type TestDatabase } from './harness';
import { configFrames, openSse, simulatePublish, testAppConfig, type SseReader } from './live-sse-reader';

let database: TestDatabase;
let hub: ConfigEventHub;
let running: RunningServer;
let base: string;
const readers: SseReader[] = [];

async function open(query = '', headers: Record<string, string> = {}): Promise<SseReader> {
  const reader = await openSse(`${base}/api/${CONFIG_EVENTS_PATH}${query}`, headers);
  readers.push(reader);
  return reader;
}

async function publish(key: string) {
  const published = await simulatePublish(database.db, key);
  hub.announce();
  return published;
}

beforeAll(async () => {
  database = await createTestDatabase();
  hub = inProcessHub(database.db);
  const app = createApp({ db: database.db, config: testAppConfig(), services: { configEvents: hub } });
  running = await startServer({ app, port: 0, hostname: '127.0.0.1' });
  base = `http://127.0.0.1:${running.port}`;
});

afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
});

afterAll(async () => {
  await running.close();
  await hub.close();
  await database.close();
});

describe('GET /api/website/config-events', () => {
  it('streams uncompressed through the app, says how to reconnect, then ready, then each publish', async () => {
    const before = await publish('theme');
    const stream = await open();
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // gzip would hold frames back in the compressor's buffer.
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toContain('no-transform');

    const ready = await stream.next((f) => f.event === 'ready');
    expect(stream.frames[0]?.retry).toBe(1000);
    expect(JSON.parse(ready.data)).toEqual({ latest: before.id });

    const published = await publish('home');
    const frame = await stream.next((f) => f.event === 'config');
    expect(frame.id).toBe(String(published.id));
    expect(JSON.parse(frame.data)).toEqual({ id: published.id, key: 'home', version: published.version });
  });

  it('replays versions missed since Last-Event-ID, in order, then carries on live without repeats', async () => {
    const first = await open();
    await first.next((f) => f.event === 'ready');
    const seen = await publish('cart');
    await first.next((f) => f.event === 'config');
    first.close();

    const missed = [await publish('home'), await publish('shell'), await publish('home')];
    const again = await open('', { 'Last-Event-ID': String(seen.id) });
    await again.next((f) => f.id === String(missed[2]!.id));
    const live = await publish('theme');
    await again.next((f) => f.id === String(live.id));

    expect(configFrames(again)).toEqual([
      { sseId: String(missed[0]!.id), id: missed[0]!.id, key: 'home', version: missed[0]!.version },
      { sseId: String(missed[1]!.id), id: missed[1]!.id, key: 'shell', version: missed[1]!.version },
      { sseId: String(missed[2]!.id), id: missed[2]!.id, key: 'home', version: missed[2]!.version },
      { sseId: String(live.id), id: live.id, key: 'theme', version: live.version },
    ]);
    expect(again.frames.some((f) => f.event === 'ready')).toBe(false);
  });

  it('takes the resume point from ?after=, ignores one that is not digits or lies beyond the newest version', async () => {
    const from = await publish('menu');
    const next = await publish('checkout');
    const resumed = await open(`?after=${from.id}`);
    await resumed.next((f) => f.event === 'config');
    expect(configFrames(resumed).map((e) => e.id)).toEqual([next.id]);

    const junk = await open('?after=12abc');
    expect(JSON.parse((await junk.next((f) => f.event === 'ready')).data)).toEqual({ latest: next.id });

    // A tab that saw another database (reset, restore) must not wait for ids it will never get.
    const stale = await open(`?after=${next.id + 1000}`);
    expect(JSON.parse((await stale.next((f) => f.event === 'ready')).data)).toEqual({ latest: next.id });
    const after = await publish('home');
    expect(JSON.parse((await stale.next((f) => f.event === 'config')).data)).toMatchObject({ id: after.id, key: 'home' });
  });
});

describe('stream lifetime', () => {
  let subscribed = 0;
  let server: RunningServer;

  beforeAll(async () => {
    // Counts live subscriptions, to see that a closed tab leaves nothing behind.
    const counting: ConfigEventHub = {
      ...hub,
      subscribe(listener) {
        subscribed += 1;
        const unsubscribe = hub.subscribe(listener);
        return () => {
          subscribed -= 1;
          unsubscribe();
        };
      },
    };
    const app = new Hono();
    app.use(compress());
    app.route('/api', configEventRoutes(counting, { maxStreams: 1, heartbeatMs: 50 }));
    server = await startServer({ app, port: 0, hostname: '127.0.0.1' });
  });

  afterAll(() => server.close());

  const url = () => `http://127.0.0.1:${server.port}/api/${CONFIG_EVENTS_PATH}`;

  it('keeps the connection alive with comments, refuses streams over the limit, and frees the slot when a tab closes', async () => {
    const first = await openSse(url());
    readers.push(first);
    await first.next((f) => f.comment === 'heartbeat');
    expect(subscribed).toBe(1);

    const refused = await fetch(url());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ status: false });

    first.close();
    await expect.poll(() => subscribed).toBe(0);
    const second = await openSse(url());
    readers.push(second);
    expect(second.status).toBe(200);
    await second.next((f) => f.event === 'ready');
  });

  it('ends the stream for the client when the server stops', async () => {
    const own = new Hono();
    own.route('/api', configEventRoutes(hub));
    const stopping = await startServer({ app: own, port: 0, hostname: '127.0.0.1' });
    const stream = await openSse(`http://127.0.0.1:${stopping.port}/api/${CONFIG_EVENTS_PATH}`);
    await stream.next((f) => f.event === 'ready');
    await stopping.close();
    await stream.ended;
    expect(stream.frames.at(-1)?.event).toBe('ready');
  });
});
