import { Link } from 'react-router-dom';
import { RETURN_STATUS_LABELS } from '../../../schemas/api/returns';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { PageLoader } from '../../ui/PageLoader';
import { formatPaise } from '../../ui/format';
import { returnPath, useReturnRequest } from './orders-api';
import { Timeline } from './Timeline';
import styles from './orders.module.css';

/** /order/refund-replace-process/{id}: where a return or replacement stands, and its refund. */
export function ReturnProgress({ userId, requestId }: { userId: number; requestId: number | null }) {
  const { data, error, isLoading } = useReturnRequest(requestId !== null ? returnPath(userId, requestId) : null);
  if (requestId === null || error) {
    return (
      <EmptyState icon="refresh" title="We couldn't find this request" actions={<ButtonLink to="/orders">See my orders</ButtonLink>}>
        Requests you raise show their progress here, step by step.
      </EmptyState>
    );
  }
  if (isLoading || !data) return <PageLoader />;
  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-labelledby="request-progress">
        <h2 id="request-progress" className={styles.panelTitle}>
          {data.kind === 'return' ? 'Return' : 'Replacement'}: {RETURN_STATUS_LABELS[data.status]}
        </h2>
        <p className={styles.meta}>
          {data.item.title} · Qty {data.qty} · Order <Link to={`/order/${data.order_id}`}>{data.order_number}</Link>
        </p>
        <p className={styles.meta}>Reason: {data.reason}</p>
        <Timeline steps={data.timeline} label="Progress of your request" />
      </section>
      <section className={styles.panel} aria-labelledby="request-refund">
        <h2 id="request-refund" className={styles.panelTitle}>
          {data.kind === 'return' ? 'Refund' : 'Pickup'}
        </h2>
        {data.refund ? (
          <p>
            {formatPaise(data.refund.amount_paise)} refunded to {data.refund.destination === 'wallet' ? 'your wallet' : 'the original payment method'}.
          </p>
        ) : data.kind === 'return' ? (
          <p>Refunded to {data.refund_destination === 'wallet' ? 'your wallet' : 'the original payment method'} once the item is picked up and checked.</p>
        ) : null}
        <address>
          {data.pickup_address.name}, {data.pickup_address.house}, {data.pickup_address.locality}, {data.pickup_address.city}, {data.pickup_address.state}{' '}
          {data.pickup_address.pin}
        </address>
      </section>
    </div>
  );
}
