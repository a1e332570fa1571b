import { useMemo } from 'react';
import { useStore } from 'jotai';
import { useSWRConfig } from 'swr';
import { useLocation } from 'react-router-dom';
import toast from 'react-hot-toast';
import { loginPopupAtom, userAtom, wishlistCountAtom } from '../../state/session';
import { wishlistOverlayAtom } from '../../state/wishlist';
import { failureMessage } from '../cart/errors';
import { addToWishlist, removeFromWishlist, wishlistItemsPath } from './wishlist-api';
import { useLocale, useT } from '../../i18n/useT';

/**
 * Wishlist changes for a signed-in shopper, shown at once and fetched again
 * after (spec section 4). A guest gets the login popup, back to this page
 * after signing in, and nothing is sent. Each resolves true when the server agreed.
 */
export interface WishlistActions {
  add: (productId: number) => Promise<boolean>;
  remove: (productId: number) => Promise<boolean>;
  /** Opens the login popup for a guest; true when someone is signed in. */
  requireSignIn: (message?: string) => boolean;
}

function without(map: ReadonlyMap<number, boolean>, key: number): ReadonlyMap<number, boolean> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

export function useWishlistActions(): WishlistActions {
  const store = useStore();
  const { mutate } = useSWRConfig();
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const t = useT();
  const locale = useLocale();

  return useMemo(() => {
    const requireSignIn: WishlistActions['requireSignIn'] = (message = t('wishlist.signInToSave')) => {
      if (store.get(userAtom)) return true;
      store.set(loginPopupAtom, { view: 'mobile', returnTo });
      toast(message);
      return false;
    };

    const change = async (productId: number, wanted: boolean, call: (userId: number) => Promise<void>) => {
      const user = store.get(userAtom);
      if (!user) {
        requireSignIn();
        return false;
      }
      store.set(wishlistOverlayAtom, new Map(store.get(wishlistOverlayAtom)).set(productId, wanted));
      try {
        await call(user.id);
      } catch (error) {
        store.set(wishlistOverlayAtom, without(store.get(wishlistOverlayAtom), productId));
        toast.error(failureMessage(error));
        return false;
      }
      await mutate(wishlistItemsPath(user.id, locale));
      store.set(wishlistOverlayAtom, without(store.get(wishlistOverlayAtom), productId));
      return true;
    };

    return {
      requireSignIn,
      add: (productId) =>
        change(productId, true, async (userId) => {
          const count = await addToWishlist(userId, productId);
          if (count !== null) store.set(wishlistCountAtom, count);
        }),
      remove: (productId) => change(productId, false, (userId) => removeFromWishlist(userId, productId)),
    };
  }, [store, mutate, returnTo, t, locale]);
}
