import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

export interface CategoryName {
  id: number;
  parent_id: number | null;
  title: string;
  kind: string;
}

/**
 * Brands and categories by id (the export writes names) and by name (the
 * import reads them back): read once per file, not once per row.
 */
export interface CatalogueNames {
  brandName(id: number): string;
  category(id: number): CategoryName | undefined;
  /** By name or slug, any case. */
  brandByName(name: string): { id: number; name: string } | undefined;
  /** A top-level category by title or slug, any case; a sub-category's title finds nothing here. */
  topCategory(name: string): CategoryName | undefined;
  /** A sub-category of `parentId` by title or slug, any case. */
  subCategory(parentId: number, name: string): CategoryName | undefined;
  /** Any category with this title or slug: to say "that is a sub-category of Laptops". */
  anyCategory(name: string): CategoryName | undefined;
}

const key = (text: string) => text.trim().toLowerCase();

export async function loadCatalogueNames(db: Db): Promise<CatalogueNames> {
  const [brands, categories] = await Promise.all([
    db.selectFrom('brands').select(['id', 'name', 'slug']).execute(),
    db.selectFrom('categories').select(['id', 'parent_id', 'title', 'slug', 'kind']).orderBy('id').execute(),
  ]);
  const brandById = new Map(brands.map((b) => [b.id, b.name]));
  const brandByKey = new Map<string, { id: number; name: string }>();
  for (const b of brands) for (const k of [key(b.slug), key(b.name)]) brandByKey.set(k, { id: b.id, name: b.name });
  const categoryById = new Map<number, CategoryName>(categories.map((c) => [c.id, { id: c.id, parent_id: c.parent_id, title: c.title, kind: c.kind }]));
  // A parent id (0 for the top level) and a name: sub-category titles repeat under different parents.
  const byParent = new Map<string, CategoryName>();
  const any = new Map<string, CategoryName>();
  for (const c of categories) {
    const named = categoryById.get(c.id);
    if (!named) continue;
    for (const k of [key(c.slug), key(c.title)]) {
      byParent.set(`${c.parent_id ?? 0}:${k}`, named);
      if (!any.has(k)) any.set(k, named);
    }
  }
  return {
    brandName: (id) => brandById.get(id) ?? '',
    category: (id) => categoryById.get(id),
    brandByName: (name) => brandByKey.get(key(name)),
    topCategory: (name) => byParent.get(`0:${key(name)}`),
    subCategory: (parentId, name) => byParent.get(`${parentId}:${key(name)}`),
    anyCategory: (name) => any.get(key(name)),
  };
}
