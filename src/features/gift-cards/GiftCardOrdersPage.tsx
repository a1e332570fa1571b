import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function GiftCardOrdersPage() {
  return (
    <Page title="Gift card orders" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="gift" title="You haven't bought any gift cards" actions={<ButtonLink to="/gift-card">Buy a gift card</ButtonLink>}>
        Gift cards you buy, and their status, appear here.
      </EmptyState>
    </Page>
  );
}
