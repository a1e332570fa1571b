import type { Context } from 'hono';

/** Answers "who is signed in" for one request: a user id, or null for nobody. */
export type Identify = (c: Context) => number | null;

/**
 * The single place that decides who is signed in. Routes acting on an account
 * (a user's cart, the wishlist) ask here and compare the answer with the
 * user_id the browser sent: that field alone is never trusted, since anyone
 * can type any number into a form.
 *
 * Sign-in (verified Firebase ID tokens) arrives with the accounts work; until
 * then no request carries a verified identity, so nobody is signed in and every
 * account call is refused with 401.
 */
export const signedInUserId: Identify = () => null;
