import { Hono, type Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { CONFIG_EVENTS_PATH, type ConfigEvent } from '../../../schemas/api/studio';
import { fail } from '../../http/respond';
import { log } from '../../observability/logger';
import { sseStreamsOpen } from '../../observability/shop-metrics';
import type { ConfigEventHub } from './hub';

export interface ConfigEventOptions {
  /** Open streams this instance serves at most; one per storefront tab. */
  maxStreams?: number;
  heartbeatMs?: number;
  /** An order's key on the stream (order-keys.ts): without it the stream sends no order events. */
  orderKey?: (orderId: number) => Promise<string>;
  /** Aborted when the instance shuts down: each stream ends with a reconnect hint (shutdownFrames). */
  stopping?: AbortSignal;
}

const DEFAULT_MAX_STREAMS = 2000;
/** Below the idle timeouts of common proxies and load balancers (often 30–60 s). */
const DEFAULT_HEARTBEAT_MS = 15_000;
const RECONNECT_MS = 1000;
/** Every tab of a stopping instance reconnects at once otherwise; spread them over a few seconds. */
const SHUTDOWN_RECONNECT_MS = { min: 1000, spread: 4000 };

/**
 * The last frames of a stream whose instance is shutting down: when to come
 * back, and why the stream ends. The browser's EventSource reconnects by
 * itself after `retry` with Last-Event-ID, through the load balancer to an
 * instance still serving; the storefront needs no handler for the event.
 */
export function shutdownFrames(): string {
  const retry = SHUTDOWN_RECONNECT_MS.min + Math.floor(Math.random() * SHUTDOWN_RECONNECT_MS.spread);
  return `retry: ${retry}\n\nevent: reconnect\ndata: ${JSON.stringify({ reason: 'shutdown', retry_ms: retry })}\n\n`;
}

/** Last-Event-ID (the browser's own reconnect) or ?after= (a tab that recreated its EventSource). */
function resumePoint(c: Context): number | undefined {
  const raw = c.req.header('Last-Event-ID') ?? c.req.query('after');
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

const frame = (event: ConfigEvent) =>
  `id: ${event.id}\nevent: config\ndata: ${JSON.stringify({ id: event.id, key: event.key, version: event.version })}\n\n`;

/**
 * GET website/config-events: Server-Sent Events of published configuration
 * versions, so open storefront tabs refetch what changed without a reload.
 *
 * No credential: EventSource cannot send an Authorization header, and the
 * stream only says which configuration reached which version number; the
 * configurations themselves stay behind the storefront credential.
 */
export function configEventRoutes(hub: ConfigEventHub, options: ConfigEventOptions = {}): Hono {
  const maxStreams = options.maxStreams ?? DEFAULT_MAX_STREAMS;
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  let open = 0;
  const app = new Hono();

  app.get(`/${CONFIG_EVENTS_PATH}`, (c) => {
    if (open >= maxStreams) {
      c.header('Retry-After', '5');
      return fail(c, 503, 'Too many live connections; try again shortly.');
    }
    if (options.stopping?.aborted) {
      c.header('Retry-After', '2');
      return fail(c, 503, 'This instance is shutting down; reconnect shortly.');
    }
    open += 1;
    sseStreamsOpen.inc();
    const after = resumePoint(c);
    const response = streamSSE(c, (stream) =>
      serve(stream, hub, { after, heartbeatMs, orderKey: options.orderKey, stopping: options.stopping }, c.req.raw.signal).finally(() => {
        open -= 1;
        sseStreamsOpen.dec();
      }),
    );
    // no-transform: neither hono's compress() nor a proxy may gzip (and so buffer) the stream; nginx must not buffer it either.
    response.headers.set('Cache-Control', 'no-cache, no-transform');
    response.headers.set('X-Accel-Buffering', 'no');
    return response;
  });
  return app;
}

interface ServeOptions {
  after: number | undefined;
  heartbeatMs: number;
  orderKey: ConfigEventOptions['orderKey'];
  stopping: AbortSignal | undefined;
}

async function serve(stream: SSEStreamingApi, hub: ConfigEventHub, { after, heartbeatMs, orderKey, stopping }: ServeOptions, signal: AbortSignal): Promise<void> {
  let lastSent = 0;
  let caughtUp = false;
  const pending: ConfigEvent[] = [];
  let writing: Promise<unknown> = Promise.resolve();
  // One write at a time, so frames never interleave.
  const write = (text: string) => (writing = writing.then(() => stream.write(text)));
  const send = (event: ConfigEvent) => {
    if (event.id <= lastSent) return;
    lastSent = event.id;
    void write(frame(event));
  };

  // A catalogue change carries no id: it only asks the tab to refetch products, and a reconnect refetches anyway.
  const unsubscribeCatalog = hub.subscribeCatalog(() => void write(`event: catalog\ndata: {}\n\n`));
  // An order change goes to every tab as a key only its shopper's order page holds; like the catalogue's, it has no id to resume from.
  const unsubscribeOrders = orderKey
    ? hub.subscribeOrders((orderId) => {
        orderKey(orderId).then(
          (key) => void write(`event: order\ndata: ${JSON.stringify({ key })}\n\n`),
          (error: unknown) => log.error({ err: error }, 'live order events: no key for an order'),
        );
      })
    : () => undefined;
  // Subscribed before the catch-up is read, so a version committed in between is queued, not lost.
  const unsubscribe = hub.subscribe((event) => (caughtUp ? send(event) : pending.push(event)));
  let stop: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    if (signal.aborted || stopping?.aborted) resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
    stream.onAbort(() => resolve());
    stop = resolve;
  });
  // One signal shared by every stream: its listener goes when the stream does.
  stopping?.addEventListener('abort', stop, { once: true });
  const heartbeat = setInterval(() => void write(': heartbeat\n\n'), heartbeatMs);
  try {
    await write(`retry: ${RECONNECT_MS}\n\n`);
    const latest = await hub.latestId();
    // A resume point beyond the newest version comes from another database (reset, restore): start afresh.
    if (after !== undefined && after <= latest) {
      lastSent = after;
      while (lastSent < latest) {
        const page = await hub.since(lastSent);
        if (page.length === 0) break;
        for (const event of page) send(event);
      }
    } else {
      lastSent = latest;
      await write(`event: ready\ndata: ${JSON.stringify({ latest })}\n\n`);
    }
    caughtUp = true;
    for (const event of pending.splice(0)) send(event);
    await writing;
    await closed;
    if (stopping?.aborted && !signal.aborted) await write(shutdownFrames());
  } finally {
    stopping?.removeEventListener('abort', stop);
    clearInterval(heartbeat);
    unsubscribe();
    unsubscribeCatalog();
    unsubscribeOrders();
  }
}
