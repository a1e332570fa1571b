import type { DeskActor } from '../studio/desk-write';
import { photoWrite, refuse, type PhotoDeps, type PhotoOutcome } from './photo-write';

/** Every photo of the product in the new order: a list that misses one (added meanwhile) is refused, not guessed at. */
export async function reorderPhotos(deps: PhotoDeps, actor: DeskActor, productId: number, ids: readonly number[]): Promise<PhotoOutcome> {
  return photoWrite(deps, actor, 'reorder-product-photos', productId, async (tx, product) => {
    const current = await tx.selectFrom('product_images').select('id').where('product_id', '=', productId).execute();
    const known = new Set(current.map((r) => r.id));
    if (current.length !== ids.length || ids.some((id) => !known.has(id))) {
      return refuse(409, "The product's photos changed since you loaded them; reload and put them in order again");
    }
    for (const [position, id] of ids.entries()) await tx.updateTable('product_images').set({ position }).where('id', '=', id).execute();
    return { ok: true, summary: `Put the photos of ${product.title} in a new order` };
  });
}
