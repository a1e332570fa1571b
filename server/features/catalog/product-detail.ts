import { sql, type Kysely } from 'kysely';
import * as z from 'zod/mini';
import { specificationSchema, variantSchema, type ProductDetail, type ProductSummary } from '../../../schemas/api/catalog';
import { MAX_QTY_PER_LINE } from '../../../schemas/api/cart';
import type { Database } from '../../db/types';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import { categoryTitle, productText } from './localise';
import { photosOf } from '../product-images/repository';
import { productGallery } from './image-urls';
import { summaryQuery, toSummaries, toSummary } from './present';

export const RELATED_LIMIT = 8;

// jsonb columns come back parsed by the driver; their shape is checked, not assumed.
const highlightsSchema = z.array(z.string());
const specificationsSchema = z.array(specificationSchema);
const attributesSchema = variantSchema.shape.attributes;

/**
 * The products staff chose for this one (the product desk), in their order;
 * then, to fill the row, the same sub-category first, then the rest of the
 * category; in stock before sold out; the best sellers of each group first.
 */
async function relatedProducts(
  db: Kysely<Database>,
  product: { id: number; category_id: number; sub_category_id: number | null },
  locale: Locale,
): Promise<ProductSummary[]> {
  const chosen = await summaryQuery(db)
    .innerJoin('product_related as r', 'r.related_id', 'p.id')
    .where('r.product_id', '=', product.id)
    .orderBy('r.position')
    .limit(RELATED_LIMIT)
    .execute();
  const filling =
    chosen.length >= RELATED_LIMIT
      ? []
      : await summaryQuery(db)
          .where('p.category_id', '=', product.category_id)
          .where('p.id', 'not in', [product.id, ...chosen.map((r) => r.id)])
          .orderBy(sql`(p.sub_category_id is not distinct from ${product.sub_category_id})`, 'desc')
          .orderBy(sql`(p.stock > 0)`, 'desc')
          .orderBy('p.popularity', 'desc')
          .orderBy('p.id', 'desc')
          .limit(RELATED_LIMIT - chosen.length)
          .execute();
  return toSummaries(db, [...chosen, ...filling], locale);
}

/** GET website/catalog/products/:id, its text in `locale`; null when there is no such product. */
export async function productDetail(db: Kysely<Database>, id: number, locale: Locale = DEFAULT_LOCALE): Promise<ProductDetail | null> {
  const row = await summaryQuery(db)
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as s', 's.id', 'p.sub_category_id')
    .select([
      'b.name as brand_name',
      'p.description',
      'p.highlights',
      'p.specifications',
      'p.image_count',
      'p.gst_rate',
      'p.hsn_code',
      'p.max_per_order',
      'p.sub_category_id',
      'c.title as category_title',
      'c.translations as category_translations',
      'c.slug as category_slug',
      's.id as sub_id',
      's.title as sub_title',
      's.translations as sub_translations',
      's.slug as sub_slug',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;

  const [variants, related, photos] = await Promise.all([
    db
      .selectFrom('product_variants')
      .select(['id', 'label', 'attributes', 'price_paise', 'mrp_paise', 'stock'])
      .where('product_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    relatedProducts(db, row, locale),
    photosOf(db, id),
  ]);

  const text = productText(row, locale);
  return {
    ...toSummary(row, { brand: row.brand_name, hasVariants: variants.length > 0, photo: photos[0] }, locale),
    description: text.description,
    highlights: highlightsSchema.parse(row.highlights),
    images: productGallery({ ...row, title: text.title }, photos),
    specifications: specificationsSchema.parse(row.specifications),
    category: { id: row.category_id, title: categoryTitle({ title: row.category_title, translations: row.category_translations }, locale), slug: row.category_slug },
    sub_category:
      row.sub_id !== null && row.sub_title !== null && row.sub_slug !== null
        ? { id: row.sub_id, title: categoryTitle({ title: row.sub_title, translations: row.sub_translations }, locale), slug: row.sub_slug }
        : null,
    gst_rate: row.gst_rate,
    hsn_code: row.hsn_code,
    stock: row.stock,
    max_per_order: Math.max(1, Math.min(MAX_QTY_PER_LINE, row.max_per_order)),
    variants: variants.map((v) => ({
      id: v.id,
      label: v.label,
      attributes: attributesSchema.parse(v.attributes),
      price: v.price_paise,
      mrp: v.mrp_paise,
      stock: v.stock,
    })),
    related,
  };
}
