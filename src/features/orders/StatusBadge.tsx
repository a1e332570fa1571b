import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../schemas/api/orders';
import styles from './orders.module.css';

const TONE: Record<OrderStatus, string> = {
  awaiting_payment: 'warn',
  placed: 'info',
  confirmed: 'info',
  packed: 'info',
  shipped: 'info',
  out_for_delivery: 'info',
  delivered: 'good',
  cancelled: 'bad',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={styles.badge} data-tone={TONE[status]}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
