import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import type { WishlistItem } from '../../../schemas/api/wishlist';
import { useSignedInUser } from '../../state/useSignedInUser';
import { useLocale } from '../../i18n/useT';
import { wishlistOverlayAtom } from '../../state/wishlist';
import { fetchWishlist, wishlistItemsPath } from './wishlist-api';

/**
 * The signed-in shopper's wishlist; a guest has none and nothing is fetched
 * (the server answers 401). `has` includes hearts toggled a moment ago.
 */
export function useWishlist() {
  const user = useSignedInUser();
  const locale = useLocale();
  const key = user ? wishlistItemsPath(user.id, locale) : null;
  const swr = useSWR(key, fetchWishlist, { revalidateOnFocus: false });
  const overlay = useAtomValue(wishlistOverlayAtom);
  const items: WishlistItem[] | undefined = useMemo(
    () => swr.data?.filter((item) => overlay.get(item.product_id) !== false),
    [swr.data, overlay],
  );
  const has = useCallback(
    (productId: number) => overlay.get(productId) ?? swr.data?.some((item) => item.product_id === productId) ?? false,
    [overlay, swr.data],
  );
  return {
    signedIn: user !== null,
    key,
    items,
    has,
    error: swr.error instanceof Error ? swr.error : undefined,
    isLoading: swr.isLoading,
  };
}
