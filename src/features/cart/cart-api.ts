import * as z from 'zod/mini';
import { apiRequest } from '../../api/client';
import { cartItemsPath } from '../../../schemas/api/cart-keys';
import { cartCountsSchema, cartItemListSchema, cartPaths, encodeCartSize, type CartData, type CartCounts, type CartItem, type CartSize } from '../../../schemas/api/cart';

/**
 * The cart calls of spec section 7, each a form as the spec sends it. The
 * responses' `data` of changes is not read: the cart is fetched again after
 * every change (spec section 4), so only the status flag and the badge counts
 * matter, and a provider that answers with a slightly different line shape
 * still works.
 */

export interface CartOwner {
  /** 0 for a guest. */
  user_id: number;
  session_id: string;
}

export type { CartData };

const ignoredData = z.unknown();

function ownerQuery(owner: CartOwner): string {
  return new URLSearchParams({ user_id: String(owner.user_id), session_id: owner.session_id }).toString();
}

function form(fields: Record<string, string | number>): RequestInit {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
  return { body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

export function readCounts(otherData: Record<string, unknown> | undefined): CartCounts | null {
  const parsed = cartCountsSchema.safeParse(otherData);
  return parsed.success ? parsed.data : null;
}

export { cartItemsPath };

export async function fetchCart(path: string): Promise<CartData> {
  const result = await apiRequest(path, cartItemListSchema);
  return { lines: result.data, counts: readCounts(result.other_data) };
}


export interface AddToCartInput {
  productId: number;
  qty: number;
  size: CartSize;
  /** Paise; the server prices from its database and ignores these. */
  mrp?: number;
  price?: number;
}

export async function addToCart(owner: CartOwner, input: AddToCartInput): Promise<CartCounts | null> {
  const result = await apiRequest(cartPaths.add, ignoredData, {
    method: 'POST',
    ...form({
      ...owner,
      product_id: input.productId,
      qty: input.qty,
      mrp: input.mrp ?? '',
      price: input.price ?? '',
      size: encodeCartSize(input.size),
    }),
  });
  return readCounts(result.other_data);
}

/** Sets the line's quantity (not a delta). */
export async function updateCartQuantity(owner: CartOwner, line: Pick<CartItem, 'product_id' | 'size'>, qty: number): Promise<void> {
  await apiRequest(cartPaths.updateQuantity, ignoredData, {
    method: 'PUT',
    ...form({ ...owner, product_id: line.product_id, qty, size: line.size }),
  });
}

/** The owner travels in the query string: a DELETE body is dropped by some proxies. */
export async function deleteCartItem(owner: CartOwner, cartId: number): Promise<void> {
  await apiRequest(`${cartPaths.deleteItem(cartId)}?${ownerQuery(owner)}`, ignoredData, { method: 'DELETE' });
}

export async function clearCart(owner: CartOwner): Promise<void> {
  await apiRequest(cartPaths.deleteAll, ignoredData, { method: 'DELETE', ...form({ ...owner }) });
}
