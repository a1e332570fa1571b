import { sql, type Kysely } from 'kysely';

/*
 * The studio's order desk and its refund module (issue 17 §1).
 *
 * Refunds become a ledger of their own: every refund is one row naming its
 * kind (a cancellation, a partial refund by staff, a return), the staff
 * account, the reason and the lines, and its life at the gateway (pending
 * while the gateway is asked, processed with the gateway's refund id, or
 * failed, which releases what it had reserved).
 *
 * The order row keeps what has been refunded in step with those rows (in the
 * same transaction), so the database itself refuses a refund above what was
 * paid: refunded_paise never exceeds what was received (the gateway's
 * captures and cash collected, paid_paise, plus the wallet share), and what
 * went back to the original payment never exceeds the gateway's captures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    // Cash the courier collected on delivery (also counted in paid_paise): it can only go back to the wallet.
    .addColumn('cod_collected_paise', 'integer', (c) => c.notNull().defaultTo(0))
    // Pending and processed refunds, plus a cancelled order's wallet share returned to the wallet.
    .addColumn('refunded_paise', 'integer', (c) => c.notNull().defaultTo(0))
    // The part of refunded_paise that goes back through the gateway.
    .addColumn('refunded_original_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('refunds')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('cancel'))
    // Null: the shopper's own cancellation (or a refund from before the desk).
    .addColumn('staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    // [{order_item_id, qty}]: the lines a partial or return refund pays back; [] for an amount or a whole order.
    .addColumn('lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // The captured payment an 'original' refund goes back to.
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('gateway_refund_id', 'text', (c) => c.unique())
    .addColumn('failure_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update refunds set kind = 'return' where return_id is not null`.execute(db);
  // From now on every writer names the kind.
  await sql`alter table refunds alter column kind drop default`.execute(db);
  await sql`alter table refunds add constraint refunds_kind check (kind in ('cancel', 'partial', 'return') and (kind = 'return') = (return_id is not null))`.execute(db);
  await sql`alter table refunds add constraint refunds_status check (status in ('pending', 'processed', 'failed'))`.execute(db);
  // One refund per cancellation (partial refunds by staff may be many); one per return stays as it was.
  await sql`drop index refunds_one_per_cancel`.execute(db);
  await sql`create unique index refunds_one_per_cancel on refunds (order_id) where kind = 'cancel'`.execute(db);
  await db.schema.createIndex('refunds_order').on('refunds').columns(['order_id', 'id']).execute();

  // What was refunded before this migration: the rows, and a cancelled order's wallet share when no row to the wallet carried it.
  await sql`
    update orders o
    set refunded_paise = least(o.paid_paise + o.wallet_paise, r.total + case when o.status = 'cancelled' and not r.cancel_to_wallet then o.wallet_paise else 0 end),
        refunded_original_paise = least(o.paid_paise, r.original)
    from (
      select order_id,
             sum(amount_paise)::int as total,
             sum(case when destination = 'original' then amount_paise else 0 end)::int as original,
             bool_or(return_id is null and destination = 'wallet') as cancel_to_wallet
      from refunds group by order_id
    ) r
    where r.order_id = o.id
  `.execute(db);
  await sql`
    update orders set refunded_paise = wallet_paise
    where status = 'cancelled' and wallet_paise > 0 and not exists (select 1 from refunds r where r.order_id = orders.id)
  `.execute(db);
  await sql`
    alter table orders add constraint orders_refund_within_paid check (
      cod_collected_paise >= 0 and cod_collected_paise <= paid_paise
      and refunded_paise >= 0 and refunded_paise <= paid_paise + wallet_paise
      and refunded_original_paise >= 0 and refunded_original_paise <= refunded_paise
      and refunded_original_paise <= paid_paise - cod_collected_paise
    )
  `.execute(db);

  // The desk's table: newest first under any filter, and the filters and searches it offers.
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_payment_status_created').on('orders').columns(['payment_status', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_state_created').on('orders').columns(['delivery_state_code', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_total').on('orders').columns(['total_paise', 'id']).execute();
  await sql`create index orders_pin on orders ((address->>'pin'), created_at)`.execute(db);
  await sql`create index orders_mobile on orders ((address->>'mobile'))`.execute(db);
  // Names are words in any Indian language or script: the 'simple' configuration neither stems nor drops them.
  await sql`create index orders_name_words on orders using gin (to_tsvector('simple', coalesce(address->>'name', '')))`.execute(db);

  // Server-wide secrets every instance shares (the order-changed signal's key), made on first use.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  for (const index of ['orders_name_words', 'orders_mobile', 'orders_pin', 'orders_total', 'orders_state_created', 'orders_payment_status_created', 'orders_status_created', 'orders_created', 'refunds_order'])
    await db.schema.dropIndex(index).execute();
  await sql`alter table orders drop constraint orders_refund_within_paid`.execute(db);
  // A failed refund never happened, and the older table knew no other states or kinds.
  await sql`delete from refunds where status = 'failed'`.execute(db);
  await sql`drop index refunds_one_per_cancel`.execute(db);
  // The older index allows one row without a return per order: keep each order's cancellation (else its first refund).
  await sql`
    delete from refunds r
    where r.return_id is null
      and r.id <> (select k.id from refunds k where k.order_id = r.order_id and k.return_id is null order by (k.kind <> 'cancel'), k.id limit 1)
  `.execute(db);
  await sql`create unique index refunds_one_per_cancel on refunds (order_id) where return_id is null`.execute(db);
  await sql`alter table refunds drop constraint refunds_status`.execute(db);
  await sql`alter table refunds drop constraint refunds_kind`.execute(db);
  await db.schema
    .alterTable('refunds')
    .dropColumn('updated_at')
    .dropColumn('failure_reason')
    .dropColumn('gateway_refund_id')
    .dropColumn('payment_id')
    .dropColumn('lines')
    .dropColumn('reason')
    .dropColumn('staff_id')
    .dropColumn('kind')
    .execute();
  await db.schema.alterTable('orders').dropColumn('refunded_original_paise').dropColumn('refunded_paise').dropColumn('cod_collected_paise').execute();
}
