import { sql, type Kysely } from 'kysely';
import type { ProductSummary } from '../../../schemas/api/catalog';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import type { Database } from '../../db/types';
import type { PhotoRow } from '../product-images/urls';
import { firstPhotoColumn, readFirstPhoto } from '../product-images/repository';
import { productCardImage } from './image-urls';
import { productText } from './localise';

/**
 * Every product card starts from this query on products as `p`. Callers add
 * their own filters, order and limit; the brand name and variant flag are
 * looked up afterwards for the page only (toSummaries), because joined here
 * they would be computed for every match before the sort. A product with
 * variants carries its opening variant's price and MRP in its own row (the
 * triggers of migration 0007), so cards, sorts and the price filter all read
 * the price its page opens on.
 */
export function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('products as p')
    .select([
      'p.id',
      'p.title',
      'p.slug',
      'p.brand_id',
      'p.category_id',
      'p.price_paise',
      'p.mrp_paise',
      'p.price_varies',
      'p.discount_percent',
      'p.rating_average',
      'p.rating_count',
      'p.stock',
      'p.is_best_seller',
      'p.is_hot_deal',
      'p.is_new_arrival',
      'p.translations',
    ]);
}

export interface SummaryRow {
  id: number;
  title: string;
  slug: string;
  category_id: number;
  price_paise: number;
  mrp_paise: number;
  price_varies: boolean;
  discount_percent: number;
  rating_average: number;
  rating_count: number;
  stock: number;
  is_best_seller: boolean;
  is_hot_deal: boolean;
  is_new_arrival: boolean;
  translations: unknown;
}

/** A `real` column can come back as 4.300000190734863; cards print one decimal. */
export function roundRating(value: number): number {
  return Math.min(5, Math.max(0, Math.round(value * 10) / 10));
}

/**
 * `photo`: the product's first uploaded photo, when the caller read it (toSummaries does); the generated picture otherwise.
 * `locale`: the language of the title and of the picture's alt text.
 */
export function toSummary(row: SummaryRow, extra: { brand: string; hasVariants: boolean; photo?: PhotoRow | null }, locale: Locale = DEFAULT_LOCALE): ProductSummary {
  const { title } = productText(row, locale);
  return {
    id: row.id,
    title,
    slug: row.slug,
    brand: extra.brand,
    category_id: row.category_id,
    image: productCardImage({ id: row.id, title }, extra.photo),
    price: row.price_paise,
    mrp: row.mrp_paise,
    discount_percent: row.discount_percent,
    rating_average: roundRating(row.rating_average),
    rating_count: row.rating_count,
    in_stock: row.stock > 0,
    has_variants: extra.hasVariants,
    price_varies: row.price_varies,
    flags: { best_seller: row.is_best_seller, hot_deal: row.is_hot_deal, new_arrival: row.is_new_arrival },
  };
}

/** What a card needs beyond the product's own row, for products as `p`: its brand's name, whether it has variants, its first photo. */
function withExtras(query: ReturnType<typeof summaryQuery>) {
  return query
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['b.name as brand_name', sql<boolean>`exists (select 1 from product_variants v where v.product_id = p.id)`.as('has_variants'), firstPhotoColumn().as('photo')]);
}

type ExtrasRow = { brand_name: string; has_variants: boolean; photo: unknown };
const extrasOf = (extra: ExtrasRow | undefined) => ({ brand: extra?.brand_name ?? '', hasVariants: extra?.has_variants ?? false, photo: readFirstPhoto(extra?.photo) });

/** Cards for rows already paged: one more query for their brand names, whether they have variants and their first photo. */
export async function toSummaries(db: Kysely<Database>, rows: readonly SummaryRow[], locale: Locale = DEFAULT_LOCALE): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const extras = await withExtras(summaryQuery(db))
    .where('p.id', 'in', rows.map((row) => row.id))
    .execute();
  const byId = new Map(extras.map((extra) => [extra.id, extra]));
  return rows.map((row) => toSummary(row, extrasOf(byId.get(row.id)), locale));
}

/**
 * Cards for a page of ids, in their order, in one query: a listing selects
 * its page's ids alone (from an index, however deep the page), then reads
 * only those rows. An id deleted in between is left out.
 */
export async function summariesByIds(db: Kysely<Database>, ids: readonly number[], locale: Locale = DEFAULT_LOCALE): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await withExtras(summaryQuery(db)).where('p.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row, extrasOf(row), locale)] : [];
  });
}
