import type { Middleware } from 'swr';

/** How long after page load the server's inlined data counts as fresh. */
const FRESH_MS = 30_000;

/**
 * The server rendered the page from the data it inlined a moment ago, so the
 * hooks reading those keys do not fetch them again as the page hydrates (a
 * dozen requests, parses and comparisons in the busiest moment of the load).
 * Later mounts revalidate as usual; a published layout still arrives at once
 * through the live-update stream, which revalidates explicitly.
 */
export function trustServerData(inlined: ReadonlySet<string>, loadedAt = Date.now()): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const fresh = typeof key === 'string' && inlined.has(key) && Date.now() - loadedAt < FRESH_MS;
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
}
