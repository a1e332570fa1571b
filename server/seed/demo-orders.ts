import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { jsonb } from '../features/config/settings';
import { seedOrders } from './order-volume';
import { seedReturnsAndCartVisits } from './returns-and-cart-visits';

/** A year of a small shop's trade: about two orders a day, so the desks and the dashboard have something to show. */
export const DEMO_ORDERS = 700;

/**
 * The demo shop's past orders, their shoppers, returns and carts, once per
 * database (a marker row, as seedIfEmpty's). Only a shop started on a new
 * database with the demo catalogue gets them; the test harness never does,
 * so integration tests count only the orders they place.
 */
export async function seedDemoOrders(db: Kysely<Database>): Promise<boolean> {
  const claimed = await db
    .insertInto('settings')
    .values({ key: 'seed-orders', value: jsonb({ orders: DEMO_ORDERS }) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return false;
  const orders = await seedOrders(db, DEMO_ORDERS);
  await seedReturnsAndCartVisits(db, orders);
  return true;
}
