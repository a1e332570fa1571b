import type { ConfigEventHub } from '../live/hub';
import { taggedText, type TaggedText } from '../../http/etag';
import { shortCache } from '../../http/short-cache';
import { cacheReads } from '../../observability/shop-metrics';

/**
 * The storefront's configuration reads, serialised and tagged once per change
 * instead of once per request: every page view of every shopper asks for the
 * same few documents.
 *
 * A publish anywhere empties it: on this instance through the hub's announce,
 * on the others through LISTEN/NOTIFY (the same signal the live SSE streams
 * use). Writes that publish no version (the push-notification setting) reach
 * other instances after at most `maxAgeMs`; this instance's own admin writes
 * clear it at once (`clear`, called by app.ts after any admin write).
 */
export interface ConfigReadCache {
  read(key: string, load: () => Promise<unknown>): Promise<TaggedText>;
  clear(): void;
}

export function configReadCache(hub: ConfigEventHub, maxAgeMs = 5000): ConfigReadCache {
  const cache = shortCache<TaggedText>(maxAgeMs);
  hub.subscribe(() => cache.clear());
  return {
    clear: () => cache.clear(),
    read: (key, load) => {
      // shortCache calls the loader synchronously on a miss, so this is known before the read settles.
      let missed = false;
      const value = cache.read(key, () => {
        missed = true;
        return load().then(taggedText);
      });
      cacheReads.inc({ cache: 'config', outcome: missed ? 'miss' : 'hit' });
      return value;
    },
  };
}
