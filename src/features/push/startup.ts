import { needsRefresh, readPushToken } from './token-store';

/** Long enough for the first paint and its data to settle before anything else runs. */
const FALLBACK_DELAY_MS = 3000;

/**
 * Called once at app start. It only reads localStorage: the push module (and
 * through it Firebase) is imported only when a token exists, the permission
 * is still granted and the token is 7 days old — otherwise nothing loads.
 * It never asks for permission.
 */
export function schedulePushRefresh(): void {
  if (typeof window === 'undefined' || !('Notification' in window)) return;
  if (!needsRefresh(readPushToken(), Notification.permission, Date.now())) return;
  const run = () => {
    import('./refresh-now')
      .then((m) => m.refreshStoredPushToken())
      .catch(() => {
        // Offline or FCM unreachable: the next start tries again; the old token works meanwhile.
      });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, FALLBACK_DELAY_MS);
}
