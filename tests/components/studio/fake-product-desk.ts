import { productInputSchema, productUpdateSchema, type ProductDeskDetail, type ProductDeskOptions, type ProductDeskRow, type ProductInput } from '../../../schemas/api/product-desk';
import { compactTranslations, missingFields, PRODUCT_TEXT_FIELDS, TRANSLATED_LOCALES } from '../../../schemas/api/catalog-translations';
import { DESK_PRODUCTS } from './fake-collection-desk';
import { FakeProductBulk } from './fake-product-bulk';
import { FakeProductPhotos } from './fake-product-photos';

type Problem = { index: number; field: string; message: string };
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message = '') => reply(200, { status: true, message, data });
const fail = (status: number, message: string, problems?: Problem[]) => reply(status, { status: false, message, ...(problems ? { problems } : {}) });

export const DESK_OPTIONS: ProductDeskOptions = {
  brands: [
    { id: 1, name: 'ASUS' },
    { id: 2, name: 'Lenovo' },
    { id: 3, name: 'MSI' },
  ],
  categories: [
    { id: 1, title: 'Laptops', gst_rate: 18, hsn_code: '84713010', specification_names: ['Processor', 'RAM', 'Display'], sub_categories: [{ id: 20, title: 'Gaming laptops' }] },
    { id: 2, title: 'Audio', gst_rate: 18, hsn_code: '8518', specification_names: ['Driver size'], sub_categories: [] },
  ],
};

const NOW = '2026-11-20T10:30:00.000Z';

/**
 * The product desk at the network boundary: the table (over the same rows the
 * collections desk's finder searches), the pickers' options, and one product
 * kept in memory that saves with a revision as the server's does.
 */
export class FakeProductDesk {
  rows: ProductDeskRow[] = [...DESK_PRODUCTS];
  products = new Map<number, ProductDeskDetail>();
  /** Export, import and bulk changes (fake-product-bulk.ts). */
  bulk = new FakeProductBulk();
  /** Each product's uploaded photos (fake-product-photos.ts). */
  photos = new FakeProductPhotos();
  private nextId = 500;

  constructor() {
    const strix = this.rows[0]!;
    this.products.set(strix.id, {
      id: strix.id,
      revision: 3,
      updated_at: NOW,
      title: strix.title,
      slug: 'asus-rog-strix-g16',
      description: 'A 16-inch gaming laptop.',
      highlights: ['RTX 4070', '240 Hz display'],
      brand_id: 1,
      category_id: 1,
      sub_category_id: 20,
      specifications: [{ name: 'Processor', value: 'Intel Core i9-14900HX' }],
      price_paise: strix.price_paise,
      mrp_paise: strix.mrp_paise,
      gst_rate: 18,
      hsn_code: '84713010',
      stock: strix.stock,
      max_per_order: 2,
      is_best_seller: true,
      is_hot_deal: false,
      is_new_arrival: false,
      variants: [],
      related: [],
      translations: {},
      url: `/product/${strix.id}/asus-rog-strix-g16`,
    });
  }

  private detail(id: number, input: ProductInput, revision: number): ProductDeskDetail {
    const first = input.variants[0];
    const variants = input.variants.map((v, i) => ({ ...v, id: v.id ?? this.nextId + 100 + i }));
    return {
      id,
      revision,
      updated_at: NOW,
      ...input,
      slug: input.slug || input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
      price_paise: first ? first.price_paise : input.price_paise,
      mrp_paise: first ? first.mrp_paise : input.mrp_paise,
      stock: first ? variants.reduce((sum, v) => sum + v.stock, 0) : input.stock,
      variants,
      related: input.related_ids.map((rid) => ({ id: rid, title: this.rows.find((r) => r.id === rid)?.title ?? `#${rid}` })),
      translations: compactTranslations(input.translations ?? {}),
      url: `/product/${id}/x`,
    };
  }

  private problems(input: ProductInput): Problem[] {
    const problems: Problem[] = [];
    if (input.variants.length === 0 && input.price_paise > input.mrp_paise) problems.push({ index: -1, field: 'price_paise', message: 'The price cannot be above the MRP (₹1,000.00)' });
    if (this.rows.some((r) => r.slug === input.slug && input.slug !== '')) problems.push({ index: -1, field: 'slug', message: 'Another product already has this address' });
    return problems;
  }

  private save(id: number, input: ProductInput, revision: number): Response {
    const saved = this.detail(id, input, revision);
    this.products.set(id, saved);
    const missing = TRANSLATED_LOCALES.filter((locale) => missingFields(saved, saved.translations, locale, PRODUCT_TEXT_FIELDS).length > 0);
    const row: ProductDeskRow = {
      id,
      title: saved.title,
      slug: saved.slug,
      brand: 'Lenovo',
      category: 'Laptops',
      price_paise: saved.price_paise,
      mrp_paise: saved.mrp_paise,
      stock: saved.stock,
      variant_count: saved.variants.length,
      thumbnail: `/media/catalog/product-${id}-1.svg`,
      missing_translations: missing,
      revision,
      updated_at: NOW,
    };
    this.rows = [row, ...this.rows.filter((r) => r.id !== id)];
    return ok(saved, `${saved.title} saved`);
  }

  /** An answer for the product desk's paths; null for any other path. */
  route(method: string, path: string, query: URLSearchParams, body: unknown): Response | null {
    const bulk = this.bulk.route(method, path, query, body);
    if (bulk) return bulk;
    const photos = this.photos.route(method, path, body);
    if (photos) return photos;
    if (path === 'admin/studio/products/options' && method === 'GET') return ok(DESK_OPTIONS);
    if (path === 'admin/studio/products' && method === 'GET') {
      const q = (query.get('q') ?? '').toLowerCase();
      const stock = query.get('stock');
      const missing = query.get('missing');
      const rows = this.rows.filter(
        (p) =>
          `${p.title} ${p.brand} ${p.category} ${p.id}`.toLowerCase().includes(q) &&
          (stock !== 'out' || p.stock === 0) &&
          (missing === null || p.missing_translations.some((locale) => locale === missing)),
      );
      const size = Number(query.get('page_size') ?? 25);
      const page = Number(query.get('page') ?? 1);
      return ok({ rows: rows.slice((page - 1) * size, page * size), total: rows.length, page, page_size: size });
    }
    if (path === 'admin/studio/products' && method === 'POST') {
      const input = productInputSchema.safeParse(body);
      if (!input.success) return fail(400, 'Some fields need another look', input.error.issues.map((i) => ({ index: -1, field: i.path.join('.'), message: i.message })));
      const problems = this.problems(input.data);
      if (problems.length > 0) return fail(400, 'Some fields need another look', problems);
      this.nextId += 1;
      return this.save(this.nextId, input.data, 1);
    }
    const one = /^admin\/studio\/products\/(\d+)$/.exec(path);
    if (!one) return null;
    const id = Number(one[1]);
    const current = this.products.get(id);
    if (!current) return fail(404, 'No such product');
    if (method === 'GET') return ok(current);
    if (method !== 'PUT') return null;
    const update = productUpdateSchema.safeParse(body);
    if (!update.success) return fail(400, 'Some fields need another look', update.error.issues.map((i) => ({ index: -1, field: i.path.join('.'), message: i.message })));
    if (update.data.revision !== current.revision) return fail(409, 'Someone else saved this product after you opened it. Reload to see their changes; your edits are still in the form.');
    const { revision, ...input } = update.data;
    const problems = this.problems({ ...input, slug: input.slug === current.slug ? '' : input.slug });
    if (problems.length > 0) return fail(400, 'Some fields need another look', problems);
    return this.save(id, input, revision + 1);
  }
}
