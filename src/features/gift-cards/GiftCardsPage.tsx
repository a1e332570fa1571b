import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function GiftCardsPage() {
  return (
    <Page title="Gift cards" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="gift" title="No gift cards on sale right now" actions={<ButtonLink to="/add/gift-card">Redeem a gift card</ButtonLink>}>
        Gift cards in ₹500 to ₹50,000 denominations will be listed here.
      </EmptyState>
    </Page>
  );
}
