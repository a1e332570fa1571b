import type { CategoryKind } from '../../../schemas/api/catalog';
import type { CategoryTranslations, ProductTranslations } from '../../../schemas/api/catalog-translations';
import { categoryTranslations, productTranslations } from '../catalogue-hindi';
import { openingVariant, priceVaries } from '../../../schemas/api/opening-variant';
import { slugify } from '../../../schemas/slug';
import { searchText } from '../../features/catalog/search-text';
import { BRANDS } from './brands';
import { CATEGORIES, SUB_CATEGORY_HSN } from './categories';
import { COLLECTION_MAX_PRODUCTS, COLLECTIONS } from './collections';
import { mrpPaise, shopPricePaise } from './pricing';
import { createRandom, seedOf, type Random } from './random';
import { TEMPLATES } from './templates';
import type { ProductDraft, Spec, Tag } from './types';

/**
 * The catalogue as plain rows, shaped like the tables (server/db/types.ts) but
 * with parsed JSON, so Storybook fixtures and tests can use them as they are.
 */
export interface CatalogCategory {
  id: number;
  parent_id: number | null;
  title: string;
  slug: string;
  kind: CategoryKind;
  description: string;
  position: number;
  /** The name in Hindi (server/seed/catalogue-hindi.ts). */
  translations: CategoryTranslations;
}

export interface CatalogBrand {
  id: number;
  name: string;
  slug: string;
}

export interface CatalogProduct {
  id: number;
  slug: string;
  title: string;
  brand_id: number;
  category_id: number;
  sub_category_id: number;
  description: string;
  highlights: string[];
  specifications: Spec[];
  image_count: number;
  /** With variants: the opening variant's (schemas/api/opening-variant.ts); the database's triggers keep it so. */
  price_paise: number;
  mrp_paise: number;
  price_varies: boolean;
  gst_rate: number;
  hsn_code: string;
  stock: number;
  max_per_order: number;
  is_best_seller: boolean;
  is_hot_deal: boolean;
  is_new_arrival: boolean;
  rating_average: number;
  rating_count: number;
  popularity: number;
  search_text: string;
  created_at: Date;
  /** The title and description in Hindi (server/seed/catalogue-hindi.ts). */
  translations: ProductTranslations;
}

export interface CatalogVariant {
  id: number;
  product_id: number;
  label: string;
  attributes: Record<string, string>;
  price_paise: number;
  mrp_paise: number;
  stock: number;
  position: number;
}

export interface CatalogCollection {
  id: number;
  slug: string;
  title: string;
  tagline: string;
  description: string;
  tone: string;
  kind: CategoryKind;
  position: number;
}

export interface CatalogCollectionProduct {
  collection_id: number;
  product_id: number;
  position: number;
}

export interface Catalog {
  categories: CatalogCategory[];
  brands: CatalogBrand[];
  products: CatalogProduct[];
  variants: CatalogVariant[];
  collections: CatalogCollection[];
  collectionProducts: CatalogCollectionProduct[];
}

export interface CatalogOptions {
  /** How many products; the demo shop has DEMO_PRODUCT_COUNT. */
  products?: number;
  /** Changes every price, stock level and pick; the demo uses the default. */
  seed?: number;
  /** created_at is spread over the 18 months before this. */
  now?: Date;
}

/** The categories' shares add up to this, so the demo holds each category's full share. */
export const DEMO_PRODUCT_COUNT = CATEGORIES.reduce((sum, c) => sum + c.share, 0);
const DEFAULT_SEED = 20_240_601;
const DAY_MS = 86_400_000;


export function catalogCategories(): CatalogCategory[] {
  const top = CATEGORIES.map((c, i) => ({
    id: i + 1,
    parent_id: null,
    title: c.title,
    slug: c.kind,
    kind: c.kind,
    description: c.description,
    position: i,
    translations: categoryTranslations(c.kind),
  }));
  let nextId = CATEGORIES.length + 1;
  const subs = CATEGORIES.flatMap((c, i) =>
    c.subs.map((s, position) => ({
      id: nextId++,
      parent_id: i + 1,
      title: s.title,
      slug: s.slug,
      kind: c.kind,
      description: `${s.title} in ${c.title.toLowerCase()}.`,
      position,
      translations: categoryTranslations(s.slug),
    })),
  );
  return [...top, ...subs];
}

export function catalogBrands(): CatalogBrand[] {
  return BRANDS.map((name, i) => ({ id: i + 1, name, slug: slugify(name) }));
}

export function catalogCollections(): CatalogCollection[] {
  return COLLECTIONS.map(({ tag: _tag, ...c }, i) => ({ ...c, id: i + 1, position: i }));
}

/** Products per category, proportional to their shares, largest remainders first so the sum is exact. */
export function productsPerCategory(total: number): number[] {
  const shares = CATEGORIES.map((c) => c.share);
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((s) => (total * s) / sum);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const remainder = total - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < remainder; k++) {
    const slot = order[k % order.length];
    if (slot) counts[slot[1]] = (counts[slot[1]] ?? 0) + 1;
  }
  return counts;
}

export interface GeneratedProduct {
  product: CatalogProduct;
  variants: CatalogVariant[];
  tags: Tag[];
}

interface Lookups {
  brandIds: Map<string, number>;
  subIds: Map<string, { id: number; title: string; parent: number }>;
}

function lookups(categories: CatalogCategory[], brands: CatalogBrand[]): Lookups {
  const subIds = new Map<string, { id: number; title: string; parent: number }>();
  for (const c of categories) if (c.parent_id !== null) subIds.set(c.slug, { id: c.id, title: c.title, parent: c.parent_id });
  return { brandIds: new Map(brands.map((b) => [b.name, b.id])), subIds };
}

/** Stock for one product (or one variant): mostly healthy, ~5% sold out, a few nearly gone. */
function stockLevel(random: Random): number {
  const roll = random.next();
  if (roll < 0.04) return random.int(1, 3);
  return random.int(4, 80);
}

function rating(random: Random, bestSeller: boolean): { average: number; count: number } {
  if (random.chance(0.04)) return { average: 0, count: 0 };
  // Long tail: most products have a few hundred ratings, best sellers thousands.
  const count = Math.min(25_000, Math.round(25_000 * random.next() ** (bestSeller ? 1.5 : 4)) + random.int(1, 40));
  const average = Math.round((3.6 + random.next() * 1.2 + (bestSeller ? 0.1 : 0)) * 10) / 10;
  return { average: Math.min(4.8, average), count };
}

/**
 * One product with its variants, from the category template and a PRNG
 * seeded by the product id: the same id always gives the same product for a
 * given catalogue size and seed.
 */
function buildProduct(
  draft: ProductDraft,
  id: number,
  firstVariantId: number,
  category: (typeof CATEGORIES)[number],
  categoryId: number,
  slug: string,
  random: Random,
  now: Date,
  { brandIds, subIds }: Lookups,
): GeneratedProduct {
  const brandId = brandIds.get(draft.brand);
  if (brandId === undefined) throw new Error(`Unknown brand "${draft.brand}" in the ${category.kind} template`);
  const sub = subIds.get(draft.sub);
  if (!sub || sub.parent !== categoryId) throw new Error(`Unknown sub-category "${draft.sub}" in the ${category.kind} template`);

  const bestSeller = random.chance(0.15);
  const hotDeal = random.chance(0.15);
  const newArrival = random.chance(0.15);
  const markup = hotDeal ? random.between(1.6, 2.2) : random.between(1.05, 1.45);
  const soldOut = random.chance(0.05);

  const variants: CatalogVariant[] = draft.variants.map((v, position) => {
    const price = shopPricePaise(v.price);
    return {
      id: firstVariantId + position,
      product_id: id,
      label: v.label,
      attributes: v.attributes,
      price_paise: price,
      mrp_paise: mrpPaise(price, markup),
      stock: soldOut || random.chance(0.1) ? 0 : Math.ceil(stockLevel(random) / 2),
      position,
    };
  });
  const offers = variants.map((v) => ({ variant: v, price: v.price_paise, stock: v.stock }));
  const opening = openingVariant(offers)?.variant;
  const price = opening ? opening.price_paise : shopPricePaise(draft.price);
  const mrp = opening ? opening.mrp_paise : mrpPaise(price, markup);
  const stock = opening ? variants.reduce((sum, v) => sum + v.stock, 0) : soldOut ? 0 : stockLevel(random);
  const { average, count } = rating(random, bestSeller);
  const ageDays = newArrival ? random.int(0, 30) : random.int(31, 540);
  const createdAt = new Date(now.getTime() - ageDays * DAY_MS - random.int(0, DAY_MS - 1));
  const popularity = Math.round(count / 25 + random.int(0, 60) + (bestSeller ? random.int(300, 900) : 0) + (hotDeal ? random.int(50, 200) : 0));

  return {
    product: {
      id,
      slug,
      title: draft.title,
      brand_id: brandId,
      category_id: categoryId,
      sub_category_id: sub.id,
      description: draft.description,
      highlights: draft.highlights,
      specifications: draft.specs,
      image_count: random.int(3, 5),
      price_paise: price,
      mrp_paise: mrp,
      price_varies: priceVaries(offers),
      gst_rate: category.gstRate,
      hsn_code: SUB_CATEGORY_HSN[draft.sub] ?? category.hsn,
      stock,
      max_per_order: category.maxPerOrder,
      is_best_seller: bestSeller,
      is_hot_deal: hotDeal,
      is_new_arrival: newArrival,
      rating_average: average,
      rating_count: count,
      popularity,
      search_text: searchText({ title: draft.title, brand: draft.brand, category: category.title, subCategory: sub.title, kind: category.kind }),
      created_at: createdAt,
      translations: productTranslations(draft, draft.sub, category.kind),
    },
    variants,
    tags: draft.tags,
  };
}

const TITLE_ATTEMPTS = 6;
const SLUG_MAX = 72;

/**
 * Products one at a time, in id order (grouped by category), so a 100,000
 * product catalogue can be inserted in batches without holding it all.
 */
export function* generateProducts(options: CatalogOptions = {}): Generator<GeneratedProduct> {
  const total = options.products ?? DEMO_PRODUCT_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? startOfToday();
  const found = lookups(catalogCategories(), catalogBrands());
  const titles = new Set<string>();
  const slugs = new Set<string>();
  const counts = productsPerCategory(total);
  let id = 1;
  let variantId = 1;
  for (const [c, category] of CATEGORIES.entries()) {
    const template = TEMPLATES[category.kind];
    for (let index = 0; index < (counts[c] ?? 0); index++) {
      const random = createRandom(seedOf(seed, id));
      // Try the next model lines when a title is taken, so small catalogues repeat no product.
      let draft = template.build(random, index);
      for (let attempt = 1; attempt < TITLE_ATTEMPTS && titles.has(draft.title); attempt++) draft = template.build(random, index + attempt);
      titles.add(draft.title);
      const base = slugify(draft.slugName).slice(0, SLUG_MAX).replace(/-+$/, '');
      let slug = base;
      if (slugs.has(slug)) slug = `${base}-${id}`;
      while (slugs.has(slug)) slug = `${slug}-${id}`;
      slugs.add(slug);
      const built = buildProduct(draft, id, variantId, category, c + 1, slug, random, now, found);
      variantId += built.variants.length;
      id += 1;
      yield built;
    }
  }
}

/** Collection membership: up to 20 tagged products, spread evenly over the catalogue so every category shows. */
export class CollectionPicker {
  private readonly tagged = new Map<Tag, number[]>();

  add({ product, tags }: GeneratedProduct): void {
    for (const tag of tags) {
      const ids = this.tagged.get(tag) ?? [];
      ids.push(product.id);
      this.tagged.set(tag, ids);
    }
  }

  rows(): CatalogCollectionProduct[] {
    return COLLECTIONS.flatMap((c, i) => {
      const ids = this.tagged.get(c.tag) ?? [];
      const take = Math.min(COLLECTION_MAX_PRODUCTS, ids.length);
      const step = ids.length / Math.max(1, take);
      return Array.from({ length: take }, (_, position) => ({ collection_id: i + 1, product_id: ids[Math.floor(position * step)] ?? 0, position }));
    });
  }
}

/** Midnight UTC today: new arrivals stay recent, and two calls on one day agree. */
export function startOfToday(): Date {
  return new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
}

/** The whole catalogue in memory: the demo shop and fixtures. */
export function generateCatalog(options: CatalogOptions = {}): Catalog {
  const products: CatalogProduct[] = [];
  const variants: CatalogVariant[] = [];
  const picker = new CollectionPicker();
  for (const built of generateProducts(options)) {
    products.push(built.product);
    variants.push(...built.variants);
    picker.add(built);
  }
  return {
    categories: catalogCategories(),
    brands: catalogBrands(),
    products,
    variants,
    collections: catalogCollections(),
    collectionProducts: picker.rows(),
  };
}
