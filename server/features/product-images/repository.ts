import { sql, type Kysely, type RawBuilder } from 'kysely';
import * as z from 'zod/mini';
import type { ProductPhoto } from '../../../schemas/api/product-images';
import type { Database } from '../../db/types';
import { photoImage, photoThumbnail, type PhotoRow } from './urls';

const PHOTO_COLUMNS = ['id', 'storage_key', 'width', 'height', 'alt'] as const;

/** A product's photos in gallery order (none: it keeps its generated pictures). */
export function photosOf(db: Kysely<Database>, productId: number): Promise<PhotoRow[]> {
  return db.selectFrom('product_images').select(PHOTO_COLUMNS).where('product_id', '=', productId).orderBy('position').orderBy('id').execute();
}

const firstPhotoSchema = z.nullable(z.object({ id: z.int(), storage_key: z.string(), width: z.int(), height: z.int(), alt: z.string() }));

/**
 * A column for a query on products as `p`: the product's first photo as JSON,
 * or null. Cards read it in the query they already make, so a page of
 * products costs no extra round trip.
 */
export function firstPhotoColumn(): RawBuilder<unknown> {
  return sql`(select json_build_object('id', i.id, 'storage_key', i.storage_key, 'width', i.width, 'height', i.height, 'alt', i.alt)
    from product_images i where i.product_id = p.id order by i.position, i.id limit 1)`;
}

/** The value firstPhotoColumn() selected; drivers hand back JSON parsed or as text. */
export function readFirstPhoto(value: unknown): PhotoRow | null {
  const parsed = firstPhotoSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : null;
}

/** The studio's list: every photo with its thumbnail and the picture the storefront gets. */
export async function listPhotos(db: Kysely<Database>, productId: number): Promise<ProductPhoto[]> {
  const [rows, product] = await Promise.all([
    db
      .selectFrom('product_images')
      .select([...PHOTO_COLUMNS, 'byte_size', 'created_at'])
      .where('product_id', '=', productId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('products').select('title').where('id', '=', productId).executeTakeFirst(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    byte_size: row.byte_size,
    created_at: new Date(row.created_at).toISOString(),
    thumbnail: photoThumbnail(row),
    image: photoImage(row, product?.title ?? ''),
  }));
}
