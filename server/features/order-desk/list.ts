import { sql, type Kysely } from 'kysely';
import { stateName } from '../../../schemas/api/india';
import type { OrderDeskPage, OrderDeskQuery, OrderDeskRow } from '../../../schemas/api/order-desk';
import type { Database } from '../../db/types';
import { COUNT_LIMIT } from '../product-desk/list';
import { orderFilters, SORT_COLUMNS } from './filters';
import { cappedTotal, matchedCount } from '../studio/desk-count';

/** The row's columns: the delivery name, city and PIN come out of the address snapshot in SQL, not the whole document. */
export const ROW_COLUMNS = [
  'o.id',
  'o.order_number',
  'o.created_at',
  'o.status',
  'o.payment_method',
  'o.payment_status',
  'o.total_paise',
  'o.refunded_paise',
  'o.delivery_state_code',
  sql<string>`coalesce(o.address->>'name', '')`.as('name'),
  sql<string>`coalesce(o.address->>'city', '')`.as('city'),
  sql<string>`coalesce(o.address->>'pin', '')`.as('pin'),
] as const;

type PageRow = {
  id: number;
  order_number: string;
  created_at: Date;
  status: OrderDeskRow['status'];
  payment_method: OrderDeskRow['payment_method'];
  payment_status: OrderDeskRow['payment_status'];
  total_paise: number;
  refunded_paise: number;
  delivery_state_code: string;
  name: string;
  city: string;
  pin: string;
};

/**
 * GET admin/studio/orders: one page of the desk's table, with how many orders
 * match (counted up to COUNT_LIMIT, as the product desk counts). With a
 * search the matches are found first through their index and only they are
 * sorted; otherwise the sort's index is walked with the filters applied.
 */
export async function listDeskOrders(db: Kysely<Database>, query: OrderDeskQuery): Promise<OrderDeskPage> {
  const capped = (total: number) => cappedTotal(total, COUNT_LIMIT);
  const page = { page: query.page, page_size: query.page_size };
  const offset = (query.page - 1) * query.page_size;

  if (query.q) {
    const rows = await db
      .with(
        (w) => w('matched').materialized(),
        (qb) => qb.selectFrom('orders as o').select('o.id').where((eb) => eb.and(orderFilters(eb, query))),
      )
      .selectFrom('orders as o')
      .innerJoin('matched as m', 'm.id', 'o.id')
      .select([...ROW_COLUMNS, matchedCount(COUNT_LIMIT).as('total')])
      .orderBy(SORT_COLUMNS[query.sort], query.dir)
      .orderBy('o.id', query.dir)
      .limit(query.page_size)
      .offset(offset)
      .execute();
    // A page past the end has no row to carry the count: it asks again for the first page's.
    const total = rows[0] ? Number(rows[0].total) : offset === 0 ? 0 : (await listDeskOrders(db, { ...query, page: 1 })).total;
    return { rows: await withItemCounts(db, rows), ...capped(total), ...page };
  }

  const scoped = db.selectFrom('orders as o').where((eb) => eb.and(orderFilters(eb, query)));
  const [rows, counted] = await Promise.all([
    scoped
      .select([...ROW_COLUMNS])
      // The id breaks ties in the same direction, so pages never repeat or skip an order.
      .orderBy(SORT_COLUMNS[query.sort], query.dir)
      .orderBy('o.id', query.dir)
      .limit(query.page_size)
      .offset(offset)
      .execute(),
    db
      .selectFrom(scoped.select(sql<number>`1`.as('one')).limit(COUNT_LIMIT + 1).as('capped'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: await withItemCounts(db, rows), ...capped(Number(counted.total)), ...page };
}

/** Units per order, for the page's rows only. */
async function withItemCounts(db: Kysely<Database>, rows: readonly PageRow[]): Promise<OrderDeskRow[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom('order_items')
    .select(['order_id', sql<number>`sum(qty)::int`.as('units')])
    .where(
      'order_id',
      'in',
      rows.map((r) => r.id),
    )
    .groupBy('order_id')
    .execute();
  const units = new Map(counts.map((c) => [c.order_id, c.units]));
  return rows.map((r) => deskRow(r, units.get(r.id) ?? 0));
}

export function deskRow(r: PageRow, itemCount: number): OrderDeskRow {
  return {
    id: r.id,
    order_number: r.order_number,
    created_at: new Date(r.created_at).toISOString(),
    status: r.status,
    payment_method: r.payment_method,
    payment_status: r.payment_status,
    total_paise: r.total_paise,
    refunded_paise: r.refunded_paise,
    item_count: itemCount,
    name: r.name,
    city: r.city,
    state: stateName(r.delivery_state_code),
    pin: r.pin,
  };
}

export type { PageRow as OrderPageRow };
