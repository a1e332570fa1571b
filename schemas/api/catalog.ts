import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { DEFAULT_LOCALE, type Locale } from '../locale';
import { catalogLocaleParam, withCatalogLocale } from './catalog-translations';

/**
 * The catalogue API (designed here; the spec shows only cart and wishlist).
 * Shared by the server, which validates query strings and builds responses
 * with these, and the storefront, which parses every response with them.
 * Money is integer paise everywhere on the wire.
 */

const id = () => z.int().check(z.positive());
const paise = () => z.int().check(z.gte(0));
const slug = () => z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens'));

/** What a category's picture shows: one generated illustration per kind. */
export const CATEGORY_KINDS = [
  'laptops',
  'desktops',
  'monitors',
  'processors',
  'graphics-cards',
  'memory',
  'storage',
  'keyboards-mice',
  'networking',
  'mobiles',
  'audio',
  'wearables',
  'cameras',
  'accessories',
] as const;
export const categoryKindSchema = z.enum(CATEGORY_KINDS);
export type CategoryKind = z.output<typeof categoryKindSchema>;

/**
 * Responsive encodings of an uploaded photo, best first: the browser takes the
 * first type it decodes and picks a width from `srcset` ("/m/1-640.avif 640w, …").
 */
export const imageSourceSchema = z.object({
  type: z.enum(['image/avif', 'image/webp']),
  srcset: z.string().check(z.minLength(1)),
});
export type ImageSource = z.output<typeof imageSourceSchema>;

/**
 * A picture with its intrinsic size (for an uploaded photo: the original's
 * aspect), so the page reserves the space and nothing shifts. Uploaded photos
 * and the shop's drawn pictures carry `sources`, and `url` is their fallback.
 */
export const imageSchema = z.object({
  url: z.string().check(z.minLength(1)),
  alt: z.string(),
  width: id(),
  height: id(),
  sources: z.optional(z.array(imageSourceSchema)),
});
export type CatalogImage = z.output<typeof imageSchema>;

// ------------------------------------------------------------------ categories

export const subCategorySchema = z.object({
  id: id(),
  title: z.string(),
  slug: slug(),
  product_count: z.int().check(z.gte(0)),
});
export type SubCategory = z.output<typeof subCategorySchema>;

export const categorySchema = z.object({
  id: id(),
  title: z.string(),
  slug: slug(),
  kind: categoryKindSchema,
  description: z.string(),
  image: imageSchema,
  product_count: z.int().check(z.gte(0)),
  sub_categories: z.array(subCategorySchema),
});
export type Category = z.output<typeof categorySchema>;

/** GET website/catalog/categories: the tree, top level in merchandising order. */
export const categoryTreeSchema = z.array(categorySchema);

export const brandSchema = z.object({
  id: id(),
  name: z.string(),
  slug: slug(),
  product_count: z.int().check(z.gte(0)),
});
export type Brand = z.output<typeof brandSchema>;

/** GET website/catalog/brands: brands with at least one product, by name. */
export const brandListSchema = z.array(brandSchema);

// -------------------------------------------------------------------- products

export const productFlagsSchema = z.object({
  best_seller: z.boolean(),
  hot_deal: z.boolean(),
  new_arrival: z.boolean(),
});
export type ProductFlags = z.output<typeof productFlagsSchema>;

/** What a product card needs: lists, carousels, search results, cart recommendations. */
export const productSummarySchema = z.object({
  id: id(),
  title: z.string(),
  slug: slug(),
  brand: z.string(),
  category_id: id(),
  image: imageSchema,
  /**
   * Selling price and MRP of the variant the product page opens on
   * (openingVariant in ./opening-variant: the cheapest in stock, else the
   * cheapest), or the product's own when it has no variants. What a shopper
   * pays for what the page first shows; sorts and the price filter use it too.
   */
  price: paise(),
  mrp: paise(),
  /** Whole percent off MRP, rounded down, as printed on the card. */
  discount_percent: z.int().check(z.gte(0), z.lte(100)),
  rating_average: z.number().check(z.gte(0), z.lte(5)),
  rating_count: z.int().check(z.gte(0)),
  /** Some unit (of any variant) can be bought. */
  in_stock: z.boolean(),
  has_variants: z.boolean(),
  /** The variants cost different amounts: cards say "from" before the price. */
  price_varies: z.boolean(),
  flags: productFlagsSchema,
});
export type ProductSummary = z.output<typeof productSummarySchema>;

export const specificationSchema = z.object({
  name: z.string(),
  value: z.string(),
});
export type Specification = z.output<typeof specificationSchema>;

/**
 * A buyable combination, e.g. {Colour: 'Silver', Storage: '1 TB'}. The cart's
 * `size` field carries the chosen one as JSON: cartSizeSchema.
 */
export const variantSchema = z.object({
  id: id(),
  label: z.string(),
  attributes: z.record(z.string(), z.string()),
  price: paise(),
  mrp: paise(),
  stock: z.int().check(z.gte(0)),
});
export type Variant = z.output<typeof variantSchema>;

export const productDetailSchema = z.object({
  ...productSummarySchema.shape,
  description: z.string(),
  highlights: z.array(z.string()),
  images: z.array(imageSchema).check(z.minLength(1)),
  specifications: z.array(specificationSchema),
  category: z.object({ id: id(), title: z.string(), slug: slug() }),
  sub_category: z.nullable(z.object({ id: id(), title: z.string(), slug: slug() })),
  /** Percent, e.g. 18. */
  gst_rate: z.int().check(z.gte(0), z.lte(28)),
  hsn_code: z.string(),
  /** Units of the product (all variants together) ready to ship. */
  stock: z.int().check(z.gte(0)),
  /** Most units one order may hold: the smaller of the shop-wide cap and this product's own. */
  max_per_order: z.int().check(z.gte(1)),
  variants: z.array(variantSchema),
  related: z.array(productSummarySchema),
});
export type ProductDetail = z.output<typeof productDetailSchema>;

// ------------------------------------------------------------------- listing

export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'popularity', 'discount'] as const;
export const productSortSchema = z.enum(PRODUCT_SORTS);
export type ProductSort = z.output<typeof productSortSchema>;
/** The ranked sorts, which list products in stock before sold-out ones; price and newest sort strictly as asked. */
export const STOCK_FIRST_SORTS: readonly ProductSort[] = ['relevance', 'popularity', 'discount'];

export const PRODUCT_FLAGS = ['best_seller', 'hot_deal', 'new_arrival'] as const;
export const productFlagSchema = z.enum(PRODUCT_FLAGS);
export type ProductFlag = z.output<typeof productFlagSchema>;

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 60;
export const SEARCH_QUERY_MAX = 100;

const queryBool = (name: string) =>
  z.pipe(
    z.enum(['1', '0', 'true', 'false'], `${name} must be true or false`),
    z.transform((s: '1' | '0' | 'true' | 'false') => s === '1' || s === 'true'),
  );

/** Comma-separated brand slugs, e.g. brand=asus,lenovo. */
const brandList = z.pipe(
  z.string().check(z.regex(/^[a-z0-9-]+(,[a-z0-9-]+){0,19}$/, 'brand must be comma-separated brand slugs (at most 20)')),
  z.transform((s: string) => s.split(',')),
);

/**
 * GET website/catalog/products query string. Prices are paise. `q` searches
 * (typo-tolerant); `flag` gives best sellers, hot deals or new arrivals;
 * `collection` a collection's products. Unknown parameters are refused, so a
 * typo in a shared link shows up instead of silently listing everything.
 */
export const productListQuerySchema = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.minLength(1, 'q must not be empty'), z.maxLength(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`))),
  category_id: z.optional(wholeNumber('category_id', 1, MAX_INT4)),
  sub_category_id: z.optional(wholeNumber('sub_category_id', 1, MAX_INT4)),
  brand: z.optional(brandList),
  // Paise, compared with an integer column: a bound past its range is refused here, not by the database.
  price_min: z.optional(wholeNumber('price_min', 0, MAX_INT4)),
  price_max: z.optional(wholeNumber('price_max', 0, MAX_INT4)),
  in_stock: z.optional(queryBool('in_stock')),
  flag: z.optional(productFlagSchema),
  collection: z.optional(slug()),
  sort: z._default(productSortSchema, 'relevance'),
  page: z._default(wholeNumber('page', 1, 10_000), 1),
  page_size: z._default(wholeNumber('page_size', 1, PAGE_SIZE_MAX), PAGE_SIZE_DEFAULT),
  /** The cards' language (titles); filters and q work on the English whatever it is. */
  locale: catalogLocaleParam,
}).check(
  z.refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: 'price_min must not be above price_max',
    path: ['price_min'],
  }),
);
export type ProductListQuery = z.output<typeof productListQuerySchema>;
/** What a caller may put in the query string (all strings), e.g. to build a URL. */
export type ProductListParams = z.input<typeof productListQuerySchema>;

export const brandFacetSchema = z.object({ slug: slug(), name: z.string(), count: z.int().check(z.gte(1)) });
export type BrandFacet = z.output<typeof brandFacetSchema>;

/** A quick price range: paise, a null end is open, both ends inclusive as price_min and price_max are. */
export const priceBandFacetSchema = z.object({ min: z.nullable(paise()), max: z.nullable(paise()), count: z.int().check(z.gte(1)) });
export type PriceBandFacet = z.output<typeof priceBandFacetSchema>;

export const subCategoryFacetSchema = z.object({ id: id(), count: z.int().check(z.gte(1)) });
export type SubCategoryFacet = z.output<typeof subCategoryFacetSchema>;

/**
 * For the filter panel. Each facet is counted under every filter of the
 * request except its own group, so a value's count is the `total` the list
 * would have with that value applied in place of its group's current one,
 * and only values that would list something are given. The scope (q,
 * category_id, flag, collection) always holds.
 */
export const listFacetsSchema = z.object({
  /** Under every filter but brand, most products first. */
  brands: z.array(brandFacetSchema),
  /** The price spread under every filter but price; 0–0 when nothing is there. */
  price: z.object({ min: paise(), max: paise() }),
  /** Round ranges across that spread, under every filter but price; none when the prices are too close to split. */
  price_bands: z.array(priceBandFacetSchema),
  /** How many are in stock under every filter but in_stock: the total with in_stock=true. */
  in_stock_count: z.int().check(z.gte(0)),
  /**
   * With category_id: the category's products under every filter but
   * sub_category_id (the total without it), and each sub-category's, in no
   * particular order. Null for a list that is not a category's.
   */
  category: z.nullable(z.object({ count: z.int().check(z.gte(0)), sub_categories: z.array(subCategoryFacetSchema) })),
});
export type ListFacets = z.output<typeof listFacetsSchema>;

/** Response of GET website/catalog/products. */
export const productListSchema = z.object({
  items: z.array(productSummarySchema),
  total: z.int().check(z.gte(0)),
  page: id(),
  page_size: id(),
  page_count: z.int().check(z.gte(0)),
  facets: listFacetsSchema,
});
export type ProductList = z.output<typeof productListSchema>;

// ----------------------------------------------------------------- search

export const SUGGESTION_LIMIT = 8;
export const suggestionQuerySchema = z.strictObject({
  q: z.string().check(z.trim(), z.minLength(1, 'q must not be empty'), z.maxLength(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`)),
  limit: z._default(wholeNumber('limit', 1, 20), SUGGESTION_LIMIT),
  locale: catalogLocaleParam,
});

/**
 * The query of the other catalogue reads (categories, collections, a
 * product): only the language of their text. Other parameters are ignored,
 * as they always were on these paths.
 */
export const catalogReadQuerySchema = z.object({ locale: catalogLocaleParam });

/** GET website/catalog/search/suggestions?q=: products, then matching categories and brands. */
export const suggestionsSchema = z.object({
  query: z.string(),
  /** Price, price_varies and in_stock mean what they mean on a product card. */
  products: z.array(
    z.object({
      id: id(),
      title: z.string(),
      slug: slug(),
      brand: z.string(),
      image: imageSchema,
      price: paise(),
      price_varies: z.boolean(),
      in_stock: z.boolean(),
    }),
  ),
  categories: z.array(z.object({ id: id(), title: z.string(), slug: slug() })),
  brands: z.array(z.object({ name: z.string(), slug: slug() })),
});
export type Suggestions = z.output<typeof suggestionsSchema>;

// -------------------------------------------------------------- collections

export const COLLECTION_TONES = ['brand', 'dark', 'accent', 'soft'] as const;

export const collectionSchema = z.object({
  id: id(),
  slug: slug(),
  title: z.string(),
  tagline: z.string(),
  description: z.string(),
  tone: z.enum(COLLECTION_TONES),
  image: imageSchema,
  product_count: z.int().check(z.gte(0)),
});
export type Collection = z.output<typeof collectionSchema>;

/** GET website/catalog/collections; a collection's products: products?collection={slug}. */
export const collectionListSchema = z.array(collectionSchema);

// ---------------------------------------------------------------- paths

/** Canonical query string: fixed key order, defaults dropped, so equal queries share one SWR key. */
export function productListPath(params: Partial<Record<keyof ProductListParams, string | undefined>>): string {
  const keys = ['q', 'category_id', 'sub_category_id', 'brand', 'price_min', 'price_max', 'in_stock', 'flag', 'collection', 'sort', 'page', 'page_size', 'locale'] as const;
  const search = new URLSearchParams();
  for (const key of keys) {
    const value = params[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'relevance') continue;
    if (key === 'page' && value === '1') continue;
    if (key === 'page_size' && value === String(PAGE_SIZE_DEFAULT)) continue;
    if (key === 'locale' && value === DEFAULT_LOCALE) continue;
    search.set(key, value);
  }
  const qs = search.toString();
  return qs ? `website/catalog/products?${qs}` : 'website/catalog/products';
}

/** Every catalogue read's path (and SWR key) starts so: a catalogue change refetches them all. */
export const CATALOG_PATH_PREFIX = 'website/catalog/';

/**
 * Categories, products and suggestions answer in the language their path's
 * `locale` names (none: English, so English paths are as they always were).
 * Brands and collections are named the same in every language.
 */
export const catalogPaths = {
  categories: 'website/catalog/categories',
  brands: 'website/catalog/brands',
  collections: 'website/catalog/collections',
  product: (productId: number, locale: Locale = DEFAULT_LOCALE) => withCatalogLocale(`website/catalog/products/${productId}`, locale),
  suggestions: (q: string, locale: Locale = DEFAULT_LOCALE) => withCatalogLocale(`website/catalog/search/suggestions?${new URLSearchParams({ q }).toString()}`, locale),
  productList: productListPath,
} as const;

/** The categories' path in a language. */
export const categoriesPath = (locale: Locale) => withCatalogLocale(catalogPaths.categories, locale);
