import { sql } from 'kysely';
import { deskWrite, logged, refuse, type DeskActor, type DeskDeps } from '../studio/desk-write';
import { plural, titleList } from './positions';

/**
 * DELETE admin/studio/categories/{id}: only a category no product uses (its
 * sub-categories' products count too, as they name it as their top level).
 * Its empty sub-categories and recommendation rules go with it.
 */
export function deleteCategory(deps: DeskDeps, by: DeskActor, id: number) {
  return deskWrite<{ id: number }>(deps, by, { key: 'categories', action: 'delete-category' }, async (tx) => {
    // Locked first: a product written into it meanwhile waits, then fails its foreign key instead of being orphaned.
    const current = await tx.selectFrom('categories').select(['title', 'parent_id']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return refuse(404, `There is no category ${id}`);
    const used = await tx
      .selectFrom('products')
      .select(sql<number>`count(*)::int`.as('n'))
      .where((eb) => eb.or([eb('category_id', '=', id), eb('sub_category_id', '=', id)]))
      .executeTakeFirstOrThrow();
    if (used.n > 0) {
      return refuse(409, `${current.title} holds ${plural(used.n, 'product')}; move them to another category before deleting it`);
    }
    const subs = await tx.selectFrom('categories').select('title').where('parent_id', '=', id).orderBy('position').orderBy('id').execute();
    await tx.deleteFrom('categories').where('id', '=', id).execute();
    const noun = current.parent_id === null ? 'category' : 'sub-category';
    const summary = `Deleted the ${noun} ${current.title}${subs.length ? ` and its empty sub-categories ${titleList(subs.map((s) => s.title))}` : ''}`;
    return logged({ id }, summary);
  });
}
