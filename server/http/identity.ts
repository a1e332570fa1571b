import type { Context } from 'hono';
import { tr } from '../i18n/request-locale';

/** Answers "who is signed in" for one request: a user id, or null for nobody. */
export type Identify = (c: Context) => Promise<number | null> | number | null;

/**
 * Routes acting on an account (a user's cart, the wishlist, and later orders,
 * addresses and the wallet) ask an Identify, built from the session cookie by
 * features/identity/sessions.ts, and compare its answer with the user_id the
 * browser sent: that field alone is never trusted, since anyone can type any
 * number into a form.
 */
export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const NOT_YOUR_ACCOUNT = 'This belongs to another account';

/** NOT_YOUR_ACCOUNT in the request's language. */
export const notYourAccount = (c: Context): string => tr(c, 'api.notYourAccount');
