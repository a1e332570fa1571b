import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isAppRoute } from '../../../schemas/routes';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage';

/** Keeps the last real page (spec: lastVisitedPage) for the way back from 'Page Not Found'. */
export function useRememberLastVisited(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isAppRoute(pathname)) writeStorage(STORAGE_KEYS.lastVisitedPage, `${pathname}${search}`);
  }, [pathname, search]);
}

export function lastVisitedPage(): string {
  const stored = readStorage(STORAGE_KEYS.lastVisitedPage);
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : '/';
}
