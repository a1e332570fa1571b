import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProductDetail, Variant } from '../../../../schemas/api/catalog';
import { clampQty, offerOf, type Offer } from './offer';
import { defaultVariant } from './variants';

export interface ProductContextValue {
  product: ProductDetail;
  /** The chosen variant; null when the product has none. */
  variant: Variant | null;
  setVariant: (variant: Variant) => void;
  /** Units to add, always within 1..offer.maxQty (1 when out of stock). */
  qty: number;
  setQty: (qty: number) => void;
  offer: Offer;
}

const ProductContext = createContext<ProductContextValue | null>(null);

/** The variant query parameter: ?v={variantId} makes the choice shareable. */
export const VARIANT_PARAM = 'v';

/** The variant a URL names, or the default when it names none of this product's. */
export function variantFromSearch(product: ProductDetail, search: URLSearchParams): Variant | null {
  const raw = search.get(VARIANT_PARAM);
  const wanted = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return product.variants.find((v) => v.id === wanted) ?? defaultVariant(product.variants);
}

interface ProviderProps {
  product: ProductDetail;
  children: ReactNode;
}

/**
 * The product page's state, shared by every section on it. The variant lives
 * in the URL (replaced, not pushed, so Back leaves the page instead of stepping
 * through chips); the quantity is local and re-clamped whenever the cap moves.
 */
export function ProductProvider({ product, children }: ProviderProps) {
  const [search, setSearch] = useSearchParams();
  const [rawQty, setRawQty] = useState(1);
  const variant = variantFromSearch(product, search);
  const offer = useMemo(() => offerOf(product, variant), [product, variant]);
  const qty = clampQty(rawQty, offer);

  const setVariant = useCallback(
    (next: Variant) =>
      setSearch(
        (prev) => {
          const params = new URLSearchParams(prev);
          params.set(VARIANT_PARAM, String(next.id));
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const setQty = useCallback((n: number) => setRawQty(clampQty(n, offer)), [offer]);

  const value = useMemo(() => ({ product, variant, setVariant, qty, setQty, offer }), [product, variant, setVariant, qty, setQty, offer]);
  return <ProductContext.Provider value={value}>{children}</ProductContext.Provider>;
}

/** The product of the page; sections of the product page are only allowed there, so it is always present. */
export function useProductContext(): ProductContextValue {
  const value = useContext(ProductContext);
  if (!value) throw new Error('This section shows the product of a product page and must sit inside ProductProvider.');
  return value;
}
