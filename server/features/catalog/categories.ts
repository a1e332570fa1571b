import { sql, type Kysely } from 'kysely';
import { categoryKindSchema, type Brand, type Category, type SubCategory } from '../../../schemas/api/catalog';
import type { Database } from '../../db/types';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import { categoryImage } from './image-urls';
import { categoryTitle } from './localise';

/**
 * GET website/catalog/categories: top-level categories and their
 * sub-categories, each in position order, titled in `locale`. products.category_id always names
 * the top level, so its count already includes the sub-categories.
 */
export async function categoryTree(db: Kysely<Database>, locale: Locale = DEFAULT_LOCALE): Promise<Category[]> {
  // One pass over products for every count, instead of one count per category.
  const [rows, groups] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'title', 'slug', 'kind', 'description', 'translations'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('products')
      .select(['category_id', 'sub_category_id', sql<number>`count(*)::int`.as('n')])
      .groupBy(['category_id', 'sub_category_id'])
      .execute(),
  ]);
  const counts = new Map<number, number>();
  const add = (id: number, n: number) => counts.set(id, (counts.get(id) ?? 0) + n);
  for (const group of groups) {
    add(group.category_id, group.n);
    if (group.sub_category_id !== null) add(group.sub_category_id, group.n);
  }

  const children = new Map<number, SubCategory[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push({ id: row.id, title: categoryTitle(row, locale), slug: row.slug, product_count: counts.get(row.id) ?? 0 });
    children.set(row.parent_id, list);
  }
  return rows
    .filter((row) => row.parent_id === null)
    .map((row) => {
      const title = categoryTitle(row, locale);
      return {
        id: row.id,
        title,
        slug: row.slug,
        kind: categoryKindSchema.parse(row.kind),
        description: row.description,
        image: categoryImage({ slug: row.slug, title }),
        product_count: counts.get(row.id) ?? 0,
        sub_categories: children.get(row.id) ?? [],
      };
    });
}

/**
 * GET website/catalog/brands: brands with at least one product. Sorted by
 * code point (collate "C") so PGlite and a PostgreSQL with any locale agree.
 */
export async function brandList(db: Kysely<Database>): Promise<Brand[]> {
  const counts = db
    .selectFrom('products')
    .select(['brand_id', sql<number>`count(*)::int`.as('product_count')])
    .groupBy('brand_id');
  return db
    .selectFrom(counts.as('c'))
    .innerJoin('brands as b', 'b.id', 'c.brand_id')
    .select(['b.id', 'b.name', 'b.slug', 'c.product_count'])
    .orderBy(sql`lower(b.name) collate "C"`)
    .orderBy('b.id')
    .execute();
}
