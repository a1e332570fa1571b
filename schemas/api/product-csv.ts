import * as z from 'zod/mini';
import { readRupees } from '../rupees';
import { int4 } from '../zod-helpers';
import { PRODUCT_DESK_STOCK, type ProductDeskQuery } from './product-desk';

/*
 * Products in bulk: the CSV file the studio exports and imports (every column
 * is described in docs/csv.md), the import's report, and the bulk price and
 * stock changes made from the product desk's table. Amounts in the file are
 * rupees ("74990.00"); on the wire of the bulk edits they are paise, as
 * everywhere else.
 */

/**
 * The file's columns, in the order the export writes them. A product without
 * variants is one row; a product with variants is one row per variant, each
 * repeating the product's columns.
 */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'slug',
  'title',
  'brand',
  'category',
  'sub_category',
  'description',
  'highlights',
  'specifications',
  'price_rupees',
  'mrp_rupees',
  'gst_rate',
  'hsn_code',
  'stock',
  'max_per_order',
  'flags',
  'variant_id',
  'variant_label',
  'variant_attributes',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The columns every row of one product must repeat alike (price, MRP and stock are the variant's own). */
export const PRODUCT_CSV_SHARED_COLUMNS = [
  'product_id',
  'slug',
  'title',
  'brand',
  'category',
  'sub_category',
  'description',
  'highlights',
  'specifications',
  'gst_rate',
  'hsn_code',
  'max_per_order',
  'flags',
] as const satisfies readonly ProductCsvColumn[];

/** Between highlights, specifications and flags: "16 GB RAM | 512 GB SSD". */
export const CSV_LIST_SEPARATOR = ' | ';
/** Between a variant's attributes: "Memory: 16 GB; Storage: 512 GB". */
export const CSV_ATTRIBUTE_SEPARATOR = '; ';

/** The flags column's words and the product fields they set. */
export const CSV_FLAGS = { best_seller: 'is_best_seller', hot_deal: 'is_hot_deal', new_arrival: 'is_new_arrival' } as const;
export type CsvFlag = keyof typeof CSV_FLAGS;

/** About 9,000 rows as long as the demo shop's (900 bytes: the description repeats on every variant row); 10,000 shorter ones. */
export const MAX_IMPORT_MB = 8;
export const MAX_IMPORT_ROWS = 20_000;

// ------------------------------------------------------------------ the import report

export const IMPORT_ACTIONS = ['created', 'updated', 'unchanged', 'refused'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importProblemSchema = z.object({
  /** The CSV column; '' for the row as a whole. */
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.output<typeof importProblemSchema>;

export const importRowSchema = z.object({
  /** The line of the file the row starts on (the header is line 1). */
  line: z.int(),
  /** What the import does (or did) with the row's product; every row of a product shares it. */
  action: z.enum(IMPORT_ACTIONS),
  /** The product it changes; null for a new one. */
  product_id: z.nullable(z.int()),
  slug: z.string(),
  title: z.string(),
  /** '' for a product without variants. */
  variant_label: z.string(),
  /** Why the row is refused; empty otherwise. */
  problems: z.array(importProblemSchema),
});
export type ImportRow = z.output<typeof importRowSchema>;

const tally = z.object({ created: z.int(), updated: z.int(), unchanged: z.int(), refused: z.int() });

export const importReportSchema = z.object({
  dry_run: z.boolean(),
  /** True once the rows are in the catalogue (never on a dry run, never with a refused row). */
  written: z.boolean(),
  /** Rows by action (a product with variants counts once per variant). */
  counts: z.extend(tally, { rows: z.int() }),
  /** Products by action. */
  products: tally,
  rows: z.array(importRowSchema),
});
export type ImportReport = z.output<typeof importReportSchema>;

// ------------------------------------------------------------------ bulk price and stock changes

/** The desk's filters (schemas/api/product-desk.ts), as JSON. */
export const bulkFilterSchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search with at most 100 characters'))),
  category_id: z.optional(int4()),
  brand_id: z.optional(int4()),
  stock: z._default(z.enum(PRODUCT_DESK_STOCK), 'all'),
});
export type BulkFilter = z.output<typeof bulkFilterSchema>;

/** The desk's table query, cut to what selects products (sort and page do not). */
export function bulkFilterOf(query: Partial<ProductDeskQuery>): BulkFilter {
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.category_id === undefined ? {} : { category_id: query.category_id }),
    ...(query.brand_id === undefined ? {} : { brand_id: query.brand_id }),
    stock: query.stock ?? 'all',
  };
}

/** More than this many products in one change: narrow the filter (or export, edit and import). */
export const MAX_BULK_PRODUCTS = 20_000;
/** How many before → after rows a preview lists, and how many refusals. */
export const BULK_PREVIEW_ROWS = 50;
export const BULK_REFUSED_ROWS = 200;

const percentSchema = z.number().check(
  z.refine((n) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-9, 'Give the percentage with at most two decimals'),
  z.gte(-90, 'A cut can be at most 90%'),
  z.lte(300, 'A rise can be at most 300%'),
  z.refine((n) => n !== 0, 'A change of 0% changes nothing'),
);

/** "+500", "-1,500.50", "₹ 250": a signed rupee amount as paise. */
export function readSignedRupees(raw: string, name = 'The amount'): { ok: true; paise: number } | { ok: false; message: string } {
  const text = raw.trim().replace(/^₹\s*/, '');
  const sign = text.startsWith('-') || text.startsWith('−') ? -1 : 1;
  const read = readRupees(text.replace(/^[-−+]\s*/, ''), name);
  return read.ok ? { ok: true, paise: sign * read.paise } : read;
}

const signedRupees = z.pipe(
  z.string(),
  z.transform((raw: string, ctx) => {
    const read = readSignedRupees(raw);
    if (!read.ok) {
      ctx.issues.push({ code: 'custom', message: read.message, input: raw });
      return z.NEVER;
    }
    if (read.paise === 0) {
      ctx.issues.push({ code: 'custom', message: 'A change of ₹0 changes nothing', input: raw });
      return z.NEVER;
    }
    return read.paise;
  }),
);

export const PRICE_TARGETS = ['price', 'mrp', 'both'] as const;
export const PRICE_ROUNDING = ['rupee', 'paise'] as const;
export type PriceRounding = (typeof PRICE_ROUNDING)[number];

const bulkTarget = {
  /** The products the desk's filters select… */
  filter: z.optional(bulkFilterSchema),
  /** …or these products. */
  ids: z.optional(z.array(int4()).check(z.minLength(1, 'Choose at least one product'), z.maxLength(MAX_BULK_PRODUCTS, `At most ${MAX_BULK_PRODUCTS} products at once`))),
  /** True: say what would change and write nothing. */
  preview: z._default(z.boolean(), false),
  /** Apply to the others when some would be refused (the refused ones keep their figures); false: refuse the whole change. */
  skip_refused: z._default(z.boolean(), false),
};
const oneTarget = z.refine<{ filter?: unknown; ids?: unknown }>((body) => (body.filter === undefined) !== (body.ids === undefined), {
  message: 'Give either a filter or ids',
  path: ['filter'],
});

/** POST admin/studio/products/bulk-price. */
export const bulkPriceSchema = z
  .object({
    ...bulkTarget,
    /** percent: up or down by that much; fixed: that many rupees more (or less, with a minus). */
    change: z.discriminatedUnion('kind', [z.object({ kind: z.literal('percent'), percent: percentSchema }), z.object({ kind: z.literal('fixed'), rupees: signedRupees })]),
    /** What moves: the selling price (the default), the MRP, or both by the same rule. */
    apply_to: z._default(z.enum(PRICE_TARGETS), 'price'),
    /** A percentage lands on whole rupees (half a rupee up), or on whole paise. */
    rounding: z._default(z.enum(PRICE_ROUNDING), 'rupee'),
  })
  .check(oneTarget);
export type BulkPriceRequest = z.output<typeof bulkPriceSchema>;
export type BulkPriceInput = z.input<typeof bulkPriceSchema>;

/** POST admin/studio/products/bulk-stock. */
export const bulkStockSchema = z
  .object({
    ...bulkTarget,
    /** percent: up or down by that much (to whole units, half up); fixed: add that many units (minus: take away), or with mode set, set stock to it. */
    change: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), percent: percentSchema }),
      z.object({
        kind: z.literal('fixed'),
        units: z.int().check(z.gte(-1_000_000, 'At most 1,000,000 units'), z.lte(1_000_000, 'At most 1,000,000 units')),
        mode: z._default(z.enum(['add', 'set']), 'add'),
      }),
    ]),
  })
  .check(oneTarget);
export type BulkStockRequest = z.output<typeof bulkStockSchema>;
export type BulkStockInput = z.input<typeof bulkStockSchema>;

/** One price or stock figure a bulk change moves: a product without variants, or one variant. */
export const bulkChangeRowSchema = z.object({
  product_id: z.int(),
  variant_id: z.nullable(z.int()),
  title: z.string(),
  variant_label: z.string(),
  /** Paise for a price change, units for stock. */
  before: z.object({ price_paise: z.int(), mrp_paise: z.int(), stock: z.int() }),
  after: z.object({ price_paise: z.int(), mrp_paise: z.int(), stock: z.int() }),
  /** Why this one cannot change; null when it can. */
  refused: z.nullable(z.string()),
});
export type BulkChangeRow = z.output<typeof bulkChangeRowSchema>;

export const bulkChangeResultSchema = z.object({
  preview: z.boolean(),
  /** True once written (never in a preview). */
  applied: z.boolean(),
  counts: z.object({
    /** Products selected. */
    products: z.int(),
    /** Figures (products without variants, plus variants) selected… */
    items: z.int(),
    /** …that change, that the rule leaves as they are, and that would break a rule. */
    changed: z.int(),
    unchanged: z.int(),
    refused: z.int(),
  }),
  /** The first figures that change, before → after. */
  rows: z.array(bulkChangeRowSchema),
  /** The refused ones (up to BULK_REFUSED_ROWS), each with its reason. */
  refused: z.array(bulkChangeRowSchema),
});
export type BulkChangeResult = z.output<typeof bulkChangeResultSchema>;

// ------------------------------------------------------------------ paths

export const productCsvPaths = {
  export: 'admin/studio/products/export.csv',
  import: 'admin/studio/products/import',
  bulkPrice: 'admin/studio/products/bulk-price',
  bulkStock: 'admin/studio/products/bulk-stock',
} as const;

/** The export's address for the desk's filters (sort and page aside: every matching product goes, in id order). */
export function productExportPath(filter: BulkFilter): string {
  const search = new URLSearchParams();
  if (filter.q) search.set('q', filter.q);
  if (filter.category_id !== undefined) search.set('category_id', String(filter.category_id));
  if (filter.brand_id !== undefined) search.set('brand_id', String(filter.brand_id));
  if (filter.stock !== 'all') search.set('stock', filter.stock);
  const qs = search.toString();
  return qs ? `${productCsvPaths.export}?${qs}` : productCsvPaths.export;
}

export const productImportPath = (dryRun: boolean): string => (dryRun ? `${productCsvPaths.import}?dry_run=1` : productCsvPaths.import);
