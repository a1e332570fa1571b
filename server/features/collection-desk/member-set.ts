import type { CollectionMembers } from '../../../schemas/api/collection-desk';
import { deskWrite, logged, problem, refuse, type DeskActor, type DeskDeps } from '../studio/desk-write';
import { listMembers } from './member-list';
import { plural, titleList } from './positions';

/**
 * PUT admin/studio/collections/{id}/products: the collection's products in
 * their new order, replacing its list in one go. Every id must be a product;
 * one that is not is named at its place in the list, and nothing is saved.
 */
export function setMembers(deps: DeskDeps, by: DeskActor, collectionId: number, productIds: readonly number[]) {
  return deskWrite<CollectionMembers>(deps, by, { key: 'collections', action: 'set-collection-products' }, async (tx) => {
    // Locked: two people saving the list at once take turns instead of interleaving their rows.
    const collection = await tx.selectFrom('collections').select('title').where('id', '=', collectionId).forUpdate().executeTakeFirst();
    if (!collection) return refuse(404, `There is no collection ${collectionId}`);
    const found = productIds.length ? await tx.selectFrom('products').select(['id', 'title']).where('id', 'in', [...productIds]).execute() : [];
    const titles = new Map(found.map((p) => [p.id, p.title]));
    const problems = productIds.flatMap((id, i) => (titles.has(id) ? [] : [problem(`product_ids.${i}`, `There is no product ${id}`)]));
    if (problems.length) return refuse(422, `${plural(problems.length, 'product')} in the list ${problems.length === 1 ? 'does' : 'do'} not exist; nothing was saved`, problems);

    const before = await tx
      .selectFrom('collection_products as cp')
      .innerJoin('products as p', 'p.id', 'cp.product_id')
      .select(['p.id', 'p.title'])
      .where('cp.collection_id', '=', collectionId)
      .orderBy('cp.position')
      .orderBy('p.id')
      .execute();
    await tx.deleteFrom('collection_products').where('collection_id', '=', collectionId).execute();
    if (productIds.length) {
      await tx
        .insertInto('collection_products')
        .values(productIds.map((product_id, position) => ({ collection_id: collectionId, product_id, position })))
        .execute();
    }

    const kept = new Set(productIds);
    const had = new Set(before.map((p) => p.id));
    const added = productIds.filter((id) => !had.has(id)).map((id) => titles.get(id) ?? String(id));
    const removed = before.filter((p) => !kept.has(p.id)).map((p) => p.title);
    const stayed = before.filter((p) => kept.has(p.id)).map((p) => p.id);
    const reordered = stayed.join(',') !== productIds.filter((id) => had.has(id)).join(',');
    const changes = [
      added.length ? `added ${titleList(added, 3)}` : '',
      removed.length ? `removed ${titleList(removed, 3)}` : '',
      reordered ? 'new order' : '',
    ].filter(Boolean);
    const summary = `${collection.title} lists ${plural(productIds.length, 'product')}${changes.length ? `: ${changes.join('; ')}` : ''}`;
    const value = await listMembers(tx, collectionId);
    if (!value) throw new Error(`collection ${collectionId} vanished inside its own transaction`);
    return logged(value, summary);
  });
}
