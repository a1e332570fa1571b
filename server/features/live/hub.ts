import type { ConfigEvent } from '../../../schemas/api/studio';

/**
 * Tells this instance's live subscribers (the SSE streams of open storefront
 * tabs) about published configuration versions. Events are read from
 * config_versions, so every subscriber sees each version once, in id order,
 * whichever instance published it.
 *
 * Publishing (server/features/studio/publish.ts) runs
 * `select pg_notify('vitrine_config', <version id>)` inside its transaction
 * (other instances hear it on commit, through LISTEN) and calls announce()
 * after the commit (this instance, and PGlite, where nothing listens).
 */
export interface ConfigEventHub {
  /** A version was committed here: read new versions and tell subscribers. */
  announce(): void;
  /** Listener for every new version after subscribing; returns unsubscribe. */
  subscribe(listener: (event: ConfigEvent) => void): () => void;
  /** Versions after this id, oldest first (a reconnecting tab's catch-up). */
  since(afterId: number): Promise<ConfigEvent[]>;
  /** The newest version id, 0 when nothing was ever published. */
  latestId(): Promise<number>;
  /**
   * The catalogue changed (a product, price, stock, collection, category or
   * coupon written by staff), after its commit: every instance drops what it
   * keeps of the catalogue and tells its open tabs to refetch. Catalogue rows
   * carry no version feed: a missed signal costs at most a listing's few
   * seconds of reuse, never a wrong price at checkout, which reads under locks.
   */
  catalogChanged(): void;
  /** Listener for every catalogue change, on whichever instance it was made; returns unsubscribe. */
  subscribeCatalog(listener: () => void): () => void;
  /**
   * An order changed in a way its shopper sees (a step, a payment, a refund,
   * the courier), after its commit: every instance tells its open tabs, and
   * the shopper's own order and tracking pages refetch. Like the catalogue
   * signal it carries no version feed: a missed one costs a page showing the
   * previous step until it is next read, never a wrong write.
   */
  orderChanged(orderId: number): void;
  /** Listener for every order change, on whichever instance it was made; returns unsubscribe. */
  subscribeOrders(listener: (orderId: number) => void): () => void;
  close(): Promise<void>;
}

export const CONFIG_CHANNEL = 'vitrine_config';
export const CATALOG_CHANNEL = 'vitrine_catalog';
export const ORDER_CHANNEL = 'vitrine_orders';

/** Catalogue listeners of one instance. */
export function catalogListeners() {
  const listeners = new Set<() => void>();
  return {
    tell: () => {
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}

/** Order-change listeners of one instance. */
export function orderListeners() {
  const listeners = new Set<(orderId: number) => void>();
  return {
    tell: (orderId: number) => {
      for (const listener of [...listeners]) listener(orderId);
    },
    subscribe(listener: (orderId: number) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}
