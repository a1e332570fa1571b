import { useParams } from 'react-router-dom';
import { MAX_INT4, readWholeNumber } from '../../../schemas/zod-helpers';
import { RequireAuth } from '../../app/routes/RequireAuth';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { InvoiceDocument } from './InvoiceDocument';
import { invoicePath, useInvoice } from './orders-api';
import { useT } from '../../i18n/useT';
import { useAccountId } from './useAccountId';
import styles from './invoice.module.css';

function SignedInInvoice({ orderId }: { orderId: number | null }) {
  const t = useT();
  const userId = useAccountId();
  const { data, error, isLoading } = useInvoice(userId !== null && orderId !== null ? invoicePath(userId, orderId) : null);
  if (userId === null) return null;
  const back = orderId !== null ? `/order/${orderId}` : '/orders';
  if (orderId === null || error) {
    return (
      <EmptyState icon="tag" title={t('orders.noInvoice')} actions={<ButtonLink to={back}>{t('orders.viewTheOrder')}</ButtonLink>}>
        {error instanceof Error ? error.message : t('orders.noInvoiceBody')}
      </EmptyState>
    );
  }
  if (isLoading || !data) return <PageLoader />;
  return (
    <>
      <div className={styles.toolbar}>
        {/* The browser's print dialog saves a PDF: no PDF library in the bundle, and the print stylesheet lays out A4. */}
        <Button onClick={() => window.print()}>{t('orders.printInvoice')}</Button>
        <ButtonLink variant="secondary" to={back}>
          {t('orders.backToOrder')}
        </ButtonLink>
      </div>
      <InvoiceDocument invoice={data} />
    </>
  );
}

/** /order/invoice/{saleId} and /order/order-invoice/{saleId}. */
export default function InvoicePage() {
  const { saleId = '' } = useParams();
  const orderId = readWholeNumber(saleId, 1, MAX_INT4);
  const t = useT();
  const crumbs = [{ label: t('orders.title'), to: '/orders' }, ...(orderId !== null ? [{ label: t('orders.details'), to: `/order/${orderId}` }] : [])];
  return (
    <Page title={t('orders.taxInvoice')} crumbs={crumbs}>
      <RequireAuth title={t('orders.taxInvoice')}>
        <SignedInInvoice orderId={orderId} />
      </RequireAuth>
    </Page>
  );
}
