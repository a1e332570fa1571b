import { sql, type Kysely } from 'kysely';

/*
 * The studio's dashboard. Its conversion needs to know who had a cart on a
 * day, and cart lines vanish at checkout: cart_visits keeps one row per
 * visitor and day in India, with the first moment they touched their cart
 * that day, written by a trigger so no cart code path can forget it. A
 * visitor is the browser session (a guest's cart and the account it joins at
 * sign-in stay one visitor), or the account when a line has no session.
 * Deletes count too (removing a line, checking out), except those cascading
 * from a deleted product, which no shopper did: those run inside the
 * foreign key's own trigger, one level deeper.
 *
 * Its sums read orders placed in a range of days, skipping the two statuses
 * that never count: a partial index on the placing time carries the amounts,
 * so they come from the index alone. Late orders are the few undelivered ones,
 * found through a partial index on their promised day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_visits')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('first_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_visits_pk', ['day', 'visitor'])
    .execute();
  // The conversion counts the visitors of a stretch from this index alone.
  await sql`create index cart_visits_first_at on cart_visits (first_at) include (visitor)`.execute(db);

  // A BEFORE trigger, as it runs inside a cascade's own step (depth 2) where an AFTER one would be queued to the outer statement.
  await sql`
    create function record_cart_visit() returns trigger language plpgsql as $$
    declare
      line cart_items%rowtype;
    begin
      if tg_op = 'DELETE' then
        line := old;
      else
        line := new;
      end if;
      if pg_trigger_depth() = 1 then
        insert into cart_visits (day, visitor, first_at)
        values (
          (now() at time zone 'Asia/Kolkata')::date,
          case when line.session_id <> '' then 's:' || line.session_id else line.owner_key end,
          now()
        )
        on conflict do nothing;
      end if;
      return line;
    end
    $$
  `.execute(db);
  await sql`create trigger cart_items_visit before insert or update or delete on cart_items for each row execute function record_cart_visit()`.execute(db);

  // Carts already there count on the day they last changed.
  await sql`
    insert into cart_visits (day, visitor, first_at)
    select (updated_at at time zone 'Asia/Kolkata')::date, case when session_id <> '' then 's:' || session_id else owner_key end, min(updated_at)
    from cart_items
    group by 1, 2
  `.execute(db);

  await sql`create index orders_dashboard_placed on orders (created_at) include (total_paise, gst_paise, refunded_paise) where status not in ('awaiting_payment', 'cancelled')`.execute(db);
  await sql`create index orders_dashboard_late on orders (promised_delivery_date, id) where status in ('placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_dashboard_late').ifExists().execute();
  await db.schema.dropIndex('orders_dashboard_placed').ifExists().execute();
  await sql`drop trigger if exists cart_items_visit on cart_items`.execute(db);
  await sql`drop function if exists record_cart_visit()`.execute(db);
  await db.schema.dropTable('cart_visits').ifExists().execute();
}
