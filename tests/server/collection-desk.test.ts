import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { catalogPaths, categoryTreeSchema, collectionListSchema } from '../../schemas/api/catalog';
import {
  categoryDeskListSchema,
  categoryDeskRowSchema,
  collectionDeskListSchema,
  collectionDeskPaths as paths,
  collectionDeskRowSchema,
  collectionMembersSchema,
} from '../../schemas/api/collection-desk';
import { errorBodySchema } from '../../schemas/api/envelope';
import type { StaffRole } from '../../schemas/api/staff';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { catalogClient } from './catalog-api-client';
import { createTestServer, databaseKind, json, type TestServer } from './harness';
import { cookieOf, problemsBodySchema, resetStudio, signIn, studioAs, type Studio } from './studio-client';

let t: TestServer;
const staffIds = new Map<StaffRole, number>();
const loginOf = (role: StaffRole) => `${role}@desk.test`;
const PASSWORD = 'desk-password-123';

beforeAll(async () => {
  t = await createTestServer();
  // Accounts of our own: with staff present, the first owner from ADMIN_USER is never made.
  for (const role of ['owner', 'merchandiser', 'catalogue', 'viewer'] as const) {
    const made = await createStaffAccount(t.db, { login: loginOf(role), display_name: `${role} tester`, password: PASSWORD, role });
    staffIds.set(role, made.id);
  }
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetStudio(t);
});

async function as(role: Exclude<StaffRole, 'support'>): Promise<Studio> {
  return studioAs(t.app, cookieOf(await signIn(t.app, { user: loginOf(role), password: PASSWORD })));
}

const catalog = () => catalogClient(t);
const storefrontCategories = () => catalog().data(catalogPaths.categories, categoryTreeSchema);
const storefrontCollections = () => catalog().data(catalogPaths.collections, collectionListSchema);

/** A refused call: its status, message and field problems. */
async function refusal(res: Response, status: number) {
  const body: unknown = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return errorBodySchema.parse(body);
}
async function fieldProblems(res: Response, status: number) {
  const body: unknown = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return Object.fromEntries(problemsBodySchema.parse(body).problems.map((p) => [p.field, p.message]));
}

/** Every row of the tables the desk writes, and the audit log: equal before and after means nothing was stored. */
async function deskFingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of ['categories', 'collections', 'collection_products', 'audit_log']) {
    const row = await sql<{ digest: string | null }>`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.table(table)} x`.execute(t.db);
    parts.push(`${table}:${row.rows[0]?.digest ?? ''}`);
  }
  return parts.join(' ');
}

async function auditRows(action: string) {
  return t.db.selectFrom('audit_log').select(['actor', 'staff_id', 'key', 'summary']).where('action', '=', action).orderBy('id').execute();
}

/** Products in stock, best sellers first: the relevance sort lists sold-out ones last, so a curated order is seen among these. */
async function inStockProducts(n: number): Promise<{ id: number; title: string }[]> {
  return t.db.selectFrom('products').select(['id', 'title']).where('stock', '>', 0).orderBy('popularity', 'desc').orderBy('id').limit(n).execute();
}

describe(`the categories desk (${databaseKind})`, () => {
  it('creates a category and a sub-category, renames and reorders them, and the storefront tree shows each change at once', async () => {
    const studio = await as('owner');
    await storefrontCategories(); // read once, so a cached answer would show up as stale

    const made = await studio.data(categoryDeskRowSchema, 'POST', paths.categories, { title: 'Smart home', kind: 'networking', description: 'Bulbs, plugs and hubs' });
    expect(made).toMatchObject({ title: 'Smart home', slug: 'smart-home', parent_id: null, kind: 'networking', product_count: 0, return_days: 7 });
    const sub = await studio.data(categoryDeskRowSchema, 'POST', paths.categories, { title: 'Smart plugs', parent_id: made.id, slug: 'wifi-plugs' });
    // A sub-category shows its parent's illustration and keeps its return window.
    expect(sub).toMatchObject({ parent_id: made.id, slug: 'wifi-plugs', kind: 'networking', return_days: 7 });

    let tree = await storefrontCategories();
    expect(tree.at(-1)).toMatchObject({ title: 'Smart home', slug: 'smart-home', sub_categories: [{ title: 'Smart plugs', slug: 'wifi-plugs' }] });

    await studio.data(categoryDeskRowSchema, 'PATCH', paths.category(made.id), { title: 'Smart home & IoT', return_days: 10 });
    tree = await storefrontCategories();
    expect(tree.at(-1)?.title).toBe('Smart home & IoT');
    expect(tree.at(-1)?.slug).toBe('smart-home');

    const order = [made.id, ...tree.slice(0, -1).map((c) => c.id)];
    const desk = await studio.data(categoryDeskListSchema, 'PUT', paths.categoryOrder, { parent_id: null, ids: order });
    expect(desk.map((c) => c.id)).toEqual(order);
    expect((await storefrontCategories()).map((c) => c.id)).toEqual(order);

    // A level of sub-categories reorders on its own.
    const laptops = (await storefrontCategories()).find((c) => c.slug === 'laptops');
    const subs = laptops?.sub_categories.map((s) => s.id).reverse() ?? [];
    expect(subs.length).toBeGreaterThan(1);
    await studio.data(categoryDeskListSchema, 'PUT', paths.categoryOrder, { parent_id: laptops?.id, ids: subs });
    expect((await storefrontCategories()).find((c) => c.slug === 'laptops')?.sub_categories.map((s) => s.id)).toEqual(subs);

    const audit = await t.db.selectFrom('audit_log').select(['action', 'key', 'summary']).where('key', '=', 'categories').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['create-category', 'create-category', 'change-category', 'reorder-categories', 'reorder-categories']);
    expect(audit[2]?.summary).toBe('Changed the category Smart home & IoT: title "Smart home" → "Smart home & IoT"; return window 7 → 10 days');
    expect(audit[3]?.summary).toMatch(/^Ordered the top-level categories: Smart home & IoT, Laptops, /);
  });

  it('lists the tree with product counts for the desk', async () => {
    const studio = await as('owner');
    const desk = await studio.data(categoryDeskListSchema, 'GET', paths.categories);
    const storefront = await storefrontCategories();
    expect(desk.map((c) => [c.id, c.product_count, c.sub_categories.map((s) => [s.id, s.product_count])])).toEqual(
      storefront.map((c) => [c.id, c.product_count, c.sub_categories.map((s) => [s.id, s.product_count])]),
    );
    expect(desk[0]?.return_days).toBeGreaterThan(0);
  });

  it('renaming a category makes search find its products by the new name', async () => {
    const studio = await as('owner');
    const gpu = await t.db.selectFrom('categories').select('id').where('slug', '=', 'graphics-cards').executeTakeFirstOrThrow();
    const inCategory = await t.db.selectFrom('products').select(sql<number>`count(*)::int`.as('n')).where('category_id', '=', gpu.id).executeTakeFirstOrThrow();
    expect((await catalog().list({ q: 'pixelforge' })).total).toBe(0);
    await studio.data(categoryDeskRowSchema, 'PATCH', paths.category(gpu.id), { title: 'Pixelforge cards' });
    const found = await catalog().list({ q: 'pixelforge', page_size: '60' });
    expect(found.total).toBe(inCategory.n);
    expect(found.items.every((p) => p.category_id === gpu.id)).toBe(true);
  });

  it('refuses bad input field by field, with nothing stored', async () => {
    const studio = await as('owner');
    const laptops = await t.db.selectFrom('categories').select(['id', 'title']).where('slug', '=', 'laptops').executeTakeFirstOrThrow();
    const sub = await t.db.selectFrom('categories').select(['id', 'title']).where('parent_id', '=', laptops.id).orderBy('position').executeTakeFirstOrThrow();
    const before = await deskFingerprint();

    expect(await fieldProblems(await studio.call('POST', paths.categories, { title: 'X', slug: 'Bad Slug', kind: 'toasters', return_days: 31 }), 400)).toEqual({
      title: 'Give a title of at least 2 characters',
      slug: 'Use lower-case letters, digits and single hyphens, like gaming-laptops',
      kind: 'Choose an illustration from the list',
      return_days: 'Give at most 30 days',
    });
    expect(await fieldProblems(await studio.call('POST', paths.categories, { title: 'A'.repeat(61), kind: 'audio' }), 400)).toEqual({ title: 'Keep the title to 60 characters' });
    expect(await fieldProblems(await studio.call('POST', paths.categories, { title: 'Speakers' }), 400)).toEqual({ kind: 'Choose an illustration for a top-level category' });
    expect(await fieldProblems(await studio.call('POST', paths.categories, { title: 'Laptops', kind: 'laptops' }), 409)).toEqual({
      slug: 'The slug "laptops", made from the title, is taken by the category Laptops; give another slug',
    });
    expect(await fieldProblems(await studio.call('POST', paths.categories, { title: 'Notebooks', slug: 'laptops', kind: 'laptops' }), 409)).toEqual({
      slug: 'The slug "laptops" is taken by the category Laptops',
    });
    expect(await fieldProblems(await studio.call('POST', paths.categories, { title: 'Thin and light', parent_id: sub.id }), 422)).toEqual({
      parent_id: `${sub.title} is a sub-category; a sub-category's parent must be a top-level category`,
    });
    expect(await fieldProblems(await studio.call('POST', paths.categories, { title: 'Orphans', parent_id: 99999 }), 422)).toEqual({ parent_id: 'There is no category 99999' });
    expect(await fieldProblems(await studio.call('POST', paths.categories, { title: '!!!', kind: 'audio' }), 422)).toEqual({
      slug: 'Give a slug: the title has no letters a–z or digits to make one from',
    });
    expect(await fieldProblems(await studio.call('PATCH', paths.category(sub.id), { kind: 'audio' }), 422)).toEqual({
      kind: "A sub-category shows its parent's illustration; change the parent's instead",
    });
    expect(await fieldProblems(await studio.call('PATCH', paths.category(laptops.id), {}), 400)).toEqual({ '': 'Change at least one field' });
    expect((await refusal(await studio.call('PATCH', paths.category(99999), { title: 'Ghost' }), 404)).message).toBe('There is no category 99999');

    // A reorder must name the whole level: one left out (as if added by a colleague meanwhile) is refused.
    const top = await t.db.selectFrom('categories').select('id').where('parent_id', 'is', null).orderBy('position').execute();
    const partial = await refusal(await studio.call('PUT', paths.categoryOrder, { parent_id: null, ids: top.slice(1).map((c) => c.id) }), 409);
    expect(partial.message).toMatch(/^The top-level categories changed since you opened them/);
    expect(await fieldProblems(await studio.call('PUT', paths.categoryOrder, { parent_id: null, ids: [1, 1] }), 400)).toEqual({ ids: 'A category is listed twice' });

    expect(await deskFingerprint()).toBe(before);
  });

  it('deletes a category only when no product uses it, saying how many do', async () => {
    const studio = await as('owner');
    const laptops = await t.db.selectFrom('categories').select('id').where('slug', '=', 'laptops').executeTakeFirstOrThrow();
    const used = await t.db.selectFrom('products').select(sql<number>`count(*)::int`.as('n')).where('category_id', '=', laptops.id).executeTakeFirstOrThrow();
    const sub = await t.db.selectFrom('products').select(['sub_category_id', sql<number>`count(*)::int`.as('n')]).where('category_id', '=', laptops.id).groupBy('sub_category_id').executeTakeFirstOrThrow();
    const before = await deskFingerprint();
    expect((await refusal(await studio.call('DELETE', paths.category(laptops.id)), 409)).message).toBe(`Laptops holds ${used.n} products; move them to another category before deleting it`);
    expect((await refusal(await studio.call('DELETE', paths.category(sub.sub_category_id ?? 0)), 409)).message).toMatch(new RegExp(` holds ${sub.n} products?; `));
    expect(await deskFingerprint()).toBe(before);

    const empty = await studio.data(categoryDeskRowSchema, 'POST', paths.categories, { title: 'Retro consoles', kind: 'accessories' });
    await studio.data(categoryDeskRowSchema, 'POST', paths.categories, { title: 'Cartridges', parent_id: empty.id });
    expect((await storefrontCategories()).some((c) => c.id === empty.id)).toBe(true);
    expect((await studio.call('DELETE', paths.category(empty.id))).status).toBe(200);
    expect((await storefrontCategories()).some((c) => c.id === empty.id)).toBe(false);
    expect(await t.db.selectFrom('categories').select('id').where('parent_id', '=', empty.id).execute()).toEqual([]);
    expect((await auditRows('delete-category')).map((a) => a.summary)).toEqual(['Deleted the category Retro consoles and its empty sub-categories Cartridges']);
  });
});

describe(`the collections desk (${databaseKind})`, () => {
  it('creates, renames and reorders collections, and the storefront lists each change at once, as does a page rendered after it', async () => {
    const studio = await as('owner');
    await storefrontCollections();
    await t.app.request('/'); // the home page's read-ahead, which a stale cache would serve again

    const made = await studio.data(collectionDeskRowSchema, 'POST', paths.collections, { title: 'Festive picks', tagline: 'Lights, sound, gifts', tone: 'accent', kind: 'audio' });
    expect(made).toMatchObject({ slug: 'festive-picks', title: 'Festive picks', tone: 'accent', kind: 'audio', product_count: 0 });
    expect((await storefrontCollections()).at(-1)).toMatchObject({ slug: 'festive-picks', title: 'Festive picks', tagline: 'Lights, sound, gifts' });
    const html = await (await t.app.request('/')).text();
    expect(html).toContain('Festive picks');

    await studio.data(collectionDeskRowSchema, 'PATCH', paths.collection(made.id), { title: 'Diwali picks', slug: '' });
    expect((await storefrontCollections()).at(-1)).toMatchObject({ slug: 'diwali-picks', title: 'Diwali picks' });

    const ids = (await studio.data(collectionDeskListSchema, 'GET', paths.collections)).map((c) => c.id);
    const order = [made.id, ...ids.filter((id) => id !== made.id)];
    await studio.data(collectionDeskListSchema, 'PUT', paths.collectionOrder, { ids: order });
    expect((await storefrontCollections()).map((c) => c.id)).toEqual(order);

    expect((await auditRows('change-collection')).map((a) => a.summary)).toEqual(['Changed the collection Diwali picks: title "Festive picks" → "Diwali picks"; slug festive-picks → diwali-picks']);
  });

  it('sets a collection’s products and their order, which its storefront listing shows immediately', async () => {
    const studio = await as('owner');
    const made = await studio.data(collectionDeskRowSchema, 'POST', paths.collections, { title: 'Staff picks', kind: 'laptops' });
    const picks = await inStockProducts(5);
    const ids = picks.map((p) => p.id);

    let members = await studio.data(collectionMembersSchema, 'PUT', paths.members(made.id), { product_ids: ids });
    expect(members.products.map((p) => p.id)).toEqual(ids);
    expect((await catalog().list({ collection: 'staff-picks' })).items.map((p) => p.id)).toEqual(ids);

    const reordered = [ids[3], ids[0], ids[4], ids[1]].filter((id): id is number => id !== undefined);
    members = await studio.data(collectionMembersSchema, 'PUT', paths.members(made.id), { product_ids: reordered });
    expect(members.products.map((p) => p.id)).toEqual(reordered);
    expect(members.collection.product_count).toBe(4);
    // The listing read a moment ago was cached; the write cleared it.
    expect((await catalog().list({ collection: 'staff-picks' })).items.map((p) => p.id)).toEqual(reordered);
    expect((await studio.data(collectionMembersSchema, 'GET', paths.members(made.id))).products.map((p) => p.id)).toEqual(reordered);

    const audit = await auditRows('set-collection-products');
    expect(audit.at(-1)?.summary).toBe(`Staff picks lists 4 products: removed ${picks[2]?.title}; new order`);
  });

  it('refuses a bad product list or bad fields, with nothing stored', async () => {
    const studio = await as('owner');
    const collection = await t.db.selectFrom('collections').select(['id', 'slug']).orderBy('position').executeTakeFirstOrThrow();
    const [first] = await inStockProducts(1);
    const listing = (await catalog().list({ collection: collection.slug, page_size: '60' })).items.map((p) => p.id);
    const before = await deskFingerprint();

    expect(await fieldProblems(await studio.call('PUT', paths.members(collection.id), { product_ids: [first?.id, 99999, 99998] }), 422)).toEqual({
      'product_ids.1': 'There is no product 99999',
      'product_ids.2': 'There is no product 99998',
    });
    expect(await fieldProblems(await studio.call('PUT', paths.members(collection.id), { product_ids: [first?.id, first?.id] }), 400)).toEqual({ product_ids: 'A product is listed twice' });
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(await fieldProblems(await studio.call('PUT', paths.members(collection.id), { product_ids: many }), 400)).toEqual({ product_ids: 'A collection holds at most 200 products' });
    expect((await refusal(await studio.call('PUT', paths.members(99999), { product_ids: [] }), 404)).message).toBe('There is no collection 99999');

    expect(await fieldProblems(await studio.call('POST', paths.collections, { title: 'Gaming rigs', kind: 'laptops', tone: 'neon' }), 400)).toEqual({ tone: 'Choose a tone: brand, dark, accent, soft' });
    expect(await fieldProblems(await studio.call('POST', paths.collections, { title: 'Gaming rigs', kind: 'laptops' }), 409)).toEqual({
      slug: 'The slug "gaming-rigs", made from the title, is taken by the collection Gaming rigs; give another slug',
    });
    expect(await fieldProblems(await studio.call('PATCH', paths.collection(collection.id), { slug: 'work-from-home' }), 409)).toEqual({ slug: 'The slug "work-from-home" is taken by the collection Work from home' });
    expect((await refusal(await studio.call('PUT', paths.collectionOrder, { ids: [collection.id] }), 409)).message).toMatch(/^The collections changed since you opened them/);

    expect(await deskFingerprint()).toBe(before);
    expect((await catalog().list({ collection: collection.slug, page_size: '60' })).items.map((p) => p.id)).toEqual(listing);
  });

  it('deletes a collection and its list, keeping the products', async () => {
    const studio = await as('owner');
    const collection = await t.db.selectFrom('collections').select(['id', 'slug', 'title']).orderBy('position').executeTakeFirstOrThrow();
    const held = await t.db.selectFrom('collection_products').select('product_id').where('collection_id', '=', collection.id).execute();
    const res = await studio.call('DELETE', paths.collection(collection.id));
    expect(res.status).toBe(200);
    expect((await storefrontCollections()).some((c) => c.id === collection.id)).toBe(false);
    expect(await catalog().failure(`website/catalog/products?collection=${collection.slug}`, 404)).toBe('No such collection');
    const still = await t.db.selectFrom('products').select('id').where('id', 'in', held.map((h) => h.product_id)).execute();
    expect(still).toHaveLength(held.length);
    expect((await auditRows('delete-collection')).map((a) => a.summary)).toEqual([`Deleted the collection ${collection.title} (${collection.slug}), which listed ${held.length} products`]);
  });
});

describe(`who may use the desk (${databaseKind})`, () => {
  it('a merchandiser changes collections but not categories; the audit names them', async () => {
    const merch = await as('merchandiser');
    const made = await merch.data(collectionDeskRowSchema, 'POST', paths.collections, { title: 'Merch picks', kind: 'audio' });
    expect((await auditRows('create-collection'))[0]).toEqual({ actor: loginOf('merchandiser'), staff_id: staffIds.get('merchandiser'), key: 'collections', summary: 'Created the collection Merch picks (merch-picks)' });
    await merch.data(collectionMembersSchema, 'PUT', paths.members(made.id), { product_ids: (await inStockProducts(2)).map((p) => p.id) });
    // Reading the tree is allowed (the pickers need it); changing it is not.
    expect((await merch.call('GET', paths.categories)).status).toBe(200);

    const before = await deskFingerprint();
    for (const [method, path, body] of [
      ['POST', paths.categories, { title: 'Drones', kind: 'cameras' }],
      ['PATCH', paths.category(1), { title: 'Notebooks' }],
      ['PUT', paths.categoryOrder, { parent_id: null, ids: [1] }],
      ['DELETE', paths.category(1), undefined],
    ] as const) {
      expect((await refusal(await merch.call(method, path, body), 403)).message, `${method} ${path}`).toMatch(/role \(.+\) does not allow this/);
    }
    expect(await deskFingerprint()).toBe(before);
  });

  it('a catalogue manager changes categories but not collections', async () => {
    const cat = await as('catalogue');
    const made = await cat.data(categoryDeskRowSchema, 'POST', paths.categories, { title: 'Drones', kind: 'cameras' });
    expect((await auditRows('create-category'))[0]).toMatchObject({ actor: loginOf('catalogue'), staff_id: staffIds.get('catalogue') });
    expect(made.slug).toBe('drones');
    expect((await cat.data(collectionDeskListSchema, 'GET', paths.collections)).length).toBeGreaterThan(0);

    const collection = await t.db.selectFrom('collections').select('id').orderBy('position').executeTakeFirstOrThrow();
    const before = await deskFingerprint();
    for (const [method, path, body] of [
      ['POST', paths.collections, { title: 'Drones', kind: 'cameras' }],
      ['PATCH', paths.collection(collection.id), { title: 'Renamed' }],
      ['PUT', paths.collectionOrder, { ids: [collection.id] }],
      ['PUT', paths.members(collection.id), { product_ids: [] }],
      ['DELETE', paths.collection(collection.id), undefined],
    ] as const) {
      expect((await refusal(await cat.call(method, path, body), 403)).message, `${method} ${path}`).toMatch(/role \(.+\) does not allow this/);
    }
    expect(await deskFingerprint()).toBe(before);
  });

  it('a viewer reads both and changes neither', async () => {
    const viewer = await as('viewer');
    expect((await viewer.call('GET', paths.categories)).status).toBe(200);
    expect((await viewer.call('GET', paths.collections)).status).toBe(200);
    const before = await deskFingerprint();
    expect((await viewer.call('POST', paths.categories, { title: 'Drones', kind: 'cameras' })).status).toBe(403);
    expect((await viewer.call('POST', paths.collections, { title: 'Drones', kind: 'cameras' })).status).toBe(403);
    expect((await viewer.call('DELETE', paths.collection(1))).status).toBe(403);
    expect(await deskFingerprint()).toBe(before);
  });
});
