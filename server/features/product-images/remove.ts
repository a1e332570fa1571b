import type { DeskActor } from '../studio/desk-write';
import { photoWrite, refuse, type PhotoDeps, type PhotoOutcome } from './photo-write';
import { log } from '../../observability/logger';

export const NOT_AMONG = "This photo is not among the product's photos; someone may have deleted it. Reload to see them";

/** The row goes first (pages stop naming the files), then the files; a file left by a failed delete is only logged. */
export async function removePhoto(deps: PhotoDeps, actor: DeskActor, productId: number, imageId: number): Promise<PhotoOutcome> {
  let key = '';
  const outcome = await photoWrite(deps, actor, 'delete-product-photo', productId, async (tx, product) => {
    const row = await tx.deleteFrom('product_images').where('id', '=', imageId).where('product_id', '=', productId).returning('storage_key').executeTakeFirst();
    if (!row) return refuse(404, NOT_AMONG);
    key = row.storage_key;
    return { ok: true, summary: `Deleted a photo of ${product.title}` };
  });
  if (outcome.ok) await deps.store.delete(`${key}/`).catch((error: unknown) => log.error({ err: error, key }, 'product photos: could not remove the files'));
  return outcome;
}
