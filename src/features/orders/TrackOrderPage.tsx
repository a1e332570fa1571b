import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useOrderChanges } from '../live/order-signals';
import { trackPath, useOrder } from './orders-api';
import { ShipmentFacts } from './ShipmentFacts';
import { StatusBadge } from './StatusBadge';
import { Timeline } from './Timeline';
import { useT } from '../../i18n/useT';
import { useAccountId } from './useAccountId';
import styles from './orders.module.css';

/** /product/track-order: an order number (or ?order=) to its delivery timeline. */
export default function TrackOrderPage() {
  const t = useT();
  const userId = useAccountId();
  const [params, setParams] = useSearchParams();
  const asked = (params.get('order') ?? '').trim();
  const [draft, setDraft] = useState(asked);
  const { data, error, isLoading, mutate } = useOrder(userId !== null && asked ? trackPath(userId, asked) : null);
  useOrderChanges(data?.live_key, mutate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = draft.trim().toUpperCase();
    if (number) setParams({ order: number });
  };

  return (
    <Page title={t('orders.trackTitle')} lead={t('orders.trackLead')}>
      <form className={styles.form} onSubmit={submit} role="search" aria-label={t('orders.trackForm')}>
        <div className={styles.field}>
          <label htmlFor="track-number">{t('orders.orderNumberLabel')}</label>
          <input id="track-number" name="order" required maxLength={40} autoComplete="off" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <Button type="submit">{t('orders.track')}</Button>
      </form>
      {isLoading && <PageLoader />}
      {error instanceof Error && (
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      )}
      {data && (
        <section className={styles.panel} aria-labelledby="track-result">
          <h2 id="track-result" className={styles.panelTitle}>
            {t('orders.orderNumber', { number: data.order_number })}
          </h2>
          <p className={styles.meta}>
            <StatusBadge status={data.status} /> <Link to={`/order/${data.id}`}>{t('orders.details')}</Link>
          </p>
          <ShipmentFacts order={data} />
          <Timeline steps={data.timeline} label={t('orders.progressOf', { number: data.order_number })} />
        </section>
      )}
    </Page>
  );
}
