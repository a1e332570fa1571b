import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/**
 * The token lives in localStorage as userGcmCode (spec section 3), with the
 * time it was last fetched beside it, so the weekly refresh needs no network.
 * This file stays tiny: the startup check imports it.
 */
/** Spec section 9: the token is fetched again once a week. */
export const TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredPushToken {
  token: string;
  /** Milliseconds since the epoch; 0 when unknown (an old or hand-edited entry): refresh it. */
  savedAt: number;
}

export function readPushToken(): StoredPushToken | null {
  const token = readStorage(STORAGE_KEYS.pushToken);
  if (!token) return null;
  const savedAt = Number(readStorage(STORAGE_KEYS.pushTokenSavedAt) ?? '');
  return { token, savedAt: Number.isFinite(savedAt) && savedAt > 0 ? savedAt : 0 };
}

export function savePushToken(token: string, now: number): void {
  writeStorage(STORAGE_KEYS.pushToken, token);
  writeStorage(STORAGE_KEYS.pushTokenSavedAt, String(now));
}

export function forgetPushToken(): void {
  removeStorage(STORAGE_KEYS.pushToken);
  removeStorage(STORAGE_KEYS.pushTokenSavedAt);
}

/**
 * Spec section 9: a token is fetched again once it is 7 days old. Only with
 * the permission still granted: otherwise asking would prompt or fail.
 * A saved time in the future (a clock set back) counts as stale too.
 */
export function needsRefresh(stored: StoredPushToken | null, permission: NotificationPermission, now: number): boolean {
  if (!stored || permission !== 'granted') return false;
  const age = now - stored.savedAt;
  return age >= TOKEN_REFRESH_MS || age < 0;
}
