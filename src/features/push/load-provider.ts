import { identityConfigSchema, identityPaths } from '../../../schemas/api/identity';
import type { PushSettings } from '../../../schemas/api/shop-config';
import { apiGet } from '../../api/client';
import { PUSH_MESSAGES, PushError } from './messages';
import { localPushProvider } from './local-provider';
import { isDemoProject, type PushProvider } from './provider';
import { registerPushWorker } from './service-worker';

function registerWorker(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator)) return Promise.reject(new PushError(PUSH_MESSAGES.unsupportedBrowser));
  return registerPushWorker(navigator.serviceWorker);
}

/**
 * The provider for this deployment. The Firebase web configuration is the one
 * sign-in uses (GET website/user/identity-config); the VAPID key comes from
 * the push settings. A demo- project means the local emulator, which has no
 * messaging service: LocalPushProvider stands in, so firebase/messaging is
 * never even downloaded there.
 */
export async function loadPushProvider(settings: PushSettings): Promise<PushProvider> {
  const config = await apiGet(identityPaths.config, identityConfigSchema);
  if (isDemoProject(config.project_id)) return localPushProvider(registerWorker);
  const { createFirebasePushProvider } = await import('./firebase-provider');
  return createFirebasePushProvider(
    { apiKey: config.api_key, authDomain: config.auth_domain, projectId: config.project_id, appId: config.app_id, vapidKey: settings.vapid_public_key },
    registerWorker,
  );
}
