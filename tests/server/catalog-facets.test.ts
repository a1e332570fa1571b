import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_KINDS, categoryTreeSchema, collectionListSchema, PRODUCT_FLAGS, type Category, type ProductList } from '../../schemas/api/catalog';
import { catalogClient, type ListParams } from './catalog-api-client';
import { createTestServer, databaseKind, type TestServer } from './harness';

/*
 * The facets' contract: each is counted under every filter of the request
 * but its own group, so a value's count is the listing's total with that
 * value applied in its group's place (the other filters held), and a value
 * offered always lists something. Checked against the listing itself, for
 * every category of the demo catalogue and the other kinds of list.
 */

/** Every top-level category of the demo catalogue: one per kind of picture. */
const DEMO_CATEGORY_SLUGS = CATEGORY_KINDS;

let t: TestServer;
let api: ReturnType<typeof catalogClient>;
let categories: Category[];
beforeAll(async () => {
  t = await createTestServer();
  api = catalogClient(t);
  categories = await api.data('website/catalog/categories', categoryTreeSchema);
});
afterAll(async () => {
  await t.close();
});

/** The request with some groups replaced (an undefined value drops the filter), the rest held. */
function withGroups(base: ListParams, patch: ListParams): ListParams {
  const next: ListParams = { ...base, ...patch };
  for (const key of Object.keys(patch) as (keyof ListParams)[]) if (next[key] === undefined) delete next[key];
  return next;
}

const priceParams = (min: number | null, max: number | null): ListParams => ({
  price_min: min === null ? undefined : String(min),
  price_max: max === null ? undefined : String(max),
});

/** Every disagreement between a listing's facets and the listing itself, as readable lines. */
async function facetMismatches(base: ListParams): Promise<{ list: ProductList; problems: string[] }> {
  const list = await api.list(base);
  const { facets } = list;
  const problems: string[] = [];
  const totalWith = async (patch: ListParams) => (await api.list({ ...withGroups(base, patch), page_size: '1' })).total;
  const offered = async (what: string, patch: ListParams, count: number) => {
    if (count < 1) problems.push(`${what} is offered with a count of ${count}`);
    const total = await totalWith(patch);
    if (total !== count) problems.push(`${what} shows ${count}, applied it lists ${total}`);
  };

  for (const brand of facets.brands) await offered(`brand ${brand.slug}`, { brand: brand.slug }, brand.count);
  // Brands are one group (any of those ticked): the total is the ticked brands' counts together.
  const chosen = base.brand?.split(',');
  const brandSum = facets.brands.filter((b) => !chosen || chosen.includes(b.slug)).reduce((n, b) => n + b.count, 0);
  if (brandSum !== list.total) problems.push(`the brands' counts add up to ${brandSum}, the list holds ${list.total}`);

  for (const band of facets.price_bands) {
    await offered(`price band ${band.min ?? ''}–${band.max ?? ''}`, priceParams(band.min, band.max), band.count);
  }
  const withoutPrice = await totalWith(priceParams(null, null));
  if (withoutPrice > 0) {
    // The spread is the prices the list has without its price filter: all inside, both ends reached.
    const inside = await totalWith(priceParams(facets.price.min, facets.price.max));
    if (inside !== withoutPrice) problems.push(`price ${facets.price.min}–${facets.price.max} holds ${inside} of ${withoutPrice}`);
    if ((await totalWith(priceParams(null, facets.price.min))) === 0) problems.push(`nothing costs the lowest price ${facets.price.min}`);
    if ((await totalWith(priceParams(facets.price.max, null))) === 0) problems.push(`nothing costs the highest price ${facets.price.max}`);
  } else if (facets.price.min !== 0 || facets.price.max !== 0 || facets.price_bands.length > 0) {
    problems.push('prices are offered for a list that has none without its price filter');
  }

  const inStock = await totalWith({ in_stock: 'true' });
  if (inStock !== facets.in_stock_count) problems.push(`in stock shows ${facets.in_stock_count}, applied it lists ${inStock}`);

  if (base.category_id === undefined) {
    if (facets.category !== null) problems.push('a list that is not a category’s has category facets');
  } else if (facets.category === null) {
    problems.push('a category list has no category facets');
  } else {
    const all = await totalWith({ sub_category_id: undefined });
    if (all !== facets.category.count) problems.push(`all sub-categories show ${facets.category.count}, the category lists ${all}`);
    const parent = categories.find((c) => String(c.id) === base.category_id);
    for (const sub of facets.category.sub_categories) {
      if (!parent?.sub_categories.some((s) => s.id === sub.id)) problems.push(`sub-category ${sub.id} is not one of the category’s`);
      await offered(`sub-category ${sub.id}`, { sub_category_id: String(sub.id) }, sub.count);
    }
    // Every sub-category that would list something is offered.
    for (const sub of parent?.sub_categories ?? []) {
      if (facets.category.sub_categories.some((s) => s.id === sub.id)) continue;
      const total = await totalWith({ sub_category_id: String(sub.id) });
      if (total > 0) problems.push(`sub-category ${sub.slug} lists ${total} but is not offered`);
    }
  }
  return { list, problems };
}

async function expectFacetsAgree(base: ListParams) {
  const { list, problems } = await facetMismatches(base);
  expect(problems, JSON.stringify(base)).toEqual([]);
  return list;
}

/** Values to filter a category's list by: one from the middle of each facet. */
function pick(list: ProductList) {
  const { brands, price_bands: bands, category } = list.facets;
  const brand = brands[Math.floor(brands.length / 2)]?.slug;
  const band = bands[Math.floor(bands.length / 2)];
  const sub = category?.sub_categories[0]?.id;
  return {
    brand: brand ? { brand } : {},
    price: band ? priceParams(band.min, band.max) : {},
    sub: sub ? { sub_category_id: String(sub) } : {},
  };
}

/** A category's list, and with a brand, a price band, a sub-category and in stock all applied at once. */
async function expectCategoryFacetsAgree(slug: string): Promise<{ base: ListParams; plain: ProductList }> {
  const category = categories.find((c) => c.slug === slug);
  if (!category) throw new Error(`no category ${slug}`);
  const base: ListParams = { category_id: String(category.id) };
  const plain = await expectFacetsAgree(base);
  expect(plain.total, slug).toBeGreaterThan(0);
  const { brand, price, sub } = pick(plain);
  await expectFacetsAgree({ ...base, ...brand, ...price, ...sub, in_stock: 'true' });
  return { base, plain };
}

describe(`listing facets agree with the listing (${databaseKind})`, () => {
  it('covers every category of the demo catalogue', () => {
    expect(categories.map((c) => c.slug).sort()).toEqual([...DEMO_CATEGORY_SLUGS].sort());
    expect(categories.filter((c) => c.sub_categories.length > 0).length).toBeGreaterThan(10);
  });

  it.each(DEMO_CATEGORY_SLUGS)('%s, alone and with brand, price, sub-category and stock filters together', async (slug) => {
    await expectCategoryFacetsAgree(slug);
  });

  it.each(['laptops', 'graphics-cards', 'mobiles'])('%s with each filter alone, and two brands', async (slug) => {
    const { base, plain } = await expectCategoryFacetsAgree(slug);
    const { brand, price, sub } = pick(plain);
    for (const filter of [{ in_stock: 'true' }, brand, price, sub]) await expectFacetsAgree({ ...base, ...filter });
    await expectFacetsAgree({ ...base, brand: plain.facets.brands.slice(0, 2).map((b) => b.slug).join(',') });
  });

  it('all products, with a brand, in stock, and a price band', async () => {
    const all = await expectFacetsAgree({});
    expect(all.facets.brands.length).toBeGreaterThan(20);
    const band = all.facets.price_bands[1];
    if (!band) throw new Error('the whole catalogue has no price bands');
    await expectFacetsAgree({ in_stock: 'true', ...priceParams(band.min, band.max) });
    await expectFacetsAgree({ brand: all.facets.brands[0]?.slug ?? '', in_stock: 'true' });
  });

  it('search results: across the catalogue, inside a category, and a misspelt word', async () => {
    const gaming = await expectFacetsAgree({ q: 'gaming' });
    expect(gaming.total).toBeGreaterThan(0);
    await expectFacetsAgree({ q: 'gaming', in_stock: 'true', brand: gaming.facets.brands[0]?.slug ?? '' });
    const laptops = categories.find((c) => c.slug === 'laptops');
    await expectFacetsAgree({ q: 'gaming', category_id: String(laptops?.id) });
    // A sub-category without its category: no category facets, the others counted inside it.
    const gamingLaptops = laptops?.sub_categories.find((s) => s.slug === 'gaming-laptops');
    const inSub = await expectFacetsAgree({ q: 'gaming', sub_category_id: String(gamingLaptops?.id), in_stock: 'true' });
    expect(inSub.total).toBeGreaterThan(0);
    const typo = await expectFacetsAgree({ q: 'samsng' });
    expect(typo.total).toBeGreaterThan(0);
  });

  it('every collection, alone and in stock', async () => {
    const collections = await api.data('website/catalog/collections', collectionListSchema);
    expect(collections.length).toBeGreaterThan(0);
    for (const collection of collections) {
      const list = await expectFacetsAgree({ collection: collection.slug });
      await expectFacetsAgree({ collection: collection.slug, in_stock: 'true', brand: list.facets.brands[0]?.slug ?? '' });
    }
  });

  it.each(PRODUCT_FLAGS)('%s, alone and with a brand and a price band', async (flag) => {
    const list = await expectFacetsAgree({ flag });
    const band = list.facets.price_bands[0];
    await expectFacetsAgree({ flag, brand: list.facets.brands[0]?.slug ?? '', ...(band ? priceParams(band.min, band.max) : {}) });
  });

  it('gives empty facets when nothing is in scope, and keeps a ticked brand that has nothing out of the counts', async () => {
    const none = await api.list({ category_id: '2147483647' });
    expect(none.facets).toEqual({ brands: [], price: { min: 0, max: 0 }, price_bands: [], in_stock_count: 0, category: { count: 0, sub_categories: [] } });
    const laptops = categories.find((c) => c.slug === 'laptops');
    const camerasOnly = await api.list({ category_id: String(laptops?.id), brand: 'canon' });
    expect(camerasOnly.total).toBe(0);
    expect(camerasOnly.facets.brands.some((b) => b.slug === 'canon')).toBe(false);
    expect(camerasOnly.facets.brands.length).toBeGreaterThan(0);
  });
});
