import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ProductDetail } from '../../../../schemas/api/catalog';
import { MAX_INT4, readWholeNumber } from '../../../../schemas/zod-helpers';
import { ApiError } from '../../../api/client';
import { useProduct } from '../../../data/catalog';
import { productHref } from '../../../ui/product/links';

export type ProductPageState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; product: ProductDetail };

/** The id part of /product/{id}/{name}: a positive whole number, or null for anything else. */
export function parseProductId(raw: string | undefined): number | null {
  return readWholeNumber(raw, 1, MAX_INT4);
}

/**
 * The product the URL names. The id decides; the name part is for people and
 * search engines, so a stale or mistyped one is replaced with the product's
 * own slug (keeping ?v= and any anchor), and one product has one address.
 */
export function useProductPage(): ProductPageState {
  const { id, name } = useParams();
  const productId = parseProductId(id);
  const { data, error, mutate } = useProduct(productId);
  const navigate = useNavigate();
  const { search, hash } = useLocation();

  const canonical = data ? productHref(data) : null;
  const stale = data !== undefined && name !== data.slug;
  useEffect(() => {
    if (stale && canonical) navigate({ pathname: canonical, search, hash }, { replace: true });
  }, [stale, canonical, search, hash, navigate]);

  if (productId === null) return { status: 'not-found' };
  // Data already on screen stays there when a background revalidation fails.
  if (data) return { status: 'ready', product: data };
  if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
  if (error instanceof Error) return { status: 'error', message: error.message, retry: () => void mutate() };
  return { status: 'loading' };
}
