import * as z from 'zod/mini';
import { apiRequest } from '../../api/client';
import { wishlistCountSchema, wishlistItemListSchema, wishlistPaths, type WishlistItem } from '../../../schemas/api/wishlist';
import { withCatalogLocale } from '../../../schemas/api/catalog-translations';
import type { Locale } from '../../../schemas/locale';

/** The wishlist calls of spec section 7: signed-in shoppers only, fields sent as a form. */

function form(fields: Record<string, number>): RequestInit {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
  return { body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

/** The SWR key of a user's wishlist: the GET path itself, in the page's language (its titles'). */
export function wishlistItemsPath(userId: number, locale: Locale): string {
  return withCatalogLocale(`${wishlistPaths.items}?${new URLSearchParams({ user_id: String(userId) }).toString()}`, locale);
}

export async function fetchWishlist(path: string): Promise<WishlistItem[]> {
  return (await apiRequest(path, wishlistItemListSchema)).data;
}

/** Resolves to the new wishlist count when the server sent it. */
export async function addToWishlist(userId: number, productId: number): Promise<number | null> {
  const result = await apiRequest(wishlistPaths.add, z.unknown(), { method: 'POST', ...form({ user_id: userId, product_id: productId }) });
  const counts = wishlistCountSchema.safeParse(result.other_data);
  return counts.success ? counts.data.wishlist_count : null;
}

export async function removeFromWishlist(userId: number, productId: number): Promise<void> {
  await apiRequest(wishlistPaths.remove, z.unknown(), { method: 'DELETE', ...form({ user_id: userId, product_id: productId }) });
}
