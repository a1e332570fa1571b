import * as z from 'zod/mini';
import { orderLiveEventSchema } from '../../../schemas/api/orders';
import { configEventSchema, type ConfigEvent } from '../../../schemas/api/studio';

export interface ConfigStreamOptions {
  /** The events endpoint (apiUrl(CONFIG_EVENTS_PATH)). */
  url: string;
  onEvent(event: ConfigEvent): void;
  /** Staff changed the catalogue (products, prices, stock, collections): refetch what the tab shows of it. */
  onCatalog?(): void;
  /** Some order changed; `key` is its live key (an order's detail carries its own), so only its shopper's pages know it. */
  onOrder?(key: string): void;
  /** The tab may have missed events without the stream knowing (long hidden, back online). */
  onStale(): void;
  /** Resume after this version id: the one the page was rendered with. */
  after?: number | null;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** Hidden longer than this, a tab's connection may have been dropped silently by the OS or a proxy. */
const STALE_AFTER_HIDDEN_MS = 60_000;

const readySchema = z.object({ latest: z.int() });

/** The data of a server-sent event, parsed as JSON; undefined for anything else. */
function dataOf(message: Event): unknown {
  if (!(message instanceof MessageEvent) || typeof message.data !== 'string') return undefined;
  try {
    return JSON.parse(message.data);
  } catch {
    return undefined;
  }
}

/**
 * Follows the server's published configuration versions. The browser's own
 * reconnect (it sends Last-Event-ID) covers a dropped connection; once the
 * EventSource gives up (server gone, 5xx) a new one is opened with backoff,
 * resuming after the last version seen. Returns stop.
 */
export function followConfigEvents({ url, onEvent, onCatalog, onOrder, onStale, after = null }: ConfigStreamOptions): () => void {
  let source: EventSource | null = null;
  let lastId: number | null = after;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: number | undefined;
  let hiddenAt: number | null = null;
  let stopped = false;

  const onConfig = (message: Event) => {
    const parsed = configEventSchema.safeParse(dataOf(message));
    if (!parsed.success) return;
    lastId = Math.max(lastId ?? 0, parsed.data.id);
    onEvent(parsed.data);
  };
  const onReady = (message: Event) => {
    const ready = readySchema.safeParse(dataOf(message));
    // Where to resume if this EventSource has to be replaced before any version arrives.
    if (ready.success && lastId === null) lastId = ready.data.latest;
  };

  const open = () => {
    retryTimer = undefined;
    const next = new EventSource(lastId === null ? url : `${url}${url.includes('?') ? '&' : '?'}after=${lastId}`);
    source = next;
    next.addEventListener('config', onConfig);
    next.addEventListener('ready', onReady);
    if (onCatalog) next.addEventListener('catalog', () => onCatalog());
    if (onOrder)
      next.addEventListener('order', (message) => {
        const order = orderLiveEventSchema.safeParse(dataOf(message));
        if (order.success) onOrder(order.data.key);
      });
    next.addEventListener('open', () => (retryMs = FIRST_RETRY_MS));
    next.addEventListener('error', () => {
      // CONNECTING means the browser is retrying by itself; only CLOSED is ours to handle.
      if (stopped || next.readyState !== EventSource.CLOSED || source !== next) return;
      next.close();
      source = null;
      retryTimer = window.setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt = Date.now();
      return;
    }
    const wasHidden = hiddenAt;
    hiddenAt = null;
    if (wasHidden !== null && Date.now() - wasHidden > STALE_AFTER_HIDDEN_MS) onStale();
  };
  const onOnline = () => {
    onStale();
    // Back on the network: no reason to sit out the rest of the backoff.
    if (retryTimer !== undefined) {
      window.clearTimeout(retryTimer);
      open();
    }
  };

  open();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  return () => {
    stopped = true;
    window.clearTimeout(retryTimer);
    source?.close();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
  };
}
