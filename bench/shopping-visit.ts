import { encodeCartSize } from '../schemas/api/cart';
import { cartItemsPath, cartPaths, SESSION_ID_COOKIE } from '../schemas/api/cart-keys';
import { catalogPaths, productListPath, type ProductSort } from '../schemas/api/catalog';
import { checkoutPaths } from '../schemas/api/checkout';
import { STOREFRONT_AUTH } from './load';

/**
 * One shopper's visit as the storefront makes its calls: the home page's HTML,
 * a listing of the category, the product, search suggestions while typing,
 * add to cart, the cart, and checkout pricing; then the cart is emptied, so
 * every visit prices a one-line cart and adding never meets the line cap.
 * Pure: the same requests for the same shopper and visit number.
 */

/** A signed-in shopper with a delivery address, as bench/shoppers.ts makes them. */
export interface Shopper {
  userId: number;
  /** The browser's session id (spec section 1), sent with every cart call. */
  sessionId: string;
  /** The cookies signing in set (`name=value; …`), the session among them. */
  cookies: string;
  addressId: number;
}

/** A product a shopper can buy: its opening variant when it has variants. */
export interface Buyable {
  id: number;
  categoryId: number;
  variantId: number | null;
}

export interface VisitRequest {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export const VISIT_STEPS = ['home', 'listing', 'product', 'suggestions', 'add to cart', 'cart', 'checkout pricing', 'empty cart'] as const;

const LISTING_SORTS: readonly ProductSort[] = ['relevance', 'popularity', 'price_asc', 'discount'];
/** Prefixes as they arrive while typing, typos included (as bench/catalog.ts). */
const TYPED = ['lap', 'leno', 'rtx 40', 'samsng', 'ssd 1', 'mous', 'iphon', 'monitr 27'];

const form = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

export function visitRequests(shopper: Shopper, visit: number, products: readonly Buyable[]): VisitRequest[] {
  const product = products[visit % products.length];
  if (!product) throw new Error('visitRequests: no products to visit');
  const cookie = `${shopper.cookies}; ${SESSION_ID_COOKIE}=${shopper.sessionId}`;
  // What a browser sends: the credential and the cookies, and it takes compressed answers.
  const api = { Authorization: STOREFRONT_AUTH, Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br', Cookie: cookie };
  const posted = { ...api, 'Content-Type': 'application/x-www-form-urlencoded' };
  const owner = { user_id: shopper.userId, session_id: shopper.sessionId };
  const size = encodeCartSize(product.variantId === null ? {} : { variant_id: product.variantId });
  const sort = LISTING_SORTS[visit % LISTING_SORTS.length];
  const requests: Record<(typeof VISIT_STEPS)[number], Omit<VisitRequest, 'name'>> = {
    home: { method: 'GET', path: '/', headers: { Accept: 'text/html', 'Accept-Encoding': api['Accept-Encoding'], Cookie: cookie } },
    listing: { method: 'GET', path: `/api/${productListPath({ category_id: String(product.categoryId), sort })}`, headers: api },
    product: { method: 'GET', path: `/api/${catalogPaths.product(product.id)}`, headers: api },
    suggestions: { method: 'GET', path: `/api/${catalogPaths.suggestions(TYPED[visit % TYPED.length] ?? 'lap')}`, headers: api },
    'add to cart': { method: 'POST', path: `/api/${cartPaths.add}`, headers: posted, body: form({ ...owner, product_id: product.id, qty: 1, size }) },
    cart: { method: 'GET', path: `/api/${cartItemsPath(owner)}`, headers: api },
    'checkout pricing': {
      method: 'POST',
      path: `/api/${checkoutPaths.quote}`,
      headers: posted,
      body: form({ user_id: shopper.userId, address_id: shopper.addressId, payment_method: 'online' }),
    },
    'empty cart': { method: 'DELETE', path: `/api/${cartPaths.deleteAll}?${form(owner)}`, headers: api },
  };
  return VISIT_STEPS.map((name) => ({ name, ...requests[name] }));
}
