import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import { createSession, SESSION_COOKIE } from '../../server/features/identity/sessions';

/**
 * The drill's shoppers and what they buy, written straight into the database
 * before the instances start: the drill needs no sign-in service, and the
 * products get stock enough that no checkout is refused for want of it.
 */
export interface DrillShopper {
  index: number;
  userId: number;
  cookie: string;
  addressId: number;
  /** The browser's session id, sent beside the user id as the storefront does. */
  sessionId: string;
}

export interface DrillProduct {
  id: number;
  categoryId: number;
  title: string;
}

export const DRILL_STOCK = 5_000;
const DRILL_PIN = '411041';

/** Simple products (no variants) of the demo catalogue, a few categories apart, under ₹20,000 so card totals stay ordinary. */
export async function pickProducts(db: Kysely<Database>, count: number): Promise<DrillProduct[]> {
  const rows = await db
    .selectFrom('products')
    .leftJoin('product_variants', 'product_variants.product_id', 'products.id')
    .select(['products.id', 'products.category_id', 'products.title'])
    .where('product_variants.id', 'is', null)
    .where('products.price_paise', '<', 20_000_00)
    .where('products.price_paise', '>', 500_00)
    .orderBy('products.id')
    .execute();
  const byCategory = new Map<number, DrillProduct>();
  for (const row of rows) if (!byCategory.has(row.category_id)) byCategory.set(row.category_id, { id: row.id, categoryId: row.category_id, title: row.title });
  const picked = [...byCategory.values()].slice(0, count);
  if (picked.length < count) throw new Error(`the catalogue has only ${picked.length} simple products in separate categories`);
  await db.updateTable('products').set({ stock: DRILL_STOCK, max_per_order: 10 }).where('id', 'in', picked.map((p) => p.id)).execute();
  return picked;
}

export async function createShoppers(db: Kysely<Database>, count: number): Promise<DrillShopper[]> {
  await db
    .insertInto('pin_codes')
    .values({ pin: DRILL_PIN, city: 'Pune', district: 'Pune', state_code: '27', serviceable: true, cod_available: true, zone: 'local', delivery_days: 2 })
    .onConflict((oc) => oc.column('pin').doUpdateSet({ serviceable: true, cod_available: true }))
    .execute();
  const shoppers: DrillShopper[] = [];
  for (let index = 0; index < count; index += 1) {
    const tag = randomUUID().slice(0, 8);
    const user = await db
      .insertInto('users')
      .values({ firebase_uid: `drill-${tag}`, email: `drill-${tag}@example.test`, mobile: null, fname: 'Drill', lname: `Shopper ${index + 1}`, referral_code: `D${tag}`.toUpperCase() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await createSession(db, user.id, 'fault-drill');
    const address = await db
      .insertInto('addresses')
      .values({ user_id: user.id, name: `Drill Shopper ${index + 1}`, mobile: '+919876543210', pin: DRILL_PIN, house: `${index + 1} Drill Lane`, locality: 'Dhayari', city: 'Pune', state_code: '27', type: 'home', is_default: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    shoppers.push({ index, userId: user.id, cookie: `${SESSION_COOKIE}=${token}`, addressId: address.id, sessionId: randomUUID() });
  }
  return shoppers;
}
