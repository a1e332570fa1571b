import { sql, type Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { ProductDeskDetail, ProductDeskOptions } from '../../../schemas/api/product-desk';
import type { Database } from '../../db/types';
import { productTranslationsSchema } from '../../../schemas/api/catalog-translations';
import { productHref } from '../../../src/ui/product/links';

// jsonb columns come back parsed by the driver; their shape is checked, not assumed.
const highlightsSchema = z.array(z.string());
const specificationsSchema = z.array(z.object({ name: z.string(), value: z.string() }));
const attributesSchema = z.record(z.string(), z.string());

/** GET admin/studio/products/{id}: every field the editor shows; null when there is no such product. */
export async function deskProduct(db: Kysely<Database>, id: number): Promise<ProductDeskDetail | null> {
  const row = await db
    .selectFrom('products')
    .select([
      'id',
      'revision',
      'updated_at',
      'title',
      'slug',
      'description',
      'highlights',
      'brand_id',
      'category_id',
      'sub_category_id',
      'specifications',
      'price_paise',
      'mrp_paise',
      'gst_rate',
      'hsn_code',
      'stock',
      'max_per_order',
      'is_best_seller',
      'is_hot_deal',
      'is_new_arrival',
      'translations',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [variants, related] = await Promise.all([
    db.selectFrom('product_variants').select(['id', 'label', 'attributes', 'price_paise', 'mrp_paise', 'stock']).where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('product_related as r')
      .innerJoin('products as p', 'p.id', 'r.related_id')
      .select(['p.id', 'p.title'])
      .where('r.product_id', '=', id)
      .orderBy('r.position')
      .execute(),
  ]);
  return {
    ...row,
    updated_at: new Date(row.updated_at).toISOString(),
    highlights: highlightsSchema.parse(row.highlights),
    specifications: specificationsSchema.parse(row.specifications),
    variants: variants.map((v) => ({ ...v, attributes: attributesSchema.parse(v.attributes) })),
    related,
    // A stored value of another shape (written by hand) shows as untranslated rather than failing the editor.
    translations: productTranslationsSchema.safeParse(row.translations).data ?? {},
    url: productHref(row),
  };
}

/** How many products of a category the specification names are read from: enough for a template, cheap at any size. */
const TEMPLATE_SAMPLE = 200;
const TEMPLATE_NAMES = 24;

/**
 * GET admin/studio/products/options: brands, and categories with their
 * sub-categories, usual GST rate and HSN code, and the specification names
 * their products use (the editor's template, so a new laptop gets the rows
 * every laptop page shows, in the usual order).
 */
export async function deskOptions(db: Kysely<Database>): Promise<ProductDeskOptions> {
  const [brands, categories, usual, specs] = await Promise.all([
    db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute(),
    db.selectFrom('categories').select(['id', 'parent_id', 'title']).orderBy('position').orderBy('id').execute(),
    // The most common GST rate and HSN code of each category's products: what a new one most likely has.
    sql<{ category_id: number; gst_rate: number; hsn_code: string }>`
      select distinct on (category_id) category_id, gst_rate, hsn_code
      from (select category_id, gst_rate, hsn_code, count(*) as n from products group by 1, 2, 3) counted
      order by category_id, n desc, hsn_code
    `.execute(db),
    sql<{ category_id: number; name: string }>`
      select s.category_id, s.name
      from (
        select p.category_id, spec.value ->> 'name' as name, count(*) as n, min(spec.ordinality) as first_at
        from categories c
        cross join lateral (select id, category_id, specifications from products where category_id = c.id order by id limit ${TEMPLATE_SAMPLE}) p
        cross join lateral jsonb_array_elements(p.specifications) with ordinality as spec(value, ordinality)
        where c.parent_id is null
        group by 1, 2
      ) s
      order by s.category_id, s.n desc, s.first_at, s.name
    `.execute(db),
  ]);
  const usualOf = new Map(usual.rows.map((r) => [r.category_id, r]));
  const namesOf = new Map<number, string[]>();
  for (const { category_id, name } of specs.rows) {
    const names = namesOf.get(category_id) ?? [];
    if (names.length < TEMPLATE_NAMES) names.push(name);
    namesOf.set(category_id, names);
  }
  return {
    brands,
    categories: categories
      .filter((c) => c.parent_id === null)
      .map((c) => ({
        id: c.id,
        title: c.title,
        gst_rate: usualOf.get(c.id)?.gst_rate ?? 18,
        hsn_code: usualOf.get(c.id)?.hsn_code ?? '',
        specification_names: namesOf.get(c.id) ?? [],
        sub_categories: categories.filter((s) => s.parent_id === c.id).map((s) => ({ id: s.id, title: s.title })),
      })),
  };
}
