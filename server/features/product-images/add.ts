import type { DeskActor } from '../studio/desk-write';
import { sql } from 'kysely';
import { PHOTO_LIMITS } from '../../../schemas/api/product-images';
import { photoWrite, refuse, type PhotoDeps, type PhotoOutcome } from './photo-write';
import type { ProcessedPhoto } from './process';
import { fileKey, storageKey } from './urls';
import { log } from '../../observability/logger';

export const TOO_MANY = `A product has at most ${PHOTO_LIMITS.maxPhotos} photos; delete one to add another`;

/** How many photos the product has now. */
export async function photoCount(deps: Pick<PhotoDeps, 'db'>, productId: number): Promise<number> {
  const row = await deps.db
    .selectFrom('product_images')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Files first, under a key that names the row's id (taken from the sequence
 * up front), then the row: a row never points at files that are not there
 * yet, and if the row cannot be written the files are removed again.
 */
export async function addPhoto(deps: PhotoDeps, actor: DeskActor, productId: number, photo: ProcessedPhoto, alt: string): Promise<PhotoOutcome> {
  const next = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('product_images', 'id'))::int as id`.execute(deps.db);
  const id = Number(next.rows[0]?.id);
  const key = storageKey(productId, id, photo.hash);
  const removeFiles = () => deps.store.delete(`${key}/`).catch((error: unknown) => log.error({ err: error, key }, 'product photos: could not remove the files'));
  let outcome: PhotoOutcome;
  try {
    for (const file of photo.files) await deps.store.put(fileKey(key, file.width, file.format), file.bytes, file.contentType);
    outcome = await photoWrite(deps, actor, 'add-product-photo', productId, async (tx, product) => {
      const placed = await tx
        .selectFrom('product_images')
        .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.max('position').as('last')])
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow();
      if (Number(placed.n) >= PHOTO_LIMITS.maxPhotos) return refuse(409, TOO_MANY);
      await tx
        .insertInto('product_images')
        .values({ id, product_id: productId, position: placed.last === null ? 0 : Number(placed.last) + 1, storage_key: key, width: photo.width, height: photo.height, alt, byte_size: photo.byteSize, created_by: actor.staffId })
        .execute();
      return { ok: true, summary: `Added a photo to ${product.title} (${photo.width} × ${photo.height} px)` };
    });
  } catch (error) {
    await removeFiles();
    throw error;
  }
  if (!outcome.ok) await removeFiles();
  return outcome;
}
