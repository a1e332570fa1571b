import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function GiftCardDetailPage() {
  return (
    <Page title="Gift card" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="gift" title="This gift card isn't available" actions={<ButtonLink to="/gift-card">See all gift cards</ButtonLink>}>
        Choose another design from our gift cards.
      </EmptyState>
    </Page>
  );
}
