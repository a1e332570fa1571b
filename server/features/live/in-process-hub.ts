import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { catalogListeners, orderListeners, type ConfigEventHub } from './hub';
import { versionsFeed } from './versions-feed';

/** One instance (PGlite, or a single API on PostgreSQL): announce() after a commit is the only signal. */
export function inProcessHub(db: Kysely<Database>): ConfigEventHub {
  const { wake: _wake, close, ...hub } = versionsFeed(db);
  const catalog = catalogListeners();
  const orders = orderListeners();
  return {
    ...hub,
    catalogChanged: catalog.tell,
    subscribeCatalog: catalog.subscribe,
    orderChanged: orders.tell,
    subscribeOrders: orders.subscribe,
    async close() {
      catalog.clear();
      orders.clear();
      await close();
    },
  };
}
