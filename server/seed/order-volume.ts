import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/*
 * Orders as a real shop's year leaves them, written set-based by the database
 * itself (generate_series into two scratch tables, then one INSERT … SELECT
 * per table), so 1,00,000 orders take well under a minute on PGlite:
 *
 * - shoppers with Indian names, e-mail addresses and mobile numbers, one per
 *   ten orders, each order shipped to one of a dozen cities (name, mobile,
 *   PIN and state in the address snapshot, as checkout writes it);
 * - one to three lines from the catalogue already in the database, at its
 *   prices; totals that add up (GST carved out of the price, free delivery
 *   from ₹499, 18% otherwise ₹49);
 * - placed over the last year, each in the step its age makes likely (the
 *   last days still on their way, a few stuck, cancelled or never paid); 70%
 *   paid online, 25% cash on delivery, 5% part online and part cash;
 * - the timeline events of every step reached, the paid online payment,
 *   the courier and AWB once shipped, cash collected on delivered COD
 *   orders, and a cancellation's refund.
 *
 * Seeded random numbers (setseed), so two runs write the same orders
 * relative to their own "now". Needs products in the database (the demo
 * catalogue, or `npm run seed -- --products N`).
 *
 * The demo shop's past orders (server/seed/demo-orders.ts), and those of
 * bench/orders.ts (the order desk) and bench/dashboard.ts
 * (the studio dashboard, which adds returns and cart visits on top with
 * server/seed/returns-and-cart-visits.ts).
 */

const FIRST_NAMES = [
  'Aarav', 'Ananya', 'Vivaan', 'Diya', 'Aditya', 'Ishita', 'Arjun', 'Priya', 'Rohan', 'Kavya', 'Karthik', 'Meera', 'Siddharth', 'Neha', 'Rahul', 'Pooja',
  'Vikram', 'Sneha', 'Amit', 'Lakshmi', 'Sanjay', 'Divya', 'Rajesh', 'Anjali', 'Manoj', 'Shreya', 'Suresh', 'Nandini', 'Harish', 'Swati', 'Imran', 'Fatima',
  'Gurpreet', 'Harleen', 'Joseph', 'Mary', 'Tenzin', 'Lalremruati', 'Debashish', 'Ritu',
];
const LAST_NAMES = [
  'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Rao', 'Patel', 'Shah', 'Desai', 'Kulkarni', 'Deshpande', 'Joshi', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Das',
  'Singh', 'Gill', 'Khan', 'Qureshi', 'Menon', 'Pillai', 'Gupta', 'Agarwal', 'Mehta', 'Chopra', 'Kapoor', 'Malhotra', 'Bhat', 'Hegde', 'Naidu', 'Choudhury',
  "D'Souza", 'Fernandes', 'Bose', 'Sen', 'Mishra', 'Pandey', 'Thakur', 'Yadav',
];
/** [city, state code, state, PIN, locality]: where parcels go. */
const PLACES = [
  ['Bengaluru', 'KA', 'Karnataka', '560001', 'Indiranagar'],
  ['Pune', 'MH', 'Maharashtra', '411045', 'Baner'],
  ['Mumbai', 'MH', 'Maharashtra', '400050', 'Bandra West'],
  ['New Delhi', 'DL', 'Delhi', '110017', 'Malviya Nagar'],
  ['Chennai', 'TN', 'Tamil Nadu', '600040', 'Anna Nagar'],
  ['Hyderabad', 'TG', 'Telangana', '500081', 'Madhapur'],
  ['Kolkata', 'WB', 'West Bengal', '700029', 'Ballygunge'],
  ['Ahmedabad', 'GJ', 'Gujarat', '380015', 'Satellite'],
  ['Jaipur', 'RJ', 'Rajasthan', '302017', 'Malviya Nagar'],
  ['Kochi', 'KL', 'Kerala', '682024', 'Edappally'],
  ['Lucknow', 'UP', 'Uttar Pradesh', '226010', 'Gomti Nagar'],
  ['Guwahati', 'AS', 'Assam', '781006', 'Zoo Road'],
] as const;
const CARRIERS = ['Blue Dart', 'Delhivery', 'DTDC', 'Ecom Express', 'Xpressbees', 'Shadowfax'];

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;

export interface SeededOrders {
  orders: number;
  lines: number;
  shoppers: number;
  /** The ids the seeded orders took, drawn in one statement: every id from first to last is one of them when nothing else writes orders meanwhile (a bench's fresh database). */
  firstOrderId: number;
  lastOrderId: number;
}

/** Inserts `count` orders (and their shoppers, lines, events, payments and refunds) in one transaction. */
export async function seedOrders(db: Kysely<Database>, count: number): Promise<SeededOrders> {
  if (!Number.isInteger(count) || count < 1) throw new Error('seedOrders: count must be a whole number above 0');
  return db.transaction().execute(async (trx) => {
    const products = await sql<{ n: number }>`select count(*)::int as n from products`.execute(trx);
    if ((products.rows[0]?.n ?? 0) === 0) throw new Error('seedOrders needs products: seed the catalogue first');
    await sql`select setseed(0.17)`.execute(trx);
    const shoppers = Math.max(1, Math.ceil(count / 10));
    const batch = `${Date.now().toString(36)}`;
    const first = textArray(FIRST_NAMES);
    const last = textArray(LAST_NAMES);

    const users = await sql<{ id: number }>`
      insert into users (firebase_uid, email, mobile, fname, lname, referral_code)
      select 'seeded-shopper-' || ${batch} || '-' || g,
             lower((${first})[1 + g % ${FIRST_NAMES.length}]) || '.' || g || '.' || ${batch} || '@example.in',
             '+91' || (7000000000 + g * 7919 % 2999999999)::text,
             (${first})[1 + g % ${FIRST_NAMES.length}],
             (${last})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
             upper('OB' || ${batch} || g)
      from generate_series(1, ${shoppers}::int) g
      returning id
    `.execute(trx);
    const firstUser = Math.min(...users.rows.map((u) => u.id));

    // Each order: its id drawn now, when it was placed, its step, how it was paid, where it goes.
    await sql`
      create temp table seeded_orders on commit drop as
      with base as (
        select g, nextval(pg_get_serial_sequence('orders', 'id'))::int as id,
               now() - random() * interval '365 days' as at, random() as roll, random() as pay, 1 + floor(random() * 3)::int as n_lines,
               1 + floor(random() * ${PLACES.length})::int as place
        from generate_series(1, ${count}::int) g
      )
      select *,
        case
          when now() - at < interval '1 day' then case when roll < 0.05 then 'awaiting_payment' when roll < 0.08 then 'cancelled' when roll < 0.6 then 'placed' else 'confirmed' end
          when now() - at < interval '3 days' then case when roll < 0.03 then 'cancelled' when roll < 0.4 then 'packed' else 'shipped' end
          when now() - at < interval '5 days' then case when roll < 0.03 then 'cancelled' when roll < 0.06 then 'packed' when roll < 0.5 then 'out_for_delivery' else 'delivered' end
          else case when roll < 0.01 then 'awaiting_payment' when roll < 0.05 then 'cancelled' when roll < 0.055 then 'shipped' else 'delivered' end
        end as status,
        case when pay < 0.7 then 'online' when pay < 0.95 then 'cod' else 'part' end as method
      from base
    `.execute(trx);
    // A cash order is never awaiting an online payment.
    await sql`update seeded_orders set status = 'placed' where status = 'awaiting_payment' and method = 'cod'`.execute(trx);

    await sql`
      create temp table seeded_lines on commit drop as
      with catalogue as (select array_agg(id order by id) as ids, count(*)::int as n from products)
      select o.id as order_id, k, p.id as product_id, p.category_id, p.title, p.slug, p.hsn_code, p.gst_rate, p.price_paise, p.mrp_paise,
             1 + floor(random() * 1.4)::int as qty
      from seeded_orders o
      cross join lateral generate_series(1, o.n_lines) k
      cross join catalogue c
      join products p on p.id = c.ids[1 + ((o.g * 7919 + k * 104729) % c.n)]
    `.execute(trx);

    await sql`
      insert into orders (id, order_number, user_id, idempotency_key, status, payment_method, payment_status, address, delivery_state_code,
                          mrp_total_paise, items_total_paise, delivery_paise, gst_paise, wallet_paise, total_paise, online_paise, cod_paise, paid_paise,
                          cod_collected_paise, refunded_paise, refunded_original_paise, carrier, awb, delivery_zone, promised_delivery_date, delivered_at, created_at, updated_at)
      select o.id,
             'CB' || to_char(o.at at time zone 'Asia/Kolkata', 'YYMMDD') || '-' || lpad(o.id::text, 6, '0'),
             ${firstUser}::int + o.g % ${shoppers}::int,
             'seeded-' || ${batch} || '-' || o.g,
             o.status, o.method,
             case
               when o.status = 'awaiting_payment' then 'pending'
               when o.status = 'cancelled' and o.method <> 'cod' then 'refunded'
               when o.method = 'online' then 'paid'
               when o.status = 'delivered' then 'paid'
               when o.method = 'part' then 'partly_paid'
               else 'cod_due'
             end,
             jsonb_build_object(
               'name', u.fname || ' ' || u.lname, 'mobile', right(u.mobile, 10), 'pin', pl.pin, 'house', (1 + o.g % 240) || ', ' || pl.locality || ' Main Road',
               'locality', pl.locality, 'landmark', '', 'city', pl.city, 'state_code', pl.code, 'state', pl.state),
             pl.code,
             t.mrp, t.items, t.delivery, t.items + t.delivery - round((t.items + t.delivery) / 1.18)::int, 0, t.total,
             m.online, t.total - m.online, m.paid, m.collected,
             case when o.status = 'cancelled' then m.paid else 0 end,
             case when o.status = 'cancelled' then m.paid else 0 end,
             case when o.status in ('shipped', 'out_for_delivery', 'delivered') then (${textArray(CARRIERS)})[1 + o.g % ${CARRIERS.length}] end,
             case when o.status in ('shipped', 'out_for_delivery', 'delivered') then 'AWB' || lpad((o.id * 7)::text, 9, '0') end,
             (array['local', 'regional', 'national', 'remote'])[1 + o.place % 4],
             to_char((o.at at time zone 'Asia/Kolkata')::date + 3 + o.place % 4, 'YYYY-MM-DD'),
             case when o.status = 'delivered' then o.at + interval '4 days' end,
             o.at, o.at
      from seeded_orders o
      join users u on u.id = ${firstUser}::int + o.g % ${shoppers}::int
      join (select * from unnest(${textArray(PLACES.map((p) => p[0]))}, ${textArray(PLACES.map((p) => p[1]))}, ${textArray(PLACES.map((p) => p[2]))}, ${textArray(PLACES.map((p) => p[3]))}, ${textArray(PLACES.map((p) => p[4]))})
            with ordinality as x(city, code, state, pin, locality, n)) pl on pl.n = o.place
      join (
        select order_id, sum(qty * mrp_paise)::int as mrp, sum(qty * price_paise)::int as items,
               case when sum(qty * price_paise) >= 49900 then 0 else 4900 end as delivery,
               sum(qty * price_paise)::int + case when sum(qty * price_paise) >= 49900 then 0 else 4900 end as total
        from seeded_lines group by order_id
      ) t on t.order_id = o.id
      cross join lateral (
        select case o.method when 'online' then t.total when 'cod' then 0 else (t.total * 0.2)::int end as online,
               case
                 when o.status = 'awaiting_payment' then 0
                 when o.method = 'online' then t.total
                 when o.method = 'part' then (t.total * 0.2)::int + case when o.status = 'delivered' then t.total - (t.total * 0.2)::int else 0 end
                 when o.status = 'delivered' then t.total
                 else 0
               end as paid,
               case when o.status = 'delivered' and o.method <> 'online' then t.total - case o.method when 'part' then (t.total * 0.2)::int else 0 end else 0 end as collected
      ) m
    `.execute(trx);

    await sql`
      insert into order_items (order_id, product_id, variant_id, category_id, title, slug, hsn_code, gst_rate, qty, unit_mrp_paise, unit_price_paise)
      select order_id, product_id, 0, category_id, title, slug, hsn_code, gst_rate, qty, mrp_paise, price_paise from seeded_lines order by order_id, k
    `.execute(trx);

    // Every step reached, an hour or a day apart; a cancelled order was placed, then cancelled.
    await sql`
      insert into order_events (order_id, status, note, created_at)
      select o.id, s.step, case when s.step = 'cancelled' then 'Cancelled at the shopper''s request' else '' end, o.at + (s.n - 1) * interval '7 hours'
      from seeded_orders o
      cross join lateral unnest(
        case o.status
          when 'awaiting_payment' then array['awaiting_payment']
          when 'cancelled' then array['placed', 'cancelled']
          else (array['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'])[1:array_position(array['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'], o.status)]
        end
      ) with ordinality as s(step, n)
    `.execute(trx);

    await sql`
      insert into payments (order_id, attempt, gateway, gateway_order_id, gateway_payment_id, amount_paise, status, method, paid_at, created_at)
      select o.id, 1, 'local', 'order_' || substr(md5('order' || o.id), 1, 14), case when o.status <> 'awaiting_payment' then 'pay_' || substr(md5('pay' || o.id), 1, 14) end,
             x.online_paise, case when o.status = 'awaiting_payment' then 'created' else 'paid' end,
             (array['card', 'upi', 'netbanking'])[1 + o.g % 3], case when o.status <> 'awaiting_payment' then o.at end, o.at
      from seeded_orders o join orders x on x.id = o.id
      where o.method <> 'cod' and x.online_paise > 0
    `.execute(trx);

    await sql`
      insert into refunds (order_id, return_id, amount_paise, destination, status, kind, staff_id, reason, payment_id, gateway_refund_id, created_at)
      select o.id, null, x.paid_paise, 'original', 'processed', 'cancel', null, 'Cancelled at the shopper''s request', p.id, 'rfnd_' || substr(md5('refund' || o.id), 1, 14), o.at + interval '7 hours'
      from seeded_orders o join orders x on x.id = o.id join payments p on p.order_id = o.id
      where o.status = 'cancelled' and x.paid_paise > 0
    `.execute(trx);

    const totals = await sql<{ lines: number; first: number; last: number }>`
      select (select count(*)::int from seeded_lines) as lines, min(id)::int as first, max(id)::int as last from seeded_orders
    `.execute(trx);
    const { lines = 0, first: firstOrderId = 0, last: lastOrderId = 0 } = totals.rows[0] ?? {};
    return { orders: count, lines, shoppers, firstOrderId, lastOrderId };
  });
}
