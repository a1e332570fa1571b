/**
 * A few products with the shapes the cart rules care about, inserted with ids
 * far above any seeded catalogue so they never collide with it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';

export interface FixtureVariant {
  id: number;
  label: string;
  price: number;
  mrp: number;
  stock: number;
}

export interface FixtureProduct {
  id: number;
  slug: string;
  title: string;
  price: number;
  mrp: number;
  stock: number;
  max_per_order: number;
  variants: FixtureVariant[];
}

const BRAND = { id: 990_001, name: 'Fixturetek', slug: 'fixturetek' };
const CATEGORY = { id: 990_001, title: 'Fixture Laptops', slug: 'fixture-laptops', kind: 'laptops' };

function product(id: number, slug: string, title: string, fields: Partial<FixtureProduct>): FixtureProduct {
  return { id, slug, title, price: 49_999_00, mrp: 59_999_00, stock: 40, max_per_order: 10, variants: [], ...fields };
}

export const fx = {
  brand: BRAND,
  category: CATEGORY,
  /** Plain product, plenty in stock: cap is the shop-wide 10. */
  laptop: product(990_001, 'fixture-laptop-14', 'Fixture Laptop 14', { price: 54_999_00, mrp: 64_999_00 }),
  /** Two variants priced apart; the second has only 2 in stock. The product row carries the cheapest. */
  phone: product(990_002, 'fixture-phone-x', 'Fixture Phone X', {
    price: 19_999_00,
    mrp: 24_999_00,
    stock: 27,
    variants: [
      { id: 990_101, label: '8 GB / 128 GB', price: 19_999_00, mrp: 24_999_00, stock: 25 },
      { id: 990_102, label: '12 GB / 256 GB', price: 24_999_00, mrp: 29_999_00, stock: 2 },
    ],
  }),
  /** Another product with a variant, whose variant id the phone must refuse. */
  tablet: product(990_003, 'fixture-tablet', 'Fixture Tablet', {
    price: 29_999_00,
    mrp: 32_999_00,
    stock: 5,
    variants: [{ id: 990_103, label: 'Wi-Fi / 128 GB', price: 29_999_00, mrp: 32_999_00, stock: 5 }],
  }),
  mouse: product(990_004, 'fixture-mouse', 'Fixture Mouse', { price: 599_00, mrp: 999_00, stock: 0 }),
  /** The product's own cap (2) binds. */
  gpu: product(990_005, 'fixture-gpu', 'Fixture GPU', { price: 89_999_00, mrp: 99_999_00, stock: 50, max_per_order: 2 }),
  /** Stock (3) binds. */
  cable: product(990_006, 'fixture-cable', 'Fixture Cable', { price: 299_00, mrp: 499_00, stock: 3 }),
  /** For parallel adds: 100 in stock, so the cap is the shop-wide 10. */
  keyboard: product(990_007, 'fixture-keyboard', 'Fixture Keyboard', { price: 2_499_00, mrp: 3_999_00, stock: 100 }),
} as const;

export const fixtureProducts: FixtureProduct[] = [fx.laptop, fx.phone, fx.tablet, fx.mouse, fx.gpu, fx.cable, fx.keyboard];

/** An id no product has. */
export const MISSING_PRODUCT_ID = 999_999;

export async function insertFixtures(db: Kysely<Database>): Promise<void> {
  await db.insertInto('brands').values(BRAND).execute();
  await db.insertInto('categories').values({ ...CATEGORY, parent_id: null, description: '', position: 0 }).execute();
  for (const p of fixtureProducts) {
    await db
      .insertInto('products')
      .values({
        id: p.id,
        slug: p.slug,
        title: p.title,
        brand_id: BRAND.id,
        category_id: CATEGORY.id,
        sub_category_id: null,
        description: `${p.title} for tests`,
        highlights: '[]',
        specifications: '[]',
        image_count: 2,
        price_paise: p.price,
        mrp_paise: p.mrp,
        gst_rate: 18,
        hsn_code: '8471',
        stock: p.stock,
        max_per_order: p.max_per_order,
        is_best_seller: p.id === fx.laptop.id,
        is_hot_deal: false,
        is_new_arrival: true,
        rating_average: 4.3,
        rating_count: 120,
        popularity: 10,
        search_text: p.title.toLowerCase(),
      })
      .execute();
    for (const [position, v] of p.variants.entries()) {
      await db
        .insertInto('product_variants')
        .values({
          id: v.id,
          product_id: p.id,
          label: v.label,
          attributes: JSON.stringify({ Option: v.label }),
          price_paise: v.price,
          mrp_paise: v.mrp,
          stock: v.stock,
          position,
        })
        .execute();
    }
  }
}
