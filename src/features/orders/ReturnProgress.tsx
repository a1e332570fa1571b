import { Link } from 'react-router-dom';
import { pickupWords, type ReturnRequest } from '../../../schemas/api/returns';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { PageLoader } from '../../ui/PageLoader';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { returnPath, useReturnRequest } from './orders-api';
import { RETURN_CONDITION_WORDS, RETURN_STATUS_WORDS, reasonWords } from './status-words';
import { Timeline } from './Timeline';
import styles from './orders.module.css';

/** Where the money stands: refunded, on its way, or still to come once the item is checked. */
function RefundLine({ request }: { request: ReturnRequest }) {
  const t = useT();
  const { money } = useFormat();
  const { refund } = request;
  if (refund?.status === 'processed') return <p>{t('returns.refunded', { amount: money(refund.amount_paise), destination: refund.destination })}</p>;
  if (refund) return <p>{t('returns.refundProcessing', { amount: money(refund.amount_paise), destination: refund.destination })}</p>;
  if (request.status === 'rejected') return null;
  return <p>{t('returns.refundLater', { destination: request.refund_destination })}</p>;
}

/** The courier's visit: booked (day and window), or to be booked once approved. */
function PickupLine({ request }: { request: ReturnRequest }) {
  const t = useT();
  const { calendarDay } = useFormat();
  if (request.pickup && (request.status === 'approved' || request.status === 'requested'))
    return (
      <p>
        <strong>{t('returns.pickupLabel')}</strong> {pickupWords(request.pickup, calendarDay)}
      </p>
    );
  if (request.status === 'approved') return <p>{t('returns.pickupToBook')}</p>;
  return null;
}

/** /order/refund-replace-process/{id}: where a return or replacement stands, what the shop said, and its refund or replacement. */
export function ReturnProgress({ userId, requestId }: { userId: number; requestId: number | null }) {
  const t = useT();
  const { data, error, isLoading } = useReturnRequest(requestId !== null ? returnPath(userId, requestId) : null);
  if (requestId === null || error) {
    return (
      <EmptyState icon="refresh" title={t('returns.requestNotFound')} actions={<ButtonLink to="/orders">{t('returns.seeMyOrders')}</ButtonLink>}>
        {t('returns.requestNotFoundBody')}
      </EmptyState>
    );
  }
  if (isLoading || !data) return <PageLoader />;
  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-labelledby="request-progress">
        <h2 id="request-progress" className={styles.panelTitle}>
          {t(data.kind === 'return' ? 'returns.kindReturn' : 'returns.kindReplacement')}: {t(RETURN_STATUS_WORDS[data.status])}
        </h2>
        <p className={styles.meta}>
          {data.item.title} · {t('returns.qty', { qty: data.qty })} · {t('returns.order')} <Link to={`/order/${data.order_id}`}>{data.order_number}</Link>
        </p>
        <p className={styles.meta}>{t('returns.reasonIs', { reason: reasonWords(data.reason, t) })}</p>
        {data.decision_reason && (
          <p>
            <strong>{t(data.status === 'rejected' ? 'returns.whyRejected' : 'returns.ourNote')}</strong> {data.decision_reason}
          </p>
        )}
        {data.condition && (
          <p>
            <strong>{t('returns.conditionLabel')}</strong> {t(RETURN_CONDITION_WORDS[data.condition])}
          </p>
        )}
        <Timeline steps={data.timeline} label={t('returns.progressLabel')} />
      </section>
      <section className={styles.panel} aria-labelledby="request-refund">
        <h2 id="request-refund" className={styles.panelTitle}>
          {t(data.kind === 'return' ? 'returns.refund' : 'returns.kindReplacement')}
        </h2>
        {data.kind === 'return' ? (
          <RefundLine request={data} />
        ) : data.replacement ? (
          <p>
            {t('returns.replacementOnWay')} <Link to={`/order/${data.replacement.order_id}`}>{data.replacement.order_number}</Link>.
          </p>
        ) : data.status === 'rejected' ? null : (
          <p>{t('returns.replacementLater')}</p>
        )}
        <h3 className={styles.panelTitle}>{t('returns.pickup')}</h3>
        <PickupLine request={data} />
        <address>
          {data.pickup_address.name}, {data.pickup_address.house}, {data.pickup_address.locality}, {data.pickup_address.city}, {data.pickup_address.state}{' '}
          {data.pickup_address.pin}
        </address>
      </section>
    </div>
  );
}
