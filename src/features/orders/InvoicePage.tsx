import { useParams } from 'react-router-dom';
import { MAX_INT4, readWholeNumber } from '../../../schemas/zod-helpers';
import { RequireAuth } from '../../app/routes/RequireAuth';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { InvoiceDocument } from './InvoiceDocument';
import { invoicePath, useInvoice } from './orders-api';
import { useAccountId } from './useAccountId';
import styles from './invoice.module.css';

function SignedInInvoice({ orderId }: { orderId: number | null }) {
  const userId = useAccountId();
  const { data, error, isLoading } = useInvoice(userId !== null && orderId !== null ? invoicePath(userId, orderId) : null);
  if (userId === null) return null;
  const back = orderId !== null ? `/order/${orderId}` : '/orders';
  if (orderId === null || error) {
    return (
      <EmptyState icon="tag" title="No invoice for this order yet" actions={<ButtonLink to={back}>View the order</ButtonLink>}>
        {error instanceof Error ? error.message : 'The GST tax invoice is issued once an order is placed.'}
      </EmptyState>
    );
  }
  if (isLoading || !data) return <PageLoader />;
  return (
    <>
      <div className={styles.toolbar}>
        {/* The browser's print dialog saves a PDF: no PDF library in the bundle, and the print stylesheet lays out A4. */}
        <Button onClick={() => window.print()}>Print / Download PDF</Button>
        <ButtonLink variant="secondary" to={back}>
          Back to the order
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
  return (
    <Page title="Tax invoice" crumbs={[{ label: 'My orders', to: '/orders' }, ...(orderId !== null ? [{ label: 'Order details', to: `/order/${orderId}` }] : [])]}>
      <RequireAuth title="Tax invoice">
        <SignedInInvoice orderId={orderId} />
      </RequireAuth>
    </Page>
  );
}
