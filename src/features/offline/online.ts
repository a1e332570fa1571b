import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own word, read at the moment of asking (also outside React). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Whether the browser says it is connected. The server renders "online", and
 * the first client render after hydration corrects it, so a page served from
 * the offline cache shows its notice without a hydration mismatch.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}

/** The offline worker served the home shell for an address it never saved (server/features/offline/worker.js). */
export function isUnsavedPage(doc: Document = document): boolean {
  return doc.querySelector('meta[name="vitrine-offline-fallback"]') !== null;
}
