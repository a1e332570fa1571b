import { sql, type Expression, type SqlBool } from 'kysely';
import type { OrderDeskQuery } from '../../../schemas/api/order-desk';
import { searchCondition, type OrderScope } from './search';

const IST_OFFSET = '+05:30';

/** The start of a day in India, as an instant: the date filter counts India's days, as the shop's staff do. */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${IST_OFFSET}`);
}

export function nextIndiaDay(day: string): Date {
  return new Date(indiaDayStart(day).getTime() + 24 * 60 * 60 * 1000);
}

export type OrderFilter = Omit<OrderDeskQuery, 'sort' | 'dir' | 'page' | 'page_size'>;

/** The table's filters and search; the CSV export selects the same orders with them. */
export function orderFilters(eb: OrderScope, query: OrderFilter): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (query.q) where.push(searchCondition(eb, query.q));
  if (query.status !== undefined) where.push(eb('o.status', '=', query.status));
  if (query.from !== undefined) where.push(eb('o.created_at', '>=', indiaDayStart(query.from)));
  if (query.to !== undefined) where.push(eb('o.created_at', '<', nextIndiaDay(query.to)));
  if (query.payment_method !== undefined) where.push(eb('o.payment_method', '=', query.payment_method));
  if (query.payment_status !== undefined) where.push(eb('o.payment_status', '=', query.payment_status));
  if (query.state !== undefined) where.push(eb('o.delivery_state_code', '=', query.state));
  if (query.pin !== undefined) where.push(eb(sql<string>`o.address->>'pin'`, '=', query.pin));
  if (query.min_total !== undefined) where.push(eb('o.total_paise', '>=', query.min_total));
  if (query.max_total !== undefined) where.push(eb('o.total_paise', '<=', query.max_total));
  return where;
}

export const SORT_COLUMNS = { created: 'o.created_at', total: 'o.total_paise' } as const;
