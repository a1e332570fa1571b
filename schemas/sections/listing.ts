import * as z from 'zod/mini';
import { flag, integer, requiredText, text, withDefault } from '../zod-helpers';

/**
 * Props of the listing page's sections: the products (grid or list) and the
 * filters (side panel or top bar). What they list comes from the route and the
 * query string, never from here: these props only shape how it looks.
 */

const listingBase = {
  /** The section's heading for screen readers; the page's title is the visible one. */
  label: requiredText('Products'),
  show_count: flag(true),
  show_sort: flag(true),
  empty_title: requiredText('No products match these filters'),
  empty_text: text('Try removing a filter or widening the price range.'),
};

export const productListing1PropsSchema = z.object({
  ...listingBase,
  /** Most cards in a row on wide screens; phones show two, and a filter panel beside the grid takes one. */
  columns: withDefault(integer(3, 5), 4),
  /** The wishlist heart on each card. */
  show_wishlist: flag(true),
});
export type ProductListing1Props = z.output<typeof productListing1PropsSchema>;

export const productListing2PropsSchema = z.object({
  ...listingBase,
  /** Stock, savings and options under each product. */
  show_key_facts: flag(true),
  /** An Add to cart button on products that need no choice of variant. */
  show_add_to_cart: flag(true),
  show_wishlist: flag(true),
});
export type ProductListing2Props = z.output<typeof productListing2PropsSchema>;

const filterGroups = {
  /** On a category page: its sub-categories, to narrow the list. */
  show_sub_categories: flag(true),
  show_price: flag(true),
  show_brands: flag(true),
  show_availability: flag(true),
};

export const productFilters1PropsSchema = z.object({
  title: requiredText('Filters'),
  ...filterGroups,
  /** Brands listed before "Show more". */
  brands_visible: withDefault(integer(4, 20), 8),
  /** Ready-made price bands ("Under ₹10,000"), derived from the prices in the list. */
  show_price_ranges: flag(true),
});
export type ProductFilters1Props = z.output<typeof productFilters1PropsSchema>;

export const productFilters2PropsSchema = z.object({
  /** Names the bar for screen readers. */
  label: requiredText('Filters'),
  ...filterGroups,
  brands_visible: withDefault(integer(4, 20), 8),
  show_price_ranges: flag(true),
});
export type ProductFilters2Props = z.output<typeof productFilters2PropsSchema>;
