import type { CategoryDeskNode, CategoryOrder } from '../../../schemas/api/collection-desk';
import { deskWrite, logged, problem, refuse, type DeskActor, type DeskDeps } from '../studio/desk-write';
import { listDeskCategories } from './category-list';
import { sameIds, titleList, writePositions } from './positions';

/**
 * PUT admin/studio/categories/order: one level (the top level, or one
 * category's sub-categories) in a new order. The list must name exactly that
 * level's categories, read under a lock, so a category a colleague added or
 * deleted meanwhile is a 409 rather than a silently misplaced row.
 */
export function reorderCategories(deps: DeskDeps, by: DeskActor, order: CategoryOrder) {
  return deskWrite<CategoryDeskNode[]>(deps, by, { key: 'categories', action: 'reorder-categories' }, async (tx) => {
    const parentId = order.parent_id;
    let where = 'top-level categories';
    if (parentId !== null) {
      const parent = await tx.selectFrom('categories').select(['title', 'parent_id']).where('id', '=', parentId).executeTakeFirst();
      if (!parent) return refuse(404, `There is no category ${parentId}`);
      if (parent.parent_id !== null) {
        const message = `${parent.title} is a sub-category; only top-level categories have sub-categories to order`;
        return refuse(422, message, [problem('parent_id', message)]);
      }
      where = `sub-categories of ${parent.title}`;
    }
    const level = await tx
      .selectFrom('categories')
      .select(['id', 'title'])
      .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
      .forUpdate()
      .execute();
    if (!sameIds(level.map((c) => c.id), order.ids)) {
      return refuse(409, `The ${where} changed since you opened them (one was added or deleted); reload and order them again`);
    }
    await writePositions(tx, 'categories', order.ids);
    const titles = new Map(level.map((c) => [c.id, c.title]));
    const summary = `Ordered the ${where}: ${titleList(order.ids.map((id) => titles.get(id) ?? String(id)), 20)}`;
    return logged(await listDeskCategories(tx), summary);
  });
}
