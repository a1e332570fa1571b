import { sql, type Kysely } from 'kysely';

/*
 * Addresses, checkout, orders, payments, invoices and returns. Money is
 * integer paise everywhere. Exactly-once rules live in constraints, not in
 * code paths: one order per idempotency key, one payment per gateway payment
 * id, one record per webhook event, one refund per cancellation or return.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // How long after delivery a product of the category may be returned or replaced (0: not returnable).
  await db.schema.alterTable('categories').addColumn('return_days', 'integer', (c) => c.notNull().defaultTo(7)).execute();

  await db.schema
    .createTable('pin_codes')
    .addColumn('pin', 'text', (c) => c.primaryKey().check(sql`pin ~ '^[1-9][0-9]{5}$'`))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('serviceable', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('cod_available', 'boolean', (c) => c.notNull().defaultTo(true))
    // local | regional | national | remote: picks the delivery charge.
    .addColumn('zone', 'text', (c) => c.notNull().check(sql`zone in ('local', 'regional', 'national', 'remote')`))
    .addColumn('delivery_days', 'integer', (c) => c.notNull().defaultTo(4))
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('pin', 'text', (c) => c.notNull())
    .addColumn('house', 'text', (c) => c.notNull())
    .addColumn('locality', 'text', (c) => c.notNull())
    .addColumn('landmark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('home', 'work', 'other')`))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();
  // At most one default address per shopper.
  await sql`create unique index addresses_one_default on addresses (user_id) where is_default`.execute(db);

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('flat', 'percent')`))
    // Paise for flat, a whole percentage for percent.
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('max_discount_paise', 'integer')
    .addColumn('min_order_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('per_user_limit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('total_limit', 'integer')
    // Top-level category ids the coupon is limited to; empty: every category.
    .addColumn('category_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // The browser's key for one press of "Place order": a retried request finds the same order.
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('awaiting_payment', 'placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled')`,
        ),
    )
    .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method in ('online', 'cod', 'part')`))
    .addColumn('payment_status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`payment_status in ('pending', 'paid', 'partly_paid', 'cod_due', 'refunded', 'failed')`),
    )
    // The delivery address as it was when the order was placed.
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('delivery_state_code', 'text', (c) => c.notNull())
    .addColumn('mrp_total_paise', 'integer', (c) => c.notNull())
    .addColumn('items_total_paise', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('coupon_discount_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gst_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wallet_paise', 'integer', (c) => c.notNull().defaultTo(0))
    // items - coupon + delivery; then wallet, online now and on delivery split it.
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('online_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cod_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_number', 'text', (c) => c.unique())
    .addColumn('invoice_date', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('orders_idempotency', ['user_id', 'idempotency_key'])
    .addCheckConstraint('orders_split', sql`wallet_paise + online_paise + cod_paise = total_paise`)
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('variant_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('hsn_code', 'text', (c) => c.notNull())
    .addColumn('gst_rate', 'integer', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('unit_mrp_paise', 'integer', (c) => c.notNull())
    .addColumn('unit_price_paise', 'integer', (c) => c.notNull())
    // The line's share of the coupon discount, so invoices and refunds use the price actually paid.
    .addColumn('discount_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created').check(sql`status in ('created', 'paid', 'failed')`))
    // Unique: the callback and the webhook for one payment can only ever record it once.
    .addColumn('gateway_payment_id', 'text', (c) => c.unique())
    .addColumn('method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('failure_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('payments_attempt', ['order_id', 'attempt'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('returns')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('return', 'replace')`))
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pickup_address', 'jsonb', (c) => c.notNull())
    .addColumn('refund_destination', 'text', (c) => c.notNull().check(sql`refund_destination in ('original', 'wallet')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('requested', 'approved', 'rejected', 'picked_up', 'refunded', 'replaced')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One open request per order line: a second tap cannot file it twice.
  await sql`create unique index returns_one_open on returns (order_item_id) where status not in ('rejected')`.execute(db);

  await db.schema
    .createTable('return_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('return_id', 'integer', (c) => c.references('returns.id').onDelete('cascade'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn('destination', 'text', (c) => c.notNull().check(sql`destination in ('original', 'wallet')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('processed'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Recorded once: one refund per cancelled order, one per return.
  await sql`create unique index refunds_one_per_cancel on refunds (order_id) where return_id is null`.execute(db);
  await sql`create unique index refunds_one_per_return on refunds (return_id) where return_id is not null`.execute(db);

  // Invoice numbers run consecutively within each financial year (April to March).
  await db.schema
    .createTable('invoice_sequences')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoice_sequences', 'refunds', 'return_events', 'returns', 'webhook_events', 'payments', 'coupon_redemptions', 'order_events', 'order_items', 'orders', 'coupons', 'addresses', 'pin_codes'])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('categories').dropColumn('return_days').execute();
}
