import * as z from 'zod/mini';
import { int4, wholeNumber } from '../zod-helpers';
import { productTranslationsSchema, translatedLocaleSchema } from './catalog-translations';

/*
 * The studio's product desk: the staff's table of products and the editor
 * behind it. Money is integer paise on the wire; the studio's inputs take
 * rupees and convert (schemas/rupees.ts).
 */

export const PRODUCT_DESK_SORTS = ['updated', 'title', 'price', 'stock', 'created'] as const;
export type ProductDeskSort = (typeof PRODUCT_DESK_SORTS)[number];
export const PRODUCT_DESK_STOCK = ['all', 'in', 'low', 'out'] as const;
/** At or under this many units a product counts as low on stock in the desk's filter. */
export const LOW_STOCK_UNITS = 5;
export const PRODUCT_DESK_PAGE_SIZES = [25, 50, 100] as const;

/** GET admin/studio/products: one page of the table. */
export const productDeskQuerySchema = z.strictObject({
  /** Words of the title, brand or category, or a product id or slug. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search with at most 100 characters'))),
  category_id: z.optional(wholeNumber('category_id', 1, 2_147_483_647)),
  brand_id: z.optional(wholeNumber('brand_id', 1, 2_147_483_647)),
  stock: z._default(z.enum(PRODUCT_DESK_STOCK), 'all'),
  /** Only products whose title or description has no translation into this language yet. */
  missing: z.optional(translatedLocaleSchema),
  sort: z._default(z.enum(PRODUCT_DESK_SORTS), 'updated'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
  page: z._default(wholeNumber('page', 1, 100_000), 1),
  page_size: z._default(wholeNumber('page_size', 1, 100), 25),
});
export type ProductDeskQuery = z.output<typeof productDeskQuerySchema>;

/** A row of the table. */
export const productDeskRowSchema = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  brand: z.string(),
  category: z.string(),
  /** With variants: the price of the variant the product page opens on. */
  price_paise: z.int(),
  mrp_paise: z.int(),
  /** All variants together when the product has variants. */
  stock: z.int(),
  variant_count: z.int(),
  /** A small picture for the row: an uploaded photo's smallest width, or the generated one. */
  thumbnail: z.string(),
  /** The languages its title or description is not translated into yet: shoppers in them read the English. */
  missing_translations: z._default(z.array(translatedLocaleSchema), []),
  revision: z.int(),
  updated_at: z.string(),
});
export type ProductDeskRow = z.output<typeof productDeskRowSchema>;

export const productDeskPageSchema = z.object({
  rows: z.array(productDeskRowSchema),
  /** How many products match, counted up to 10,000; */
  total: z.int(),
  /** … true when more match than that ("10,000+"). */
  total_capped: z._default(z.boolean(), false),
  page: z.int(),
  page_size: z.int(),
});
export type ProductDeskPage = z.output<typeof productDeskPageSchema>;

export const productDeskPaths = {
  list: 'admin/studio/products',
  product: (id: number) => `admin/studio/products/${id}`,
  options: 'admin/studio/products/options',
} as const;

/** The table's address for a query, defaults left out (also its SWR key). */
export function productDeskListPath(query: Partial<Record<keyof ProductDeskQuery, string | number | undefined>>): string {
  const defaults: Partial<Record<keyof ProductDeskQuery, string>> = { stock: 'all', sort: 'updated', dir: 'desc', page: '1', page_size: '25' };
  const search = new URLSearchParams();
  for (const key of ['q', 'category_id', 'brand_id', 'stock', 'missing', 'sort', 'dir', 'page', 'page_size'] as const) {
    const value = query[key];
    if (value === undefined || value === '' || String(value) === defaults[key]) continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${productDeskPaths.list}?${qs}` : productDeskPaths.list;
}

/* The editor: every field the storefront shows, as the desk saves it. */

export const GST_RATES = [0, 5, 12, 18, 28] as const;
export const MAX_VARIANTS = 20;
export const MAX_RELATED = 8;
export const MAX_SPECIFICATIONS = 40;
export const MAX_HIGHLIGHTS = 8;
/** The most a shopper may put in the cart of one line (schemas/api/cart.ts MAX_QTY_PER_LINE). */
const MAX_PER_ORDER = 10;

const paiseField = (name: string) =>
  z.number().check(
    z.refine((n) => Number.isInteger(n), `${name} must be whole paise (no fraction of a paisa)`),
    z.gte(0, `${name} cannot be negative`),
    z.lte(1_00_00_000 * 100, `${name} must be at most ₹1,00,00,000`),
  );
const units = (name: string, max: number) =>
  z.number().check(z.refine((n) => Number.isInteger(n), `${name} must be a whole number`), z.gte(0, `${name} cannot be negative`), z.lte(max, `${name} must be at most ${max}`));
const line = (name: string, max: number) => z.string().check(z.trim(), z.minLength(1, `Enter the ${name}`), z.maxLength(max, `Keep the ${name} under ${max} characters`));

export const productVariantInputSchema = z.object({
  /** Absent for a new variant; an existing one keeps its id, so carts holding it stay valid. */
  id: z.optional(int4()),
  label: line('variant name', 80),
  attributes: z.record(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), z.string().check(z.trim(), z.minLength(1, 'Enter a value'), z.maxLength(80))),
  price_paise: paiseField('The price'),
  mrp_paise: paiseField('The MRP'),
  stock: units('Stock', 1_000_000),
  /** The stock the editor showed: the save applies the difference, so units sold meanwhile stay sold. */
  stock_seen: z.optional(int4()),
});
export type ProductVariantInput = z.output<typeof productVariantInputSchema>;

export const productInputSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(3, 'Enter a title of at least 3 characters'), z.maxLength(160, 'Keep the title under 160 characters')),
  /** Empty: made from the title. */
  slug: z._default(z.string().check(z.trim(), z.maxLength(120, 'Keep the address under 120 characters')), ''),
  description: z._default(z.string().check(z.trim(), z.maxLength(5000, 'Keep the description under 5,000 characters')), ''),
  highlights: z._default(z.array(line('highlight', 200)).check(z.maxLength(MAX_HIGHLIGHTS, `At most ${MAX_HIGHLIGHTS} highlights`)), []),
  brand_id: int4(),
  category_id: int4(),
  sub_category_id: z.nullable(int4()),
  specifications: z._default(
    z.array(z.object({ name: line('specification name', 60), value: line('specification value', 200) })).check(z.maxLength(MAX_SPECIFICATIONS, `At most ${MAX_SPECIFICATIONS} specifications`)),
    [],
  ),
  /** Without variants: the price and MRP. With variants, each variant has its own and these are ignored. */
  price_paise: paiseField('The price'),
  mrp_paise: paiseField('The MRP'),
  gst_rate: z.union(GST_RATES.map((rate) => z.literal(rate))),
  hsn_code: z.string().check(z.trim(), z.regex(/^\d{4}(\d{2}){0,2}$/, 'An HSN code has 4, 6 or 8 digits')),
  stock: units('Stock', 1_000_000),
  /**
   * The stock the editor showed when it opened. Given, the save applies the
   * difference (typed 15 over a shown 10 adds 5), so orders placed while the
   * editor was open keep their units; absent (a script), the stock is set.
   */
  stock_seen: z.optional(int4()),
  max_per_order: z.number().check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_PER_ORDER, `A shopper may buy 1 to ${MAX_PER_ORDER} at a time`)),
  is_best_seller: z._default(z.boolean(), false),
  is_hot_deal: z._default(z.boolean(), false),
  is_new_arrival: z._default(z.boolean(), false),
  variants: z._default(z.array(productVariantInputSchema).check(z.maxLength(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`)), []),
  related_ids: z._default(z.array(int4()).check(z.maxLength(MAX_RELATED, `At most ${MAX_RELATED} related products`)), []),
  /** Title and description in other languages; absent (a script, an import) leaves the stored ones as they are. */
  translations: z.optional(productTranslationsSchema),
});
export type ProductInput = z.output<typeof productInputSchema>;

/** PUT admin/studio/products/{id}: the fields and the revision the editor opened. */
export const productUpdateSchema = z.extend(productInputSchema, { revision: int4() });
export type ProductUpdate = z.output<typeof productUpdateSchema>;

export const productDeskDetailSchema = z.object({
  id: z.int(),
  revision: z.int(),
  updated_at: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  brand_id: z.int(),
  category_id: z.int(),
  sub_category_id: z.nullable(z.int()),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  price_paise: z.int(),
  mrp_paise: z.int(),
  gst_rate: z.int(),
  hsn_code: z.string(),
  stock: z.int(),
  max_per_order: z.int(),
  is_best_seller: z.boolean(),
  is_hot_deal: z.boolean(),
  is_new_arrival: z.boolean(),
  variants: z.array(z.object({ id: z.int(), label: z.string(), attributes: z.record(z.string(), z.string()), price_paise: z.int(), mrp_paise: z.int(), stock: z.int() })),
  related: z.array(z.object({ id: z.int(), title: z.string() })),
  translations: productTranslationsSchema,
  /** The storefront page. */
  url: z.string(),
});
export type ProductDeskDetail = z.output<typeof productDeskDetailSchema>;

/** GET admin/studio/products/options: what the editor's pickers offer. */
export const productDeskOptionsSchema = z.object({
  brands: z.array(z.object({ id: z.int(), name: z.string() })),
  categories: z.array(
    z.object({
      id: z.int(),
      title: z.string(),
      hsn_code: z.string(),
      gst_rate: z.int(),
      /** The specification names the category's products use, most used first: the editor's template. */
      specification_names: z.array(z.string()),
      sub_categories: z.array(z.object({ id: z.int(), title: z.string() })),
    }),
  ),
});
export type ProductDeskOptions = z.output<typeof productDeskOptionsSchema>;
