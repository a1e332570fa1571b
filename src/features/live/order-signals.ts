import { useEffect } from 'react';

/*
 * The live stream's order events, handed from the tab's one stream
 * (LiveConfig) to the pages showing an order. An event names an order only by
 * its key, which the shopper's own order detail carries: a page listens for
 * its order's key and refetches when it arrives.
 */
const listeners = new Map<string, Set<() => void>>();

export function announceOrderChange(key: string): void {
  for (const listener of [...(listeners.get(key) ?? [])]) listener();
}

export function onOrderChange(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

/** Calls `refresh` whenever staff change the order with this key (null: none shown yet). */
export function useOrderChanges(key: string | null | undefined, refresh: () => unknown): void {
  useEffect(() => {
    if (!key) return;
    return onOrderChange(key, () => void refresh());
  }, [key, refresh]);
}
