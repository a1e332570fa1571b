import type { SectionExamples } from './types';
import { promotionalHeaderExamples } from './promotional-header/examples';
import { subHeaderExamples } from './sub-header/examples';
import { headerExamples } from './header/examples';
import { footerExamples } from './footer/examples';
import { heroBannerExamples } from './hero-banner/examples';
import { promoBannersExamples } from './promo-banners/examples';
import { trustStripExamples } from './trust-strip/examples';
import { cartItemsExamples } from './cart-items/examples';
import { wishlistItemsExamples } from './wishlist-items/examples';
import { productDetailsExamples } from './product-details/examples';
import { relatedProductsExamples } from './related-products/examples';
import { categoryGridExamples } from './category-grid/examples';
import { productCarouselExamples } from './product-carousel/examples';
import { brandStripExamples } from './brand-strip/examples';
import { collectionShowcaseExamples } from './collection-showcase/examples';
import { productListingExamples } from './product-listing/examples';
import { productFiltersExamples } from './product-filters/examples';

/**
 * Every section's examples by canonical name, for Storybook and the tests.
 * Only story and test code imports this module: the registry the shop loads at
 * startup (./index.ts) stays free of them.
 */
export const sectionExamples: Readonly<Record<string, SectionExamples>> = {
  'promotional-header': promotionalHeaderExamples,
  'sub-header': subHeaderExamples,
  header: headerExamples,
  footer: footerExamples,
  'hero-banner': heroBannerExamples,
  'promo-banners': promoBannersExamples,
  'trust-strip': trustStripExamples,
  'cart-items': cartItemsExamples,
  'wishlist-items': wishlistItemsExamples,
  'product-details': productDetailsExamples,
  'related-products': relatedProductsExamples,
  'category-grid': categoryGridExamples,
  'product-carousel': productCarouselExamples,
  'brand-strip': brandStripExamples,
  'collection-showcase': collectionShowcaseExamples,
  'product-listing': productListingExamples,
  'product-filters': productFiltersExamples,
};

const none: Readonly<Record<string, Record<string, unknown>>> = {};

/** The named examples of one pattern; none when it has no examples. */
export function examplesOf(section: string, pattern: number): Readonly<Record<string, Record<string, unknown>>> {
  return sectionExamples[section]?.[pattern] ?? none;
}
