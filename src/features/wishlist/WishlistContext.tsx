import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { WishlistItem } from '../../../schemas/api/wishlist';
import { showAddedToast } from '../cart/AddedToast';
import { useCartActions } from '../cart/useCartActions';
import { useWishlist } from './useWishlist';
import { useWishlistActions } from './useWishlistActions';
import { useT } from '../../i18n/useT';

/**
 * What the wishlist sections show and do. The page provides the live list;
 * stories and tests can provide fixed items and their own actions.
 */
export interface WishlistView {
  /** Undefined while the list is first fetched. */
  items: WishlistItem[] | undefined;
  error: Error | undefined;
  remove: (item: WishlistItem) => Promise<boolean>;
  /** Adds one to the cart; with `keep` false it also leaves the wishlist. */
  addToCart: (item: WishlistItem, options: { keep: boolean }) => Promise<boolean>;
  retry: () => void;
}

const WishlistContext = createContext<WishlistView | null>(null);

export function WishlistViewProvider({ value, children }: { value: WishlistView; children: ReactNode }) {
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

/** The signed-in shopper's live wishlist. */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { items, error, key } = useWishlist();
  const wishlist = useWishlistActions();
  const cart = useCartActions();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const t = useT();

  const value = useMemo<WishlistView>(
    () => ({
      items,
      error,
      remove: (item) => wishlist.remove(item.product_id),
      addToCart: async (item, { keep }) => {
        const added = await cart.add({ product: { id: item.product.id, title: item.product.title }, variant: null, qty: 1 });
        if (!added) return false;
        showAddedToast(navigate, t(keep ? 'wishlist.addedToCart' : 'wishlist.movedToCart'));
        return keep || wishlist.remove(item.product_id);
      },
      retry: () => {
        if (key) void mutate(key);
      },
    }),
    [items, error, wishlist, cart, navigate, mutate, key, t],
  );
  return <WishlistViewProvider value={value}>{children}</WishlistViewProvider>;
}

export function useWishlistView(): WishlistView {
  const view = useContext(WishlistContext);
  if (!view) throw new Error('The wishlist sections need a WishlistProvider: place them on the wishlist page');
  return view;
}
