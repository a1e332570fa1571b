import type { ComponentType, ReactNode } from 'react';
import { ProductProvider } from '../../src/features/catalog/product/ProductContext';
import { fixtureLaptopDetail } from './catalog-fixtures';
import { CartStoryProvider, WishlistStoryProvider } from './cart-fixtures';
import { CheckoutStoryProvider } from './checkout-fixtures';

type Wrapper = ComponentType<{ children: ReactNode }>;

/** The product page's sections read its product from context: the laptop with RAM and storage options. */
function ProductPageContext({ children }: { children: ReactNode }) {
  return <ProductProvider product={fixtureLaptopDetail}>{children}</ProductProvider>;
}

/**
 * What a section needs around it beyond the shop's providers, by section name:
 * the page context the real page would give it (section-stories adds it as a
 * decorator). Sections not listed need none.
 */
export const sectionStoryWrappers: Readonly<Record<string, Wrapper | undefined>> = {
  'cart-items': CartStoryProvider,
  'wishlist-items': WishlistStoryProvider,
  'product-details': ProductPageContext,
  'related-products': ProductPageContext,
  'checkout-address': CheckoutStoryProvider,
  'checkout-delivery': CheckoutStoryProvider,
  'checkout-coupons': CheckoutStoryProvider,
  'checkout-payment': CheckoutStoryProvider,
  'checkout-summary': CheckoutStoryProvider,
};
