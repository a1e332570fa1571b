import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { cartCountAtom, wishlistCountAtom } from '../../state/session';
import { useWishlist } from '../wishlist/useWishlist';
import { useCart } from './useCart';

/**
 * Keeps the header badges current on every page: the cart count is the units
 * on screen (so an optimistic change shows at once), the wishlist count the
 * saved items, or the server's count for a guest or when the list is unavailable.
 */
export function CartSync() {
  const { lines, counts } = useCart();
  const { items } = useWishlist();
  const setCartCount = useSetAtom(cartCountAtom);
  const setWishlistCount = useSetAtom(wishlistCountAtom);

  useEffect(() => {
    if (lines) setCartCount(lines.reduce((sum, line) => sum + line.qty, 0));
  }, [lines, setCartCount]);

  useEffect(() => {
    if (items) setWishlistCount(items.length);
    else if (counts) setWishlistCount(counts.wishlist_count);
  }, [items, counts, setWishlistCount]);

  return null;
}

export default CartSync;
