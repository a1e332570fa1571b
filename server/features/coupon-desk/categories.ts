import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { FieldProblem } from '../../http/respond';
import { problem } from '../studio/desk-write';

type Db = Kysely<Database> | Transaction<Database>;

export type CategoryTitles = ReadonlyMap<number, string>;

/**
 * The checkout limits a coupon by each cart line's top-level category, so a
 * coupon names top-level categories that exist: a sub-category would match
 * no line and the coupon would never apply.
 */
export async function checkCouponCategories(db: Db, ids: readonly number[]): Promise<{ titles: CategoryTitles; problems: FieldProblem[] }> {
  if (ids.length === 0) return { titles: new Map(), problems: [] };
  const rows = await db.selectFrom('categories').select(['id', 'title', 'parent_id']).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems = ids.flatMap((id, i) => {
    const row = byId.get(id);
    if (!row) return [problem(`category_ids.${i}`, `There is no category ${id}; choose categories from the list`)];
    if (row.parent_id !== null) return [problem(`category_ids.${i}`, `${row.title} is a sub-category; choose its whole category instead`)];
    return [];
  });
  return { titles: new Map(rows.map((r) => [r.id, r.title])), problems };
}

/** Titles of categories a stored coupon names, for its audit summary (a deleted one is named by its id). */
export async function categoryTitlesOf(db: Db, ids: readonly number[]): Promise<CategoryTitles> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('categories').select(['id', 'title']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}
