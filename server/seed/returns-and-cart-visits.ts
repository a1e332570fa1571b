import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SeededOrders } from './order-volume';

/*
 * What the studio dashboard reads besides the orders themselves, written on
 * top of the orders seedOrders (server/seed/order-volume.ts) placed, set-based by
 * the database:
 *
 * - returns: one delivered order in 33 returns one unit of its first line
 *   ('Damaged or defective on arrival'), asked for six days after the order;
 *   the requests of the last 20 days still wait on staff (requested,
 *   approved, picked up or received), older ones were rejected (one in three)
 *   or refunded. A refund pays the unit back, to the original payment for an
 *   online order and to the wallet otherwise (cash can only go there; the
 *   wallet ledger is not written), as a processed 'return' refund row, and
 *   the order's refunded amounts and payment status follow, as the refund
 *   module keeps them;
 * - cart visits: `visitorsPerOrder` visitors with a cart per order, each on
 *   one day of the last year, for the dashboard's conversion.
 *
 * Seeded random numbers, so two runs write the same rows relative to their
 * own "now".
 */

export interface ReturnsAndCartVisitsOptions {
  /** Visitors with a cart per order (default 3). */
  visitorsPerOrder?: number;
}

export interface SeededReturnsAndCartVisits {
  returns: number;
  refunds: number;
  cartVisits: number;
}

/** Inserts the returns (and their refunds) of `orders` and the cart visits, in one transaction. */
export async function seedReturnsAndCartVisits(db: Kysely<Database>, orders: SeededOrders, { visitorsPerOrder = 3 }: ReturnsAndCartVisitsOptions = {}): Promise<SeededReturnsAndCartVisits> {
  const { firstOrderId: first, lastOrderId: last } = orders;
  return db.transaction().execute(async (trx) => {
    await sql`select setseed(0.42)`.execute(trx);

    const returns = await sql<{ n: number }>`
      with added as (
        insert into returns (order_id, order_item_id, user_id, kind, qty, reason, pickup_address, refund_destination, status, created_at, updated_at)
        select distinct on (o.id) o.id, i.id, o.user_id, 'return', 1, 'Damaged or defective on arrival', o.address,
               case when o.payment_method = 'online' then 'original' else 'wallet' end,
               case when now() - o.created_at < interval '20 days' then (array['requested', 'approved', 'picked_up', 'received'])[1 + o.id % 4]
                    when (o.id / 33) % 3 = 0 then 'rejected' else 'refunded' end,
               o.created_at + interval '6 days', o.created_at + interval '6 days'
        from orders o
        join order_items i on i.order_id = o.id
        where o.id between ${first}::int and ${last}::int and o.status = 'delivered' and o.id % 33 = 0
        -- The first line of each order through order_items(order_id); a min(id) or order-by-id-limit-1 subquery is planned, on tables
        -- not yet analysed, as a walk of order_items' primary key per order (50 s at 1,00,000 orders on PGlite).
        order by o.id, i.id
        returning 1
      )
      select count(*)::int as n from added
    `.execute(trx);

    const refunds = await sql<{ n: number }>`
      with added as (
        insert into refunds (order_id, return_id, amount_paise, destination, status, kind, staff_id, reason, lines, payment_id, gateway_refund_id, created_at, updated_at)
        select r.order_id, r.id, least(i.unit_price_paise * r.qty, o.paid_paise + o.wallet_paise - o.refunded_paise), r.refund_destination, 'processed', 'return', null, r.reason,
               jsonb_build_array(jsonb_build_object('order_item_id', i.id, 'qty', r.qty)),
               p.id, case when r.refund_destination = 'original' then 'rfnd_' || substr(md5('return' || r.id), 1, 14) end,
               r.updated_at, r.updated_at
        from returns r
        join orders o on o.id = r.order_id
        join order_items i on i.id = r.order_item_id
        left join payments p on p.order_id = o.id and r.refund_destination = 'original'
        where r.order_id between ${first}::int and ${last}::int and r.status = 'refunded'
        returning 1
      )
      select count(*)::int as n from added
    `.execute(trx);
    await sql`
      update orders o
      set refunded_paise = o.refunded_paise + f.amount_paise,
          refunded_original_paise = o.refunded_original_paise + case when f.destination = 'original' then f.amount_paise else 0 end,
          payment_status = case when o.refunded_paise + f.amount_paise >= o.paid_paise + o.wallet_paise then 'refunded' else o.payment_status end
      from refunds f
      where f.order_id = o.id and f.kind = 'return' and o.id between ${first}::int and ${last}::int
    `.execute(trx);

    const visits = await sql<{ n: number }>`
      with added as (
        insert into cart_visits (day, visitor, first_at)
        select (at at time zone 'Asia/Kolkata')::date, 's:bench-' || g, at
        from (select g, now() - random() * interval '365 days' as at from generate_series(1, ${orders.orders * visitorsPerOrder}::int) g) v
        on conflict do nothing
        returning 1
      )
      select count(*)::int as n from added
    `.execute(trx);

    return { returns: returns.rows[0]?.n ?? 0, refunds: refunds.rows[0]?.n ?? 0, cartVisits: visits.rows[0]?.n ?? 0 };
  });
}
