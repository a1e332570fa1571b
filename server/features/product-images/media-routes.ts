import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { fail } from '../../http/respond';
import { PHOTO_FORMATS } from './formats';
import type { ImageStore } from './storage';
import { fileKey, parsePhotoFile, photoWidths } from './urls';

/**
 * GET /media/products/{id}-{hash}-{width}.{avif|webp}: public, because <img>
 * cannot send the API credential. The hash in the name changes with the
 * photo's bytes, so the answer never changes and is cached for a year; the row
 * is read first, so a deleted photo (or a guessed name) is a 404 even where the
 * store still holds its files.
 */
export function productPhotoMediaRoutes(db: Kysely<Database>, store: ImageStore): Hono {
  const app = new Hono();
  app.get('/:file', async (c) => {
    const file = parsePhotoFile(c.req.param('file'));
    const row = file ? await db.selectFrom('product_images').select(['storage_key', 'width']).where('id', '=', file.id).executeTakeFirst() : undefined;
    if (!file || !row || !row.storage_key.endsWith(`/${file.name}`) || !photoWidths(row).includes(file.width)) return fail(c, 404, 'No such photo');
    const stored = await store.get(fileKey(row.storage_key, file.width, file.format));
    if (!stored) return fail(c, 404, 'No such photo');
    const type = PHOTO_FORMATS.find((f) => f.ext === file.format)?.type ?? stored.contentType;
    return new Response(stored.body, {
      headers: {
        'Content-Type': type,
        ...(stored.size === undefined ? {} : { 'Content-Length': String(stored.size) }),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
  return app;
}
