import type { DeskActor } from '../studio/desk-write';
import { photoWrite, refuse, type PhotoDeps, type PhotoOutcome } from './photo-write';
import { NOT_AMONG } from './remove';

export async function changeAltText(deps: PhotoDeps, actor: DeskActor, productId: number, imageId: number, alt: string): Promise<PhotoOutcome> {
  return photoWrite(deps, actor, 'change-product-photo', productId, async (tx, product) => {
    const row = await tx.updateTable('product_images').set({ alt }).where('id', '=', imageId).where('product_id', '=', productId).returning('id').executeTakeFirst();
    if (!row) return refuse(404, NOT_AMONG);
    return { ok: true, summary: alt ? `Alt text of a photo of ${product.title}: “${alt}”` : `Cleared the alt text of a photo of ${product.title} (the title stands in)` };
  });
}
