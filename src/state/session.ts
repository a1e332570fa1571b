import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import * as z from 'zod/mini';
import { text } from '../../schemas/zod-helpers';
import { readStorage, STORAGE_KEYS } from '../lib/storage';

/** The user record kept in storage as `info` (spec section 3). */
export const storedUserSchema = z.object({
  id: z.int().check(z.positive()),
  fname: text(''),
  lname: text(''),
  email: text(''),
  mobile: text(''),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export function readStoredUser(): StoredUser | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = storedUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Signed-in user, or null for a guest (user_id 0 on the wire). Read from storage
 * when a store first needs it, not when this module loads.
 */
export const userAtom = atomWithDefault<StoredUser | null>(() => readStoredUser());

/** Header badges; the cart and wishlist features keep them current. */
export const cartCountAtom = atom(0);
export const wishlistCountAtom = atom(0);

export type LoginView =
  | 'mobile'
  | 'mobile-code'
  | 'email-login'
  | 'forgot-password'
  | 'email-code'
  | 'reset-password'
  | 'sign-up';

/** The open login popup, and where to go once signed in. */
export const loginPopupAtom = atom<{ view: LoginView; returnTo?: string } | null>(null);
