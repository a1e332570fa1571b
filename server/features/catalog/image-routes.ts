import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CATEGORY_KINDS } from '../../../schemas/api/catalog';
import type { Database } from '../../db/types';
import { matchesIfNoneMatch, strongEtag } from '../../http/etag';
import { fail } from '../../http/respond';
import { readSetting } from '../config/settings';
import { productSvg } from './art/product';
import { categoryTileSvg, collectionTileSvg } from './art/tiles';

const kindSchema = z.enum(CATEGORY_KINDS);
const slugPart = '([a-z0-9]+(?:-[a-z0-9]+)*)';

/** Every picture name the catalogue hands out (image-urls.ts), and nothing else. */
const pictureName = z.union([
  z
    .string()
    .regex(/^product-[1-9]\d{0,9}-[1-9]\d?\.svg$/)
    .transform((name) => {
      const [, id = '0', n = '0'] = /^product-(\d+)-(\d+)\.svg$/.exec(name) ?? [];
      return { type: 'product' as const, id: Number(id), n: Number(n) };
    }),
  z
    .string()
    .regex(new RegExp(`^category-${slugPart}\\.svg$`))
    .max(100)
    .transform((name) => ({ type: 'category' as const, slug: name.slice('category-'.length, -'.svg'.length) })),
  z
    .string()
    .regex(new RegExp(`^collection-${slugPart}\\.svg$`))
    .max(100)
    .transform((name) => ({ type: 'collection' as const, slug: name.slice('collection-'.length, -'.svg'.length) })),
]);
type PictureName = z.output<typeof pictureName>;

const specsSchema = z.array(z.object({ name: z.string(), value: z.string() })).catch([]);

/** The finish a product names first ("Onyx Black, Marble Grey" → "Onyx Black"). */
function finishOf(specifications: unknown): string | undefined {
  const colour = specsSchema.parse(specifications).find((s) => s.name === 'Colour');
  return colour?.value.split(',')[0]?.trim();
}

async function drawProduct(db: Kysely<Database>, id: number, n: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as s', 's.id', 'p.sub_category_id')
    .select(['p.id', 'p.title', 'p.image_count', 'p.specifications', 'b.name as brand', 'c.kind', 's.slug as sub'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row || n > row.image_count) return undefined;
  const kind = kindSchema.safeParse(row.kind);
  if (!kind.success) return undefined;
  return productSvg({ id: row.id, title: row.title, brand: row.brand, kind: kind.data, sub: row.sub ?? '', colour: finishOf(row.specifications) }, n - 1);
}

async function drawCategory(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom('categories').select(['title', 'kind', 'parent_id']).where('slug', '=', slug).executeTakeFirst();
  const kind = kindSchema.safeParse(row?.kind);
  if (!row || !kind.success) return undefined;
  return categoryTileSvg({ title: row.title, kind: kind.data, sub: row.parent_id === null ? '' : slug });
}

async function drawCollection(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom('collections').select(['slug', 'title', 'tone', 'kind']).where('slug', '=', slug).executeTakeFirst();
  const kind = kindSchema.safeParse(row?.kind);
  if (!row || !kind.success) return undefined;
  const theme = await readSetting(db, 'theme');
  return collectionTileSvg({ slug: row.slug, title: row.title, tone: row.tone, kind: kind.data }, theme.theme_color);
}

function draw(db: Kysely<Database>, name: PictureName): Promise<string | undefined> {
  switch (name.type) {
    case 'product':
      return drawProduct(db, name.id, name.n);
    case 'category':
      return drawCategory(db, name.slug);
    case 'collection':
      return drawCollection(db, name.slug);
  }
}

/**
 * GET /media/catalog/{product-1-2|category-laptops|collection-gaming-rigs}.svg:
 * pictures drawn from the catalogue's own data. Public, because <img> cannot
 * send the API credential. The content follows the data (a renamed product,
 * a new theme colour), so the cache is a day long and revalidated by ETag.
 */
export function catalogImageRoutes(db: Kysely<Database>): Hono {
  const app = new Hono();
  app.get('/:file', async (c) => {
    const name = pictureName.safeParse(c.req.param('file'));
    const svg = name.success ? await draw(db, name.data) : undefined;
    if (svg === undefined) return fail(c, 404, 'No such picture');
    const etag = strongEtag(svg);
    const headers = {
      ETag: etag,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run script.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    };
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
    return new Response(svg, { headers: { ...headers, 'Content-Type': 'image/svg+xml' } });
  });
  return app;
}
