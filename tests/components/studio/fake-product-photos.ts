import { photoAltSchema, photoOrderSchema, PHOTO_LIMITS, type ProductPhoto } from '../../../schemas/api/product-images';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message = '') => reply(200, { status: true, message, data });
const fail = (status: number, message: string) => reply(status, { status: false, message });

const NOW = '2026-11-20T10:30:00.000Z';

/**
 * A product's photos at the network boundary, as the server's photo routes
 * answer them (every answer is the list in order). Uploads are judged by the
 * file's type rather than its bytes, which is enough to show the server's
 * refusal; the real sniffing is tested in tests/server/product-images.test.ts.
 */
export class FakeProductPhotos {
  byProduct = new Map<number, ProductPhoto[]>();
  private nextId = 900;

  list(productId: number): ProductPhoto[] {
    return this.byProduct.get(productId) ?? [];
  }

  /** A stored photo, as a test's starting point. */
  add(productId: number, alt = '', size = { width: 1600, height: 1200 }): ProductPhoto {
    const id = ++this.nextId;
    const base = `/media/products/${id}-0123456789abcdef`;
    const photo: ProductPhoto = {
      id,
      alt,
      ...size,
      byte_size: 1_250_000,
      created_at: NOW,
      thumbnail: `${base}-320.webp`,
      image: { url: `${base}-640.webp`, alt: alt || 'Product', ...size, sources: [{ type: 'image/webp', srcset: `${base}-320.webp 320w` }] },
    };
    this.byProduct.set(productId, [...this.list(productId), photo]);
    return photo;
  }

  /** An answer for admin/studio/products/{id}/images…; null for any other path. */
  route(method: string, path: string, body: unknown): Response | null {
    const match = /^admin\/studio\/products\/(\d+)\/images(?:\/(order|\d+))?$/.exec(path);
    if (!match) return null;
    const productId = Number(match[1]);
    const photos = this.list(productId);
    const target = match[2];
    if (target === undefined && method === 'GET') return ok(photos);
    if (target === undefined && method === 'POST') {
      const file = body instanceof FormData ? body.get('file') : null;
      if (!(file instanceof File)) return fail(400, 'Choose a photo to upload');
      if (file.type === 'image/gif') return fail(415, 'This file is a GIF; upload a JPEG, PNG or WebP photo');
      if (photos.length >= PHOTO_LIMITS.maxPhotos) return fail(409, 'A product has at most 12 photos; delete one to add another');
      this.add(productId);
      return reply(201, { status: true, message: 'Added a photo', data: this.list(productId) });
    }
    if (target === 'order' && method === 'PUT') {
      const order = photoOrderSchema.safeParse(body);
      if (!order.success || order.data.ids.length !== photos.length) return fail(409, "The product's photos changed since you loaded them; reload and put them in order again");
      this.byProduct.set(productId, order.data.ids.map((id) => photos.find((p) => p.id === id)!));
      return ok(this.list(productId));
    }
    const photo = photos.find((p) => p.id === Number(target));
    if (!photo) return fail(404, "This photo is not among the product's photos; someone may have deleted it. Reload to see them");
    if (method === 'PATCH') {
      const alt = photoAltSchema.safeParse(body);
      if (!alt.success) return fail(400, 'The alt text needs another look');
      this.byProduct.set(productId, photos.map((p) => (p.id === photo.id ? { ...p, alt: alt.data.alt } : p)));
      return ok(this.list(productId));
    }
    if (method === 'DELETE') {
      this.byProduct.set(productId, photos.filter((p) => p.id !== photo.id));
      return ok(this.list(productId));
    }
    return null;
  }
}
