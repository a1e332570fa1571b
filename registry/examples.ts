import type { PatternDescriptions, SectionExamples } from './types';
import { promotionalHeaderDescriptions, promotionalHeaderExamples } from './promotional-header/examples';
import { subHeaderDescriptions, subHeaderExamples } from './sub-header/examples';
import { headerDescriptions, headerExamples } from './header/examples';
import { footerDescriptions, footerExamples } from './footer/examples';
import { heroBannerDescriptions, heroBannerExamples } from './hero-banner/examples';
import { promoBannersDescriptions, promoBannersExamples } from './promo-banners/examples';
import { trustStripDescriptions, trustStripExamples } from './trust-strip/examples';
import { cartItemsDescriptions, cartItemsExamples } from './cart-items/examples';
import { wishlistItemsDescriptions, wishlistItemsExamples } from './wishlist-items/examples';
import { productDetailsDescriptions, productDetailsExamples } from './product-details/examples';
import { relatedProductsDescriptions, relatedProductsExamples } from './related-products/examples';
import { categoryGridDescriptions, categoryGridExamples } from './category-grid/examples';
import { productCarouselDescriptions, productCarouselExamples } from './product-carousel/examples';
import { brandStripDescriptions, brandStripExamples } from './brand-strip/examples';
import { collectionShowcaseDescriptions, collectionShowcaseExamples } from './collection-showcase/examples';
import { productListingDescriptions, productListingExamples } from './product-listing/examples';
import { productFiltersDescriptions, productFiltersExamples } from './product-filters/examples';
import { checkoutAddressDescriptions, checkoutAddressExamples } from './checkout-address/examples';
import { checkoutDeliveryDescriptions, checkoutDeliveryExamples } from './checkout-delivery/examples';
import { checkoutCouponsDescriptions, checkoutCouponsExamples } from './checkout-coupons/examples';
import { checkoutPaymentDescriptions, checkoutPaymentExamples } from './checkout-payment/examples';
import { checkoutSummaryDescriptions, checkoutSummaryExamples } from './checkout-summary/examples';

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
  'checkout-address': checkoutAddressExamples,
  'checkout-delivery': checkoutDeliveryExamples,
  'checkout-coupons': checkoutCouponsExamples,
  'checkout-payment': checkoutPaymentExamples,
  'checkout-summary': checkoutSummaryExamples,
};

const none: Readonly<Record<string, Record<string, unknown>>> = {};

/** The named examples of one pattern; none when it has no examples. */
export function examplesOf(section: string, pattern: number): Readonly<Record<string, Record<string, unknown>>> {
  return sectionExamples[section]?.[pattern] ?? none;
}

/** Every pattern's one-sentence description by section name and pattern number. */
export const sectionDescriptions: Readonly<Record<string, PatternDescriptions>> = {
  'promotional-header': promotionalHeaderDescriptions,
  'sub-header': subHeaderDescriptions,
  header: headerDescriptions,
  footer: footerDescriptions,
  'hero-banner': heroBannerDescriptions,
  'promo-banners': promoBannersDescriptions,
  'trust-strip': trustStripDescriptions,
  'cart-items': cartItemsDescriptions,
  'wishlist-items': wishlistItemsDescriptions,
  'product-details': productDetailsDescriptions,
  'related-products': relatedProductsDescriptions,
  'category-grid': categoryGridDescriptions,
  'product-carousel': productCarouselDescriptions,
  'brand-strip': brandStripDescriptions,
  'collection-showcase': collectionShowcaseDescriptions,
  'product-listing': productListingDescriptions,
  'product-filters': productFiltersDescriptions,
  'checkout-address': checkoutAddressDescriptions,
  'checkout-delivery': checkoutDeliveryDescriptions,
  'checkout-coupons': checkoutCouponsDescriptions,
  'checkout-payment': checkoutPaymentDescriptions,
  'checkout-summary': checkoutSummaryDescriptions,
};
