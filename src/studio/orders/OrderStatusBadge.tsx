import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../schemas/api/orders';
import styles from './Orders.module.css';

/** Waiting for money amber, on its way blue, delivered green, cancelled red. */
const TONE: Partial<Record<OrderStatus, string>> = {
  awaiting_payment: 'st-badge--draft',
  delivered: styles.delivered ?? '',
  cancelled: 'st-badge--danger',
};

/** An order's step as a badge: waiting, new, on its way, delivered or cancelled read apart at a glance. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`st-badge ${styles.badge} ${TONE[status] ?? 'st-badge--scheduled'}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
