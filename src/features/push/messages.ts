/**
 * Every push error the shopper can see (spec section 8), in one place so the
 * tests and the screens quote the same strings.
 */
export const PUSH_MESSAGES = {
  onlyInWindow: 'Push notifications are only available in window contexts.',
  unsupportedBrowser: 'Unsupported browser: this browser cannot receive push notifications.',
  indexedDbUnsupported: 'IndexedDB unsupported: this browser cannot store the notification settings.',
  permissionBlocked: 'Notification permission blocked. Allow notifications for this site in your browser settings, then try again.',
  noIncomingServiceWorker: 'No incoming service worker found.',
  invalidServiceWorker: 'Invalid service worker registration.',
  serviceWorkerTimeout: 'Service worker registration timeout: the notification service did not start within 10 seconds.',
  settingsFailed: 'Failed to fetch push notification settings',
  invalidResponse: 'Invalid response structure',
  turnedOffByShop: 'This shop does not send push notifications right now.',
} as const;

export type PushMessage = (typeof PUSH_MESSAGES)[keyof typeof PUSH_MESSAGES];

/** A push step that failed, with the message to show. */
export class PushError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushError';
  }
}

/** Spec section 9: the service worker must be running within 10 s. */
export const SERVICE_WORKER_TIMEOUT_MS = 10_000;
// Kept beside the token store, which the startup check imports without these messages.
export { TOKEN_REFRESH_MS } from './token-store';
