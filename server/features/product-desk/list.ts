import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import { LOW_STOCK_UNITS, type ProductDeskPage, type ProductDeskQuery, type ProductDeskRow } from '../../../schemas/api/product-desk';
import type { Database } from '../../db/types';
import { missingFields, PRODUCT_TEXT_FIELDS, productTranslationsSchema, TRANSLATED_LOCALES, type TranslatedLocale } from '../../../schemas/api/catalog-translations';
import type { ProductsTable } from '../../db/tables/catalog';
import { productThumbnail } from '../catalog/image-urls';
import { firstPhotoColumn, readFirstPhoto } from '../product-images/repository';
import { escapeLike, searchTerms } from '../catalog/search';
import { cappedTotal, matchedCount } from '../studio/desk-count';

type Scope = ExpressionBuilder<Database & { p: ProductsTable }, 'p'>;

/**
 * Staff look a product up by what they know of it: words of its title, brand
 * or category (every word must appear; no typo guessing, which would bury the
 * exact product under near misses), its id, or its slug. One or two digits
 * are an id only: as a substring they would match half the catalogue.
 */
function searchFilter(eb: Scope, q: string): Expression<SqlBool> | null {
  const text = q.trim();
  if (/^\d{1,2}$/.test(text)) return eb('p.id', '=', Number(text));
  const terms = searchTerms(q);
  const any: Expression<SqlBool>[] = [];
  if (terms) any.push(eb.and(terms.words.map((word) => eb('p.search_text', 'ilike', `%${escapeLike(word)}%`))));
  if (/^\d{3,9}$/.test(text)) any.push(eb('p.id', '=', Number(text)));
  if (/^[a-z0-9-]{3,}$/.test(text) && text.includes('-')) any.push(eb('p.slug', '=', text));
  return any.length === 0 ? null : eb.or(any);
}

/**
 * Products whose shoppers in `locale` read some English: no translated title,
 * or a description with no translation (the studio's "missing" filter, the
 * same rule as the rows' missing_translations).
 */
function missingTranslation(locale: TranslatedLocale): Expression<SqlBool> {
  const words = (field: string) => sql`coalesce(p.translations -> ${locale}::text ->> ${field}::text, '')`;
  return sql<SqlBool>`(btrim(${words('title')}) = '' or (btrim(p.description) <> '' and btrim(${words('description')}) = ''))`;
}

/** The table's filters; the CSV export and the bulk edits select the same products with them. */
export function filters(eb: Scope, query: Pick<ProductDeskQuery, 'q' | 'category_id' | 'brand_id' | 'stock'> & { missing?: TranslatedLocale }): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (query.q) where.push(searchFilter(eb, query.q) ?? sql<SqlBool>`false`);
  if (query.category_id !== undefined) where.push(eb.or([eb('p.category_id', '=', query.category_id), eb('p.sub_category_id', '=', query.category_id)]));
  if (query.brand_id !== undefined) where.push(eb('p.brand_id', '=', query.brand_id));
  if (query.stock === 'in') where.push(eb('p.stock', '>', 0));
  if (query.stock === 'low') where.push(eb.and([eb('p.stock', '>', 0), eb('p.stock', '<=', LOW_STOCK_UNITS)]));
  if (query.stock === 'out') where.push(eb('p.stock', '=', 0));
  if (query.missing) where.push(missingTranslation(query.missing));
  return where;
}

const SORT_COLUMNS = {
  updated: 'p.updated_at',
  title: 'p.title',
  price: 'p.price_paise',
  stock: 'p.stock',
  created: 'p.created_at',
} as const;

/** Counting stops here: past it the table says "10,000+", and a broad filter never costs a scan of the whole catalogue. */
export const COUNT_LIMIT = 10_000;

/**
 * GET admin/studio/products: one page of the desk's table, with how many
 * products the filters match (up to COUNT_LIMIT). With a search, the matches
 * are found first (the trigram index) and only they are sorted: otherwise the
 * planner may walk the sort's index over most of the catalogue, testing every
 * row against the words.
 */
export async function listDeskProducts(db: Kysely<Database>, query: ProductDeskQuery): Promise<ProductDeskPage> {
  const columns = ['p.id', 'p.title', 'p.slug', 'p.brand_id', 'p.category_id', 'p.price_paise', 'p.mrp_paise', 'p.stock', 'p.revision', 'p.updated_at', 'p.description', 'p.translations'] as const;
  const capped = (total: number) => cappedTotal(total, COUNT_LIMIT);
  const page = { page: query.page, page_size: query.page_size };
  const offset = (query.page - 1) * query.page_size;

  if (query.q) {
    // One statement: the matches are found once, then counted and sorted.
    const rows = await db
      .with(
        (w) => w('matched').materialized(),
        (qb) => qb.selectFrom('products as p').select('p.id').where((eb) => eb.and(filters(eb, query))),
      )
      .selectFrom('products as p')
      .innerJoin('matched as m', 'm.id', 'p.id')
      .select([...columns, matchedCount(COUNT_LIMIT).as('total')])
      .orderBy(SORT_COLUMNS[query.sort], query.dir)
      .orderBy('p.id', query.dir)
      .limit(query.page_size)
      .offset(offset)
      .execute();
    // A page past the end has no row to carry the count: a later page is rare, so it asks again.
    const total = rows[0] ? Number(rows[0].total) : offset === 0 ? 0 : (await listDeskProducts(db, { ...query, page: 1 })).total;
    return { rows: await withNames(db, rows), ...capped(total), ...page };
  }

  const scoped = db.selectFrom('products as p').where((eb) => eb.and(filters(eb, query)));
  const [rows, counted] = await Promise.all([
    scoped
      .select([...columns])
      // The id breaks ties in the same direction, so pages never repeat or skip a row.
      .orderBy(SORT_COLUMNS[query.sort], query.dir)
      .orderBy('p.id', query.dir)
      .limit(query.page_size)
      .offset(offset)
      .execute(),
    db
      .selectFrom(scoped.select(sql<number>`1`.as('one')).limit(COUNT_LIMIT + 1).as('capped'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: await withNames(db, rows), ...capped(Number(counted.total)), ...page };
}

type PageRow = {
  id: number;
  title: string;
  slug: string;
  brand_id: number;
  category_id: number;
  price_paise: number;
  mrp_paise: number;
  stock: number;
  revision: number;
  updated_at: Date;
  description: string;
  translations: unknown;
};

/** The languages a row's title or description lacks (see missingTranslation). */
function missingLanguages(row: PageRow): TranslatedLocale[] {
  const parsed = productTranslationsSchema.safeParse(row.translations);
  const translations = parsed.success ? parsed.data : {};
  return TRANSLATED_LOCALES.filter((locale) => missingFields({ title: row.title, description: row.description }, translations, locale, PRODUCT_TEXT_FIELDS).length > 0);
}

/** Brand and category names and variant counts for the page's rows only, not for every match before the sort. */
async function withNames(db: Kysely<Database>, rows: readonly PageRow[]): Promise<ProductDeskRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [brands, categories, variants, photos] = await Promise.all([
    db.selectFrom('brands').select(['id', 'name']).where('id', 'in', [...new Set(rows.map((r) => r.brand_id))]).execute(),
    db.selectFrom('categories').select(['id', 'title']).where('id', 'in', [...new Set(rows.map((r) => r.category_id))]).execute(),
    db
      .selectFrom('product_variants')
      .select(['product_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('product_id', 'in', ids)
      .groupBy('product_id')
      .execute(),
    db.selectFrom('products as p').select(['p.id', firstPhotoColumn().as('photo')]).where('p.id', 'in', ids).execute(),
  ]);
  const photo = new Map(photos.map((p) => [p.id, readFirstPhoto(p.photo)]));
  const brand = new Map(brands.map((b) => [b.id, b.name]));
  const category = new Map(categories.map((c) => [c.id, c.title]));
  const variantCount = new Map(variants.map((v) => [v.product_id, Number(v.count)]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    brand: brand.get(r.brand_id) ?? '',
    category: category.get(r.category_id) ?? '',
    price_paise: r.price_paise,
    mrp_paise: r.mrp_paise,
    stock: r.stock,
    variant_count: variantCount.get(r.id) ?? 0,
    thumbnail: productThumbnail(r, photo.get(r.id)),
    missing_translations: missingLanguages(r),
    revision: r.revision,
    updated_at: new Date(r.updated_at).toISOString(),
  }));
}
