import { ensureSessionId } from '../../lib/storage';
import { readStoredUser } from '../../state/session';
import { refreshPushToken } from './push-flow';
import { browserPushRuntime } from './runtime';

/** The idle-time refresh: the token follows whoever is signed in now (a guest is user 0). */
export function refreshStoredPushToken(): Promise<boolean> {
  return refreshPushToken(browserPushRuntime, { userId: readStoredUser()?.id ?? 0, sessionId: ensureSessionId() });
}
