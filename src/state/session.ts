import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import { accountSchema, type Account } from '../../schemas/api/account';
import { parseJsonOrNull } from '../../schemas/zod-helpers';
import { forgetSeenPages } from '../lib/offline-caches';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

/**
 * The user record kept in storage as `info` (spec section 3): the server's
 * account record. It only says whom to show; the server decides who is
 * signed in from the session cookie.
 */
export type StoredUser = Account;

export function readStoredUser(): StoredUser | null {
  return parseJsonOrNull(accountSchema, readStorage(STORAGE_KEYS.user));
}

/**
 * Signed-in user, or null for a guest (user_id 0 on the wire). Read from storage
 * when a store first needs it, not when this module loads.
 */
export const userAtom = atomWithDefault<StoredUser | null>(() => readStoredUser());

/** Header badges; the cart and wishlist features keep them current. */
export const cartCountAtom = atom(0);
export const wishlistCountAtom = atom(0);

/** Records a sign-in: the account in storage as `info` and in the store. */
export const signedInAtom = atom(null, (_get, set, account: StoredUser) => {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(account));
  set(userAtom, account);
});

/**
 * Forgets the signed-in user in this browser: on sign-out, and when the
 * server says the session has ended. The guest session id stays.
 */
export const signedOutAtom = atom(null, (_get, set) => {
  removeStorage(STORAGE_KEYS.user);
  // Best effort: a browser without Cache Storage, or one that refuses it, kept nothing.
  void forgetSeenPages().catch(() => undefined);
  set(userAtom, null);
  set(cartCountAtom, 0);
  set(wishlistCountAtom, 0);
});

export type LoginView =
  | 'mobile'
  | 'mobile-code'
  | 'email-login'
  | 'forgot-password'
  | 'email-code'
  | 'reset-password'
  | 'sign-up'
  /** After a first sign-in by mobile code: the one-time question for a name and e-mail. */
  | 'profile';

/** The open login popup, and where to go once signed in. */
export const loginPopupAtom = atom<{ view: LoginView; returnTo?: string } | null>(null);
