import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { z } from 'zod';
import { writeSetting } from '../../server/features/config/settings';
import { catalogClient } from './catalog-api-client';
import { createTestServer, databaseKind, json, type TestServer } from './harness';

const errorBody = z.object({ status: z.literal(false), message: z.string(), error: z.string() });

describe(`catalogue pictures (${databaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const get = async (path: string, headers: Record<string, string> = {}): Promise<Response> => server.app.request(`/media/catalog/${path}`, { headers });

  async function product(id: number) {
    return server.db
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['p.title', 'p.image_count', 'b.name as brand'])
      .where('p.id', '=', id)
      .executeTakeFirstOrThrow();
  }

  it('draws a product picture without a credential, with its brand, as a safe, cacheable SVG', async () => {
    const { brand, title } = await product(1);
    const res = await get('product-1-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="800"/);
    expect(svg).toContain(`>${brand}<`);
    // The title's 15.6" is escaped, and nothing in the picture can load or run anything.
    expect(title).toContain('"');
    expect(svg).toContain('&#34;');
    expect(svg).not.toMatch(/<script|href=|xlink|@import|url\((?!#)/i);
    expect(svg.length).toBeLessThan(12_000);
  });

  it('gives each view of a product its own picture, and every product of the demo one', async () => {
    const { image_count } = await product(1);
    const views = await Promise.all(Array.from({ length: image_count }, (_, i) => get(`product-1-${i + 1}.svg`).then((r) => r.text())));
    expect(new Set(views).size).toBe(image_count);
    const ids = await server.db.selectFrom('products').select('id').orderBy('id').execute();
    for (const { id } of ids.filter((_, i) => i % 17 === 0)) {
      const res = await get(`product-${id}-1.svg`);
      expect(res.status, `product ${id}`).toBe(200);
      expect(await res.text()).toContain('</svg>');
    }
  });

  it('escapes whatever a merchandiser puts in a title', async () => {
    await server.db.updateTable('products').set({ title: 'Evil <script>alert(1)</script> & "co" \'x\'' }).where('id', '=', 2).execute();
    try {
      const svg = await (await get('product-2-1.svg')).text();
      expect(svg).not.toContain('<script');
      expect(svg).toContain('Evil &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;co&#34; &#39;x&#39;');
    } finally {
      await server.reset();
    }
  });

  it('answers 404 for an unknown product or a view beyond its picture count', async () => {
    const { image_count } = await product(1);
    expect((await get(`product-1-${image_count}.svg`)).status).toBe(200);
    const beyond = await get(`product-1-${image_count + 1}.svg`);
    expect(beyond.status).toBe(404);
    expect(errorBody.parse(await json(beyond)).message).toBe('No such picture');
    expect((await get('product-999999-1.svg')).status).toBe(404);
  });

  it('renders each drawing as WebP at the widths pages ask for, with its own tag, the same picture as the SVG', async () => {
    const res = await get('product-1-1-320.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
    // A drawn product sits on a light background: the rendering is a picture, not an empty frame.
    const { channels } = await sharp(bytes).stats();
    expect(channels[0]?.min).toBeLessThan(100);
    expect(channels[0]?.max).toBeGreaterThan(200);
    const wide = await get('product-1-1-640.webp');
    expect((await sharp(new Uint8Array(await wide.arrayBuffer())).metadata()).width).toBe(640);
    const tags = new Set([res.headers.get('etag'), wide.headers.get('etag'), (await get('product-1-1.svg')).headers.get('etag')]);
    expect(tags.size).toBe(3);
    expect((await get('product-1-1-320.webp', { 'If-None-Match': res.headers.get('etag') ?? '' })).status).toBe(304);
    // A slug ending in digits: the width is the last part of the name.
    const tile = await get('category-graphics-cards-320.webp');
    expect(tile.status).toBe(200);
    expect((await sharp(new Uint8Array(await tile.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('hands out the WebP renderings to pages: a listing card has a srcset of every width', async () => {
    const { items } = await catalogClient(server).list({ page_size: '2' });
    const image = items[0]?.image;
    expect(image?.url).toMatch(/^\/media\/catalog\/product-\d+-1-640\.webp$/);
    expect(image?.sources).toEqual([{ type: 'image/webp', srcset: expect.stringMatching(/-320\.webp 320w, .*-640\.webp 640w, .*-960\.webp 960w$/) }]);
    const served = await server.app.request(image?.url ?? '');
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it.each([
    'product-1-1-500.webp',
    'product-1-1.webp',
    'product-1-1-320.png',
    'product-1-9999-320.webp',
    'product-abc-1.svg',
    'product-1-0.svg',
    'product-0-1.svg',
    'product-1-1.png',
    'product-1-1',
    'category-Laptops.svg',
    'category-.svg',
    'collection-gaming--rigs.svg',
    'logo.svg',
    '..%2Fproduct-1-1.svg',
  ])('refuses the name %s with a JSON 404', async (name) => {
    const res = await get(name);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    errorBody.parse(await json(res));
  });

  it('draws category tiles for top-level and sub-categories, and collection tiles', async () => {
    for (const name of ['category-graphics-cards.svg', 'category-smart-rings.svg', 'collection-tech-jewellery.svg', 'collection-gaming-rigs.svg']) {
      const res = await get(name);
      expect(res.status, name).toBe(200);
      const svg = await res.text();
      expect(svg, name).toContain('width="480" height="480"');
    }
    expect(await (await get('category-graphics-cards.svg')).text()).toContain('<title>Graphics cards</title>');
    expect((await get('category-no-such-thing.svg')).status).toBe(404);
    expect((await get('collection-no-such-thing.svg')).status).toBe(404);
  });

  it('follows the theme colour on brand-toned collection tiles', async () => {
    const collection = await server.db.selectFrom('collections').select('slug').where('tone', '=', 'brand').executeTakeFirstOrThrow();
    const before = await (await get(`collection-${collection.slug}.svg`)).text();
    await writeSetting(server.db, 'theme', { brand_name: 'Circuit Bazaar', theme_color: '#be123c', favicon: '/media/favicon.svg' });
    try {
      const after = await (await get(`collection-${collection.slug}.svg`)).text();
      expect(after).not.toBe(before);
    } finally {
      await server.reset();
    }
  });

  it('revalidates with the ETag: 304 without a body, also for the weak form gzip produces', async () => {
    const first = await get('product-3-2.svg');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('product-3-2.svg', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await get('product-3-2.svg', { 'If-None-Match': `W/${etag ?? ''}` })).status).toBe(304);
    expect((await get('product-3-2.svg', { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it('leaves the stored media (logo, favicon) where they were', async () => {
    const res = await server.app.request('/media/logo.svg');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Circuit Bazaar');
  });
});
