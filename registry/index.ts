import type { LayoutScope } from '../schemas/ui-config/section-names';
import { SCHEME_NAMES } from '../schemas/theme/tokens';
import type { EngineRegistry } from '../src/engine/registry';
import type { SectionDefinition } from './types';
import { promotionalHeader } from './promotional-header';
import { subHeader } from './sub-header';
import { header } from './header';
import { footer } from './footer';
import { heroBanner } from './hero-banner';
import { promoBanners } from './promo-banners';
import { trustStrip } from './trust-strip';
import { cartItems } from './cart-items';
import { wishlistItems } from './wishlist-items';
import { productDetails } from './product-details';
import { relatedProducts } from './related-products';
import { categoryGrid } from './category-grid';
import { productCarousel } from './product-carousel';
import { brandStrip } from './brand-strip';
import { collectionShowcase } from './collection-showcase';
import { productListing } from './product-listing';
import { productFilters } from './product-filters';
import { checkoutAddress } from './checkout-address';
import { checkoutDelivery } from './checkout-delivery';
import { checkoutCoupons } from './checkout-coupons';
import { checkoutPayment } from './checkout-payment';
import { checkoutSummary } from './checkout-summary';

/**
 * Every section the engine can render, by canonical name. Adding a pattern is a
 * component file in the section's folder, its props schema in
 * schemas/sections/, and one line in the section's index.ts (its Storybook
 * examples go in the section's examples.ts, which the shop never loads).
 */
export const sectionRegistry: Readonly<Record<string, SectionDefinition>> = Object.fromEntries(
  [promotionalHeader, subHeader, header, footer, heroBanner, promoBanners, trustStrip, cartItems, wishlistItems, productDetails, relatedProducts, categoryGrid, productCarousel, brandStrip, collectionShowcase, productListing, productFilters, checkoutAddress, checkoutDelivery, checkoutCoupons, checkoutPayment, checkoutSummary].map((s) => [s.name, s]),
);

/** Which sections each page or area may hold. */
export const scopeSections: Readonly<Record<LayoutScope, readonly string[]>> = {
  shell: ['promotional-header', 'sub-header', 'header', 'footer'],
  home: ['hero-banner', 'promo-banners', 'trust-strip', 'category-grid', 'product-carousel', 'brand-strip', 'collection-showcase'],
  // Trust badges and offers suit every shopping page; each page's own sections join these.
  products: ['product-filters', 'product-listing', 'promo-banners', 'trust-strip'],
  // product-carousel doubles as "recommended for you" beside the product, cart and wishlist.
  'products-details': ['product-details', 'related-products', 'trust-strip', 'product-carousel'],
  cart: ['cart-items', 'trust-strip', 'promo-banners', 'product-carousel'],
  wishlist: ['wishlist-items', 'promo-banners', 'product-carousel'],
  checkout: ['checkout-address', 'checkout-delivery', 'checkout-coupons', 'checkout-payment', 'checkout-summary', 'trust-strip'],
  menu: [],
  // A campaign page (/p/{slug}) is a landing page: everything home can hold, and the listing's offers.
  campaign: ['hero-banner', 'promo-banners', 'trust-strip', 'category-grid', 'product-carousel', 'brand-strip', 'collection-showcase'],
};

/** What the shop hands the layout engine: its sections, where they go, and the theme's colour schemes. */
export const shopRegistry: EngineRegistry<LayoutScope> = {
  sections: sectionRegistry,
  scopeSections,
  colorSchemes: SCHEME_NAMES,
};
