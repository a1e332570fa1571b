import { useParams } from 'react-router-dom';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function OrderDetailPage() {
  const { saleId = '' } = useParams();
  return (
    <Page title={`Order ${saleId}`} crumbs={[{ label: 'My orders', to: '/orders' }]}>
      <EmptyState icon="truck" title="We couldn't find this order" actions={<ButtonLink to="/orders">See all orders</ButtonLink>}>
        Check the order number in your confirmation e-mail, or sign in with the account that placed it.
      </EmptyState>
    </Page>
  );
}
