import type { CollectionDeskRow, CollectionOrder } from '../../../schemas/api/collection-desk';
import { deskWrite, logged, refuse, type DeskActor, type DeskDeps } from '../studio/desk-write';
import { listDeskCollections } from './collection-list';
import { sameIds, titleList, writePositions } from './positions';

/** PUT admin/studio/collections/order: every collection in a new order (409 when one was added or deleted meanwhile). */
export function reorderCollections(deps: DeskDeps, by: DeskActor, order: CollectionOrder) {
  return deskWrite<CollectionDeskRow[]>(deps, by, { key: 'collections', action: 'reorder-collections' }, async (tx) => {
    const all = await tx.selectFrom('collections').select(['id', 'title']).forUpdate().execute();
    if (!sameIds(all.map((c) => c.id), order.ids)) {
      return refuse(409, 'The collections changed since you opened them (one was added or deleted); reload and order them again');
    }
    await writePositions(tx, 'collections', order.ids);
    const titles = new Map(all.map((c) => [c.id, c.title]));
    const summary = `Ordered the collections: ${titleList(order.ids.map((id) => titles.get(id) ?? String(id)), 20)}`;
    return logged(await listDeskCollections(tx), summary);
  });
}
