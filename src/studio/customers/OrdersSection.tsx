import { useState } from 'react';
import { ORDER_STATUS_LABELS } from '../../../schemas/api/orders';
import { formatCount, formatPaise, formatShopDay } from '../../ui/format';
import { DeskLink } from '../desk/DeskLink';
import { Loaded } from '../desk/Loaded';
import { Pager } from '../Pager';
import { useCustomerOrders } from './customers-api';
import styles from './Customers.module.css';

/** The order desk's view; each order number opens it there (?order=). */
const ORDER_DESK = 'order-desk';

/** The customer's orders, newest first, ten to a page, each a link to the order desk. */
export function OrdersSection({ id, count }: { id: number; count: number }) {
  const [page, setPage] = useState(1);
  const orders = useCustomerOrders(id, page);
  return (
    <section className={styles.section} aria-labelledby="customer-orders">
      <div className={styles.sectionHead}>
        <h2 className="st-h2" id="customer-orders">
          Orders
        </h2>
        <span className="st-muted">{count === 1 ? '1 order' : `${formatCount(count)} orders`}</span>
      </div>
      <Loaded read={orders} failed="The orders could not be loaded" loading="Loading the orders" lines={3} empty={(data) => (data.orders.length === 0 ? 'No orders yet.' : null)}>
        {(data) => (
          <>
            <div className="st-table-wrap">
              <table className={`st-table ${styles.table}`}>
                <caption className="st-visually-hidden">Orders, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Placed</th>
                    <th scope="col">Status</th>
                    <th scope="col" className={styles.number}>
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((order) => (
                    <tr key={order.id}>
                      <th scope="row">
                        <DeskLink view={ORDER_DESK} params={{ order: order.id }} className={styles.name}>
                          {order.order_number}
                        </DeskLink>
                        <span className={styles.sub}>{`${order.item_count === 1 ? '1 item' : `${order.item_count} items`}: ${order.first_item.title}`}</span>
                      </th>
                      <td data-label="Placed">{formatShopDay(order.created_at)}</td>
                      <td data-label="Status">
                        <span className="st-badge">{ORDER_STATUS_LABELS[order.status]}</span>
                      </td>
                      <td data-label="Total" className={styles.number}>
                        {formatPaise(order.total_paise)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.page_count > 1 && <Pager page={data.page} pageSize={data.page_size} total={data.total} noun="orders" onPage={setPage} />}
          </>
        )}
      </Loaded>
    </section>
  );
}
