/**
 * The cart's paths and keys, apart from its schemas: the browser's startup code
 * needs these few strings, not the zod schemas.
 */
export const cartPaths = {
  items: 'website/cart/cart-items',
  add: 'website/cart/add',
  updateQuantity: 'website/cart/update-quantity',
  deleteItem: (cartId: number) => `website/cart/delete-item/${cartId}`,
  deleteAll: 'website/cart/delete-all',
} as const;

/** The guest session id as a cookie too, so the server can render the guest's cart (src/lib/storage.ts keeps them equal). */
export const SESSION_ID_COOKIE = 'vitrine_sid';

/** The SWR key of an owner's cart: the GET path itself, the same on server and browser. */
export function cartItemsPath(owner: { user_id: number; session_id: string }): string {
  return `${cartPaths.items}?${new URLSearchParams({ user_id: String(owner.user_id), session_id: owner.session_id }).toString()}`;
}
