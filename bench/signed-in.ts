import { randomUUID } from 'node:crypto';
import { encodeCartSize } from '../schemas/api/cart';
import { cartPaths, SESSION_ID_COOKIE } from '../schemas/api/cart-keys';
import { STORAGE_KEYS } from '../src/lib/storage';
import { STOREFRONT_AUTH } from './load';
import { signUpShopper } from './shoppers';

/**
 * What a signed-in shopper's browser holds for the shop: the session cookies
 * and the storage the storefront reads at start (the account as `info`, the
 * session id). Lighthouse's page is given these before it loads /checkout or
 * /orders, so those pages are measured as a shopper sees them (issue 21 §2).
 */
export interface BrowserSession {
  cookies: { name: string; value: string }[];
  storage: Record<string, string>;
}

/** The product put in the cart, so /checkout has a line to price (the page Lighthouse measures). */
const CART_PRODUCT_ID = 4;

function parseCookies(header: string): { name: string; value: string }[] {
  return header.split('; ').flatMap((pair) => {
    const at = pair.indexOf('=');
    return at > 0 ? [{ name: pair.slice(0, at), value: pair.slice(at + 1) }] : [];
  });
}

/** A new shopper (Auth emulator sign-up, the shop's session, a delivery address) with one line in the cart. */
export async function signedInSession(base: string, emulatorHost: string): Promise<BrowserSession> {
  const shopper = await signUpShopper(base, emulatorHost, `lighthouse-${randomUUID()}@bench.vitrine.test`);
  const added = await fetch(`${base}/api/${cartPaths.add}`, {
    method: 'POST',
    headers: { Authorization: STOREFRONT_AUTH, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: shopper.cookies },
    body: new URLSearchParams({ user_id: String(shopper.userId), session_id: shopper.sessionId, product_id: String(CART_PRODUCT_ID), qty: '1', size: encodeCartSize({}) }).toString(),
  });
  if (!added.ok) throw new Error(`signed-in session: adding product ${CART_PRODUCT_ID} to the cart answered ${added.status}: ${(await added.text()).slice(0, 200)}`);
  return {
    cookies: [...parseCookies(shopper.cookies), { name: SESSION_ID_COOKIE, value: shopper.sessionId }],
    storage: { [STORAGE_KEYS.user]: JSON.stringify(shopper.account), [STORAGE_KEYS.sessionId]: shopper.sessionId },
  };
}
