import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import { formatBytes, photoAltSchema, photoOrderSchema, PHOTO_LIMITS, productImagePaths } from '../../../schemas/api/product-images';
import { formBodyLimit } from '../../http/body-limit';
import { envelope, fail } from '../../http/respond';
import { deskActor } from '../studio/desk-write';
import { parseJsonBody } from '../studio/http';
import { addPhoto, photoCount, TOO_MANY } from './add';
import { changeAltText } from './alt-text';
import type { PhotoDeps, PhotoOutcome } from './photo-write';
import { processPhoto } from './process';
import { removePhoto } from './remove';
import { reorderPhotos } from './reorder';
import { listPhotos } from './repository';

const idParam = z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,8}$/)), z.transform(Number));
const idOf = (raw: string | undefined) => {
  const id = idParam.safeParse(raw ?? '');
  return id.success ? id.data : null;
};

/** Room for the largest photo and the form around it; the photo's own limit is checked, with its message, after. */
const UPLOAD_BODY_MAX = 2 * PHOTO_LIMITS.maxBytes;

/**
 * Refused before a byte of the body is read: by Content-Length when the
 * browser sends it (it always does for a file), else as the stream passes
 * the limit.
 */
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_BODY_MAX,
  onError: (c) => {
    const length = Number(c.req.header('Content-Length'));
    const size = Number.isFinite(length) && length > 0 ? `is ${formatBytes(length)}` : `is larger than ${formatBytes(UPLOAD_BODY_MAX)}`;
    return fail(c, 413, `This upload ${size}; a photo may be at most ${formatBytes(PHOTO_LIMITS.maxBytes)}`);
  },
});

/**
 * admin/studio/products/{id}/images: the product desk's Photos section.
 * Permissions are in server/features/staff/route-permissions.ts; multipart
 * uploads pass the studio's JSON-only rule by their header (UPLOAD_HEADER).
 */
export function productImageRoutes(deps: PhotoDeps): Hono {
  const app = new Hono();
  const list = productImagePaths.list(':id');

  const answer = async (c: Context, productId: number, outcome: PhotoOutcome, status: 200 | 201 = 200) => {
    if (!outcome.ok) return fail(c, outcome.status, outcome.message);
    return c.json(envelope(await listPhotos(deps.db, productId), outcome.summary), status);
  };
  const productOf = async (c: Context) => {
    const id = idOf(c.req.param('id'));
    if (id === null) return null;
    const row = await deps.db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
    return row ? row.id : null;
  };

  app.get(`/${list}`, async (c) => {
    const productId = await productOf(c);
    if (productId === null) return fail(c, 404, 'No such product');
    return c.json(envelope(await listPhotos(deps.db, productId)));
  });

  app.post(`/${list}`, uploadLimit, async (c) => {
    const productId = await productOf(c);
    if (productId === null) return fail(c, 404, 'No such product');
    // Before the photo is decoded and resized, which takes seconds.
    if ((await photoCount(deps, productId)) >= PHOTO_LIMITS.maxPhotos) return fail(c, 409, TOO_MANY);
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.file;
    if (!(file instanceof File)) return fail(c, 400, 'Choose a photo to upload (a multipart form with the file in its "file" field)');
    const alt = photoAltSchema.safeParse({ alt: typeof form?.alt === 'string' ? form.alt : '' });
    if (!alt.success) return fail(c, 400, alt.error.issues[0]?.message ?? 'The alt text is not valid');
    const processed = await processPhoto(new Uint8Array(await file.arrayBuffer()));
    if (!processed.ok) return fail(c, processed.status, processed.message);
    return answer(c, productId, await addPhoto(deps, deskActor(c), productId, processed.photo, alt.data.alt), 201);
  });

  app.put(`/${productImagePaths.order(':id')}`, formBodyLimit, async (c) => {
    const productId = idOf(c.req.param('id'));
    if (productId === null) return fail(c, 404, 'No such product');
    const body = await parseJsonBody(c, photoOrderSchema, 'Send every photo of the product, in order');
    if (!body.ok) return body.response;
    return answer(c, productId, await reorderPhotos(deps, deskActor(c), productId, body.value.ids));
  });

  app.patch(`/${productImagePaths.one(':id', ':image_id')}`, formBodyLimit, async (c) => {
    const productId = idOf(c.req.param('id'));
    const imageId = idOf(c.req.param('image_id'));
    if (productId === null || imageId === null) return fail(c, 404, 'No such photo');
    const body = await parseJsonBody(c, photoAltSchema, 'The alt text needs another look');
    if (!body.ok) return body.response;
    return answer(c, productId, await changeAltText(deps, deskActor(c), productId, imageId, body.value.alt));
  });

  app.delete(`/${productImagePaths.one(':id', ':image_id')}`, async (c) => {
    const productId = idOf(c.req.param('id'));
    const imageId = idOf(c.req.param('image_id'));
    if (productId === null || imageId === null) return fail(c, 404, 'No such photo');
    return answer(c, productId, await removePhoto(deps, deskActor(c), productId, imageId));
  });

  return app;
}
