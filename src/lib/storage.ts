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

/** The guest's session id: made once on first load, then reused (spec section 1). */
export function ensureSessionId(): string {
  const existing = readStorage(STORAGE_KEYS.sessionId);
  if (existing) return existing;
  const id = crypto.randomUUID();
  writeStorage(STORAGE_KEYS.sessionId, id);
  return id;
}
