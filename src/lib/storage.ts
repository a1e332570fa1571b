import { SESSION_ID_COOKIE } from '../../schemas/api/cart-keys';
/**
 * Browser storage keys exactly as the spec names them (section 3). Reads never
 * throw: storage can be full, disabled or hold someone's hand-edited value.
 */
export const STORAGE_KEYS = {
  user: 'info',
  sessionId: 'session_id',
  brandName: 'brand_name',
  lastVisitedPage: 'lastVisitedPage',
  isRegistered: 'isRegistered',
  isPopShow: 'isPopShow',
  pushToken: 'userGcmCode',
  /** When userGcmCode was last fetched (ms since the epoch), for the weekly refresh. */
  pushTokenSavedAt: 'userGcmCodeSavedAt',
  rememberedPhone: 'rememberedPhone',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working with in-memory state.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

function readSessionCookie(): string | null {
  try {
    const match = new RegExp(`(?:^|; )${SESSION_ID_COOKIE}=([0-9a-f-]{36})(?:;|$)`).exec(document.cookie);
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * The guest's session id: made once on first load, then reused (spec section 1).
 * Kept in a cookie as well, so the server renders this guest's cart; a first
 * page view takes the id the server already gave in that cookie.
 */
export function ensureSessionId(): string {
  const stored = readStorage(STORAGE_KEYS.sessionId);
  const cookie = readSessionCookie();
  const id = stored ?? cookie ?? crypto.randomUUID();
  if (stored !== id) writeStorage(STORAGE_KEYS.sessionId, id);
  if (cookie !== id) {
    try {
      document.cookie = `${SESSION_ID_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
    } catch {
      // Cookies blocked: the page renders the cart in the browser, as before.
    }
  }
  return id;
}
