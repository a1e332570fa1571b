import * as z from 'zod/mini';
import { flag, integer, nonEmpty, requiredText, text, withDefault } from '../zod-helpers';

/**
 * Props of the home sections that show the catalogue: category tiles,
 * product carousels, brands and collections. The catalogue itself comes from
 * the API; these props only choose what to show and how to title it, so each
 * section renders sensibly from `{}` on any shop.
 */

const slug = () => z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug: lower-case letters, digits and single hyphens'));

/** 'all', or the chosen slugs in the order to show them; slugs the shop lacks are skipped. */
const selection = (max: number) => withDefault(z.union([z.literal('all'), z.array(slug()).check(z.minLength(1), z.maxLength(max))]), 'all');
export type Selection = 'all' | string[];

// ------------------------------------------------------------- category-grid

export const categoryGrid1PropsSchema = z.object({
  title: requiredText('Shop by category'),
  categories: selection(30),
  /** Tiles shown: 12 fills four rows of three on phones and two rows of six on desktops. */
  limit: withDefault(integer(1, 30), 12),
  show_counts: flag(true),
});
export type CategoryGrid1Props = z.output<typeof categoryGrid1PropsSchema>;

export const categoryGrid2PropsSchema = z.object({
  title: requiredText('Shop by category'),
  categories: selection(30),
  limit: withDefault(integer(1, 30), 14),
  show_counts: flag(false),
});
export type CategoryGrid2Props = z.output<typeof categoryGrid2PropsSchema>;

// ---------------------------------------------------------- product-carousel

/**
 * Where a carousel's products come from. 'related' is "Goes well with": on a
 * product page, what the merchandiser's rule for its category recommends; on
 * the cart page, the same for the cart's lines; anywhere else, best sellers.
 */
export const CAROUSEL_SOURCES = ['best_seller', 'hot_deal', 'new_arrival', 'category', 'collection', 'related'] as const;
export const carouselSourceSchema = z.enum(CAROUSEL_SOURCES);
export type CarouselSource = z.output<typeof carouselSourceSchema>;
/** A carousel shows 4 to 20 products: fewer looks broken, more nobody scrolls to. */
export const CAROUSEL_LIMIT = { min: 4, max: 20 } as const;
const carouselLimit = (fallback: number) => withDefault(integer(CAROUSEL_LIMIT.min, CAROUSEL_LIMIT.max), fallback);

const carouselFields = {
  subtitle: text(''),
  /** Used when source is 'category': the category's id (graphics cards are 5 in the demo shop). */
  category_id: withDefault(z.int().check(z.positive()), 5),
  /** Used when source is 'collection': the collection's slug. */
  collection_slug: withDefault(slug(), 'gaming-rigs'),
  /** Text of the link to the full list; its address follows the source. */
  view_all_label: requiredText('View all'),
};

export const productCarousel1PropsSchema = z.object({
  title: requiredText('Best sellers'),
  source: withDefault(carouselSourceSchema, 'best_seller'),
  ...carouselFields,
  subtitle: text('What shoppers across India are buying this week'),
  limit: carouselLimit(12),
});
export type ProductCarousel1Props = z.output<typeof productCarousel1PropsSchema>;

export const productCarousel2PropsSchema = z.object({
  title: requiredText("Today's hot deals"),
  source: withDefault(carouselSourceSchema, 'hot_deal'),
  ...carouselFields,
  subtitle: text('The biggest price drops, refreshed every morning'),
  /** Seven fills two rows on desktops: the highlighted deal takes four cells. */
  limit: carouselLimit(7),
  /** Ribbon on the first, highlighted product. */
  highlight_label: withDefault(nonEmpty().check(z.maxLength(24)), 'Deal of the day'),
});
export type ProductCarousel2Props = z.output<typeof productCarousel2PropsSchema>;

// --------------------------------------------------------------- brand-strip

export const brandStrip1PropsSchema = z.object({
  title: requiredText('Top brands'),
  brands: selection(40),
  limit: withDefault(integer(1, 40), 16),
});
export type BrandStrip1Props = z.output<typeof brandStrip1PropsSchema>;

export const brandStrip2PropsSchema = z.object({
  title: requiredText('Shop by brand'),
  brands: selection(40),
  /** Twelve fills four rows of three on phones and two rows of six on desktops. */
  limit: withDefault(integer(1, 40), 12),
});
export type BrandStrip2Props = z.output<typeof brandStrip2PropsSchema>;

// ------------------------------------------------------- collection-showcase

export const collectionShowcase1PropsSchema = z.object({
  title: requiredText('Curated collections'),
  subtitle: text('Hand-picked kits for how you work and play'),
  collections: selection(12),
  /** One feature and up to four smaller cards. */
  limit: withDefault(integer(2, 5), 5),
});
export type CollectionShowcase1Props = z.output<typeof collectionShowcase1PropsSchema>;

export const collectionShowcase2PropsSchema = z.object({
  title: requiredText('Collections for you'),
  subtitle: text(''),
  collections: selection(12),
  limit: withDefault(integer(1, 12), 4),
  explore_label: requiredText('Explore'),
});
export type CollectionShowcase2Props = z.output<typeof collectionShowcase2PropsSchema>;
