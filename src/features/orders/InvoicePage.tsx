import { useParams } from 'react-router-dom';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function InvoicePage() {
  const { saleId = '' } = useParams();
  return (
    <Page title={`Tax invoice for order ${saleId}`} crumbs={[{ label: 'My orders', to: '/orders' }]}>
      <EmptyState icon="tag" title="No invoice for this order yet" actions={<ButtonLink to={`/order/${encodeURIComponent(saleId)}`}>View the order</ButtonLink>}>
        The GST tax invoice is issued once an order is confirmed.
      </EmptyState>
    </Page>
  );
}
