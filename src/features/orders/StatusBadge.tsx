import type { OrderStatus } from '../../../schemas/api/orders';
import { useT } from '../../i18n/useT';
import { ORDER_STATUS_WORDS } from './status-words';
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
  const t = useT();
  return (
    <span className={styles.badge} data-tone={TONE[status]}>
      {t(ORDER_STATUS_WORDS[status])}
    </span>
  );
}
