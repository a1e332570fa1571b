import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/types';
import { CATALOG_CHANNEL, CONFIG_CHANNEL, ORDER_CHANNEL, catalogListeners, orderListeners, type ConfigEventHub } from './hub';
import { versionsFeed } from './versions-feed';
import { log } from '../../observability/logger';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/**
 * Several API instances on one PostgreSQL: a dedicated connection LISTENs on
 * the channel that publishing NOTIFYs inside its transaction, so every
 * instance hears a version the moment it is committed, whichever instance
 * published it. The notification only wakes the feed; the feed reads
 * config_versions, so a notification lost while reconnecting costs nothing
 * once the feed is woken after the reconnect.
 */
export async function postgresHub(db: Kysely<Database>, databaseUrl: string): Promise<ConfigEventHub> {
  const feed = versionsFeed(db);
  const catalog = catalogListeners();
  const orders = orderListeners();
  // An order signal names the instance that sent it, which has told its own listeners already.
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const listen = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'vitrine-live' });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      if (closed) return;
      log.error({ err: error }, 'live configuration events: LISTEN connection lost; reconnecting');
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === CONFIG_CHANNEL) void feed.wake();
      // Every instance hears its own NOTIFY too: a second clear, harmless.
      if (message.channel === CATALOG_CHANNEL) catalog.tell();
      if (message.channel === ORDER_CHANNEL) {
        const [from, id] = (message.payload ?? '').split(':');
        if (from !== instance && id && /^\d{1,10}$/.test(id)) orders.tell(Number(id));
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONFIG_CHANNEL}`);
      await next.query(`LISTEN ${CATALOG_CHANNEL}`);
      await next.query(`LISTEN ${ORDER_CHANNEL}`);
    } catch (error) {
      // Handled by the caller; a later 'end' must not schedule a second retry.
      lost = true;
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen()
        .then(async (next) => {
          if (closed) return void (await next.end().catch(() => {}));
          client = next;
          retryMs = FIRST_RETRY_MS;
          // Versions committed while nobody was listening, and catalogue changes we may have missed.
          await feed.wake();
          catalog.tell();
        })
        .catch((error: unknown) => {
          log.error({ err: error, retry_ms: retryMs }, 'live configuration events: cannot LISTEN; retrying');
          scheduleReconnect();
        });
    }, wait);
  };

  client = await listen();

  return {
    announce: () => void feed.wake(),
    subscribe: (listener) => feed.subscribe(listener),
    since: (afterId) => feed.since(afterId),
    latestId: () => feed.latestId(),
    catalogChanged() {
      // This instance at once, so the writer's own next read is fresh; the others when the NOTIFY (sent after the commit) reaches them.
      catalog.tell();
      sql`select pg_notify(${CATALOG_CHANNEL}, '')`.execute(db).catch((error: unknown) => {
        log.error({ err: error }, 'live catalogue events: cannot NOTIFY; other instances catch up within their listing reuse');
      });
    },
    subscribeCatalog: catalog.subscribe,
    orderChanged(orderId) {
      orders.tell(orderId);
      sql`select pg_notify(${ORDER_CHANNEL}, ${`${instance}:${orderId}`})`.execute(db).catch((error: unknown) => {
        log.error({ err: error }, 'live order events: cannot NOTIFY; tabs on other instances show the change on their next read');
      });
    },
    subscribeOrders: orders.subscribe,
    async close() {
      closed = true;
      catalog.clear();
      orders.clear();
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
      await feed.close();
    },
  };
}
