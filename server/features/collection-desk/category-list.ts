import { sql, type Kysely } from 'kysely';
import { categoryKindSchema } from '../../../schemas/api/catalog';
import type { CategoryDeskNode, CategoryDeskRow } from '../../../schemas/api/collection-desk';
import type { Database } from '../../db/types';
import { categoryTranslationsSchema } from '../../../schemas/api/catalog-translations';

/** Products per category id: a top-level one counts all of its products, a sub-category its own. */
export async function categoryProductCounts(db: Kysely<Database>): Promise<Map<number, number>> {
  const groups = await db
    .selectFrom('products')
    .select(['category_id', 'sub_category_id', sql<number>`count(*)::int`.as('n')])
    .groupBy(['category_id', 'sub_category_id'])
    .execute();
  const counts = new Map<number, number>();
  const add = (id: number, n: number) => counts.set(id, (counts.get(id) ?? 0) + n);
  for (const group of groups) {
    add(group.category_id, group.n);
    if (group.sub_category_id !== null) add(group.sub_category_id, group.n);
  }
  return counts;
}

/** GET admin/studio/categories: the tree as the storefront orders it, with what staff edit and the product counts. */
export async function listDeskCategories(db: Kysely<Database>): Promise<CategoryDeskNode[]> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'title', 'slug', 'kind', 'description', 'position', 'return_days', 'translations'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    categoryProductCounts(db),
  ]);
  const toRow = (row: (typeof rows)[number]): CategoryDeskRow => ({
    ...row,
    kind: categoryKindSchema.parse(row.kind),
    product_count: counts.get(row.id) ?? 0,
    translations: storedTranslations(row.translations),
  });
  const children = new Map<number, CategoryDeskRow[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), toRow(row)]);
  }
  return rows.filter((row) => row.parent_id === null).map((row) => ({ ...toRow(row), sub_categories: children.get(row.id) ?? [] }));
}

/** A stored value of another shape (written by hand) shows as untranslated rather than failing the desk. */
export const storedTranslations = (value: unknown) => categoryTranslationsSchema.safeParse(value).data ?? {};

/** One row as the desk shows it, after a write. */
export async function deskCategory(db: Kysely<Database>, id: number): Promise<CategoryDeskRow | null> {
  const row = await db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'title', 'slug', 'kind', 'description', 'position', 'return_days', 'translations'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const column = row.parent_id === null ? 'category_id' : 'sub_category_id';
  const count = await db.selectFrom('products').select(sql<number>`count(*)::int`.as('n')).where(column, '=', id).executeTakeFirstOrThrow();
  return { ...row, kind: categoryKindSchema.parse(row.kind), product_count: count.n, translations: storedTranslations(row.translations) };
}
