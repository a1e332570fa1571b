import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CATEGORY_KINDS } from '../../../schemas/api/catalog';
import type { Database } from '../../db/types';
import { matchesIfNoneMatch, strongEtag } from '../../http/etag';
import { fail } from '../../http/respond';
import { readSetting } from '../config/settings';
import { rasterizeArt } from './art-raster';
import { productSvg } from './art/product';
import { ART_WIDTHS, type ArtWidth } from './image-urls';
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

const artWidth = z.union(ART_WIDTHS.map((w) => z.literal(w)));

/** "product-1-2-640.webp" is the 640 px WebP of "product-1-2.svg" (a slug may end in digits: the width is the last part). */
function parsePictureFile(file: string): { name: PictureName; width: ArtWidth | null } | null {
  const raster = /^(.+)-(\d{3,4})\.webp$/.exec(file);
  const width = raster ? artWidth.safeParse(Number(raster[2])) : null;
  if (width && !width.success) return null;
  const name = pictureName.safeParse(raster ? `${raster[1]}.svg` : file);
  return name.success ? { name: name.data, width: width ? width.data : null } : null;
}

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
 * GET /media/catalog/{product-1-2|category-laptops|collection-gaming-rigs}.svg,
 * and {…}-{320|640|960}.webp for its renderings: pictures drawn from the
 * catalogue's own data. Public, because <img> cannot send the API credential.
 * The content follows the data (a renamed product, a new theme colour), so
 * the cache is a day long and revalidated by ETag.
 */
export function catalogImageRoutes(db: Kysely<Database>): Hono {
  const app = new Hono();
  app.get('/:file', async (c) => {
    const file = parsePictureFile(c.req.param('file'));
    const svg = file ? await draw(db, file.name) : undefined;
    if (!file || svg === undefined) return fail(c, 404, 'No such picture');
    const svgTag = strongEtag(svg);
    // A rendering's tag names its width too: the 320 and 640 px files of one drawing differ.
    const etag = file.width === null ? svgTag : strongEtag(`${svgTag}@${file.width}`);
    const headers = {
      ETag: etag,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run script.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    };
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
    if (file.width === null) return new Response(svg, { headers: { ...headers, 'Content-Type': 'image/svg+xml' } });
    const webp = await rasterizeArt(svg, svgTag, file.width);
    return new Response(webp, { headers: { ...headers, 'Content-Type': 'image/webp' } });
  });
  return app;
}
