import type { Kysely } from 'kysely';
import type { OrderStatus, OrderSummary } from '../../../schemas/api/orders';
import type { Database } from '../../db/types';
import { productImage } from '../catalog/image-urls';

export const ORDERS_PER_PAGE = 10;

export interface OrderList {
  orders: OrderSummary[];
  page: number;
  page_count: number;
  total: number;
}

/** The shopper's orders, newest first, ten to a page. */
export async function listOrders(db: Kysely<Database>, userId: number, page: number, status: OrderStatus | ''): Promise<OrderList> {
  let base = db.selectFrom('orders').where('user_id', '=', userId);
  if (status !== '') base = base.where('status', '=', status);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ORDERS_PER_PAGE)
    .offset((page - 1) * ORDERS_PER_PAGE)
    .execute();
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db.selectFrom('order_items').select(['order_id', 'product_id', 'title', 'qty']).where('order_id', 'in', ids).orderBy('id').execute()
    : [];
  return {
    orders: rows.map((order) => {
      const lines = items.filter((i) => i.order_id === order.id);
      const first = lines[0];
      return {
        id: order.id,
        order_number: order.order_number,
        status: order.status,
        payment_method: order.payment_method,
        payment_status: order.payment_status,
        total_paise: order.total_paise,
        item_count: lines.reduce((n, l) => n + l.qty, 0),
        created_at: new Date(order.created_at).toISOString(),
        first_item: {
          title: first?.title ?? '',
          image: productImage({ id: first?.product_id ?? 0, title: first?.title ?? 'Order item' }, 0),
        },
        promised_date: order.promised_delivery_date,
        delivered_at: order.delivered_at ? new Date(order.delivered_at).toISOString() : null,
      };
    }),
    page,
    page_count: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
    total,
  };
}
