import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import type { PushProvider } from './provider';

export const LOCAL_TOKEN_PREFIX = 'local-';

/**
 * The provider for local development and tests. Firebase has no messaging
 * emulator, so against a demo- project getToken cannot reach FCM: this
 * provider hands out a token 'local-<uuid>' instead, stable for the browser
 * (it reuses the stored one), and the server's LoggingSender prints what it
 * would have pushed to it. Everything else (capability checks, permission,
 * the service worker, registration with the server) runs for real.
 */
export function localPushProvider(registerWorker?: () => Promise<unknown>): PushProvider {
  let token: string | null = null;
  return {
    kind: 'local',
    async getToken() {
      // The worker is still registered for real, so its file and the 10 s limit are exercised locally too.
      if (registerWorker) await registerWorker();
      const stored = readStorage(STORAGE_KEYS.pushToken);
      token ??= stored?.startsWith(LOCAL_TOKEN_PREFIX) ? stored : `${LOCAL_TOKEN_PREFIX}${crypto.randomUUID()}`;
      return token;
    },
    deleteToken() {
      token = null;
      return Promise.resolve();
    },
  };
}
