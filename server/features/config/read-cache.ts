import type { ConfigEventHub } from '../live/hub';
import { taggedText, type TaggedText } from '../../http/etag';

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
  const entries = new Map<string, { at: number; value: Promise<TaggedText> }>();
  // A read still running at a clear() was dropped with the rest, so its (possibly stale) answer is never stored.
  const clear = () => entries.clear();
  hub.subscribe(clear);
  return {
    clear,
    read(key, load) {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < maxAgeMs) return hit.value;
      const value = load().then(taggedText);
      entries.set(key, { at: Date.now(), value });
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
