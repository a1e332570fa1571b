import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catalogPaths, productDetailSchema, productListSchema, suggestionsSchema, type CatalogImage } from '../../schemas/api/catalog';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { productPhotoListSchema, productImagePaths, UPLOAD_HEADER, type ProductPhoto } from '../../schemas/api/product-images';
import { createApp } from '../../server/app';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { s3ImageStore } from '../../server/features/product-images/s3-store';
import { EMPTY_SHA256, signRequest } from '../../server/features/product-images/sigv4';
import { checkKey, diskImageStore } from '../../server/features/product-images/storage';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { FAKE_S3_KEYS, startFakeS3, type FakeS3 } from './fake-s3';
import { cookieOf, signIn } from './studio-client';
import { addToCart, newSession, readCart } from './cart-client';

let t: TestServer;
let catalogue: string;
let viewer: string;
/** Two demo products: one gets photos, the other keeps its generated SVGs. */
let withPhotos: { id: number; title: string };
let withoutPhotos: { id: number; title: string };

async function cookieFor(login: string, role: 'catalogue' | 'viewer'): Promise<string> {
  const password = `${role}-password-123`;
  await createStaffAccount(t.db, { login, display_name: `${role} tester`, password, role });
  return cookieOf(await signIn(t.app, { user: login, password }));
}

beforeAll(async () => {
  t = await createTestServer();
  catalogue = await cookieFor('catalogue@staff.test', 'catalogue');
  viewer = await cookieFor('viewer@staff.test', 'viewer');
  const [a, b] = await t.db.selectFrom('products').select(['id', 'title']).orderBy('id').limit(2).execute();
  if (!a || !b) throw new Error('the demo shop has no products');
  withPhotos = a;
  withoutPhotos = b;
}, 60_000);
afterAll(async () => {
  await t.close();
});
/** Each test starts with no photos, no files and no audit entries. */
beforeEach(async () => {
  await t.db.deleteFrom('product_images').execute();
  await t.db.deleteFrom('audit_log').execute();
  if (t.config.images.store === 'disk') rmSync(t.config.images.dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- test photos

/** A real photo, drawn by sharp: a gradient-ish scene so the encoders have something to do. */
async function photo(format: 'jpeg' | 'png' | 'webp' | 'gif', width: number, height: number, orientation?: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#2a6f97"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#f4a261"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (orientation) image = image.withMetadata({ orientation });
  if (format === 'jpeg') return image.jpeg({ quality: 85 }).toBuffer();
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp().toBuffer();
  return image.gif().toBuffer();
}

type Refusal = { status: number; message: string };

function uploadRequest(productId: number, bytes: Uint8Array, name: string, options: { cookie?: string; alt?: string; type?: string } = {}): Request {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: options.type ?? 'image/jpeg' }));
  if (options.alt !== undefined) form.append('alt', options.alt);
  return new Request(`http://shop.test/api/${productImagePaths.list(productId)}`, {
    method: 'POST',
    headers: { Cookie: options.cookie ?? catalogue, [UPLOAD_HEADER.name]: UPLOAD_HEADER.value },
    body: form,
  });
}

async function upload(productId: number, bytes: Uint8Array, name: string, options: { cookie?: string; alt?: string; app?: typeof t.app } = {}): Promise<ProductPhoto[]> {
  const res = await (options.app ?? t.app).request(uploadRequest(productId, bytes, name, options));
  const body = await json(res);
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${JSON.stringify(body)}`);
  return productPhotoListSchema.parse(envelopeSchema(z.unknown()).parse(body).data);
}

async function refusal(res: Response): Promise<Refusal> {
  return { status: res.status, message: errorBodySchema.parse(await json(res)).message ?? '' };
}

const studioCall = (method: string, path: string, body?: unknown, cookie = catalogue) =>
  t.app.request(`/api/${path}`, { method, headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

async function photosOf(productId: number): Promise<ProductPhoto[]> {
  const res = await studioCall('GET', productImagePaths.list(productId));
  expect(res.status).toBe(200);
  return productPhotoListSchema.parse(envelopeSchema(z.unknown()).parse(await json(res)).data);
}

/** Every file the disk store holds, as keys. */
function storedFiles(root = t.config.images.store === 'disk' ? t.config.images.dir : ''): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();
}

/** The URLs of a srcset with their widths. */
const srcset = (image: CatalogImage, type: string) =>
  (image.sources?.find((s) => s.type === type)?.srcset ?? '').split(', ').map((entry) => {
    const [url = '', w = ''] = entry.split(' ');
    return { url, width: Number(w.replace('w', '')) };
  });

async function product(id: number) {
  const res = await t.app.request(`/api/${catalogPaths.product(id)}`, { headers: storefrontAuth });
  expect(res.status).toBe(200);
  return productDetailSchema.parse(envelopeSchema(z.unknown()).parse(await json(res)).data);
}

// --------------------------------------------------------------------- tests

describe(`product photos (${databaseKind})`, () => {
  it('turns a JPEG into AVIF and WebP at every width up to the original, keeping its aspect, served immutable with the right type', async () => {
    const photos = await upload(withPhotos.id, await photo('jpeg', 1600, 1200), 'laptop.jpg', { alt: 'The laptop open, front view' });
    expect(photos).toHaveLength(1);
    const [first] = photos;
    expect(first).toMatchObject({ width: 1600, height: 1200, alt: 'The laptop open, front view' });
    expect(first?.image.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);

    for (const [type, format] of [['image/avif', 'heif'], ['image/webp', 'webp']] as const) {
      const files = srcset(first!.image, type);
      expect(files.map((f) => f.width)).toEqual([320, 640, 960, 1280]);
      for (const file of files) {
        expect(file.url).toMatch(new RegExp(`^/media/products/${first!.id}-[0-9a-f]{16}-${file.width}\\.${type.slice(6)}$`));
        const res = await t.app.request(file.url);
        expect(res.status, file.url).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta.format).toBe(format);
        expect([meta.width, meta.height]).toEqual([file.width, (file.width * 3) / 4]);
        expect(meta.exif).toBeUndefined();
      }
    }
    expect(storedFiles()).toHaveLength(8);
    // A name that is not a stored photo's, or a width the photo was not made in, is a 404.
    const name = srcset(first!.image, 'image/webp')[0]!.url;
    for (const wrong of [name.replace(/-[0-9a-f]{16}-/, '-0000000000000000-'), name.replace('-320.', '-1920.'), '/media/products/x.webp']) {
      expect((await t.app.request(wrong)).status, wrong).toBe(404);
    }
    const audit = await t.db.selectFrom('audit_log').select(['action', 'key', 'actor']).where('action', '=', 'add-product-photo').execute();
    expect(audit).toContainEqual({ action: 'add-product-photo', key: `product:${withPhotos.id}`, actor: 'catalogue@staff.test' });
  }, 60_000);

  it('takes PNG and WebP, never makes a width larger than the original, and turns a photo by its EXIF orientation', async () => {
    const [png] = await upload(withPhotos.id, await photo('png', 500, 800), 'portrait.png');
    expect(png).toMatchObject({ width: 500, height: 800 });
    expect(srcset(png!.image, 'image/webp').map((f) => f.width)).toEqual([320]);
    expect(png?.image.url).toMatch(/-320\.webp$/);

    const photos = await upload(withPhotos.id, await photo('webp', 1000, 600), 'wide.webp');
    expect(srcset(photos[1]!.image, 'image/avif').map((f) => f.width)).toEqual([320, 640, 960]);

    // Stored 1200 × 800 with orientation 6 (a phone held upright): shown 800 × 1200.
    const turned = (await upload(withPhotos.id, await photo('jpeg', 1200, 800, 6), 'upright.jpg'))[2]!;
    expect([turned.width, turned.height]).toEqual([800, 1200]);
    const res = await t.app.request(srcset(turned.image, 'image/webp').find((f) => f.width === 640)!.url);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([640, 960, undefined]);
  }, 60_000);

  it('shows uploaded photos on the storefront (product page and cards, with srcset) while other products keep their drawn pictures', async () => {
    await upload(withPhotos.id, await photo('jpeg', 1600, 900), 'one.jpg', { alt: 'Front' });
    await upload(withPhotos.id, await photo('png', 900, 900), 'two.png');

    const page = await product(withPhotos.id);
    expect(page.images).toHaveLength(2);
    expect(page.images[0]).toMatchObject({ alt: 'Front', width: 1600, height: 900 });
    expect(page.images[1]).toMatchObject({ alt: `${withPhotos.title}, photo 2`, width: 900, height: 900 });
    expect(page.images[0]?.sources?.[0]?.srcset).toMatch(/^\/media\/products\/\d+-[0-9a-f]{16}-320\.avif 320w, .+ 1280w$/);
    expect(page.image).toEqual(page.images[0]);

    const listed = productListSchema.parse(
      envelopeSchema(z.unknown()).parse(await json(await t.app.request(`/api/${catalogPaths.productList({ q: withPhotos.title, page_size: '60' })}`, { headers: storefrontAuth }))).data,
    );
    const card = listed.items.find((p) => p.id === withPhotos.id);
    expect(card?.image).toEqual(page.images[0]);

    const other = await product(withoutPhotos.id);
    expect(other.images[0]).toMatchObject({ url: `/media/catalog/product-${withoutPhotos.id}-1-640.webp`, alt: withoutPhotos.title, width: 800, height: 800 });
    expect(other.images.every((image) => image.sources?.length === 1 && image.sources[0]?.type === 'image/webp')).toBe(true);
  }, 60_000);

  it('shows the first photo on cart lines and search suggestions too, not the generated picture', async () => {
    // Cart lines need products one can add without choosing a variant.
    const [pictured, plain] = await t.db
      .selectFrom('products as p')
      .select(['p.id', 'p.title'])
      .where('p.stock', '>', 5)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('product_variants as v').select('v.id').whereRef('v.product_id', '=', 'p.id'))))
      .orderBy('p.id')
      .limit(2)
      .execute();
    if (!pictured || !plain) throw new Error('the demo shop has no simple products in stock');
    await upload(pictured.id, await photo('jpeg', 1200, 1200), 'cover.jpg', { alt: 'Cover' });
    const cover = (await product(pictured.id)).images[0];
    expect(cover?.url).toMatch(/^\/media\/products\//);

    const session = newSession();
    expect((await addToCart(t.app, session, pictured.id)).status).toBe(200);
    expect((await addToCart(t.app, session, plain.id)).status).toBe(200);
    const cart = await readCart(t.app, session);
    expect(cart.lines.find((line) => line.product_id === pictured.id)?.image).toEqual(cover);
    expect(cart.lines.find((line) => line.product_id === plain.id)?.image.url).toBe(`/media/catalog/product-${plain.id}-1-640.webp`);

    const suggested = suggestionsSchema.parse(
      envelopeSchema(z.unknown()).parse(await json(await t.app.request(`/api/${catalogPaths.suggestions(pictured.title)}`, { headers: storefrontAuth }))).data,
    );
    expect(suggested.products.find((p) => p.id === pictured.id)?.image).toEqual(cover);
  }, 60_000);

  it('refuses a GIF, a text file named .jpg, an 11 MB photo, a 100 × 100 one and a 50 MB body, each with its message, storing nothing', async () => {
    const jpeg = await photo('jpeg', 1200, 900);
    const cases: [string, () => Promise<Response>, Refusal][] = [
      ['GIF', async () => t.app.request(uploadRequest(withPhotos.id, await photo('gif', 800, 600), 'anim.gif', { type: 'image/gif' })), { status: 415, message: 'This file is a GIF; upload a JPEG, PNG or WebP photo' }],
      [
        'text named .jpg',
        async () => t.app.request(uploadRequest(withPhotos.id, new TextEncoder().encode('Not a photo at all, just notes.\n'.repeat(40)), 'notes.jpg')),
        { status: 415, message: 'This file is not a JPEG, PNG or WebP photo, whatever its name says; upload one of those' },
      ],
      [
        '11 MB',
        async () => t.app.request(uploadRequest(withPhotos.id, Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length)]), 'huge.jpg')),
        { status: 413, message: 'This photo is 11 MB; the limit is 10 MB' },
      ],
      ['100 × 100', async () => t.app.request(uploadRequest(withPhotos.id, await photo('png', 100, 100), 'icon.png')), { status: 422, message: 'This photo is 100 × 100 pixels; it needs at least 400 pixels on its short side' }],
      [
        '50 MB body',
        async () => {
          const big = new Uint8Array(50 * 1024 * 1024);
          return t.app.request(`/api/${productImagePaths.list(withPhotos.id)}`, {
            method: 'POST',
            headers: { Cookie: catalogue, [UPLOAD_HEADER.name]: UPLOAD_HEADER.value, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(big.byteLength) },
            body: big,
          });
        },
        { status: 413, message: 'This upload is 50 MB; a photo may be at most 10 MB' },
      ],
    ];
    const auditBefore = await t.db.selectFrom('audit_log').select('id').execute();
    for (const [name, send, expected] of cases) {
      expect(await refusal(await send()), name).toEqual(expected);
    }
    expect(await t.db.selectFrom('product_images').selectAll().execute()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toHaveLength(auditBefore.length);
    // Without the upload header a multipart form is refused before anything is read: a cross-site form cannot send it.
    const plain = uploadRequest(withPhotos.id, jpeg, 'a.jpg');
    plain.headers.delete(UPLOAD_HEADER.name);
    expect((await t.app.request(plain)).status).toBe(415);
  }, 60_000);

  it('puts photos in order, changes alt text and deletes a photo with its files, auditing each', async () => {
    await upload(withPhotos.id, await photo('jpeg', 800, 600), 'a.jpg');
    await upload(withPhotos.id, await photo('jpeg', 800, 600), 'b.jpg');
    const photos = await upload(withPhotos.id, await photo('jpeg', 800, 600), 'c.jpg');
    const ids = photos.map((p) => p.id);

    const reordered = await studioCall('PUT', productImagePaths.order(withPhotos.id), { ids: [...ids].reverse() });
    expect(reordered.status).toBe(200);
    expect((await photosOf(withPhotos.id)).map((p) => p.id)).toEqual([...ids].reverse());
    // A list missing a photo (one added meanwhile) is refused, not guessed at.
    expect(await refusal(await studioCall('PUT', productImagePaths.order(withPhotos.id), { ids: ids.slice(1) }))).toMatchObject({ status: 409 });

    expect((await studioCall('PATCH', productImagePaths.one(withPhotos.id, ids[0]!), { alt: '  Keyboard close-up  ' })).status).toBe(200);
    expect((await product(withPhotos.id)).images.map((i) => i.alt)).toEqual([`${withPhotos.title}`, `${withPhotos.title}, photo 2`, 'Keyboard close-up']);

    const gone = photos[1]!;
    const url = srcset(gone.image, 'image/webp')[0]!.url;
    expect((await t.app.request(url)).status).toBe(200);
    const before = storedFiles();
    const deleted = await studioCall('DELETE', productImagePaths.one(withPhotos.id, gone.id));
    expect(deleted.status).toBe(200);
    expect((await photosOf(withPhotos.id)).map((p) => p.id)).toEqual([ids[2], ids[0]]);
    expect(storedFiles()).toHaveLength(before.length - 4);
    expect(storedFiles().some((f) => f.includes(`/${gone.id}-`))).toBe(false);
    expect((await t.app.request(url)).status).toBe(404);
    expect(await refusal(await studioCall('DELETE', productImagePaths.one(withPhotos.id, gone.id)))).toMatchObject({ status: 404 });
    // A photo of one product is not reachable through another's path.
    expect((await studioCall('DELETE', productImagePaths.one(withoutPhotos.id, ids[0]!))).status).toBe(404);

    const actions = await t.db.selectFrom('audit_log').select('action').where('key', '=', `product:${withPhotos.id}`).execute();
    expect(actions.map((a) => a.action).filter((a) => a.includes('photo')).sort()).toEqual(
      ['add-product-photo', 'add-product-photo', 'add-product-photo', 'change-product-photo', 'delete-product-photo', 'reorder-product-photos'].sort(),
    );
  }, 60_000);

  it('lets a viewer see the photos but not change them; the catalogue role may', async () => {
    const [mine] = await upload(withPhotos.id, await photo('jpeg', 800, 600), 'a.jpg');
    expect((await photosOf(withPhotos.id)).length).toBe(1);
    expect((await studioCall('GET', productImagePaths.list(withPhotos.id), undefined, viewer)).status).toBe(200);
    const refusedUpload = await t.app.request(uploadRequest(withPhotos.id, await photo('jpeg', 800, 600), 'b.jpg', { cookie: viewer }));
    expect(refusedUpload.status).toBe(403);
    expect((await studioCall('DELETE', productImagePaths.one(withPhotos.id, mine!.id), undefined, viewer)).status).toBe(403);
    expect((await studioCall('PATCH', productImagePaths.one(withPhotos.id, mine!.id), { alt: 'x' }, viewer)).status).toBe(403);
    expect((await photosOf(withPhotos.id)).map((p) => p.alt)).toEqual(['']);
    expect(storedFiles()).toHaveLength(4);
  }, 60_000);
});

describe('photo storage', () => {
  it('signs requests as AWS documents (the S3 GET Object example)', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
      keys: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.Authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('never opens a key that climbs out of the store', async () => {
    for (const key of ['../etc/passwd', 'products/../../x', '/abs', 'Products/1']) expect(() => checkKey(key), key).toThrow();
    const store = diskImageStore(join(t.config.images.store === 'disk' ? t.config.images.dir : '', 'unit'));
    await store.put('a/b/1.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect((await store.get('a/b/1.webp'))?.contentType).toBe('image/webp');
    await store.delete('a/b/');
    expect(await store.get('a/b/1.webp')).toBeNull();
  });

  describe('on S3-compatible storage (a local fake: no S3 service can run on this machine)', () => {
    let s3: FakeS3;
    beforeAll(async () => {
      s3 = await startFakeS3();
    });
    afterAll(async () => {
      await s3.close();
    });
    const store = () => s3ImageStore({ store: 's3', endpoint: s3.url, bucket: s3.bucket, urlStyle: 'path', ...FAKE_S3_KEYS });

    it('puts, gets and deletes by prefix (through paged listings) with signed requests', async () => {
      const images = store();
      for (const name of ['320.webp', '320.avif', '640.webp', '640.avif', '960.webp']) await images.put(`products/9/5-abc/${name}`, new Uint8Array([name.length]), name.endsWith('avif') ? 'image/avif' : 'image/webp');
      await images.put('products/9/6-def/320.webp', new Uint8Array([9]), 'image/webp');
      const got = await images.get('products/9/5-abc/640.avif');
      expect(got?.contentType).toBe('image/avif');
      expect(new Uint8Array(await new Response(got?.body).arrayBuffer())).toEqual(new Uint8Array([8]));
      expect(await images.get('products/9/5-abc/1280.webp')).toBeNull();

      await images.delete('products/9/5-abc/');
      expect([...s3.objects.keys()]).toEqual(['products/9/6-def/320.webp']);
      // Five keys at two a page: three listings, each signed.
      expect(s3.log.filter((l) => l.includes('list-type=2'))).toHaveLength(3);
      expect(s3.refused).toEqual([]);

      const wrong = s3ImageStore({ store: 's3', endpoint: s3.url, bucket: s3.bucket, urlStyle: 'path', ...FAKE_S3_KEYS, secretAccessKey: 'not-the-secret' });
      await expect(wrong.put('products/1/x/320.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/403 SignatureDoesNotMatch/);
      expect(s3.refused).toEqual(['signature mismatch for PUT /vitrine-photos/products/1/x/320.webp']);
      s3.refused.length = 0;
    });

    it('serves an upload from the bucket and deletes its objects, behind the same routes', async () => {
      s3.objects.clear();
      const app = createApp({ db: t.db, config: t.config, services: { imageStore: store() } });
      const [stored] = await upload(withPhotos.id, await photo('jpeg', 1000, 750), 'bucket.jpg', { app });
      const names = [...s3.objects.keys()].map((k) => k.replace(/^products\/(\d+)\/(\d+)-[0-9a-f]{16}\//, (_, p: string, i: string) => `${p}/${i}/`)).sort();
      expect(names).toEqual(['320', '640', '960'].flatMap((w) => ['avif', 'webp'].map((ext) => `${withPhotos.id}/${stored!.id}/${w}.${ext}`)).sort());
      expect(storedFiles()).toEqual([]);

      const file = srcset(stored!.image, 'image/avif').find((f) => f.width === 960)!;
      const res = await app.request(file.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/avif');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(960);

      const deleted = await app.request(`/api/${productImagePaths.one(withPhotos.id, stored!.id)}`, { method: 'DELETE', headers: { Cookie: catalogue } });
      expect(deleted.status).toBe(200);
      expect(s3.objects.size).toBe(0);
      expect(s3.refused).toEqual([]);
    }, 60_000);
  });
});
