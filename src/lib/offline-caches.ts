/**
 * The offline worker's caches of what this browser's shopper saw (pages and
 * API answers) share this prefix; server/features/offline/worker.js names them
 * so, and a test keeps the two equal.
 */
export const SEEN_CACHE_PREFIX = 'vitrine-runtime-';

/**
 * Forgets the pages and answers kept for offline reading: on sign-out the next
 * person on this device must not read the last one's orders or addresses. The
 * shell and the hashed assets stay; they hold nothing personal.
 */
export async function forgetSeenPages(storage: Pick<CacheStorage, 'keys' | 'delete'> | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  const names = await storage.keys();
  await Promise.all(names.filter((name) => name.startsWith(SEEN_CACHE_PREFIX)).map((name) => storage.delete(name)));
}
