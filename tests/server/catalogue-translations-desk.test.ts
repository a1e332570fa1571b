import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catalogPaths, categoriesPath, categoryTreeSchema, productDetailSchema } from '../../schemas/api/catalog';
import { categoryDeskRowSchema, collectionDeskPaths } from '../../schemas/api/collection-desk';
import {
  productDeskDetailSchema,
  productDeskListPath,
  productDeskPageSchema,
  productDeskPaths,
  type ProductDeskDetail,
  type ProductUpdate,
} from '../../schemas/api/product-desk';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { catalogClient } from './catalog-api-client';
import { createTestServer, json, type TestServer } from './harness';
import { cookieOf, signIn, studioAs, type Studio } from './studio-client';

/* Issue 22: the desks save catalogue text in Hindi beside the English, and list what is missing. */

let t: TestServer;
let desk: Studio;
let merchandiser: Studio;
const PASSWORD = 'translations-password-123';

async function as(role: 'catalogue' | 'merchandiser'): Promise<Studio> {
  await createStaffAccount(t.db, { login: `${role}@hindi.test`, display_name: `${role} tester`, password: PASSWORD, role });
  return studioAs(t.app, cookieOf(await signIn(t.app, { user: `${role}@hindi.test`, password: PASSWORD })));
}

beforeAll(async () => {
  t = await createTestServer();
  desk = await as('catalogue');
  merchandiser = await as('merchandiser');
});
afterAll(async () => {
  await t.close();
});

const problemsSchema = z.object({ problems: z.array(z.object({ field: z.string(), message: z.string() })) });
const readProduct = (id: number) => desk.data(productDeskDetailSchema, 'GET', productDeskPaths.product(id));
const storefront = () => catalogClient(t);

/** The editor's save (a request body, so anything) of a product as it was read, with other translations. */
function saveOf(product: ProductDeskDetail, translations: unknown): Record<keyof ProductUpdate, unknown> {
  const { id: _id, updated_at: _at, url: _url, related, variants, ...fields } = product;
  return {
    ...fields,
    stock_seen: product.stock,
    variants: variants.map((v) => ({ ...v, stock_seen: v.stock })),
    related_ids: related.map((r) => r.id),
    translations,
  };
}

describe('the product desk in Hindi', () => {
  it('saves a Hindi title beside the English, drops an emptied field, and the storefront falls back per field', async () => {
    const before = await readProduct(3);
    const put = await desk.call('PUT', productDeskPaths.product(3), saveOf(before, { 'hi-IN': { title: '  नया हिन्दी शीर्षक ', description: '' } }));
    expect(put.status, JSON.stringify(await json(put.clone()))).toBe(200);
    const after = await readProduct(3);
    expect(after.translations).toEqual({ 'hi-IN': { title: 'नया हिन्दी शीर्षक' } });
    const row = await t.db.selectFrom('products').select('translations').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(row.translations).toEqual({ 'hi-IN': { title: 'नया हिन्दी शीर्षक' } });

    const shown = await storefront().data(catalogPaths.product(3, 'hi-IN'), productDetailSchema);
    expect(shown.title).toBe('नया हिन्दी शीर्षक');
    expect(shown.description).toBe(before.description);
    expect((await storefront().data(catalogPaths.product(3), productDetailSchema)).title).toBe(before.title);
  });

  it('keeps the stored Hindi when a save leaves translations out (a script, an import)', async () => {
    const before = await readProduct(3);
    const { translations: _dropped, ...withoutTranslations } = saveOf(before, undefined);
    const put = await desk.call('PUT', productDeskPaths.product(3), { ...withoutTranslations, title: `${before.title} (renamed)` });
    expect(put.status).toBe(200);
    const after = await readProduct(3);
    expect(after.title).toBe(`${before.title} (renamed)`);
    expect(after.translations).toEqual(before.translations);
  });

  it('refuses a language the shop does not speak and a title over the limit, naming the field, and stores nothing', async () => {
    const before = await readProduct(5);
    const unknown = await desk.call('PUT', productDeskPaths.product(5), saveOf(before, { 'fr-FR': { title: 'Ordinateur' } }));
    expect(unknown.status).toBe(400);
    const long = await desk.call('PUT', productDeskPaths.product(5), saveOf(before, { 'hi-IN': { title: 'क'.repeat(161) } }));
    expect(long.status).toBe(400);
    const problems = problemsSchema.parse(await json(long)).problems;
    expect(problems).toContainEqual({ field: 'translations.hi-IN.title', message: 'Keep the translated title under 160 characters' });
    expect(await readProduct(5)).toEqual(before);
  });

  it('refuses a role that may not change the catalogue', async () => {
    const before = await readProduct(6);
    const res = await merchandiser.call('PUT', productDeskPaths.product(6), saveOf(before, { 'hi-IN': { title: 'नहीं बचेगा' } }));
    expect(res.status).toBe(403);
    expect((await readProduct(6)).translations).toEqual(before.translations);
  });

  it('lists which products lack Hindi, and filters the table to them', async () => {
    // The demo shop has Hindi for every product; 3 lost its description's above, two more lose some.
    await t.db.updateTable('products').set({ translations: '{}' }).where('id', '=', 7).execute();
    await t.db.updateTable('products').set({ translations: JSON.stringify({ 'hi-IN': { title: 'केवल शीर्षक' } }) }).where('id', '=', 8).execute();
    const missing = await desk.data(productDeskPageSchema, 'GET', productDeskListPath({ missing: 'hi-IN', page_size: 100 }));
    expect(missing.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([3, 7, 8]);
    expect(missing.rows.every((r) => r.missing_translations.includes('hi-IN'))).toBe(true);
    const all = await desk.data(productDeskPageSchema, 'GET', productDeskListPath({ q: 'e', page_size: 100 }));
    const complete = all.rows.find((r) => ![3, 7, 8].includes(r.id));
    expect(complete?.missing_translations).toEqual([]);
    expect((await desk.call('GET', `${productDeskPaths.list}?missing=en-IN`)).status).toBe(400);
  });
});

describe('the categories desk in Hindi', () => {
  it("saves a category's Hindi title, which the storefront's Hindi tree shows, and refuses a role that may not", async () => {
    const laptops = await t.db.selectFrom('categories').select(['id', 'translations']).where('slug', '=', 'laptops').executeTakeFirstOrThrow();
    const path = collectionDeskPaths.category(laptops.id);
    const refused = await merchandiser.call('PATCH', path, { translations: { 'hi-IN': { title: 'नहीं' } } });
    expect(refused.status).toBe(403);

    const saved = await desk.data(categoryDeskRowSchema, 'PATCH', path, { translations: { 'hi-IN': { title: 'लैपटॉप और नोटबुक' } } });
    expect(saved.translations).toEqual({ 'hi-IN': { title: 'लैपटॉप और नोटबुक' } });
    const hindi = await storefront().data(categoriesPath('hi-IN'), categoryTreeSchema);
    expect(hindi.find((c) => c.id === laptops.id)?.title).toBe('लैपटॉप और नोटबुक');
    expect((await storefront().data(catalogPaths.categories, categoryTreeSchema)).find((c) => c.id === laptops.id)?.title).toBe('Laptops');

    // Emptied: Hindi shoppers read the English again.
    await desk.data(categoryDeskRowSchema, 'PATCH', path, { translations: { 'hi-IN': { title: '' } } });
    expect((await storefront().data(categoriesPath('hi-IN'), categoryTreeSchema)).find((c) => c.id === laptops.id)?.title).toBe('Laptops');
  });
});
