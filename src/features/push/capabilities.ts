import { PUSH_MESSAGES } from './messages';

/** What the browser offers, read once so the decision below is a pure function. */
export interface PushEnvironment {
  window: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  indexedDb: boolean;
  /** Notification.permission; 'default' when there is no Notification. */
  permission: NotificationPermission;
}

/**
 * The first missing capability's message (spec section 8), or null when push
 * can work. The order matters: outside a window nothing else can be asked.
 */
export function pushCapabilityError(env: PushEnvironment): string | null {
  if (!env.window) return PUSH_MESSAGES.onlyInWindow;
  if (!env.serviceWorker || !env.pushManager || !env.notification) return PUSH_MESSAGES.unsupportedBrowser;
  if (!env.indexedDb) return PUSH_MESSAGES.indexedDbUnsupported;
  if (env.permission === 'denied') return PUSH_MESSAGES.permissionBlocked;
  return null;
}

/** Reads the real browser. Safe on the server, where it reports no window. */
export function readPushEnvironment(): PushEnvironment {
  if (typeof window === 'undefined') {
    return { window: false, serviceWorker: false, pushManager: false, notification: false, indexedDb: false, permission: 'default' };
  }
  const notification = 'Notification' in window;
  return {
    window: true,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification,
    indexedDb: 'indexedDB' in window && window.indexedDB !== null,
    permission: notification ? Notification.permission : 'default',
  };
}
