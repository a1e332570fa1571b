import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/types';
import { CONFIG_CHANNEL, type ConfigEventHub } from './hub';
import { versionsFeed } from './versions-feed';

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
      console.error(`live configuration events: LISTEN connection lost${error ? ` (${error.message})` : ''}; reconnecting`);
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === CONFIG_CHANNEL) void feed.wake();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONFIG_CHANNEL}`);
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
          // Versions committed while nobody was listening.
          await feed.wake();
        })
        .catch((error: unknown) => {
          console.error(`live configuration events: cannot LISTEN (${(error as Error).message}); retrying in ${retryMs} ms`);
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
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
      await feed.close();
    },
  };
}
