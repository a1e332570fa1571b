import { useEffect } from 'react';
import { HYDRATED_MARK } from '../../schemas/hydration-mark';

/**
 * Rendered last in the root: React runs its effect after the first commit,
 * once every section whose chunk was preloaded has hydrated with it. The
 * check guards StrictMode's second effect in development.
 */
export function HydrationMark() {
  useEffect(() => {
    if (performance.getEntriesByName(HYDRATED_MARK, 'mark').length === 0) performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}
