import { getApp, getApps, initializeApp } from 'firebase/app';
import { deleteToken, getMessaging, getToken, isSupported } from 'firebase/messaging';
import { PUSH_MESSAGES, PushError } from './messages';
import type { PushProvider, PushProviderConfig } from './provider';

const APP_NAME = 'vitrine-push';

/**
 * Firebase Cloud Messaging. This module is the only importer of
 * firebase/messaging and is itself imported on demand (load-provider.ts), so
 * the SDK is fetched only when a shopper turns notifications on or a stale
 * token is refreshed — never at startup.
 */
export async function createFirebasePushProvider(
  config: PushProviderConfig,
  registerWorker: () => Promise<ServiceWorkerRegistration>,
): Promise<PushProvider> {
  if (!(await isSupported())) throw new PushError(PUSH_MESSAGES.unsupportedBrowser);
  const app = getApps().some((a) => a.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp(
        { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, ...(config.appId ? { appId: config.appId } : {}) },
        APP_NAME,
      );
  const messaging = getMessaging(app);
  return {
    kind: 'firebase',
    getToken: async () => getToken(messaging, { vapidKey: config.vapidKey || undefined, serviceWorkerRegistration: await registerWorker() }),
    deleteToken: async () => {
      await deleteToken(messaging);
    },
  };
}
