import { sql, type Kysely, type SqlBool } from 'kysely';
import { ORDER_STATUS_LABELS } from '../../../schemas/api/orders';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type OrderDeskQuery } from '../../../schemas/api/order-desk';
import type { Database } from '../../db/types';
import { csvRupees } from '../product-bulk/csv-rows';
import { csvLine, UTF8_BOM } from '../product-bulk/csv-write';
import { orderFilters, SORT_COLUMNS } from './filters';
import { deskRow, ROW_COLUMNS } from './list';

/** Orders read per query: a few hundred KB of CSV at a time, whatever the filter matches. */
const EXPORT_BATCH = 1000;

const HEADER = ['Order number', 'Placed (India)', 'Status', 'Payment', 'Payment status', 'Name', 'Mobile', 'City', 'State', 'PIN', 'Items', 'Total (Rs)', 'Refunded (Rs)'];

const placedAt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * GET admin/studio/orders/export.csv: every order the table's filters match,
 * in the table's order, read in batches after the last row sent (its sort
 * value and id), so a large export never holds the whole set in memory nor
 * skips or repeats an order.
 */
export function exportOrders(db: Kysely<Database>, query: Omit<OrderDeskQuery, 'page' | 'page_size'>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const column = SORT_COLUMNS[query.sort];
  // The sort value as PostgreSQL writes it: a timestamp keeps its microseconds, which a JavaScript Date would round away.
  let after: { value: string; id: number } | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvLine(HEADER)));
    },
    async pull(controller) {
      if (done) return;
      const from = after;
      const rows = await db
        .selectFrom('orders as o')
        .select([...ROW_COLUMNS, sql<string>`coalesce(o.address->>'mobile', '')`.as('mobile'), sql<string>`${sql.ref(column)}::text`.as('sort_value')])
        .where((eb) => {
          const where = orderFilters(eb, query);
          const cast = sql.raw(query.sort === 'created' ? 'timestamptz' : 'integer');
          if (from) where.push(sql<SqlBool>`(${sql.ref(column)}, o.id) ${sql.raw(query.dir === 'desc' ? '<' : '>')} (${from.value}::${cast}, ${from.id})`);
          return eb.and(where);
        })
        .orderBy(column, query.dir)
        .orderBy('o.id', query.dir)
        .limit(EXPORT_BATCH)
        .execute();
      const units = rows.length
        ? await db
            .selectFrom('order_items')
            .select(['order_id', sql<number>`sum(qty)::int`.as('units')])
            .where(
              'order_id',
              'in',
              rows.map((r) => r.id),
            )
            .groupBy('order_id')
            .execute()
        : [];
      const unitsOf = new Map(units.map((u) => [u.order_id, u.units]));
      const text = rows
        .map((r) => {
          const row = deskRow(r, unitsOf.get(r.id) ?? 0);
          return csvLine([
            row.order_number,
            placedAt.format(new Date(row.created_at)).replace(',', ''),
            ORDER_STATUS_LABELS[row.status],
            PAYMENT_METHOD_LABELS[row.payment_method],
            PAYMENT_STATUS_LABELS[row.payment_status],
            row.name,
            r.mobile,
            row.city,
            row.state,
            row.pin,
            row.item_count,
            csvRupees(row.total_paise),
            csvRupees(row.refunded_paise),
          ]);
        })
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) {
        done = true;
        controller.close();
        return;
      }
      after = { value: last.sort_value, id: last.id };
    },
  });
}

/** The download's name: the shop's day in India, so a day's exports sort together. */
export function orderExportFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `orders-${day}.csv`;
}
