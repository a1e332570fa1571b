import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { lineCap } from './limits';
import { guestOwner, type CartOwner } from './owner';

/**
 * On sign-in the guest's cart joins the account's, inside the caller's
 * transaction: the same product and variant become one line whose quantity
 * is the sum, capped as any line is (stock, the product's own limit, the
 * shop's line cap); the guest cart is then empty. Lines of products that are
 * gone or out of stock are dropped rather than carried over.
 */
export async function mergeGuestCart(trx: Transaction<Database>, sessionId: string, into: CartOwner): Promise<number> {
  const guest = guestOwner(sessionId);
  if (guest.key === into.key) return 0;
  const lines = await trx
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .leftJoin('product_variants as v', (join) => join.onRef('v.id', '=', 'ci.variant_id').onRef('v.product_id', '=', 'ci.product_id'))
    .select(['ci.id', 'ci.product_id', 'ci.variant_id', 'ci.size', 'ci.qty', 'p.title', 'p.max_per_order'])
    .select((eb) => eb.fn.coalesce('v.stock', 'p.stock').as('stock'))
    .where('ci.owner_key', '=', guest.key)
    .orderBy('ci.id')
    .forUpdate('ci')
    .execute();

  let merged = 0;
  for (const line of lines) {
    const cap = lineCap({ title: line.title, stock: line.stock, max_per_order: line.max_per_order });
    if (cap <= 0) continue;
    await trx
      .insertInto('cart_items')
      .values({
        owner_key: into.key,
        user_id: into.userId,
        session_id: into.sessionId,
        product_id: line.product_id,
        variant_id: line.variant_id,
        size: line.size,
        qty: Math.min(line.qty, cap),
      })
      .onConflict((oc) =>
        oc.columns(['owner_key', 'product_id', 'variant_id']).doUpdateSet((eb) => ({
          qty: sql<number>`least(${eb.ref('cart_items.qty')} + ${eb.ref('excluded.qty')}, ${cap})`,
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute();
    merged++;
  }
  await trx.deleteFrom('cart_items').where('owner_key', '=', guest.key).execute();
  return merged;
}
