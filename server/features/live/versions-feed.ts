import type { Kysely } from 'kysely';
import { CONFIG_KEYS, type ConfigEvent } from '../../../schemas/api/studio';
import type { Database } from '../../db/types';
import type { ConfigEventHub } from './hub';
import { log } from '../../observability/logger';

const KNOWN = new Set<string>(CONFIG_KEYS);

export async function versionsAfter(db: Kysely<Database>, afterId: number, limit = 500): Promise<ConfigEvent[]> {
  const rows = await db.selectFrom('config_versions').select(['id', 'key', 'version']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  const events: ConfigEvent[] = [];
  for (const row of rows) {
    const key = CONFIG_KEYS.find((k) => k === row.key);
    if (key && KNOWN.has(key)) events.push({ id: row.id, key, version: row.version });
  }
  return events;
}

export async function latestVersionId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('config_versions').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * The hub's core, whatever wakes it: on each wake-up it reads the versions
 * after the last one it told about, so a missed or doubled signal never loses
 * or repeats an event. Wake-ups are serialised (one read at a time).
 */
export function versionsFeed(db: Kysely<Database>): Omit<ConfigEventHub, 'catalogChanged' | 'subscribeCatalog' | 'orderChanged' | 'subscribeOrders'> & { wake(): Promise<void> } {
  const listeners = new Set<(e: ConfigEvent) => void>();
  let lastSeen: Promise<number> | number | null = null;
  let chain: Promise<void> = Promise.resolve();
  let closed = false;

  const start = () => {
    if (lastSeen === null) lastSeen = latestVersionId(db).catch(() => 0);
    return lastSeen;
  };

  // Read now, so a version published before the first subscriber is not taken for a new one.
  void start();

  const wake = (): Promise<void> => {
    chain = chain
      .then(async () => {
        if (closed) return;
        const after = await start();
        const events = await versionsAfter(db, after);
        if (events.length === 0) return;
        lastSeen = events[events.length - 1]!.id;
        for (const event of events) for (const listener of [...listeners]) listener(event);
      })
      .catch((error: unknown) => log.error({ err: error }, 'live configuration events: reading new versions failed'));
    return chain;
  };

  return {
    wake,
    announce: () => void wake(),
    subscribe(listener) {
      void start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    since: (afterId) => versionsAfter(db, afterId),
    latestId: () => latestVersionId(db),
    async close() {
      closed = true;
      listeners.clear();
      await chain;
    },
  };
}
