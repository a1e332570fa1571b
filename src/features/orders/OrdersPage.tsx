import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function OrdersPage() {
  return (
    <Page title="My orders" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="truck" title="No orders yet" actions={<ButtonLink to="/products">Start shopping</ButtonLink>}>
        When you place an order, you can track it, download its GST invoice and request a return here.
      </EmptyState>
    </Page>
  );
}
