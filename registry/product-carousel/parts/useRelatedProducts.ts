import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { recommendationsSchema } from '../../../schemas/api/recommendations';
import { apiGet } from '../../../src/api/client';
import { cartItemsPath, type CartData } from '../../../src/features/cart/cart-api';
import { useCartOwner } from '../../../src/features/cart/useCart';
import { useLocale } from '../../../src/i18n/useT';
import { recommendationPath, recommendationScopeOf } from './related';

/**
 * A 'related' row's recommendations on a product or cart page; `path` null
 * elsewhere, or for any other source, and the row shows its list instead.
 * On the cart page the row follows the cart: when the products in it change
 * (one added from this very row), it asks again.
 */
export function useRelatedProducts(active: boolean, limit: number) {
  const { pathname } = useLocation();
  const scope = recommendationScopeOf(pathname);
  const owner = useCartOwner();
  const locale = useLocale();
  const path = active ? recommendationPath(scope, owner, limit, locale) : null;
  const swr = useSWR(path, (key: string) => apiGet(key, recommendationsSchema), { keepPreviousData: true, revalidateOnFocus: false });

  // Reads the cart the page already holds, without fetching it: a null fetcher only subscribes.
  const cartKey = path && scope.kind === 'cart' && owner ? cartItemsPath(owner) : null;
  const { data: cart } = useSWR<CartData>(cartKey, null);
  const products = cart ? [...new Set(cart.lines.map((line) => line.product_id))].sort((a, b) => a - b).join(',') : null;
  const seen = useRef(products);
  const { mutate } = swr;
  useEffect(() => {
    if (products === null || products === seen.current) return;
    const first = seen.current === null;
    seen.current = products;
    if (!first) void mutate();
  }, [products, mutate]);

  return { path, data: swr.data, error: swr.error };
}
