import { Link } from 'react-router-dom';
import { pickupWords, RETURN_CONDITION_LABELS, RETURN_STATUS_LABELS, type ReturnRequest } from '../../../schemas/api/returns';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { PageLoader } from '../../ui/PageLoader';
import { formatCalendarDay, formatPaise } from '../../ui/format';
import { returnPath, useReturnRequest } from './orders-api';
import { Timeline } from './Timeline';
import styles from './orders.module.css';

const destinationWords = (destination: 'original' | 'wallet') => (destination === 'wallet' ? 'your wallet' : 'the original payment method');

/** Where the money stands: refunded, on its way, or still to come once the item is checked. */
function RefundLine({ request }: { request: ReturnRequest }) {
  const { refund } = request;
  if (refund?.status === 'processed') return <p>{`${formatPaise(refund.amount_paise)} refunded to ${destinationWords(refund.destination)}.`}</p>;
  if (refund) return <p>{`Your refund of ${formatPaise(refund.amount_paise)} to ${destinationWords(refund.destination)} is being processed.`}</p>;
  if (request.status === 'rejected') return null;
  return <p>{`Refunded to ${destinationWords(request.refund_destination)} once the item is picked up and checked.`}</p>;
}

/** The courier's visit: booked (day and window), or to be booked once approved. */
function PickupLine({ request }: { request: ReturnRequest }) {
  if (request.pickup && (request.status === 'approved' || request.status === 'requested'))
    return (
      <p>
        <strong>Pickup:</strong> {pickupWords(request.pickup, formatCalendarDay)}
      </p>
    );
  if (request.status === 'approved') return <p>We will tell you the pickup day as soon as it is booked.</p>;
  return null;
}

/** /order/refund-replace-process/{id}: where a return or replacement stands, what the shop said, and its refund or replacement. */
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
        {data.decision_reason && (
          <p>
            <strong>{data.status === 'rejected' ? 'Why we could not accept it:' : 'Our note:'}</strong> {data.decision_reason}
          </p>
        )}
        {data.condition && (
          <p>
            <strong>Condition on arrival:</strong> {RETURN_CONDITION_LABELS[data.condition]}
          </p>
        )}
        <Timeline steps={data.timeline} label="Progress of your request" />
      </section>
      <section className={styles.panel} aria-labelledby="request-refund">
        <h2 id="request-refund" className={styles.panelTitle}>
          {data.kind === 'return' ? 'Refund' : 'Replacement'}
        </h2>
        {data.kind === 'return' ? (
          <RefundLine request={data} />
        ) : data.replacement ? (
          <p>
            Your replacement is on its way at no charge: order <Link to={`/order/${data.replacement.order_id}`}>{data.replacement.order_number}</Link>.
          </p>
        ) : data.status === 'rejected' ? null : (
          <p>We send the replacement once the item is picked up and checked.</p>
        )}
        <h3 className={styles.panelTitle}>Pickup</h3>
        <PickupLine request={data} />
        <address>
          {data.pickup_address.name}, {data.pickup_address.house}, {data.pickup_address.locality}, {data.pickup_address.city}, {data.pickup_address.state}{' '}
          {data.pickup_address.pin}
        </address>
      </section>
    </div>
  );
}
