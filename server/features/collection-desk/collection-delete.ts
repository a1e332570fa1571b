import { deskWrite, logged, refuse, type DeskActor, type DeskDeps } from '../studio/desk-write';
import { plural } from './positions';

/** DELETE admin/studio/collections/{id}: the collection and its list; the products themselves stay. */
export function deleteCollection(deps: DeskDeps, by: DeskActor, id: number) {
  return deskWrite<{ id: number }>(deps, by, { key: 'collections', action: 'delete-collection' }, async (tx) => {
    const current = await tx.selectFrom('collections').select(['title', 'slug']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return refuse(404, `There is no collection ${id}`);
    const members = await tx.deleteFrom('collection_products').where('collection_id', '=', id).executeTakeFirst();
    await tx.deleteFrom('collections').where('id', '=', id).execute();
    const held = Number(members.numDeletedRows);
    return logged({ id }, `Deleted the collection ${current.title} (${current.slug}), which listed ${plural(held, 'product')}`);
  });
}
