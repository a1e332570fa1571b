import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import {
  cartRecommendationsPath,
  productRecommendationsPath,
  recommendationPaths,
  recommendationRuleListSchema,
  recommendationsSchema,
  rulePreviewSchema,
  type RecommendationRule,
} from '../../schemas/api/recommendations';
import { addToCart, newSession } from './cart-client';
import { adminAuth, createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { problemsBodySchema, studioSession } from './studio-client';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('audit_log').execute();
  await t.reset();
});

/** Category ids by path, "laptops" or "accessories/laptop-bags", from the seeded catalogue. */
async function categoryIds(): Promise<Map<string, number>> {
  const rows = await t.db.selectFrom('categories as c').leftJoin('categories as p', 'p.id', 'c.parent_id').select(['c.id', 'c.slug', 'p.slug as parent']).execute();
  return new Map(rows.map((r) => [r.parent ? `${r.parent}/${r.slug}` : r.slug, r.id]));
}

async function idOf(path: string): Promise<number> {
  const id = (await categoryIds()).get(path);
  if (id === undefined) throw new Error(`no category ${path}`);
  return id;
}

/** Where each product sits: its category's and its sub-category's slug paths. */
async function placesOf(productIds: readonly number[]): Promise<Map<number, { category: string; sub: string }>> {
  const rows = await t.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('categories as s', 's.id', 'p.sub_category_id')
    .select(['p.id', 'c.slug as category', 's.slug as sub'])
    .where('p.id', 'in', productIds.length ? [...productIds] : [0])
    .execute();
  return new Map(rows.map((r) => [r.id, { category: r.category, sub: `${r.category}/${r.sub}` }]));
}

/** The best-selling laptop in stock: the product the tests look at. */
async function aLaptop(): Promise<number> {
  const row = await t.db
    .selectFrom('products')
    .select('id')
    .where('category_id', '=', await idOf('laptops'))
    .where('stock', '>', 0)
    .orderBy('popularity', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Into a guest's cart, choosing the first variant in stock when the product has variants. */
async function putInCart(session: string, productId: number): Promise<void> {
  const variant = await t.db.selectFrom('product_variants').select(['id', 'label']).where('product_id', '=', productId).where('stock', '>', 0).orderBy('position').executeTakeFirst();
  const res = await addToCart(t.app, session, productId, variant ? { size: JSON.stringify({ variant_id: variant.id, label: variant.label }) } : {});
  expect(res.status, await res.clone().text()).toBe(200);
}

const recommendationsEnvelope = envelopeSchema(recommendationsSchema);
const rulesEnvelope = envelopeSchema(recommendationRuleListSchema);

async function recommend(path: string) {
  const res = await t.app.request(`/api/${path}`, { headers: storefrontAuth });
  expect(res.status, await res.clone().text()).toBe(200);
  return recommendationsEnvelope.parse(await json(res)).data;
}

async function rules(): Promise<RecommendationRule[]> {
  const res = await t.app.request(`/api/${recommendationPaths.rules}`, { headers: adminAuth });
  expect(res.status).toBe(200);
  return rulesEnvelope.parse(await json(res)).data;
}

async function ruleOf(categoryId: number): Promise<RecommendationRule> {
  const rule = (await rules()).find((r) => r.category_id === categoryId);
  if (!rule) throw new Error(`no rule row for ${categoryId}`);
  return rule;
}

function putRules(body: unknown, headers: Record<string, string> = adminAuth): Promise<Response> {
  return Promise.resolve(
    t.app.request(`/api/${recommendationPaths.rules}`, { method: 'PUT', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  );
}

const LAPTOP_TARGETS = ['accessories/laptop-bags', 'keyboards-mice/mice', 'accessories/cables-hubs', 'storage/hard-drives', 'audio/headphones', 'memory/laptop-ram'];

describe(`recommendations for a product (${databaseKind})`, () => {
  it("recommends a laptop only from the Laptops rule's targets, a bag, a mouse and a hub before a second of any, never a phone charm", async () => {
    const laptop = await aLaptop();
    const found = await recommend(productRecommendationsPath(laptop, 12));
    expect(found.basis).toBe('rule');
    expect(found.items).toHaveLength(12);
    const places = await placesOf(found.items.map((p) => p.id));
    const subs = found.items.map((p) => places.get(p.id)?.sub ?? '');
    for (const sub of subs) expect(LAPTOP_TARGETS).toContain(sub);
    expect(subs).not.toContain('accessories/straps-charms-cases');
    expect(found.items.map((p) => places.get(p.id)?.category)).not.toContain('mobiles');
    expect(found.items.map((p) => p.id)).not.toContain(laptop);
    // Interleaved: the first row of six shows one product of each target, in the rule's order.
    expect(subs.slice(0, 6)).toEqual(LAPTOP_TARGETS);
    for (const item of found.items) expect(item.in_stock).toBe(true);
  });

  it('puts best sellers first within a target', async () => {
    const found = await recommend(productRecommendationsPath(await aLaptop(), 20));
    const places = await placesOf(found.items.map((p) => p.id));
    const bags = found.items.filter((p) => places.get(p.id)?.sub === 'accessories/laptop-bags');
    const flags = bags.map((b) => b.flags.best_seller);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it('leaves out what is out of stock', async () => {
    const laptop = await aLaptop();
    const before = await recommend(productRecommendationsPath(laptop, 12));
    const first = before.items[0];
    if (!first) throw new Error('nothing recommended');
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', first.id).execute();
    await t.db.updateTable('product_variants').set({ stock: 0 }).where('product_id', '=', first.id).execute();
    const after = await recommend(productRecommendationsPath(laptop, 12));
    expect(after.items.map((p) => p.id)).not.toContain(first.id);
    expect(after.items).toHaveLength(12);
  });

  it('falls back to the same category only when the category has no rule', async () => {
    const laptops = await idOf('laptops');
    const rule = await ruleOf(laptops);
    expect((await putRules({ rules: [{ category_id: laptops, target_ids: [], revision: rule.revision }] })).status).toBe(200);
    const laptop = await aLaptop();
    const found = await recommend(productRecommendationsPath(laptop, 8));
    expect(found.basis).toBe('same-category');
    expect(found.items.length).toBe(8);
    for (const item of found.items) expect(item.category_id).toBe(laptops);
    expect(found.items.map((p) => p.id)).not.toContain(laptop);
  });

  it('answers 404 for a missing product and 400 naming what is wrong', async () => {
    const missing = await t.app.request(`/api/${productRecommendationsPath(999_999, 8)}`, { headers: storefrontAuth });
    expect(missing.status).toBe(404);
    const neither = await t.app.request(`/api/${recommendationPaths.base}`, { headers: storefrontAuth });
    expect(neither.status).toBe(400);
    expect(errorBodySchema.parse(await json(neither)).message).toBe('Give product_id, or cart=1 with user_id and session_id');
    const bad = await t.app.request(`/api/${recommendationPaths.base}?product_id=abc`, { headers: storefrontAuth });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await json(bad)).message).toBe('product_id must be a whole number');
    const noAuth = await t.app.request(`/api/${productRecommendationsPath(1, 8)}`);
    expect(noAuth.status).toBe(401);
  });
});

describe(`recommendations for a cart (${databaseKind})`, () => {
  it("recommends for a cart holding a laptop from the Laptops rule's targets, leaving out what is already in the cart", async () => {
    const session = newSession();
    const laptop = await aLaptop();
    await putInCart(session, laptop);
    const owner = { user_id: 0, session_id: session };
    const first = await recommend(cartRecommendationsPath(owner, 12));
    expect(first.basis).toBe('rule');
    expect(first.items).toHaveLength(12);
    const places = await placesOf(first.items.map((p) => p.id));
    for (const item of first.items) expect(LAPTOP_TARGETS).toContain(places.get(item.id)?.sub);
    expect(first.items.map((p) => places.get(p.id)?.sub)).not.toContain('accessories/straps-charms-cases');

    // The bag it suggested goes into the cart: it is not suggested again.
    const bag = first.items[0];
    if (!bag) throw new Error('nothing recommended');
    expect(places.get(bag.id)?.sub).toBe('accessories/laptop-bags');
    await putInCart(session, bag.id);
    const res = await t.app.request(`/api/${cartRecommendationsPath(owner, 12)}`, { headers: storefrontAuth });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const second = recommendationsEnvelope.parse(await json(res)).data;
    const ids = second.items.map((p) => p.id);
    expect(ids).not.toContain(bag.id);
    expect(ids).not.toContain(laptop);
    // The bag's own rule (Accessories) joins in, but the laptop's targets still lead.
    expect(second.basis).toBe('rule');
  });

  it('recommends nothing for an empty cart, and never opens another shopper\'s cart by user_id', async () => {
    const empty = await recommend(cartRecommendationsPath({ user_id: 0, session_id: newSession() }, 12));
    expect(empty).toEqual({ items: [], basis: 'none' });
    const res = await t.app.request(`/api/${cartRecommendationsPath({ user_id: 7, session_id: newSession() }, 12)}`, { headers: storefrontAuth });
    expect(res.status).toBe(401);
  });
});

describe(`the merchandiser's rules (${databaseKind})`, () => {
  it('lists every top-level category with the seeded rule, in merchandising order', async () => {
    const list = await rules();
    expect(list).toHaveLength(14);
    expect(list[0]?.title).toBe('Laptops');
    for (const rule of list) expect(rule.targets.length, rule.title).toBeGreaterThanOrEqual(3);
    const ids = await categoryIds();
    expect(list[0]?.targets.map((x) => x.category_id)).toEqual(LAPTOP_TARGETS.map((p) => ids.get(p)));
    expect(list[0]?.targets[0]).toMatchObject({ title: 'Laptop bags & sleeves', parent_title: 'Accessories' });
  });

  it('a PUT changes what a product and a cart are recommended, and is written to the audit log', async () => {
    const laptops = await idOf('laptops');
    const earbuds = await idOf('audio/earbuds');
    const monitors = await idOf('monitors');
    const before = await ruleOf(laptops);
    const res = await putRules({ rules: [{ category_id: laptops, target_ids: [monitors, earbuds], revision: before.revision }] });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = rulesEnvelope.parse(await json(res));
    expect(saved.data.find((r) => r.category_id === laptops)).toMatchObject({ revision: before.revision + 1, updated_by: 'merchant (API)' });

    const found = await recommend(productRecommendationsPath(await aLaptop(), 10));
    const places = await placesOf(found.items.map((p) => p.id));
    expect(found.items.map((p) => places.get(p.id)?.sub.startsWith('monitors/') ? 'monitors' : places.get(p.id)?.sub).slice(0, 4)).toEqual([
      'monitors',
      'audio/earbuds',
      'monitors',
      'audio/earbuds',
    ]);

    const session = newSession();
    await putInCart(session, await aLaptop());
    const forCart = await recommend(cartRecommendationsPath({ user_id: 0, session_id: session }, 10));
    const cartPlaces = await placesOf(forCart.items.map((p) => p.id));
    expect(forCart.items).toHaveLength(10);
    for (const item of forCart.items) expect(['monitors', 'audio/earbuds']).toContain(cartPlaces.get(item.id)?.category === 'monitors' ? 'monitors' : cartPlaces.get(item.id)?.sub);

    const log = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'save-recommendations').execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actor: 'merchant (API)', key: 'recommendations' });
    expect(log[0]?.summary).toBe('Laptops recommends Monitors, Audio › True wireless earbuds');
  });

  it('refuses a bad PUT with 422 and every problem, and saves nothing', async () => {
    const laptops = await idOf('laptops');
    const gaming = await idOf('laptops/gaming-laptops');
    const before = await rules();
    const unknown = await putRules({
      rules: [
        { category_id: laptops, target_ids: [999_999, laptops], revision: (await ruleOf(laptops)).revision },
        { category_id: gaming, target_ids: [], revision: 0 },
      ],
    });
    expect(unknown.status).toBe(422);
    const body = problemsBodySchema.parse(await json(unknown));
    expect(body.message).toBe('The rules have 3 problems; nothing was saved');
    expect(body.problems.map((p) => [p.field, p.message])).toEqual([
      ['rules.0.target_ids.0', 'There is no category or sub-category 999999'],
      ['rules.0.target_ids.1', 'Laptops cannot be its own target: with no rule it shows its own products anyway'],
      ['rules.1.category_id', 'Gaming laptops is a sub-category; rules belong to top-level categories'],
    ]);

    const malformed = await putRules({ rules: [{ category_id: laptops, target_ids: [5, 5, 'x'], revision: -1 }] });
    expect(malformed.status).toBe(422);
    const problems = problemsBodySchema.parse(await json(malformed));
    expect(problems.message).toBe('The rules are not valid; nothing was saved');
    expect(problems.problems.map((p) => p.field)).toEqual(expect.arrayContaining(['rules.0.target_ids.2', 'rules.0.revision']));
    const tooMany = await putRules({ rules: [{ category_id: laptops, target_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9], revision: 1 }] });
    expect(problemsBodySchema.parse(await json(tooMany)).problems.map((p) => p.message)).toContain('A rule can name at most 8 targets');

    expect(await rules()).toEqual(before);
    expect(await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'save-recommendations').execute()).toEqual([]);
  });

  it('refuses a save made against an older revision with 409, keeping the newer rule', async () => {
    const laptops = await idOf('laptops');
    const { revision } = await ruleOf(laptops);
    const earbuds = await idOf('audio/earbuds');
    expect((await putRules({ rules: [{ category_id: laptops, target_ids: [earbuds], revision }] })).status).toBe(200);
    const stale = await putRules({ rules: [{ category_id: laptops, target_ids: [await idOf('monitors')], revision }] });
    expect(stale.status).toBe(409);
    expect(errorBodySchema.parse(await json(stale)).message).toMatch(/^merchant \(API\) changed the Laptops rule since you opened it/);
    expect((await ruleOf(laptops)).targets.map((x) => x.category_id)).toEqual([earbuds]);
  });

  it('needs the admin credential: the storefront credential gets 403 and nobody 401', async () => {
    const laptops = await idOf('laptops');
    const body = { rules: [{ category_id: laptops, target_ids: [], revision: (await ruleOf(laptops)).revision }] };
    expect((await putRules(body, storefrontAuth)).status).toBe(403);
    expect((await putRules(body, {})).status).toBe(401);
    expect((await t.app.request(`/api/${recommendationPaths.rules}`, { headers: storefrontAuth })).status).toBe(403);
    expect((await t.app.request(`/api/${recommendationPaths.studioRules}`, { headers: adminAuth })).status).toBe(401);
    expect((await ruleOf(laptops)).targets.length).toBeGreaterThan(0);
  });

  it('serves the studio through its session, naming the admin in the audit log, with a live sample of unsaved targets', async () => {
    const studio = await studioSession(t.app);
    const list = await studio.data(recommendationRuleListSchema, 'GET', recommendationPaths.studioRules);
    const mobiles = list.find((r) => r.title === 'Mobiles');
    if (!mobiles) throw new Error('no Mobiles rule');
    const earbuds = await idOf('audio/earbuds');
    const sample = await studio.data(rulePreviewSchema, 'GET', `${recommendationPaths.studioPreview}?category_id=${mobiles.category_id}&target_ids=${earbuds}`);
    expect(sample.product?.category_id).toBe(mobiles.category_id);
    expect(sample.basis).toBe('rule');
    const places = await placesOf(sample.items.map((p) => p.id));
    expect(sample.items.length).toBeGreaterThan(3);
    for (const item of sample.items) expect(places.get(item.id)?.sub).toBe('audio/earbuds');

    const saved = await studio.call('PUT', recommendationPaths.studioRules, { rules: [{ category_id: mobiles.category_id, target_ids: [earbuds], revision: mobiles.revision }] });
    expect(saved.status).toBe(200);
    const log = await t.db.selectFrom('audit_log').select(['actor', 'summary']).where('action', '=', 'save-recommendations').execute();
    expect(log).toEqual([{ actor: 'merchant', summary: 'Mobiles recommends Audio › True wireless earbuds' }]);

    const notJson = await t.app.request(`/api/${recommendationPaths.studioRules}`, { method: 'PUT', headers: { Cookie: studio.cookie, 'Content-Type': 'text/plain' }, body: '{}' });
    expect(notJson.status).toBe(415);
    expect(envelopeSchema(z.unknown()).safeParse(await json(notJson)).success).toBe(false);
  });
});
